import Foundation
import Testing
import TextProof
import TextProofColor

/// Every number a spec reads is range-checked where it is read: huge values, NaN and the infinities
/// are errors naming the file, line, column and field (they once trapped converting to `Int` in
/// layout); -0 is 0 where 0 is allowed.
@Suite("Numbers from input: range-checked where read")
struct NumberInputTests {
    /// A numeric field of a spec: `V` in `yaml` is replaced by the value tried, at `line`:`column`.
    struct Field: CustomTestStringConvertible, Sendable {
        let field: String
        let yaml: String
        let line: Int
        let column: Int
        /// What the error says of a number outside the field's range.
        let outOfRange: String
        /// What it says of text that is not a number.
        let notANumber: String
        /// The value read, for the -0 check; nil where 0 is outside the range.
        let read: (@Sendable (ProofSpec) -> Double?)?
        var testDescription: String { field }
    }

    static let fields: [Field] = [
        Field(
            field: "size", yaml: "size: V\nruns: [a]", line: 1, column: 7,
            outOfRange: "must be more than 0 and at most 10000 points", notANumber: "must be a number", read: nil),
        Field(
            field: "scale", yaml: "scale: V\nruns: [a]", line: 1, column: 8,
            outOfRange: "must be more than 0 and at most 16 pixels per point", notANumber: "must be a number",
            read: nil),
        Field(
            field: "runs[0].size", yaml: "runs:\n  - text: a\n    size: V", line: 3, column: 11,
            outOfRange: "must be more than 0 and at most 10000 points", notANumber: "must be a number", read: nil),
        Field(
            field: "runs[0].tracking", yaml: "runs:\n  - text: a\n    tracking: V", line: 3, column: 15,
            outOfRange: "must be from -1000 to 1000 points", notANumber: "must be a number",
            read: { $0.runs[0].tracking }),
        Field(
            field: "runs[0].baselineOffset", yaml: "runs:\n  - text: a\n    baselineOffset: V", line: 3, column: 21,
            outOfRange: "must be from -1000 to 1000 points", notANumber: "must be a number",
            read: { $0.runs[0].baselineOffset }),
        Field(
            field: "paragraphs[0].width", yaml: "paragraphs:\n  - runs: [a]\n    width: V", line: 3, column: 12,
            outOfRange: "must be more than 0 and at most 10000 points", notANumber: "must be a number", read: nil),
        Field(
            field: "paragraphs[0].spacingAfter", yaml: "paragraphs:\n  - runs: [a]\n    spacingAfter: V", line: 3,
            column: 19, outOfRange: "must be from 0 to 10000 points", notANumber: "must be a number",
            read: { $0.paragraphs[0].spacingAfter }),
        Field(
            field: "paragraphs[0].lineHeightMultiple", yaml: "paragraphs:\n  - runs: [a]\n    lineHeightMultiple: V",
            line: 3, column: 25, outOfRange: "must be more than 0 and at most 10", notANumber: "must be a number",
            read: nil),
        Field(
            field: "paragraphs[0].lineLimit", yaml: "paragraphs:\n  - runs: [a]\n    lineLimit: V", line: 3,
            column: 16, outOfRange: "must be from 1 to 9999 lines", notANumber: "must be a number", read: nil),
        Field(
            field: "background.linear-gradient.angle",
            yaml: "background:\n  linear-gradient: {from: label, to: systemBlue, angle: V}\nruns: [a]", line: 2,
            column: 57, outOfRange: "must be from -360 to 360 degrees", notANumber: "must be a number",
            read: {
                guard case .linearGradient(_, _, let angle) = $0.backdrop else { return nil }
                return angle
            }),
        // A colour function's error points at the colour's own scalar (its opening quote).
        Field(
            field: "runs[0].color", yaml: "runs:\n  - text: a\n    color: \"extended-srgb(V 0 0)\"", line: 3,
            column: 12, outOfRange: "extended-srgb components must be from -16 to 16", notANumber: "is not a number",
            read: {
                guard case .value(let value) = $0.runs[0].color else { return nil }
                return value.components[0]
            }),
        Field(
            field: "runs[0].color", yaml: "runs:\n  - text: a\n    color: \"srgb(0 0 0 / V)\"", line: 3, column: 12,
            outOfRange: "alpha must be 0…1", notANumber: "is not a number",
            read: {
                guard case .value(let value) = $0.runs[0].color else { return nil }
                return value.alpha
            }),
    ]

