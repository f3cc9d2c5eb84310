import TextProofPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A one-line progress bar on stderr for long jobs, redrawn in place; silent when stderr is not a
/// terminal (CI logs, pipes) or when asked to be quiet.
package final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let enabled: Bool
    private let lock = ThreadLock()
    private var drawn = false

    package init(label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled && StandardStream.error.isTerminal
    }

    package func update(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let width = 30, filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        StandardStream.error.write("\r\(bar) \(done)/\(total) \(label)")
        drawn = true
    }

    /// Ends the line (once).
    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard enabled, drawn else { return }
        drawn = false
        StandardStream.error.write("\n")
    }
}
