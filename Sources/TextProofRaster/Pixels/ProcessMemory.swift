import CPNG

/// A process-wide memory setting, for a command-line tool to choose (a library leaves it alone).
public enum ProcessMemory {
    /// Freed heap blocks up to 32 MB are kept for the next allocation instead of being handed back
    /// to the kernel, which would zero them again page by page when the next mask or band of the
    /// same size is made. The peak stays what the job needs at once.
    public static func keepFreedBlocks() { textproof_keep_freed_memory() }
}
