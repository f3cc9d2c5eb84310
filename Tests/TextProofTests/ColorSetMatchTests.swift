import Foundation
import Testing
import TextProof
import TextProofColor

/// Xcode's most specific match, for each shape of colour set: the requested luminosity before Any,
/// and within it the requested contrast before normal. Each entry is a distinct grey, so the drawn
/// byte names the entry that was picked.
@Suite("Colour set matching")
struct ColorSetMatchTests {
    /// Entries: any = 0x10, light = 0x20, dark = 0x30, any high = 0x40, light high = 0x50, dark high = 0x60.
    static let entries: [String: (grey: Int, appearances: String)] = [
        "any": (0x10, ""),
        "light": (0x20, #"{"appearance":"luminosity","value":"light"}"#),
        "dark": (0x30, #"{"appearance":"luminosity","value":"dark"}"#),
        "anyHigh": (0x40, #"{"appearance":"contrast","value":"high"}"#),
        "lightHigh": (0x50, #"{"appearance":"luminosity","value":"light"},{"appearance":"contrast","value":"high"}"#),
        "darkHigh": (0x60, #"{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}"#),
    ]

    /// The grey drawn in light, dark, light + increased contrast, dark + increased contrast (and
    /// dark + increased contrast + elevated, which falls back to the last) for a set of `entries`.
    func drawn(_ names: [String]) throws -> [Int] {
        let catalog = makeTemporaryDirectory() + "/Shapes.xcassets"
        let folder = catalog + "/Shape.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let colors = names.map { name in
            let (grey, appearances) = Self.entries[name]!
            return
                #"{"appearances":[\#(appearances)],"color":{"color-space":"srgb","components":{"red":"\#(grey)","green":"\#(grey)","blue":"\#(grey)","alpha":"1.000"}},"idiom":"universal"}"#
        }
        try #"{"colors":[\#(colors.joined(separator: ","))]}"#.write(
            toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let loaded = try AssetCatalog(path: catalog, platform: .ios, output: .sRGB)
        let reference = try #require(loaded.colors.first?.reference, "\(loaded.problems)")
        let appearances = [
            Appearance.light, .dark, Appearance(colorScheme: .light, contrast: .increased),
            Appearance(colorScheme: .dark, contrast: .increased),
            Appearance(colorScheme: .dark, contrast: .increased, level: .elevated),
        ]
        return try appearances.map { appearance in
            let value = try #require(reference.resolved(for: appearance, in: SystemColorCatalog()))
            return Int(try ColorConverter(output: .sRGB).convert(value).color.red)
        }
    }

    @Test("any only: every appearance takes it")
    func anyOnly() throws {
        #expect(try drawn(["any"]) == [0x10, 0x10, 0x10, 0x10, 0x10])
    }

    @Test("any + dark: dark in both dark appearances, any in both light ones")
    func anyDark() throws {
        #expect(try drawn(["any", "dark"]) == [0x10, 0x30, 0x10, 0x30, 0x30])
    }

    @Test("any + high contrast, no dark: dark + increased contrast takes the any high-contrast entry")
    func anyHigh() throws {
        #expect(try drawn(["any", "anyHigh"]) == [0x10, 0x10, 0x40, 0x40, 0x40])
    }

    @Test("any + dark + their high-contrast entries: each appearance its own entry")
    func anyDarkHigh() throws {
        #expect(try drawn(["any", "dark", "anyHigh", "darkHigh"]) == [0x10, 0x30, 0x40, 0x60, 0x60])
    }

    @Test("any + dark + any high contrast: a dark luminosity entry is more specific than any high contrast")
    func anyDarkAnyHigh() throws {
        #expect(try drawn(["any", "dark", "anyHigh"]) == [0x10, 0x30, 0x40, 0x30, 0x30])
    }

    @Test("light + dark + light high contrast: dark never takes a light entry")
    func lightDarkLightHigh() throws {
        #expect(try drawn(["light", "dark", "lightHigh"]) == [0x20, 0x30, 0x50, 0x30, 0x30])
    }

    @Test("any + light: light overrides any in light mode; dark takes any, never light")
    func anyLight() throws {
        #expect(try drawn(["any", "light"]) == [0x20, 0x10, 0x20, 0x10, 0x10])
    }

    @Test("dark without any or light: skipped with a reason, nothing to fall back to")
    func darkOnly() throws {
        let catalog = makeTemporaryDirectory() + "/DarkOnly.xcassets"
        let folder = catalog + "/Shape.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try
            #"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"48","green":"48","blue":"48","alpha":"1.000"}},"idiom":"universal"}]}"#
            .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let loaded = try AssetCatalog(path: catalog, platform: .ios, output: .sRGB)
        #expect(loaded.colors.isEmpty)
        #expect(loaded.problems.first?.message.contains("no Any or Light appearance entry") == true)
    }
}
