/// The contrast standards a team may answer to. They disagree on what passes:
///
/// - `wcag2`: WCAG 2.x SC 1.4.3 and 1.4.6 — 4.5:1 (AA) and 7:1 (AAA) for normal text, 3:1 and 4.5:1
///   for large text (18 pt, or 14 pt bold).
/// - `apple`: the minimums of Apple's accessibility guidance (Human Interface Guidelines,
///   "Accessibility › Color and effects") — 4.5:1 for text up to 17 pt, 3:1 from 18 pt, and 3:1 for
///   bold text at any size. Pass or fail.
/// - `apca`: APCA's font lookup table (`APCAFontLookup`): |Lc| must reach the minimum for the run's
///   size and weight, with Lc 15 added below Lc 70 for body text. Pass or fail.
public enum ContrastStandard: String, Sendable, CaseIterable, Codable {
    case wcag2, apple, apca

    /// How reports and badges name it.
    public var title: String {
        switch self {
        case .wcag2: "WCAG"
        case .apple: "Apple"
        case .apca: "APCA"
        }
    }
}

/// One standard's verdict on a measured cell.
public struct StandardVerdict: Codable, Hashable, Sendable {
    /// `AAA`, `AA` or `fail` for WCAG 2; `pass` or `fail` for Apple and APCA.
    public var level: Level
    /// The ratio the run needs (WCAG: for AA; Apple), or nil for APCA.
    public var requiredRatio: Double?
    /// APCA: the |Lc| the run's size and weight need; nil when no contrast is enough (too small or
    /// too thin for text at any Lc).
    public var requiredLc: Double?

    /// A standard's verdict: WCAG 2's levels, or pass and fail.
    public enum Level: String, Codable, Hashable, Sendable, CustomStringConvertible {
        case aaa = "AAA"
        case aa = "AA"
        case pass, fail

        /// As reports write it: `AAA`, `AA`, `pass`, `fail`.
        public var description: String { rawValue }

        /// WCAG 2's level as a verdict.
        public init(_ level: ContrastLevel) {
            switch level {
            case .aaa: self = .aaa
            case .aa: self = .aa
            case .fail: self = .fail
            }
        }
    }

    public var passes: Bool { level != .fail }

    public init(level: Level, requiredRatio: Double? = nil, requiredLc: Double? = nil) {
        self.level = level
        self.requiredRatio = requiredRatio
        self.requiredLc = requiredLc
    }

    /// The verdict of `standard` on text of `points` at OpenType `weight` (100–900), measured at
    /// WCAG `ratio` and APCA `lc` (the worst strips).
    public static func judge(_ standard: ContrastStandard, ratio: Double, lc: Double, points: Double, weight: Double)
        -> StandardVerdict
    {
        let bold = weight >= 700
        switch standard {
        case .wcag2:
            let large = ContrastLevel.isLargeText(points: points, isBold: bold)
            return StandardVerdict(
                level: Level(ContrastLevel(ratio: ratio, largeText: large)), requiredRatio: large ? 3 : 4.5)
        case .apple:
            let required = points >= 18 || bold ? 3.0 : 4.5
            return StandardVerdict(level: ratio >= required ? .pass : .fail, requiredRatio: required)
        case .apca:
            let body = !ContrastLevel.isLargeText(points: points, isBold: bold)
            let required = APCAFontLookup.requiredLc(points: points, weight: weight, bodyText: body)
            let passes = required.map { abs(lc) >= $0 } ?? false
            return StandardVerdict(level: passes ? .pass : .fail, requiredLc: required)
        }
    }
}

/// Reading APCA's font lookup table (apca-font-lookup.csv, "Public Beta 0.1.7 (G)") the conservative
/// way its notes describe: a size and weight need the lowest Lc row whose minimum size (in CSS px,
/// 1 pt on Apple platforms) is at most the run's size; 777 (non-text only) and 999 (unusable) never
/// qualify text. Weights between columns use the column at or below. Body text adds Lc 15 below
/// Lc 70, as the table notes say.
public enum APCAFontLookup {
    /// The minimum |Lc| for text of `points` at OpenType `weight`, or nil when no row allows it.
    public static func requiredLc(points: Double, weight: Double, bodyText: Bool) -> Double? {
        let column = APCAFontLookupTable.weights.lastIndex { Double($0) <= weight } ?? 0
        guard let row = APCAFontLookupTable.rows.first(where: { $0.sizes[column] < 777 && $0.sizes[column] <= points })
        else { return nil }
        return bodyText && row.lc < 70 ? row.lc + 15 : row.lc
    }

    /// The minimum size in points the table gives for `lc` and `weight` (the row at or below |Lc|),
    /// or nil for "not for text" (777, 999).
    public static func minimumSize(lc: Double, weight: Double) -> Double? {
        let column = APCAFontLookupTable.weights.lastIndex { Double($0) <= weight } ?? 0
        guard let row = APCAFontLookupTable.rows.last(where: { $0.lc <= abs(lc) }), row.sizes[column] < 777 else {
            return nil
        }
        return row.sizes[column]
    }
}
