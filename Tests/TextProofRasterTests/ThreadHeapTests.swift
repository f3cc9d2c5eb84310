import CPNG
import Foundation
import Testing
import TextProofRaster

/// The huge-page heaps of CPNG's Memory.c, read back from the kernel's own account of the process
/// (/proc/self/smaps): once a thread's heap is prepared, the blocks it makes next lie in memory
/// advised for 2 MB pages, not in the heap's first 2 MB, which the kernel serves in 4 KB pages.
@Suite("Thread heaps: blocks made after preparing lie in huge-page memory")
struct ThreadHeapTests {
    /// Where the kernel offers transparent huge pages to regions that ask for them.
    static let hugePagesOffered: Bool = {
        guard let mode = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        else { return false }
        return !mode.contains("[never]") && FileManager.default.fileExists(atPath: "/proc/self/smaps")
    }()

    /// The VmFlags of the mapping that holds `address`, from /proc/self/smaps.
    static func mappingFlags(of address: UInt) throws -> [Substring] {
        // Read to its end: /proc files give a size of 0, and String(contentsOfFile:) stops at one read.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        var holds = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let start = UInt(line[..<dash], radix: 16),
                let end = UInt(line[line.index(after: dash)..<space], radix: 16)
            {
                holds = start <= address && address < end
            } else if holds, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ")
            }
        }
        return []
    }

    /// The VmFlags of the mapping holding a block of `bytes` made on a thread of its own (each
    /// thread's heap is prepared once) right after `prepare`, read while the block is held.
    static func flagsOfBlock(bytes: Int, after prepare: @escaping @Sendable () -> Void) throws -> [Substring] {
        let result = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            prepare()
            let block = malloc(bytes)
            result.flags = Result { try mappingFlags(of: UInt(bitPattern: block)) }
            free(block)
            done.signal()
        }
        thread.start()
        done.wait()
        return try result.flags.get()
    }

    /// Written by the thread before it signals, read after the wait.
    final class ThreadResult: @unchecked Sendable {
        var flags: Result<[Substring], any Error> = .success([])
    }

    @Test(.enabled(if: hugePagesOffered))
    func blockAfterPreparingIsInHugePageMemory() throws {
        // As `textproof` sets them: blocks up to 32 MB come from the heap, and its threads' heaps
        // are grown in huge pages.
        textproof_keep_freed_memory()
        textproof_use_huge_page_heaps()
        // "hg": the region was advised with MADV_HUGEPAGE. The heap's first 2 MB never is.
        #expect(try Self.flagsOfBlock(bytes: 1 << 20, after: { textproof_prepare_thread_heap() }).contains("hg"))
    }

    /// The thread that turns huge-page heaps on (a command's own) has its heap prepared at once:
    /// a block it makes before any large one is in huge-page memory too. (A 1 MB block, as above:
    /// in a test process of many threads, a new thread's heap may be one an ended thread left,
    /// holding small free blocks below its first 2 MB boundary; none of a megabyte.)
    @Test(.enabled(if: hugePagesOffered))
    func blockOfTheThreadTurningHugePagesOnIsInHugePageMemory() throws {
        ProcessMemory.keepFreedBlocks()
        #expect(try Self.flagsOfBlock(bytes: 1 << 20, after: { ProcessMemory.useHugePageHeaps() }).contains("hg"))
    }
}
