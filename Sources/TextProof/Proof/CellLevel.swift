import TextProofColor

/// A cell's WCAG 2 level as report.json spells it — `fail`, `AA`, `AAA` — or `none` when nothing
/// could be measured (no glyph pixels).
public enum CellLevel: String, Codable, Hashable, Sendable {
    /// Below AA.
    case fail
    /// WCAG 2.x AA (4.5:1, large text 3:1).
    case aa = "AA"
    /// WCAG 2.x AAA (7:1, large text 4.5:1).
    case aaa = "AAA"
    /// Nothing measured: the run drew no pixels.
    case none

    /// The level a WCAG verdict names.
    public init(_ level: ContrastLevel) {
        switch level {
        case .fail: self = .fail
        case .aa: self = .aa
        case .aaa: self = .aaa
        }
    }

    /// The one level rule for a measured run: the worst strip's ratio (on a uniform background,
    /// the run's own) against the thresholds for its size.
    init(_ measurement: ContrastMeasurement?, largeText: Bool) {
        self = measurement.map { CellLevel(ContrastLevel(ratio: $0.wcagWorst, largeText: largeText)) } ?? .none
    }

    /// The level as a `ContrastLevel`, nil for `none`.
    public var contrastLevel: ContrastLevel? {
        switch self {
        case .fail: .fail
        case .aa: .aa
        case .aaa: .aaa
        case .none: nil
        }
    }
}
