import Foundation
import TestScratch
import Testing

@testable import TextProofPlatform

/// The cores a process may use, read from the cgroup files, against Foundation's
/// `activeProcessorCount` (the independent reference) and against cgroup files written by hand.
@Suite("Cores: the cgroup's cpuset and CPU quota, as Foundation counts them")
struct CoresTests {
    #if os(Linux)
        @Test("the same count as Foundation's activeProcessorCount on this machine")
        func sameAsFoundation() {
            #expect(Cores.available == ProcessInfo.processInfo.activeProcessorCount)
        }

        @Test("cpuset lists: ranges and single CPUs counted, anything else refused")
        func cpusetLists() {
            #expect(Cores.cpuCount("0-3,8,10-11") == 7)
            #expect(Cores.cpuCount("0") == 1)
            #expect(Cores.cpuCount("0-1") == 2)
            for malformed in ["", "3-1", "a", "0-", "1-2-3"] {
                #expect(Cores.cpuCount(malformed) == nil, "\(malformed)")
            }
        }

        @Test("a CPU quota's cores, rounded up; no quota is none")
        func quotas() throws {
            #expect(Cores.cores(quota: 150_000, period: 100_000) == 2)
            #expect(Cores.cores(quota: 200_000, period: 100_000) == 2)
            #expect(Cores.cores(quota: 50_000, period: 100_000) == 1)
            #expect(Cores.cores(quota: -1, period: 100_000) == nil)
            // cgroup v2 and v1 file layouts, written by hand.
            let v2 = TestScratch.folder("cgroup-v2"), v1 = TestScratch.folder("cgroup-v1")
            try "250000 100000\n".write(toFile: v2 + "/cpu.max", atomically: true, encoding: .utf8)
            try "0-7\n".write(toFile: v2 + "/cpuset.cpus.effective", atomically: true, encoding: .utf8)
            #expect(Cores.quotaCores(root: v2) == 3)
            #expect(Cores.cpusetCount(root: v2) == 8)
            try "max 100000\n".write(toFile: v2 + "/cpu.max", atomically: true, encoding: .utf8)
            #expect(Cores.quotaCores(root: v2) == nil)
            try FileManager.default.createDirectory(atPath: v1 + "/cpu", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: v1 + "/cpuset", withIntermediateDirectories: true)
            try "-1\n".write(toFile: v1 + "/cpu/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
            try "100000\n".write(toFile: v1 + "/cpu/cpu.cfs_period_us", atomically: true, encoding: .utf8)
            try "0-1,4\n".write(toFile: v1 + "/cpuset/cpuset.cpus", atomically: true, encoding: .utf8)
            #expect(Cores.quotaCores(root: v1) == nil)
            #expect(Cores.cpusetCount(root: v1) == 3)
            try "100000\n".write(toFile: v1 + "/cpu/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
            #expect(Cores.quotaCores(root: v1) == 1)
        }
    #endif
}
