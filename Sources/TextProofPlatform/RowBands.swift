import Dispatch
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Splits work over rows into contiguous bands, one per core, and runs them at once. Structured:
/// `run` returns only when every band is done. Each band writes only its own rows, so the result
/// is the same bytes as one pass over all rows.
public enum RowBands {
    /// Runs `body` over `0..<rows` in bands of at least `minimumRows`, on up to `maximumBands`
    /// threads (default: the active cores).
    public static func run(
        rows: Int, minimumRows: Int = 64, maximumBands: Int = Cores.available,
        _ body: @Sendable (Range<Int>) -> Void
    ) {
        let bands = max(1, min(maximumBands, rows / max(1, minimumRows)))
        guard bands > 1 else {
            body(0..<rows)
            return
        }
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            body(rows * band / bands..<rows * (band + 1) / bands)
        }
    }
}

/// A pointer handed to concurrent bands that each touch disjoint rows of it.
public struct BandPointer<Pointee>: @unchecked Sendable {
    public let base: UnsafeMutablePointer<Pointee>

    public init(base: UnsafeMutablePointer<Pointee>) { self.base = base }
}

/// A pointer handed to concurrent bands that only read it.
public struct ReadPointer<Pointee>: @unchecked Sendable {
    public let base: UnsafePointer<Pointee>

    public init(base: UnsafePointer<Pointee>) { self.base = base }
}
