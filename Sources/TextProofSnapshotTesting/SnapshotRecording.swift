import CTestingStart
import Foundation
// swift-snapshot-testing keeps its default record mode in a global, set here once before any test runs.
@preconcurrency @_spi(Internals) import SnapshotTesting
import TextProof
import TextProofPlatform

/// The record mode swift-snapshot-testing runs TextProof's strategies in. Its own rules stand
/// (`record:`, `.snapshots(record:)`, `SNAPSHOT_TESTING_RECORD`); when that variable is unset,
/// its process-wide default is set once, as the test binary loads, from TextProof's:
/// `TEXTPROOF_RECORD` if set, else `never` on CI (`CI` set), else its own default (`missing`). So
/// one variable records both libraries' goldens, and CI never writes unless told to.
enum SnapshotRecording {
    /// Sets swift-snapshot-testing's default mode from the environment (once; the start-up hook
    /// calls it before any test runs, so no test reads the mode while it changes).
    static func start() {
        once.withLock { started in
            guard !started else { return }
            started = true
            let environment = ProcessInfo.processInfo.environment
            guard environment[RecordMode.snapshotTestingVariable]?.isEmpty ?? true else { return }
            let mode: RecordMode
            do {
                guard let chosen = try RecordMode.forSnapshotTesting(environment: environment) else { return }
                mode = chosen
            } catch {
                StandardStream.error.write("warning: \(error); swift-snapshot-testing keeps its own default\n")
                return
            }
            if let record = SnapshotTestingConfiguration.Record(rawValue: mode.rawValue) { __record = record }
        }
    }

    /// The start-up hook's work, in case this library is linked in a way that skipped the hook.
    static func startIfNeeded() {
        if textproof_testing_started() == 0 { start() }
    }

    private static let once = LockedState(false)

    /// The mode the running `assertSnapshot` records in (swift-snapshot-testing sets its
    /// configuration around each assertion).
    static var effectiveMode: SnapshotTestingConfiguration.Record {
        SnapshotTestingConfiguration.current?.record ?? _record
    }
}

/// Called by `CTestingStart` as the test binary loads.
@_cdecl("textproof_snapshot_testing_start")
public func _textProofSnapshotTestingStart() {
    SnapshotRecording.start()
}
