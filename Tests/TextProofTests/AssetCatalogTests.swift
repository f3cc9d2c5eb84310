import Foundation
import Testing
import TextProof
import TextProofColor

@Suite("Asset catalogs")
struct AssetCatalogTests {
    static let sample = Checkout.fixture("Sample.xcassets")

    func catalog(_ platform: Platform = .ios) throws -> AssetCatalog {
        try AssetCatalog(path: Self.sample, platform: platform, output: .sRGB)
    }

    func color(_ catalog: AssetCatalog, _ name: String) throws -> ColorReference {
        try #require(catalog.colors.first { $0.name == name }?.reference, "\(name)")
    }

    /// The colour drawn for `name` in `appearance`, 8-bit sRGB.
    func drawn(_ name: String, _ appearance: Appearance = .light, platform: Platform = .ios) throws -> String? {
        let catalog = try catalog(platform)
        let value = try color(catalog, name).resolved(for: appearance, in: SystemColorCatalog(platform: platform))
        return try value.map { try ColorConverter(output: .sRGB).convert($0).color.hexRGBA }
    }

    @Test("every readable colour set loads, named with its namespace; malformed ones are skipped by path")
    func loads() throws {
        let catalog = try catalog()
        #expect(
            catalog.colors.map(\.name) == [
                "Brand/Accent", "Bright", "EightBit", "Grey", "HandWritten", "HexBytes", "PerDevice", "Surface", "Tint",
                "WideRed",
            ])
        let skipped = catalog.problems.map {
            URL(fileURLWithPath: $0.path).deletingLastPathComponent().lastPathComponent
        }
        #expect(
            skipped == [
                "AccentColor.colorset", "DarkOnly.colorset", "Empty.colorset", "NotJSON.colorset",
                "UnknownSpace.colorset",
            ])
        #expect(catalog.problems[0].message.contains("empty colour set"))
        #expect(catalog.problems.allSatisfy { $0.path.hasPrefix(Self.sample) && $0.path.hasSuffix("Contents.json") })
        #expect(
            catalog.problems.first { $0.path.contains("UnknownSpace") }?.message.contains("unknown colour space 'cmyk'")
                == true)
    }

    @Test("float components: 1.000 0.420 0.000 is #FF6B00; dark 1.000 0.839 0.039 is #FFD60A")
    func floats() throws {
        #expect(try drawn("Brand/Accent") == "#FF6B00FF")
        #expect(try drawn("Brand/Accent", .dark) == "#FFD60AFF")
    }

    @Test("8-bit integer components, with dark, high-contrast and dark high-contrast appearances")
    func integersAndContrast() throws {
        #expect(try drawn("EightBit") == "#3C3C43FF")
        #expect(try drawn("EightBit", .dark) == "#EBEBF5FF")
        #expect(try drawn("EightBit", Appearance(colorScheme: .light, contrast: .increased)) == "#000000FF")
        #expect(try drawn("EightBit", Appearance(colorScheme: .dark, contrast: .increased)) == "#FFFFFFFF")
        #expect(
            try drawn("EightBit", Appearance(colorScheme: .dark, contrast: .increased, level: .elevated)) == "#FFFFFFFF"
        )
    }

    @Test("hex byte components (0x3C) with a float alpha 0.600 are secondaryLabel's #3C3C4399")
    func hexBytes() throws {
        #expect(try drawn("HexBytes") == "#3C3C4399")
    }

    @Test("display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 and extended-gray")
    func spaces() throws {
        let catalog = try catalog(), ios = SystemColorCatalog()
        #expect(
            try color(catalog, "WideRed").resolved(for: .light, in: ios)
                == ColorValue(space: .displayP3, components: [1, 0, 0]))
        // Bright: Light is extended-linear 0.214 (sRGB-encoded 0.4995 → 127); Dark falls back to Any,
        // extended-srgb 1.2, clipped to white — not to Light.
        #expect(try drawn("Bright") == "#7F7F7FFF")
        #expect(try drawn("Bright", .dark) == "#FFFFFFFF")
        #expect(try color(catalog, "Bright").resolved(for: .dark, in: ios)?.space == .extendedSRGB)
        // Grey: gamma 2.2 0.5 → linear 0.2176 → sRGB 0.5029 → 128; extended grey 0.8 → 0.6121 → 0.8036 → 205.
        #expect(try drawn("Grey") == "#808080FF")
        #expect(try drawn("Grey", .dark) == "#CDCDCDFF")
    }

    @Test("hand-written JSON numbers 1, 1, 1, 1 are white, not 1/255")
    func handWritten() throws {
        #expect(try drawn("HandWritten") == "#FFFFFFFF")
    }

    @Test("idioms: iPhone's entry on iOS, the Mac's on macOS, never the watch's")
    func idioms() throws {
        #expect(try drawn("PerDevice") == "#800000FF")
        #expect(try drawn("PerDevice", platform: .macos) == "#000080FF")
    }

    @Test("a reference picked from another platform's list (XR) still resolves in this platform's colours")
    func foreignPlatformReference() throws {
        #expect(try drawn("Surface") == "#FFFFFFFF")
        #expect(try drawn("Surface", .dark) == "#636366FF")
    }

    @Test("references to system colours, per platform")
    func references() throws {
        #expect(try color(catalog(), "Tint") == .named("systemBlue"))
        #expect(try color(catalog(.macos), "Tint") == .named("controlAccentColor"))
        #expect(try drawn("Tint", .dark) == "#0091FFFF")  // iOS 26's dark systemBlue (uikit-ios26-runtime.csv)
    }

    @Test("a catalog proof renders every colour by role, in every appearance, with the skipped listed")
    func proof() throws {
        let proof = try CatalogProof(catalog: catalog(), platform: .ios).render(
            fonts: FontProvider(fontsDirectory: Checkout.fonts))
        #expect(proof.images.count == 6)
        // Nine `any` colours as text on the platform background and on Surface (a background by
        // name), label on all ten: 9 + 9 + 10 runs in six appearances.
        #expect(proof.report.cells.count == 28 * 6)
        #expect(proof.report.skipped?.count == 5)
        // "label on HexBytes", light: label over #3C3C43 at 0.6 over white = (138, 138, 142).
        let highlight = try #require(
            proof.report.cells.first { $0.text == "label on HexBytes" && $0.appearance.name == "light" })
        #expect(highlight.measured?.background == "#8A8A8E" && highlight.measured?.text == "#000000")
    }

    @Test("a large catalog is split into pages, one report, run numbers across pages")
    func pages() throws {
        let directory = makeTemporaryDirectory() + "/Big.xcassets"
        for index in 0..<45 {
            // Not "C00"…"C44": names that differ only in a trailing number are a palette ramp.
            let folder = directory + "/C\(String(format: "%02d", index))x.colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let json =
                #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(index)","green":"0","blue":"200","alpha":"1.000"}},"idiom":"universal"}]}"#
            try json.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        let catalog = try AssetCatalog(path: directory, platform: .ios, output: .sRGB)
        let proof = try CatalogProof(catalog: catalog, platform: .ios, appearances: [.light]).render(
            fonts: FontProvider(fontsDirectory: Checkout.fonts))
        #expect(proof.images.map(\.fileName) == ["Big-page1-light.png", "Big-page2-light.png"])
        #expect(proof.report.cells.map(\.run) == Array(0..<90))
        #expect(proof.report.cells.last?.image == "Big-page2-light.png")
    }

    @Test("a folder that is not a catalog is an error naming it")
    func notACatalog() {
        #expect(throws: SpecError.self) {
            try AssetCatalog(path: "/nonexistent.xcassets", platform: .ios, output: .sRGB)
        }
    }
}
