import Foundation
import Testing
import TextProof
import TextProofColor

/// Token modes named by files, `--mode` and themes: a documented list of words, never a silent merge.
@Suite("Token mode names")
struct TokenModeNameTests {
    let cli = CommandLineTests()
    static let hig = Checkout.fixture("tokens") + "/hig"
    static let increased = Appearance(colorScheme: .light, contrast: .increased)
    static let darkIncreased = Appearance(colorScheme: .dark, contrast: .increased)

    @Test(
        "names and the appearance they stand for",
        arguments: [
            ("light", Appearance.light), ("Dark", .dark), ("theme-dark", .dark), ("Theme Dark", .dark),
            ("light_ax", increased), ("dark_ax", darkIncreased), ("light-hc", increased), ("dark.hc", darkIncreased),
            ("dark-high-contrast", darkIncreased), ("darkHighContrast", darkIncreased), ("DarkHC", darkIncreased),
            ("light.increased-contrast", increased), ("high-contrast", increased),
            (
                "dark-increased-contrast-elevated",
                Appearance(colorScheme: .dark, contrast: .increased, level: .elevated)
            ),
        ])
    func names(_ name: String, _ appearance: Appearance) {
        #expect(TokenModes.appearance(forMode: name) == appearance)
    }

    @Test("names with a word no appearance has are no mode: dimmed, colorblind, a brand")
    func unknownWords() {
        #expect(TokenModes.appearance(forMode: "dark-dimmed") == nil)
        #expect(ModeName("dark_dimmed").unrecognised == ["dimmed"])
        #expect(ModeName("light-colorblind").appearance == .light)
        #expect(TokenModes.appearance(forMode: "light-colorblind") == nil)
        #expect(TokenModes.appearance(forMode: "core") == nil)
        #expect(TokenModes.appearance(forFile: "/x/light_ax.tokens.json") == Self.increased)
    }

    @Test("a YAML token file's name gives its mode as a JSON one's does")
    func yamlFileNames() {
        #expect(TokenModes.appearance(forFile: "/x/dark.yaml") == .dark)
        #expect(TokenModes.appearance(forFile: "/x/theme.light.tokens.yml") == .light)
        #expect(TokenModes.appearance(forFile: "/x/light_ax.tokens.YAML") == Self.increased)
        #expect(TokenModes.appearance(forFile: "/x/core.yaml") == nil)
    }

    /// systemBlue is #007AFF in light, #0040DD in light + increased contrast (Apple's tables): the
    /// `_ax` files are their own appearances, never light or dark, whatever the argument order.
    @Test("Apple HIG's four files give four appearances with the right values, in either order")
    func higFiles() throws {
        let names = ["light", "dark", "light_ax", "dark_ax"].map { Self.hig + "/\($0).tokens.json" }
        for files in [names, names.reversed()] {
            let modes = try TokenModes.load(files: files)
            #expect(Set(modes.modes.map(\.appearance)) == [.light, .dark, Self.increased, Self.darkIncreased])
            let blue = try #require(try modes.namedColors().first { $0.name == "color.systemBlue" })
            func hex(_ appearance: Appearance) throws -> String {
                let value = try #require(blue.reference.resolved(for: appearance, in: SystemColorCatalog()))
                return try ColorConverter(output: .sRGB).convert(value).color.hexRGBA
            }
            #expect(try hex(.light) == "#007AFFFF" && hex(.dark) == "#0A84FFFF")
            #expect(try hex(Self.increased) == "#0040DDFF" && hex(Self.darkIncreased) == "#409CFFFF")
        }
    }

    /// WCAG by hand: #007AFF has G = ((122/255 + 0.055) / 1.055)^2.4 = 0.19462, L = 0.7152 · 0.19462 +
    /// 0.0722 = 0.21139; on white (1.05) / (0.26139) = 4.02. #0040DD: L = 0.7152 · 0.05127 + 0.0722 ·
    /// 0.72309 = 0.08888, 1.05 / 0.13888 = 7.56.
    @Test(
        "textproof tokens on the HIG files: systemBlue 4.02:1 on white in light, 7.56:1 in light + increased contrast")
    func higProof() throws {
        let out = makeTemporaryDirectory()
        let files = ["light_ax", "dark_ax", "light", "dark"].map { Self.hig + "/\($0).tokens.json" }
        let result = try cli.run(["tokens"] + files + ["--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(
            Set(report.cells.map(\.appearance)) == [.light, .dark, Self.increased, Self.darkIncreased])
        func ratio(_ appearance: Appearance) throws -> Double {
            let cell = try #require(
                report.cells.first {
                    $0.subject == "color.systemBlue" && $0.appearance == appearance
                        && $0.measured?.background == "#FFFFFF"
                })
            return try #require(cell.measured?.wcag)
        }
        #expect(abs(try ratio(.light) - 4.02) < 0.01)
        #expect(abs(try ratio(Self.increased) - 7.56) < 0.01)
        // Each appearance's cell points at the file its value is written in: a dark failure at dark.tokens.json.
        let fileOf: [Appearance: String] = [
            .light: "light", .dark: "dark", Self.increased: "light_ax", Self.darkIncreased: "dark_ax",
        ]
        for cell in report.cells where cell.subject == "color.systemBlue" {
            #expect(cell.source?.hasSuffix("/\(fileOf[cell.appearance]!).tokens.json") == true, "\(cell.source ?? "-")")
        }
    }

    @Test("two files claiming one mode: an error naming both and the accepted names; exit 2, nothing written")
    func duplicates() throws {
        let folder = makeTemporaryDirectory()
        let light = Self.hig + "/light.tokens.json"
        try FileManager.default.copyItem(atPath: light, toPath: folder + "/theme-light.json")
        let out = folder + "/out"
        let result = try cli.run(["tokens", light, folder + "/theme-light.json", "--out", out])
        #expect(result.status == 2)
        #expect(result.error.contains("light.tokens.json") && result.error.contains("theme-light.json"))
        #expect(result.error.contains("accepted names are") || result.error.contains("accepted names:"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a file named for a mode with an unknown word, and --mode with an unknown name, are errors")
    func unknownModes() throws {
        let folder = makeTemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.hig + "/dark.tokens.json", toPath: folder + "/dark_dimmed.json")
        let byFile = try cli.run(["tokens", folder + "/dark_dimmed.json", "--out", folder + "/a"])
        #expect(byFile.status == 2 && byFile.error.contains("dark_dimmed.json") && byFile.error.contains("'dimmed'"))
        let byOption = try cli.run(["tokens", "--mode", "dimmed=\(folder)/dark_dimmed.json", "--out", folder + "/b"])
        #expect(byOption.status == 2 && byOption.error.contains("unknown mode 'dimmed'"))
        let accepted = try cli.run(["tokens", "--mode", "hc=\(Self.hig)/light_ax.tokens.json", "--out", folder + "/c"])
        #expect(accepted.status == 0, "\(accepted.error)")
        // Named by the user, a word beside the scheme is a column of its own, never dark.
        let variant = try cli.run([
            "tokens", "--mode", "dark=\(Self.hig)/dark.tokens.json", "--mode", "dark-dimmed=\(folder)/dark_dimmed.json",
            "--out", folder + "/d", "--quiet",
        ])
        #expect(variant.status == 0, "\(variant.error)")
        #expect(FileManager.default.fileExists(atPath: folder + "/d/tokens-dark-dimmed.png"))
    }
}
