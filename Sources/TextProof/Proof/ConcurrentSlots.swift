import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, each written by its own task under a
/// lock and read after all have finished.
final class ConcurrentSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Every slot, once the tasks are done.
    var all: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
