import Dispatch

/// Work begun on another thread for a result needed later, which the thread that needs it does
/// itself when no other thread has begun it by then. Waiting for a queued task instead stalls when
/// every pool thread is busy waiting the same way: a catalog's pages, rendered on all cores, each
/// waiting for its colour converter to be made, waited about a second until libdispatch added a
/// thread.
public final class WorkAhead<Value>: @unchecked Sendable {
    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var work: (() -> Value)?
    private var result: Value?
    private var done = false

    /// Queues `work` with `start` (a global queue unless told otherwise).
    public init(
        start: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) },
        _ work: @escaping () -> Value
    ) {
        self.work = work
        start { [self] in runIfNotBegun() }
    }

    /// The result: worked out here if no thread has begun it, else waited for.
    public var value: Value {
        runIfNotBegun()
        condition.lock()
        defer { condition.unlock() }
        // Not `result == nil`: a Value that is itself optional may be nil when done.
        while !done { condition.wait() }
        return result!
    }

    private func runIfNotBegun() {
        condition.lock()
        guard let work else {
            condition.unlock()
            return
        }
        self.work = nil
        condition.unlock()
        let made = work()
        condition.lock()
        result = made
        done = true
        condition.broadcast()
        condition.unlock()
    }
}
