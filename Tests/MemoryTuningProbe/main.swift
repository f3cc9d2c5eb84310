// ThreadHeapTests runs this in a process of its own: the command line's memory tuning is
// process-wide, and the tests' own process should keep glibc's settings.
//
// Prints three lines: whether tuning was made ("tuned yes"/"tuned no"), whether a sanitizer's
// allocator is in use ("sanitizer yes"/"sanitizer no"), and the kernel's VmFlags (from
// /proc/self/smaps) of the mapping that holds a block of `--bytes` (default 1 MB) made on a new
// thread after that thread's heap is prepared, as a surface or mask would be.
import Foundation
import TextProofPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// The VmFlags of the mapping that holds `address`.
func mappingFlags(of address: UInt) throws -> String {
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
            return String(line.dropFirst("VmFlags:".count)).trimmingCharacters(in: .whitespaces)
        }
    }
    return ""
}

let arguments = CommandLine.arguments.dropFirst()
let onTunedThread = arguments.contains("--same-thread")
let tuned = ProcessMemory.tuneForCommandLine()
print("tuned", tuned ? "yes" : "no")
print("sanitizer", ProcessMemory.underSanitizer ? "yes" : "no")

/// A 1 MB block, made after the thread's heap is prepared (as before a surface), its mapping's flags.
@Sendable func flagsOfBlock() -> String {
    ProcessMemory.prepareThreadHeap(forBytes: 1 << 20)
    let block = malloc(1 << 20)
    defer { free(block) }
    return (try? mappingFlags(of: UInt(bitPattern: block))) ?? "unreadable"
}

if onTunedThread {
    // The thread that tuned (a command's own) has its heap prepared already.
    print("flags", flagsOfBlock())
} else {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        print("flags", flagsOfBlock())
        done.signal()
    }
    thread.start()
    done.wait()
}
