import Foundation

/// A value shared between threads, reached only under a lock.
///
/// It stands where `Synchronization.Mutex` stood: on Linux that mutex waits with raw futex calls,
/// which ThreadSanitizer does not see as synchronization, so every access under it was reported as
/// a race (26 in the glyph cache alone). `NSLock` is a pthread mutex, which TSan models; the cost
/// difference does not show in any benchmark here (the locks guard caches and tallies, not pixels).
public final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