    /// Numbers far outside every field's range: the fuzzer's crashing value among them.
    static let huge = [
        "1e300", "-1e300", "1e308", "9223372036854775807", "-9223372036854775808",
        "888888888888888888888888888888888888888886", "-888888888888888888888888888888888888888886",
    ]

    /// Text Swift or YAML reads as NaN or an infinity.
    static let notNumbers = [".nan", ".NaN", "nan", ".inf", "-.inf", "inf", "-infinity"]

    func error(_ field: Field, value: String) throws -> SpecError {
        try #require(throws: SpecError.self) {
            try parse(field.yaml.replacingOccurrences(of: "V", with: value), file: "numbers.yaml")
        }
    }

    @Test("a huge number is an error naming the file, line, column, field and range", arguments: fields, huge)
    func hugeNumber(_ field: Field, value: String) throws {
        let error = try error(field, value: value)
        #expect(error.file == "numbers.yaml" && error.field == field.field)
        #expect(error.line == field.line && error.column == field.column, "\(error)")
        #expect(error.description.contains(field.outOfRange), "\(error)")
    }

    @Test("NaN and the infinities are not numbers, with the field named", arguments: fields, notNumbers)
    func notANumber(_ field: Field, value: String) throws {
        let error = try error(field, value: value)
        #expect(error.file == "numbers.yaml" && error.field == field.field)
        #expect(error.line == field.line && error.column == field.column, "\(error)")
        #expect(error.description.contains(field.notANumber), "\(error)")
    }

    @Test("-0 is read as 0 where 0 is allowed, and refused where it is not", arguments: fields)
    func negativeZero(_ field: Field) throws {
        let yaml = field.yaml.replacingOccurrences(of: "V", with: "-0")
        guard let read = field.read else {
            let error = try #require(throws: SpecError.self) { try parse(yaml, file: "numbers.yaml") }
            #expect(error.field == field.field && error.description.contains(field.outOfRange), "\(error)")
            return
        }
        let value = try #require(read(try parse(yaml, file: "numbers.yaml")))
        #expect(value == 0 && value.sign == .plus)
    }

    @Test("the limits themselves are accepted")
    func limits() throws {
        let spec = try parse(
            """
            size: 10000
            scale: 0.001
            paragraphs:
              - width: 10000
                spacingAfter: 10000
                lineHeightMultiple: 10
                lineLimit: 9999
                runs:
                  - {text: a, tracking: -1000, baselineOffset: 1000, color: "extended-srgb(-16 16 0)"}
            """)
        #expect(spec.size == 10_000 && spec.scale == 0.001)
        #expect(spec.paragraphs[0].width == 10_000 && spec.paragraphs[0].lineLimit == 9_999)
        #expect(spec.runs[0].tracking == -1_000 && spec.runs[0].baselineOffset == 1_000)
        #expect(spec.runs[0].color == .value(ColorValue(space: .extendedSRGB, components: [-16, 16, 0])!))
    }

    @Test("a line limit must be whole")
    func wholeLineLimit() throws {
        let error = try #require(throws: SpecError.self) {
            try parse("paragraphs:\n  - runs: [a]\n    lineLimit: 2.5", file: "numbers.yaml")
        }
        #expect(
            error.description == "numbers.yaml:3:16: paragraphs[0].lineLimit: must be a whole number of lines, not 2.5")
    }
}
