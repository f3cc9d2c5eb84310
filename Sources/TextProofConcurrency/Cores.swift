import Foundation

/// The cores this process may use, read once. Foundation's `activeProcessorCount` reads the
/// cgroup's quota files on every call (two opens and reads, 14 µs each time here), and a scan of
/// a real app asked it 2,334 times.
public enum Cores {
    public static let available = ProcessInfo.processInfo.activeProcessorCount
}
