import Testing
import TextProof
import TextProofColor
import TextProofText

@Suite("Specs: the documented shape, defaults, and every bad input named by file and field")
struct SpecParserTests {
    @Test("the issue's example spec parses with its values and defaults")
    func documentedShape() throws {
        let spec = try parse(
            """
            name: labels                 # output file prefix
            font: Inter                  # family in fonts/ or a path to .ttf/.otf
            size: 17
            weight: regular
            scale: 2
            appearances: [light, dark]
            background: systemBackground
            runs:
              - text: Secondary label
                color: secondaryLabel
                size: 13
              - text: No colour given
            """)
        #expect(spec.name == "labels")
        #expect(spec.font == .family("Inter"))
        #expect(spec.size == 17 && spec.scale == 2 && spec.weight == .regular)
        #expect(spec.appearances == [.light, .dark])
        #expect(spec.background == .named("systemBackground"))
        #expect(spec.runs.count == 2)
        #expect(spec.runs[0].color == .named("secondaryLabel") && spec.runs[0].size == 13)
        #expect(spec.runs[1].color == nil && spec.runs[1].size == nil)
    }

    @Test("defaults: size 17, scale 2, regular, [light, dark], systemBackground, ios26, name from the file")
    func defaults() throws {
        let spec = try parse("runs: [Hello]")
        #expect(spec.name == "test" && spec.size == 17 && spec.scale == 2 && spec.weight == .regular)
        #expect(spec.appearances == [.light, .dark] && spec.background == nil && spec.platform == .ios)
        #expect(spec.palette == .ios26 && spec.font == .family("Inter"))
    }

