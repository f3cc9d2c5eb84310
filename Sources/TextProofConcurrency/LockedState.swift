import Foundation

/// A value shared between threads, reached only under a lock.
///
/// Not `Synchronization.Mutex`: on Linux that mutex waits with raw futex calls, which
/// ThreadSanitizer does not see as synchronization, so it reports every access under it as a race.
/// `NSLock` is a pthread mutex, which TSan models; the cost difference does not show in any
/// benchmark here (the locks guard caches and tallies, not pixels).
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
