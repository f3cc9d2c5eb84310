/// One slot per task of a `DispatchQueue.concurrentPerform`, each written by its own task and read
/// after all have finished.
public final class ConcurrentSlots<Value>: Sendable {
    private let values: LockedState<[Value?]>

    public init(count: Int) { values = LockedState(Array(repeating: nil, count: count)) }

    public func set(_ index: Int, _ value: Value) {
        values.withLock { $0[index] = value }
    }

    /// Every slot, once the tasks are done.
    public var all: [Value?] { values.withLock { $0 } }
}
