#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pthread mutex: what Foundation's `NSLock` is on Linux, without Foundation, whose protocol
/// conformances every run would otherwise load and scan (see Architecture.md).
///
/// Not `Synchronization.Mutex`: on Linux that mutex waits with raw futex calls, which
/// ThreadSanitizer does not see as synchronization; it models pthread mutexes.
public final class ThreadLock: @unchecked Sendable {
    // Heap-allocated: a pthread mutex must not move once used, and a Swift stored property may.
    fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` under the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A pthread condition variable with its own mutex: Foundation's `NSCondition`, without Foundation.
public final class ThreadCondition: @unchecked Sendable {
    private let mutex = ThreadLock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    public func lock() { mutex.lock() }
    public func unlock() { mutex.unlock() }
    /// Waits for a signal or broadcast, the lock released meanwhile; callers hold the lock and
    /// recheck what they wait for (waits may wake spuriously).
    public func wait() { pthread_cond_wait(condition, mutex.mutex) }
    public func signal() { pthread_cond_signal(condition) }
    public func broadcast() { pthread_cond_broadcast(condition) }
}
