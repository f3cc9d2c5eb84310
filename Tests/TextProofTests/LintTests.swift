import Testing
import TextProof

@Suite("Lints: each fired by a spec made to trip it, silent on a clean one")
struct LintTests {
    func ids(_ yaml: String) throws -> [String] {
        try render(parse(yaml)).report.findings?.map(\.id) ?? []
    }

    @Test("a clean spec has no findings")
    func clean() throws {
        #expect(
            try ids(
                """
                appearances: all
                runs:
                  - {text: Title, color: label, size: 20}
                  - {text: Body, color: secondaryLabel}
                  - {text: Big hint, color: tertiaryLabel, size: 24}
                  - {text: Custom, color: {light: "#B34700", dark: "#FFB340", light-increased-contrast: "#8A3600", dark-increased-contrast: "#FFC870"}}
                """) == [])
    }

    @Test("no foreground colour: opaque black, invisible in dark")
    func noForeground() throws {
        let findings = try render(parse("runs: [Plain]")).report.findings ?? []
        #expect(findings.map(\.id) == ["no-foreground-color"])
        #expect(findings.first?.run == 0 && findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("dark mode") == true)
    }

    @Test("lightText and darkText do not adapt")
    func fixedTexts() throws {
        #expect(try ids("runs:\n  - {text: a, color: lightText}") == ["fixed-light-dark-text"])
        #expect(try ids("runs:\n  - {text: a, color: darkText, size: 30}") == ["fixed-light-dark-text"])
    }

    @Test("tertiaryLabel, quaternaryLabel, placeholderText on normal-size body text; not on large text")
    func lowEmphasis() throws {
        for name in ["tertiaryLabel", "quaternaryLabel", "placeholderText", "tertiary"] {
            #expect(try ids("runs:\n  - {text: a, color: \(name)}") == ["low-emphasis-body-text"], "\(name)")
        }
        #expect(try ids("runs:\n  - {text: a, color: tertiaryLabel, size: 18}") == [])
        #expect(try ids("runs:\n  - {text: a, color: quaternaryLabel, size: 14, weight: bold}") == [])
    }

    @Test("a custom colour with no dark value, and with no increased-contrast value")
    func customColors() throws {
        #expect(
            try ids("runs:\n  - {text: a, color: \"#B34700\"}") == ["no-dark-variant", "no-increased-contrast-variant"])
        #expect(
            try ids("runs:\n  - {text: a, color: {light: \"#B34700\", dark: \"#B34700\"}}") == [
                "no-dark-variant", "no-increased-contrast-variant",
            ])
        #expect(
            try ids("runs:\n  - {text: a, color: {light: \"#B34700\", dark: \"#FFB340\"}}") == [
                "no-increased-contrast-variant"
            ])
        #expect(
            try ids("background: \"#F2F2F7\"\nruns:\n  - {text: a, color: label}") == [
                "no-dark-variant", "no-increased-contrast-variant",
            ])
    }

    @Test("a Display P3 colour outside sRGB on body text; silent when in sRGB's gamut or large")
    func wideGamut() throws {
        let findings =
            try render(
                parse(
                    "appearances: [light]\nruns:\n  - {text: a, color: {light: \"display-p3(1 0 0)\", dark: \"display-p3(0.9 0.2 0.2)\"}}"
                )
            ).report.findings ?? []
        #expect(findings.map(\.id).contains("wide-gamut-body-text"))
        #expect(
            try !ids(
                "runs:\n  - {text: a, color: {light: \"display-p3(0.5 0.5 0.5)\", dark: \"display-p3(0.8 0.8 0.8)\"}}"
            ).contains(
                "wide-gamut-body-text"))
        #expect(
            try !ids(
                "runs:\n  - {text: a, size: 24, color: {light: \"display-p3(1 0 0)\", dark: \"display-p3(1 0.3 0.3)\"}}"
            ).contains(
                "wide-gamut-body-text"))
    }

    @Test("an extended-range component above 1.0 in text")
    func extendedRange() throws {
        #expect(
            try ids(
                "runs:\n  - {text: a, size: 24, color: {light: \"extended-srgb(0 0 0)\", dark: \"extended-srgb(1.2 1.2 1.2)\"}}"
            )
            .contains("extended-range-text"))
        #expect(
            try !ids(
                "runs:\n  - {text: a, size: 24, color: {light: \"extended-srgb(0 0 0)\", dark: \"extended-srgb(1 1 1)\"}}"
            ).contains(
                "extended-range-text"))
    }

    @Test("macOS: labelColor for document text on textBackgroundColor, where textColor is right")
    func labelColorForDocuments() throws {
        #expect(
            try ids("platform: macos\nruns:\n  - {text: a, color: labelColor}") == ["label-color-for-document-text"])
        #expect(try ids("platform: macos\nruns:\n  - {text: a, color: textColor}") == [])
        #expect(
            try ids("platform: macos\nbackground: windowBackgroundColor\nruns:\n  - {text: a, color: labelColor}") == []
        )
    }
}
