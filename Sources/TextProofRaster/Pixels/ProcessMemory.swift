import CPNG

/// A process-wide memory setting, for a command-line tool to choose (a library leaves it alone).
public enum ProcessMemory {
    /// Freed heap blocks up to 32 MB are kept for the next allocation instead of being handed back
    /// to the kernel, which would zero them again page by page when the next mask or band of the
    /// same size is made. The peak stays what the job needs at once.
    public static func keepFreedBlocks() { textproof_keep_freed_memory() }

    /// Threads that draw or encode images grow their heaps in 2 MB pages rather than 4 KB ones:
    /// far fewer page faults for the same buffers, and fewer pages to free at exit. The calling
    /// thread's heap at once: a command's own thread makes about 1.5 MB of small blocks (parsing
    /// its arguments, the spec, the layout) before its first large one, 120 faults of a
    /// paragraph's proof (0.5 ms of its 16).
    public static func useHugePageHeaps() {
        textproof_use_huge_page_heaps()
        textproof_prepare_thread_heap()
    }

    /// Before a large allocation on this thread: once per thread, its heap grown in 2 MB pages
    /// (when `useHugePageHeaps` was called; otherwise nothing).
    @inline(__always)
    static func prepareThreadHeap(forBytes bytes: Int) {
        if bytes >= largeAllocation { textproof_prepare_thread_heap() }
    }

    /// Smaller allocations leave the thread's heap as it is: a thread that makes only those would
    /// zero a whole 2 MB page on its first touch.
    static let largeAllocation = 64 << 10
}
