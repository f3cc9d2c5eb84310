import Testing
import TextProof

/// Where goldens live and how they are compared and recorded, for every `assertGolden` in a test
/// or suite: set once with the `.goldens(…)` trait instead of passed to each call. An argument
/// given to `assertGolden` still wins.
public struct GoldenConfiguration: Sendable {
    /// The record mode; nil: `$TEXTPROOF_RECORD`, else never.
    public var record: RecordMode?
    /// The goldens folder (relative paths from the package root); nil: `<package>/goldens`.
    public var directory: String?
    /// Where failures' actual and diff images go; nil: `$TEXTPROOF_ARTIFACTS`, else
    /// `<package>/.build/textproof-artifacts`.
    public var artifacts: String?
    /// The comparison and its tolerances; nil: `GoldenComparison.goldenDefault`.
    public var comparison: GoldenComparison?

    /// A configuration; each nil falls back to the default.
    public init(
        record: RecordMode? = nil, directory: String? = nil, artifacts: String? = nil,
        comparison: GoldenComparison? = nil
    ) {
        self.record = record
        self.directory = directory
        self.artifacts = artifacts
        self.comparison = comparison
    }

    /// The configuration of the running test's `.goldens(…)` trait, if any.
    @TaskLocal public static var current: GoldenConfiguration?
}

/// `@Suite(.goldens(record: .missing, directory: "goldens/settings"))`: a golden configuration for
/// every test in the suite (or one test).
public struct GoldenTrait: SuiteTrait, TestTrait, TestScoping {
    /// The configuration the trait sets.
    public let configuration: GoldenConfiguration

    /// Applies to every test in a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with `GoldenConfiguration.current` set to the trait's configuration.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await GoldenConfiguration.$current.withValue(configuration) { try await function() }
    }
}

extension Trait where Self == GoldenTrait {
    /// Goldens for this suite or test: record mode, folder, artifacts folder and comparison.
    public static func goldens(
        record: RecordMode? = nil, directory: String? = nil, artifacts: String? = nil,
        comparison: GoldenComparison? = nil
    ) -> Self {
        GoldenTrait(
            configuration: GoldenConfiguration(
                record: record, directory: directory, artifacts: artifacts, comparison: comparison))
    }
}
