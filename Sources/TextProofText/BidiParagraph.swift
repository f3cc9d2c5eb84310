import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) for one paragraph, by FriBidi: embedding levels per
/// scalar and the visual order of any line.
public struct BidiParagraph: Sendable {
    public enum Direction: Sendable {
        /// The first strong character decides (rules P2–P3), left-to-right when there is none.
        case natural
        case leftToRight
        case rightToLeft
    }

    public let scalars: [UInt32]
    /// Resolved embedding level of each scalar: even left-to-right, odd right-to-left.
    public let levels: [UInt8]
    public let isRightToLeft: Bool
    /// Every level 0 in a left-to-right paragraph: each line's visual order is its logical order.
    let isAllLeftToRight: Bool
    private let types: [FriBidiCharType]
    private let baseDirection: FriBidiParType

    public init(scalars: [UInt32], direction: Direction = .natural) {
        self.scalars = scalars
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType
        switch direction {
        case .natural: base = CFriBidi_PAR_ON
        case .leftToRight: base = CFriBidi_PAR_LTR
        case .rightToLeft: base = CFriBidi_PAR_RTL
        }
        if count > 0 {
            fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
            // Zero only on allocation failure; the levels then stay 0 (left-to-right).
            _ = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
        }
        self.types = types
        self.levels = levels.map { UInt8(bitPattern: $0) }
        baseDirection = base
        isRightToLeft = base == CFriBidi_PAR_RTL
        isAllLeftToRight = !isRightToLeft && levels.allSatisfy { $0 == 0 }
    }

    /// Logical indices of the scalars in `range`, in visual order (rules L1–L2; non-spacing marks
    /// stay after their base, FRIBIDI_FLAG_REORDER_NSM).
    public func visualOrder(of range: Range<Int>) -> [Int] {
        // Rules L1–L2 move nothing when every level is the paragraph's 0 (a paragraph of Latin
        // text): the reordering's copies of the whole paragraph for each line are skipped.
        if isAllLeftToRight { return Array(range) }
        return reorderedByFriBidi(range)
    }

    /// `visualOrder(of:)` as FriBidi works it out, whatever the levels.
    func reorderedByFriBidi(_ range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        var lineLevels = levels.map { FriBidiLevel(bitPattern: $0) }
        var map = Array(0..<scalars.count).map { FriBidiStrIndex($0) }
        var visual = scalars
        _ = fribidi_reorder_line(
            CFriBidi_FLAGS_DEFAULT, types, FriBidiStrIndex(range.count), FriBidiStrIndex(range.lowerBound),
            baseDirection,
            &lineLevels, &visual, &map)
        return map[range].map(Int.init)
    }
}
