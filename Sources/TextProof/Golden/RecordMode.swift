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

    /// The mode named by `TEXTPROOF_RECORD` (`never` when unset or empty); an unknown name is an
    /// error that lists the valid ones.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }
}
