#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cores this process may use, read once. Foundation's `activeProcessorCount` reads the
/// cgroup's quota files on every call, and a scan of a real app asks it thousands of times.
public enum Cores {
    /// The CPUs the process's cgroup allows, fewer under its CPU quota (a container's `--cpus`,
    /// its cores rounded up), as Foundation's `activeProcessorCount` reads them; else the CPUs
    /// online; at least one. Read from the cgroup files directly: Foundation's first
    /// `activeProcessorCount` sets up its ProcessInfo and file reading on a proof's critical path.
    public static let available: Int = {
        #if os(Linux)
            let allowed = cpusetCount() ?? ThisProcess.onlineProcessors
            return max(1, min(allowed, quotaCores() ?? allowed))
        #else
            return ProcessInfo.processInfo.activeProcessorCount
        #endif
    }()

    #if os(Linux)
        /// The CPUs in the cgroup's cpuset (v2's `cpuset.cpus.effective`, v1's `cpuset/cpuset.cpus`).
        static func cpusetCount(root: String = "/sys/fs/cgroup") -> Int? {
            guard
                let list = firstLine(of: root + "/cpuset.cpus.effective")
                    ?? firstLine(of: root + "/cpuset/cpuset.cpus")
            else { return nil }
            return cpuCount(list)
        }

        /// How many CPUs a cpuset list names ("0-3,8,10-11" is seven); nil when it is not one.
        static func cpuCount(_ list: String) -> Int? {
            var count = 0
            for item in list.split(separator: ",") {
                let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
                guard let first = bounds.first.flatMap({ Int($0) }), bounds.count <= 2 else { return nil }
                guard let last = bounds.count == 2 ? Int(bounds[1]) : first, last >= first else { return nil }
                count += last - first + 1
            }
            return count > 0 ? count : nil
        }

        /// Cores under the cgroup's CPU quota, rounded up: cgroup v2's `cpu.max` ("QUOTA PERIOD", or
        /// "max" for none), else v1's `cpu.cfs_quota_us` (-1 for none) over `cpu.cfs_period_us`.
        static func quotaCores(root: String = "/sys/fs/cgroup") -> Int? {
            if let line = firstLine(of: root + "/cpu.max") {
                let fields = line.split(separator: " ")
                guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
                return cores(quota: quota, period: period)
            }
            guard let quota = firstLine(of: root + "/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
                let period = firstLine(of: root + "/cpu/cpu.cfs_period_us").flatMap({ Int($0) })
            else { return nil }
            return cores(quota: quota, period: period)
        }

        static func cores(quota: Int, period: Int) -> Int? {
            guard quota > 0, period > 0 else { return nil }
            return (quota + period - 1) / period
        }

        /// A small file's first line, read with one `read` (cgroup files are a line long).
        static func firstLine(of path: String) -> String? {
            guard let descriptor = try? FileDescriptor.openForReading(path) else { return nil }
            defer { try? descriptor.close() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            guard let count = try? buffer.withUnsafeMutableBytes({ try descriptor.read(into: $0) }), count > 0
            else { return nil }
            let text = String(decoding: buffer[..<count], as: UTF8.self)
            return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        }
    #endif
}
