import CUnibreak

/// Where a line may or must break (UAX #14), by libunibreak. `kinds[i]` describes the position
/// after scalar `i`.
public struct LineBreakOpportunities: Sendable {
    public enum Kind: Sendable, Equatable {
        case mustBreak
        case allowBreak
        case noBreak
    }

    public let kinds: [Kind]

    /// `language` tailors a few classes (for example `zh`, `ja`, `ko` for CJK punctuation).
    public init(scalars: [UInt32], language: String? = nil) {
        Self.initialize
        var breaks = [CChar](repeating: 0, count: scalars.count)
        if !scalars.isEmpty {
            scalars.withUnsafeBufferPointer { text in
                set_linebreaks_utf32(text.baseAddress, scalars.count, language, &breaks)
            }
        }
        kinds = breaks.map { value in
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: .mustBreak
            case LINEBREAK_ALLOWBREAK: .allowBreak
            default: .noBreak
            }
        }
    }

    /// libunibreak's tables are set up once per process.
    private static let initialize: Void = init_linebreak()
}
