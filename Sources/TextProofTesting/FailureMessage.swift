import TextProof

/// A golden outcome told to a person: what changed first, then the files, then the command that
/// re-records exactly this test.
struct FailureMessage {
    let outcome: GoldenOutcome
    let location: CallLocation
    let test: RunningTest
    let mode: RecordMode
    let onCI: Bool

    var text: String {
        var lines = [headline]
        lines.append("  golden: \(location.shown(outcome.goldenPath))")
        if outcome.status != .matched {
            if let actual = outcome.actualPath { lines.append("  actual: \(location.shown(actual))") }
            if let diff = outcome.diffPath { lines.append("  diff:   \(location.shown(diff))") }
        }
        if let hint { lines.append("  " + hint) }
        return lines.joined(separator: "\n")
    }

    private var headline: String {
        let name = outcome.name
        switch outcome.status {
        case .matched:
            return "✓ \(name) matches"
        case .recorded:
            var line = "● \(name): recorded"
            if let verdict = outcome.verdict {
                line += " over a golden that differed (\(verdict.summary))"
            } else if outcome.goldenWasMissing || outcome.reasonText == "there was no golden" {
                line += " (there was no golden)"
            } else if let reason = outcome.reasonText {
                line += " (\(reason))"
            }
            return line + "; a recording fails the test so it never passes unnoticed: run it again to compare"
        case .failed:
            if outcome.goldenWasMissing {
                return "✗ \(name): no golden yet" + (onCI ? " (CI is set: nothing is recorded on CI)" : "")
            }
            if let verdict = outcome.verdict { return "✗ \(name): \(verdict.summary)" }
            return "✗ \(name): \(outcome.reasonText ?? "failed")"
        }
    }

    /// The command that records this test's goldens: `missing` for a golden never recorded,
    /// `failed` to accept a change.
    private var hint: String? {
        guard outcome.status == .failed else { return nil }
        let mode: RecordMode = outcome.goldenWasMissing ? .missing : .failed
        let verb = outcome.goldenWasMissing ? "record it" : "accept the change"
        return "\(verb): \(RecordMode.environmentVariable)=\(mode.rawValue) swift test --filter '\(test.filter)'"
    }
}
