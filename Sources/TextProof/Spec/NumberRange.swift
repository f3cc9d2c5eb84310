/// The range a number from input must fall in. Each is checked where the number is read (so the
/// error names the file, line and field) and again on specs built in Swift (`ProofSpec.checkNumbers`):
/// layout turns points into `Int` pixels, which traps on a value such as 1e300, so nothing unbounded
/// may reach it. The ranges are documented with their fields in SpecFormat.md and DesignTokens.md;
/// the command line holds its own point sizes (`contrast --size`, `shape --size`) to `size`.
package struct NumberRange: Sendable {
    let lower: Double
    let upper: Double
    /// Whether `lower` itself is outside (sizes and widths must be more than 0).
    let excludesLower: Bool
    /// Written after the bounds in messages: "points", "degrees"; empty for a plain number.
    let unit: String

    init(_ bounds: ClosedRange<Double>, excludingLower: Bool = false, unit: String = "") {
        lower = bounds.lowerBound
        upper = bounds.upperBound
        excludesLower = excludingLower
        self.unit = unit
    }

    /// False for NaN and the infinities too.
    package func contains(_ value: Double) -> Bool {
        (excludesLower ? value > lower : value >= lower) && value <= upper
    }

    /// "more than 0 and at most 10000 points", "from -1000 to 1000 points".
    package var text: String {
        let bounds =
            excludesLower
            ? "more than \(Self.format(lower)) and at most \(Self.format(upper))"
            : "from \(Self.format(lower)) to \(Self.format(upper))"
        return unit.isEmpty ? bounds : "\(bounds) \(unit)"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension NumberRange {
    /// A spec's or a run's font size. Far more than any canvas holds; the 10,000-pixel canvas limit
    /// is checked after, with advice.
    package static let size = NumberRange(0...10_000, excludingLower: true, unit: "points")
    /// Pixels per point.
    static let scale = NumberRange(0...16, excludingLower: true, unit: "pixels per point")
    /// Points added after each character; negative tightens.
    static let tracking = NumberRange(-1_000...1_000, unit: "points")
    /// Points a run is raised (negative: lowered).
    static let baselineOffset = NumberRange(-1_000...1_000, unit: "points")
    /// A paragraph's wrap width.
    static let width = NumberRange(0...10_000, excludingLower: true, unit: "points")
    /// Space after a paragraph.
    static let spacingAfter = NumberRange(0...10_000, unit: "points")
    /// A paragraph's line height as a multiple of the font's.
    static let lineHeightMultiple = NumberRange(0...10, excludingLower: true)
    /// A paragraph's line limit (a whole number).
    static let lineLimit = NumberRange(1...9_999, unit: "lines")
    /// A linear gradient's direction.
    static let angle = NumberRange(-360...360, unit: "degrees")
    /// A colour component in a space limited to 0…1, and alpha.
    static let unit = NumberRange(0...1)
    /// A colour component in an extended space (extended sRGB, linear sRGB, extended Display P3):
    /// wider than any display's headroom (EDR peaks near 16 × SDR white).
    package static let extendedComponent = NumberRange(-16...16)
}

extension SpecParser {
    /// A number in `range`, or an error naming the field, its line and column and the range.
    /// NaN, the infinities and YAML's `.nan`/`.inf` are not numbers; -0 is 0.
    func number(_ node: YAMLNode, field: String, in range: NumberRange) throws(SpecError) -> Double {
        let value = try number(node, field: field)
        guard range.contains(value) else {
            throw error(field, at: node, "must be \(range.text), not \(node.plain)")
        }
        return value
    }
}
