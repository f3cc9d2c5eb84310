import CProcessMemory

/// The process's memory tuning: one entry point for a command-line tool (a library leaves malloc's
/// settings alone) and the hints the pixel code gives on the way.
///
/// `TEXTPROOF_MEMORY_TUNING=0` in the environment turns all of it off; so do a sanitizer's
/// allocator and a C library other than glibc, whose heaps the tuning knows nothing of. Outputs are
/// the same bytes either way: only page faults and time change.
package enum ProcessMemory {
    /// Freed heap blocks up to 32 MB kept for the next allocation instead of being handed back to
    /// the kernel (which would zero them again page by page when the next mask or band of the same
    /// size is made), and the heaps of threads that draw or encode grown in 2 MB pages rather than
    /// 4 KB ones (far fewer page faults for the same buffers), the calling thread's at once. Both
    /// are process-wide. Returns whether they were made (`isTuned`).
    @discardableResult
    package static func tuneForCommandLine() -> Bool { textproof_tune_for_command_line() != 0 }

    /// Whether `tuneForCommandLine` made its settings in this process.
    package static var isTuned: Bool { textproof_memory_tuned() != 0 }

    /// Whether tuning may take effect here: glibc's own malloc, no sanitizer, and
    /// `TEXTPROOF_MEMORY_TUNING` not `0`.
    package static var tuningAllowed: Bool { textproof_memory_tuning_allowed() != 0 }

    /// Whether a sanitizer's allocator stands in for glibc's.
    package static var underSanitizer: Bool { textproof_memory_under_sanitizer() != 0 }

    /// Before a large allocation on this thread: once per thread, its heap grown in 2 MB pages
    /// (when `tuneForCommandLine` made its settings; otherwise nothing).
    @inline(__always)
    package static func prepareThreadHeap(forBytes bytes: Int) {
        if bytes >= largeAllocation { textproof_prepare_thread_heap() }
    }

    /// Asks for transparent huge pages over the 2 MB-aligned part of `buffer`, not yet touched: one
    /// page fault per 2 MB instead of per 4 KB. A hint, for buffers of megabytes.
    package static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        if let base = buffer.baseAddress { textproof_advise_huge_pages(base, buffer.count) }
    }

    /// Smaller allocations leave the thread's heap as it is: a thread that makes only those would
    /// zero a whole 2 MB page on its first touch.
    static let largeAllocation = 64 << 10
}