    @Test("colour forms: name, #RRGGBB, #RRGGBBAA, {light, dark}, {any, dark}")
    func colorForms() throws {
        let spec = try parse(
            """
            background: {light: "#F2F2F7", dark: secondarySystemBackground}
            runs:
              - {text: a, color: "#3C3C43"}
              - {text: b, color: "#3c3c4399"}
              - {text: c, color: {any: label, dark: "#FFFFFF80"}}
            """)
        #expect(spec.runs[0].color == .fixed(ColorU8(red: 0x3C, green: 0x3C, blue: 0x43)))
        #expect(spec.runs[1].color == .fixed(ColorU8(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)))
        let ios = SystemColorCatalog()
        #expect(spec.runs[2].color?.resolved(for: .light, in: ios)?.exactSRGB8 == .black)
        #expect(
            spec.runs[2].color?.resolved(for: .dark, in: ios)?.exactSRGB8
                == ColorU8(red: 255, green: 255, blue: 255, alpha: 0x80))
        #expect(spec.background?.resolved(for: .dark, in: ios)?.exactSRGB8 == ColorU8(hex: "#1C1C1E"))
    }

    @Test("JSON specs are read too")
    func json() throws {
        let spec = try SpecParser.load(path: Checkout.fixture("small-dejavu.json"))
        #expect(spec.name == "small-dejavu" && spec.font == .family("DejaVu Sans") && spec.size == 13)
        #expect(spec.background == .fixed(ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)))
    }

    @Test("a font path is resolved against the spec's folder")
    func fontPath() throws {
        let spec = try parse("font: ../../../fonts/DejaVu/DejaVuSans.ttf\nruns: [x]")
        guard case .file(let path) = spec.font else { Issue.record("expected a file"); return }
        #expect(path == Checkout.fixtures + "/../../../fonts/DejaVu/DejaVuSans.ttf")
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        let yaml: String
        let field: String
        let message: String
        var testDescription: String { "\(field): \(message)" }
    }

    static let badInputs: [BadInput] = [
        BadInput(yaml: "runs: [a]\ncolour: label", field: "colour", message: "unknown key"),
        BadInput(yaml: "runs:\n  - {text: a, colour: label}", field: "runs[0].colour", message: "unknown key"),
        BadInput(
            yaml: "runs:\n  - {text: a, color: secondaryLable}", field: "runs[0].color",
            message: "did you mean secondaryLabel"),
        BadInput(yaml: "background: notAColor\nruns: [a]", field: "background", message: "unknown UIKit colour name"),
        BadInput(
            yaml: "runs:\n  - {text: a, color: \"#12345\"}", field: "runs[0].color", message: "malformed hex colour"),
        BadInput(
            yaml: "runs:\n  - {text: a, color: \"#GGHHII\"}", field: "runs[0].color", message: "malformed hex colour"),
        BadInput(yaml: "background: #FFFFFF\nruns: [a]", field: "background", message: "quote hex colours"),
        BadInput(yaml: "size: 0\nruns: [a]", field: "size", message: "more than 0"),
        BadInput(yaml: "size: -3\nruns: [a]", field: "size", message: "more than 0"),
        BadInput(yaml: "size: big\nruns: [a]", field: "size", message: "must be a number"),
        BadInput(yaml: "runs:\n  - {text: a, size: 0}", field: "runs[0].size", message: "more than 0"),
        BadInput(yaml: "size: 6000\nruns: [a]", field: "size", message: "10000-pixel canvas limit"),
        BadInput(yaml: "runs:\n  - {text: a, size: 9000}", field: "runs[0].size", message: "10000-pixel canvas limit"),
        BadInput(yaml: "scale: 0\nruns: [a]", field: "scale", message: "more than 0"),
        BadInput(yaml: "weight: hefty\nruns: [a]", field: "weight", message: "unknown weight"),
        BadInput(yaml: "appearances: [light, dusk]\nruns: [a]", field: "appearances[1]", message: "unknown appearance"),
        BadInput(yaml: "appearances: [dark, dark]\nruns: [a]", field: "appearances[1]", message: "listed twice"),
        BadInput(yaml: "palette: ios99\nruns: [a]", field: "palette", message: "unknown palette"),
        BadInput(yaml: "name: a/b\nruns: [a]", field: "name", message: "file name prefix"),
        BadInput(yaml: "name: x", field: "runs", message: "missing"),
        BadInput(yaml: "runs: []", field: "runs", message: "at least one run"),
        BadInput(yaml: "runs:\n  - {color: label}", field: "runs[0].text", message: "every run needs text"),
        BadInput(yaml: "runs:\n  - {text: \"\"}", field: "runs[0].text", message: "must not be empty"),
        BadInput(yaml: "runs:\n  - {text: a, color: {dark: label}}", field: "runs[0].color", message: "needs a light"),
        BadInput(
            yaml: "runs:\n  - {text: a, color: {dim: label}}", field: "runs[0].color.dim", message: "unknown appearance"
        ),
        BadInput(yaml: "runs: [a]\nname: x\nname: y", field: "", message: "not valid YAML"),
        BadInput(yaml: "runs: [a\n", field: "", message: "not valid YAML"),
        BadInput(yaml: "- just\n- a list", field: "", message: "must be a mapping"),
    ]

    @Test("bad input is an error naming the file and the field", arguments: badInputs)
    func badInput(_ input: BadInput) {
        #expect {
            try parse(input.yaml, file: "bad.yaml")
        } throws: { error in
            guard let error = error as? SpecError else { return false }
            return error.file == "bad.yaml" && error.field == input.field && error.description.contains(input.message)
                && error.description.hasPrefix("bad.yaml:")
        }
    }

    @Test("errors carry the line and column of the field")
    func location() throws {
        let error = try #require(throws: SpecError.self) {
            try parse("name: x\nruns:\n  - text: a\n    color: nope\n", file: "where.yaml")
        }
        #expect(error.line == 4 && error.column == 12)
        #expect(error.description.hasPrefix("where.yaml:4:12: runs[0].color: unknown UIKit colour name 'nope'"))
    }

    @Test("a missing spec file is an error naming it")
    func missingFile() {
        #expect {
            try SpecParser.load(path: "/nonexistent/spec.yaml")
        } throws: { ($0 as? SpecError)?.file == "/nonexistent/spec.yaml" }
    }
}
