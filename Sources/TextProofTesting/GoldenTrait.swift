import Testing
import TextProof

/// Where goldens live and how they are compared and recorded, for every `assertGolden` in a test
/// or suite: set once with the `.goldens(…)` trait instead of passed to each call. An argument
/// given to `assertGolden` still wins.
public struct GoldenConfiguration: Sendable {
    /// The record mode when no record variable is set and not on CI (see `assertGolden`); nil: never.
    public var record: RecordMode?
    /// The goldens folder (relative paths from the package root); nil: `__Snapshots__/<TestFile>`
    /// beside the test file.
    public var directory: String?
    /// Where failures' actual and diff images go; nil: `$TEXTPROOF_ARTIFACTS`, else
    /// `<package>/.build/textproof-artifacts`; either way mirrored by the test file's path.
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

/// `@Suite(.goldens(comparison: GoldenComparison(tolerance: .init(maxDeltaE: 1))))`: a golden
/// configuration for every test in the suite (or for one test). A record mode set here still loses
/// to `$TEXTPROOF_RECORD`, `$SNAPSHOT_TESTING_RECORD` and `$CI`.
public struct GoldenTrait: SuiteTrait, TestTrait {
    /// The configuration the trait sets.
    public let configuration: GoldenConfiguration

    /// Applies to every test in a suite it is attached to.
    public var isRecursive: Bool { true }
}

// `TestScoping` came with Swift Testing 6.1; with an older compiler the trait sets nothing (use
// `withGoldens` or pass the arguments to `assertGolden`).
#if compiler(>=6.1)
    extension GoldenTrait: TestScoping {
        /// Runs the test with `GoldenConfiguration.current` set to the trait's configuration.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await GoldenConfiguration.$current.withValue(configuration) { try await function() }
        }
    }
#endif

/// A golden configuration for every `assertGolden` in `body`: XCTest's way to say what the
/// `.goldens(…)` trait says for a Swift Testing suite.
///
/// ```swift
/// func testTealIsExact() throws {
///     let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
///     withGoldens(comparison: GoldenComparison(tolerance: .init(maxDeltaE: 1))) {
///         assertGolden(of: spec, as: .proof)
///         assertGolden(of: spec, as: .report)
///     }
/// }
/// ```
@discardableResult
public func withGoldens<Result>(
    record: RecordMode? = nil, directory: String? = nil, artifacts: String? = nil,
    comparison: GoldenComparison? = nil, _ body: () throws -> Result
) rethrows -> Result {
    try GoldenConfiguration.$current.withValue(
        GoldenConfiguration(record: record, directory: directory, artifacts: artifacts, comparison: comparison),
        operation: body)
}

/// `withGoldens` for an asynchronous body.
@discardableResult
public func withGoldens<Result>(
    record: RecordMode? = nil, directory: String? = nil, artifacts: String? = nil,
    comparison: GoldenComparison? = nil, _ body: () async throws -> Result
) async rethrows -> Result {
    try await GoldenConfiguration.$current.withValue(
        GoldenConfiguration(record: record, directory: directory, artifacts: artifacts, comparison: comparison),
        operation: body)
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
