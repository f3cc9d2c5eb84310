import Foundation
import Testing
import TextProof
import TextProofColor

/// Fixtures in Fixtures/tokens follow the DTCG 2025.10 format's own examples: a palette whose
/// group gives `$type` to its tokens, colour objects in several spaces, a hex string, aliases and
/// chains, a non-colour group, and light/dark files of semantic tokens aliasing the palette.
@Suite("Design tokens")
struct TokenTests {
    let cli = CommandLineTests()
    static let folder = Checkout.fixture("tokens")

    static func sRGB(_ value: ColorValue) throws -> ColorU8 {
        try ColorConverter(output: .sRGB).convert(value).color
    }

    static func colors(_ files: [String]) throws -> [String: NamedColor] {
        let modes = try TokenModes.load(files: files.map { folder + "/" + $0 })
        return Dictionary(uniqueKeysWithValues: try modes.namedColors().map { ($0.name, $0) })
    }

    @Test("modes by file name; the shared palette gives alias targets only; chains resolve per mode")
    func modes() throws {
        let colors = try Self.colors(["core.json", "light.json", "dark.json"])
        #expect(
            Set(colors.keys) == [
                "text.primary", "text.secondary", "text.link", "text.warning", "surface.base", "surface.raised",
                "surface.card",
                "border.subtle",
            ])
        func value(_ name: String, _ appearance: Appearance) throws -> ColorU8 {
            try Self.sRGB(try #require(colors[name]?.reference.resolved(for: appearance, in: SystemColorCatalog())))
        }
        #expect(try value("text.primary", .light) == .black && value("text.primary", .dark) == .white)
        // surface.card → surface.raised → surface.base → color.white in light (a chain of three).
        #expect(try value("surface.card", .light) == .white)
        // In dark: → surface.raised → color.grey.900, oklch(0.2178 0 none): grey with OKLab L 0.2178,
        // linear 0.2178³ = 0.010332, sRGB-encoded 1.055 · 0.010332^(1/2.4) − 0.055 = 0.1020 → 26 (#1A).
        #expect(try value("surface.card", .dark) == ColorU8(red: 0x1A, green: 0x1A, blue: 0x1A))
        // hsl(25 100% 35%) by CSS Color 4's hslToRgb: (0.70, 0.2917, 0) → #B34A00.
        #expect(try value("text.warning", .light) == ColorU8(red: 0xB3, green: 0x4A, blue: 0x00))
        // 0.12 × 255 = 30.6
        #expect(try value("border.subtle", .light) == ColorU8(red: 0, green: 0, blue: 0, alpha: 31))
        #expect(colors["text.link"]?.line == 6 && colors["text.link"]?.source.hasSuffix("light.json") == true)
    }

    @Test("every colour space: sRGB red written in each gives #FF0000 through LittleCMS")
    func colourSpaces() throws {
        // Published coordinates of sRGB red (CSS Color 4; Ottosson's OKLab).
        let red: [(String, String)] = [
            ("srgb", "[1, 0, 0]"), ("srgb-linear", "[1, 0, 0]"), ("hsl", "[0, 100, 50]"), ("hwb", "[0, 0, 0]"),
            ("oklab", "[0.627955, 0.224863, 0.125846]"), ("oklch", "[0.627955, 0.257683, 29.2339]"),
            ("lab", "[54.2905, 80.8049, 69.891]"), ("lch", "[54.2905, 106.8372, 40.8526]"),
            ("xyz-d65", "[0.412391, 0.212639, 0.019331]"), ("xyz-d50", "[0.436075, 0.222504, 0.013932]"),
            ("display-p3", "[0.917488, 0.200287, 0.138561]"),
        ]
        let body = red.map { "\"\($0.0)\": {\"$value\": {\"colorSpace\": \"\($0.0)\", \"components\": \($0.1)}}" }
            .joined(separator: ",\n")
        let path = makeTemporaryDirectory() + "/red.json"
        try "{\"red\": {\"$type\": \"color\",\n\(body)\n}}".write(toFile: path, atomically: true, encoding: .utf8)
        let colors = try TokenModes.load(files: [path]).namedColors()
        #expect(colors.count == red.count)
        for color in colors {
            let value = try #require(color.reference.resolved(for: .light, in: SystemColorCatalog()))
            let drawn = try Self.sRGB(value)
            #expect(drawn.red == 255 && drawn.green <= 1 && drawn.blue <= 1, "\(color.name): \(drawn)")
        }
    }

