/// A value shared between threads, reached only under a lock.
///
/// A `ThreadLock` (a pthread mutex, which ThreadSanitizer models; see there); the cost does not
/// show in any benchmark here (the locks guard caches and tallies, not pixels).
public final class LockedState<Value>: @unchecked Sendable {
    private let lock = ThreadLock()
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
