import Foundation
import Testing
import TextProof

@Suite("Colour roles, pairs and waivers")
struct RoleTests {
    let cli = CommandLineTests()

    @Test("roles are inferred from the name's last role word, `on` prefixes and enclosing groups")
    func inferred() {
        let expected: [String: ColorRole] = [
            "TextPrimary": .text, "secondaryLabel": .text, "Title": .text, "fg-muted": .text,
            "color.foreground.default": .text,
            "CardBackground": .background, "bg_elevated": .background, "surface.container": .background,
            "SystemFill": .background,
            "Separator": .decoration, "BorderStrong": .decoration, "divider": .decoration,
            "Shadow/SearchCard": .decoration,
            "focus-ring": .decoration, "BackgroundText": .text, "TextBackground": .background, "onSurface": .text,
            "Secondary/on.container": .text, "Colors/Label/primary": .text, "Brand/Blurple": .any, "AccentColor": .any,
            // mastodon-ios's asset catalog (a border, a slider's track, the fill behind selected text).
            "Scene/Edit History/StatusBackgroundBorder": .decoration, "Colors/Slider/track": .decoration,
            "Colors/selection.highlight": .background,
            // Issue 46's list: borders, separators, strokes, outlines, dividers and shadows are not text
            // (CodeEdit's and home-assistant's catalogs hold `separator`, `shadow`, `timelineSeparatorColor`).
            "ButtonStroke": .decoration, "TextFieldOutline": .decoration, "timelineSeparatorColor": .decoration,
            "shadow": .decoration, "LabelShadow": .decoration, "CardBorderColor": .decoration,
        ]
        for (name, role) in expected { #expect(ColorRole.inferred(from: name) == role, "\(name)") }
    }

    static func catalog(_ colors: [String: String]) throws -> String {
        let root = makeTemporaryDirectory("roles") + "/App.xcassets"
        for (name, hex) in colors {
            let folder = root + "/\(name).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let bytes = stride(from: 0, to: 6, by: 2).map { String(hex.dropFirst($0).prefix(2)) }
            try
                #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x\#(bytes[0])","green":"0x\#(bytes[1])","blue":"0x\#(bytes[2])","alpha":"1.000"}}}]}"#
                .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Grey text #949494 is 3.0:1 on white (fails AA); #595959 is 7.0:1; a pale card #F0F0F0.
    static let colors = [
        "TextMuted": "949494", "TextBody": "595959", "CardBackground": "F0F0F0", "Hairline": "C6C6C8",
        "Brand": "0A84FF",
    ]

    @Test("without pairs: text on the platform background is judged, the matrix and backgrounds are reported")
    func matrix() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", try Self.catalog(Self.colors), "--appearances", "light", "--out", out, "--quiet", "--require",
            "aa",
        ])
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        func cell(_ text: String) -> ProofReport.Cell? { report.cells.first { $0.text == text } }
        // Text: TextBody, TextMuted, Brand (any); background: CardBackground; decoration: Hairline.
        #expect(cell("TextMuted")?.judged == nil && cell("TextMuted")?.role == .text)
        #expect(cell("TextMuted on CardBackground")?.judged == false)
        #expect(cell("label on CardBackground")?.role == .background)
        // Judged failures: TextMuted and Brand on white; not the matrix.
        #expect(result.status == 1)
        #expect(
            result.error.contains("TextMuted on systemBackground")
                && !result.error.contains("TextMuted on CardBackground"))
    }

    @Test("a config sets roles and pairs; --require judges the pairs; a waiver is shown and never counted")
    func pairsAndWaivers() throws {
        let catalog = try Self.catalog(Self.colors)
        let config = (catalog as NSString).deletingLastPathComponent + "/textproof.yaml"
        try """
        roles:
          Hairline: decoration
          Brand: text
        pairs:
          - {text: TextBody, background: [CardBackground, systemBackground]}
          - {text: TextMuted, background: CardBackground}
        allow:
          - {text: TextMuted, background: CardBackground, reason: "Timestamp; WCAG 1.4.3 incidental text"}
        rules:
          no-increased-contrast-variant: off
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", catalog, "--appearances", "light", "--out", out, "--quiet", "--require", "aa",
        ])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let judged = report.cells.filter { $0.judged == nil }
        #expect(Set(judged.map(\.text)) == ["TextBody on CardBackground", "TextBody", "TextMuted on CardBackground"])
        let waived = try #require(report.cells.first { $0.text == "TextMuted on CardBackground" })
        #expect(waived.level == .fail && waived.waived == "Timestamp; WCAG 1.4.3 incidental text")
        #expect(report.cells.first { $0.text == "Hairline" }?.role == .decoration)
        #expect(report.findings?.contains { $0.id == "no-increased-contrast-variant" } == false)
        #expect(report.findings?.contains { $0.id == "no-dark-variant" && $0.subject == "TextBody" } == true)
        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(summary.contains("waived: Timestamp"))

        // Without the waiver the same run fails.
        try String(contentsOfFile: config, encoding: .utf8).components(separatedBy: "allow:")[0]
            .write(toFile: config, atomically: true, encoding: .utf8)
        let strict = try cli.run([
            "catalog", catalog, "--appearances", "light", "--out", makeTemporaryDirectory(), "--quiet", "--require",
            "aa",
        ])
        #expect(strict.status == 1 && strict.error.contains("TextMuted on CardBackground"))
    }

    @Test("unknown names in the config are errors naming the file, line and entry; nothing is written")
    func unknownNames() throws {
        let catalog = try Self.catalog(Self.colors)
        let config = makeTemporaryDirectory() + "/textproof.yaml"
        for (yaml, expected) in [
            ("pairs:\n  - {text: TextBody, background: CardBackgrnd}\n", "textproof.yaml:2:"),
            ("roles:\n  Hairlin: decoration\n", "roles.Hairlin"),
            ("allow:\n  - {text: TextMuted}\n", "allow[0].reason"),
            ("rules:\n  no-such-lint: off\n", "rules.no-such-lint"),
            ("colours: {}\n", "unknown key"),
        ] {
            try yaml.write(toFile: config, atomically: true, encoding: .utf8)
            let out = makeTemporaryDirectory() + "/out"
            let result = try cli.run(["catalog", catalog, "--config", config, "--out", out, "--quiet"])
            #expect(result.status == 2 && result.error.contains(expected), "\(yaml): \(result.error)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("rules: in a spec turns a lint off; findings over a material leave labelColor alone")
    func rulesInSpec() throws {
        let spec = try parse("rules: {low-emphasis-body-text: off}\nruns:\n  - {text: Tertiary, color: tertiaryLabel}")
        #expect(try render(spec).report.findings?.contains { $0.id == "low-emphasis-body-text" } == false)
        let macSpec = try parse(
            """
            platform: macos
            background: {material: regular}
            runs:
              - {text: Body, color: labelColor}
            """)
        #expect(macSpec.isOverMaterial)
        #expect(try render(macSpec).report.findings?.contains { $0.id == "label-color-for-document-text" } == false)
    }
}