    @Test("Tokens Studio $themes gives the same colours as the files by name; --mode NAME=FILE too")
    func themesAndExplicitModes() throws {
        let byName = try Self.colors(["core.json", "light.json", "dark.json"])
        let themes = try TokenModes.load(files: [Self.folder + "/studio/$themes.json"]).namedColors()
        let explicit = try TokenModes.load(
            files: [Self.folder + "/core.json"],
            modes: [("Light", Self.folder + "/light.json"), ("theme dark", Self.folder + "/dark.json")]
        ).namedColors()
        for list in [themes, explicit] {
            #expect(list.map(\.name).sorted() == byName.keys.sorted())
            for color in list { #expect(color.reference == byName[color.name]?.reference, "\(color.name)") }
        }
    }

    @Test("tokens render: roles from the path, the matrix on surfaces, suggestions; sheet and report")
    func render() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run(
            ["tokens", "core.json", "light.json", "dark.json", "--out", out, "--quiet"].map {
                $0.hasSuffix(".json") ? Self.folder + "/" + $0 : $0
            })
        #expect(result.status == 0, "\(result.error)")
        #expect(
            cli.files(in: out) == [
                "index.html", "report.json", "summary.md", "tokens-dark.png", "tokens-light.png", "tokens.png",
            ])
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(report.cells.first { $0.subject == "border.subtle" }?.role == .decoration)
        #expect(report.cells.contains { $0.text == "text.secondary on surface.card" })
        #expect(report.cells.filter { $0.level == .fail && $0.role == .text }.allSatisfy { $0.suggestion != nil })
    }

    @Test(
        "each error names the file, line and token path; exit 2 and nothing written",
        arguments: [
            (
                ##"{"a": {"$type": "color", "x": {"$value": "{a.y}"}, "y": {"$value": "{a.x}"}}}"##,
                "a.x: alias cycle: a.x → a.y → a.x"
            ),
            (##"{"a": {"$type": "color", "x": {"$value": "{a.gone}"}}}"##, "a.x: alias to a missing token {a.gone}"),
            (
                ##"{"a": {"$type": "color", "x": {"$value": "{a.y}"}, "y": {"$value": "{a.z}"}}}"##,
                "alias to a missing token {a.z} (through a.x → a.y)"
            ),
            (
                ##"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "cmyk", "components": [0, 1, 1]}}}}"##,
                "a.x.colorSpace: unknown or unsupported colour space 'cmyk'"
            ),
            (
                ##"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, "red", 0]}}}}"##,
                "a.x.components[1]: must be a number"
            ),
            (
                ##"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0]}}}}"##,
                "a.x.components: must be a list of three"
            ),
            (##"{"a": {"$type": "color", "x": {"$value": "#12345"}}}"##, "a.x: malformed hex colour"),
            (
                ##"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}}}}"##,
                "a.x.alpha: must be a number from 0 to 1"
            ),
        ])
    func errors(json: String, message: String) throws {
        let folder = makeTemporaryDirectory()
        try json.write(toFile: folder + "/light.json", atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = try cli.run(["tokens", folder + "/light.json", "--out", out])
        #expect(result.status == 2)
        #expect(result.error.contains("light.json:1:") && result.error.contains(message), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

extension TokenTests {
    @Test("Tokens Studio leftovers are not errors: arithmetic in size tokens, shadows, themes of other dimensions")
    func tokensStudioShapes() throws {
        let folder = makeTemporaryDirectory()
        try """
        {"spacing": {"xs": {"value": "4", "type": "spacing"}, "sm": {"value": "{spacing.xs} * {spacing.xs}", "type": "spacing"}},
         "shadow": {"value": {"color": "#00000026", "type": "innerShadow", "x": "0"}, "type": "boxShadow"},
         "colors": {"ink": {"value": "#11181c", "type": "color"}, "paper": {"value": "#fbfcfd", "type": "color"}}}
        """.write(toFile: folder + "/global.json", atomically: true, encoding: .utf8)
        try
            #"{"text": {"value": "{colors.ink}", "type": "color"}, "background": {"value": "{colors.paper}", "type": "color"}}"#
            .write(toFile: folder + "/light.json", atomically: true, encoding: .utf8)
        try """
        [{"id": "1", "name": "Default", "group": "Core", "selectedTokenSets": {"global": "enabled"}},
         {"id": "2", "name": "light", "group": "Theme", "selectedTokenSets": {"global": "source", "light": "enabled"}}]
        """.write(toFile: folder + "/$themes.json", atomically: true, encoding: .utf8)
        let modes = try TokenModes.load(files: [folder + "/$themes.json"])
        #expect(modes.ignoredThemes == ["Default"] && modes.modes.map(\.appearance) == [.light])
        #expect(try modes.namedColors().map(\.name) == ["background", "text"])
    }
}
