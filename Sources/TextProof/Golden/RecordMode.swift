/// When goldens are written, as swift-snapshot-testing's record modes put it.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that do not exist yet; compare the rest.
    case missing
    /// Write every golden without comparing.
    case all
    /// Compare, and write the actual image over each golden that fails.
    case failed

    /// The environment variable that sets the mode when no option does.
    public static let environmentVariable = "TEXTPROOF_RECORD"
    /// swift-snapshot-testing's variable, honoured by both test libraries when TextProof's is unset.
    public static let snapshotTestingVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode named by `TEXTPROOF_RECORD` (`never` when unset or empty); an unknown name is an
    /// error that lists the valid ones. The command line's rule.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        try named(in: environment, variable: environmentVariable) ?? .never
    }

    /// The mode a golden test runs in. A record variable, when set, wins over the code
    /// (`TEXTPROOF_RECORD`, else `SNAPSHOT_TESTING_RECORD`): the person at the keyboard typed it
    /// for this run. Without one, on CI (`CI` set and not `false` or `0`) nothing is written,
    /// whatever the code says, so a retry never passes on goldens nobody reviewed. Otherwise the
    /// code's mode, else `never`.
    public static func forTests(inCode: RecordMode?, environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let mode = try named(in: environment, variable: environmentVariable) { return mode }
        if let mode = try named(in: environment, variable: snapshotTestingVariable) { return mode }
        if isContinuousIntegration(environment) { return .never }
        return inCode ?? .never
    }

    /// The default TextProofSnapshotTesting gives swift-snapshot-testing when
    /// `SNAPSHOT_TESTING_RECORD` is unset: `TEXTPROOF_RECORD`, else `never` on CI; nil to leave
    /// swift-snapshot-testing's own default (`missing`).
    public static func forSnapshotTesting(environment: [String: String]) throws(GoldenError) -> RecordMode? {
        if let mode = try named(in: environment, variable: environmentVariable) { return mode }
        return isContinuousIntegration(environment) ? .never : nil
    }

    /// Whether `CI` says this is a CI run, as GitHub Actions, GitLab, Buildkite and Jenkins set it.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return value != "false" && value != "0" && value != "no"
    }

    /// The mode `variable` names; nil when it is unset or empty.
    static func named(in environment: [String: String], variable: String) throws(GoldenError) -> RecordMode? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            throw .invalidRecordMode(value, variable: variable)
        }
        return mode
    }
}
