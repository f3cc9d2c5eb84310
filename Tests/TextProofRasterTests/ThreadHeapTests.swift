import Foundation
import TestScratch
import Testing
import TextProofPlatform

/// The command line's memory tuning (CProcessMemory), read back from the kernel's own account of a
/// process (/proc/self/smaps): once a thread's heap is prepared, the blocks it makes next lie in
/// memory advised for 2 MB pages ("hg"), not in the heap's first 2 MB, which the kernel serves in
/// 4 KB pages. Tuning is process-wide, so each case runs memory-tuning-probe, a process of its own,
/// and this one keeps glibc's settings for the tests after it.
@Suite("Memory tuning: blocks made after preparing lie in huge-page memory", .tags(.subprocess))
struct ThreadHeapTests {
    /// Where the kernel offers transparent huge pages to regions that ask for them.
    static let hugePagesOffered: Bool = {
        guard let mode = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        else { return false }
        return !mode.contains("[never]") && FileManager.default.fileExists(atPath: "/proc/self/smaps")
    }()

    /// Where the tuning can take effect at all: glibc's own malloc, which a sanitizer's replaces
    /// (the arena layout it leans on is glibc's). Asked of this process, built as the probe is.
    static let tuningCanTakeEffect = !ProcessMemory.underSanitizer && ProcessMemory.tuningAllowed

    /// memory-tuning-probe, built beside the test runner.
    static var probe: String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [
            folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent(),
        ] {
            let path = candidate.appendingPathComponent("memory-tuning-probe").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "memory-tuning-probe"
    }

    struct Report {
        let tuned: Bool
        let sanitizer: Bool
        let flags: [Substring]
    }

    /// Runs the probe with `TEXTPROOF_MEMORY_TUNING` as given (unset for nil) and reads its lines.
    static func runProbe(tuning: String?, arguments: [String] = []) throws -> Report {
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTPROOF_MEMORY_TUNING"] = tuning
        let result = try Subprocess.run(probe, arguments, environment: environment)
        try #require(result.status == 0, "\(result.error)")
        var fields: [Substring: Substring] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            fields[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return Report(
            tuned: fields["tuned"] == "yes", sanitizer: fields["sanitizer"] == "yes",
            flags: (fields["flags"] ?? "").split(separator: " "))
    }

    @Test(.enabled(if: hugePagesOffered && tuningCanTakeEffect))
    func blockAfterPreparingIsInHugePageMemory() throws {
        let report = try Self.runProbe(tuning: nil)
        #expect(report.tuned)
        // "hg": the region was advised with MADV_HUGEPAGE. The heap's first 2 MB never is.
        #expect(report.flags.contains("hg"), "\(report.flags)")
    }

    /// The thread that tunes (a command's own) has its heap prepared at once: a block it makes
    /// before any large one is in huge-page memory too.
    @Test(.enabled(if: hugePagesOffered && tuningCanTakeEffect))
    func blockOfTheThreadTurningHugePagesOnIsInHugePageMemory() throws {
        let report = try Self.runProbe(tuning: nil, arguments: ["--same-thread"])
        #expect(report.tuned)
        #expect(report.flags.contains("hg"), "\(report.flags)")
    }

    /// `TEXTPROOF_MEMORY_TUNING=0`: nothing is tuned, and the same block lies in memory nobody
    /// advised (glibc maps a 1 MB block on its own, above its 128 KB default threshold).
    @Test(.enabled(if: hugePagesOffered && tuningCanTakeEffect))
    func switchedOffLeavesTheBlockInPlainMemory() throws {
        let report = try Self.runProbe(tuning: "0")
        #expect(!report.tuned)
        #expect(!report.flags.isEmpty)
        #expect(!report.flags.contains("hg"), "\(report.flags)")
    }

    /// Any other value leaves tuning on: only "0" switches it off.
    @Test(.enabled(if: tuningCanTakeEffect))
    func onlyZeroSwitchesTuningOff() throws {
        #expect(try Self.runProbe(tuning: "1").tuned)
        #expect(try Self.runProbe(tuning: "").tuned)
        #expect(try !Self.runProbe(tuning: "0").tuned)
    }

    /// Under a sanitizer the entry point does nothing, whatever the environment says.
    @Test(.enabled(if: ProcessMemory.underSanitizer))
    func sanitizerTurnsTuningOff() throws {
        let report = try Self.runProbe(tuning: "1")
        #expect(report.sanitizer)
        #expect(!report.tuned)
    }
}
