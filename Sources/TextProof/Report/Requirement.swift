import TextProofColor

/// What `--require` asks of every judged cell: a WCAG 2 level, Apple's minimums or APCA's lookup.
/// The one place that decides whether a cell, or a single pair's check, meets it.
public struct Requirement: Sendable, Equatable {
    /// The standard judged by.
    public var standard: ContrastStandard
    /// For `wcag2`: AA or AAA; for the others, the WCAG level suggestions aim at (AA).
    public var level: ContrastLevel

    /// WCAG 2 AA, the default requirement.
    public static let aa = Requirement(level: .aa)
    /// WCAG 2 AAA.
    public static let aaa = Requirement(level: .aaa)
    /// Apple's minimum contrast (4.5:1 up to 17 pt, 3:1 from 18 pt or bold).
    public static let apple = Requirement(standard: .apple)
    /// APCA's font lookup table for the run's size and weight.
    public static let apca = Requirement(standard: .apca)

    /// The requirements by the names the command line takes, in the order help lists them.
    public static let named: [(name: String, requirement: Requirement)] = [
        ("aa", .aa), ("aaa", .aaa), ("apple", .apple), ("apca", .apca),
    ]

    /// A requirement of `level` in `standard`.
    public init(standard: ContrastStandard = .wcag2, level: ContrastLevel = .aa) {
        self.standard = standard
        self.level = standard == .wcag2 ? level : .aa
    }

    /// The requirement named `aa`, `aaa`, `apple` or `apca`.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.requirement
    }

    /// Its name on the command line: `aa`, `aaa`, `apple`, `apca`.
    public var name: String {
        standard == .wcag2 ? level.rawValue.lowercased() : standard.rawValue
    }

    /// The SARIF rule id (`contrast/wcag2-aa`, `contrast/apple`, …).
    public var ruleId: String {
        standard == .wcag2 ? "contrast/wcag2-\(level.rawValue.lowercased())" : "contrast/\(standard.rawValue)"
    }

    /// The requirement in words, for results' messages: "WCAG 2 AA contrast".
    public var title: String {
        switch standard {
        case .wcag2: "WCAG 2 \(level.rawValue) contrast"
        case .apple: "Apple's minimum contrast"
        case .apca: "APCA's font lookup"
        }
    }

    /// The requirement after "below", in the terminal's list of failures: "3 cells below WCAG AA".
    public var shortTitle: String {
        standard == .wcag2 ? "WCAG \(level.rawValue)" : title
    }

    /// Whether `cell` meets it (a cell with nothing measured does not).
    public func passes(_ cell: ProofReport.Cell) -> Bool {
        guard cell.measured != nil else { return false }
        if standard == .wcag2 { return (cell.level.contrastLevel ?? .fail) >= level }
        return cell.verdict(standard)?.passes == true
    }

    /// Whether one pair's check (`textproof contrast`) meets it.
    public func passes(_ result: ContrastCheck.Result) -> Bool {
        standard == .wcag2 ? result.level >= level : result.levels[standard.rawValue]?.passes == true
    }
}

extension ProofReport {
    /// The cells that count against `requirement`: judged, unwaived, normal vision (simulated vision is
    /// reported, not required), on a known pair (or on an assumed background when the report
    /// `judgesAssumedBackgrounds`), and failing it.
    public func cells(failing requirement: Requirement) -> [Cell] {
        cells.filter { cell in
            cell.vision == nil && cell.waived == nil && cell.judged != false && !isWarningOnly(cell)
                && !requirement.passes(cell)
        }
    }

    /// The cells on an assumed background that fail `requirement` and are warnings, not failures:
    /// judged, unwaived, normal vision, and the report does not `judgesAssumedBackgrounds`.
    public func cells(warning requirement: Requirement) -> [Cell] {
        cells.filter { cell in
            cell.vision == nil && cell.waived == nil && cell.judged != false && isWarningOnly(cell)
                && !requirement.passes(cell)
        }
    }

    /// Whether a failure of `cell` is a warning: its background is assumed, and assumed ones are not judged.
    public func isWarningOnly(_ cell: Cell) -> Bool {
        cell.backgroundAssumed == true && judgesAssumedBackgrounds != true
    }
}
