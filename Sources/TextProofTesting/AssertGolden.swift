import TextProof
import TextProofPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks `value` against its goldens as `strategy` says, and records a failure (Swift Testing)
/// or an `XCTFail` (XCTest) saying what changed, naming the golden, the actual image and the diff
/// image, and giving the command that re-records this test.
///
/// ```swift
/// import Testing
/// import TextProof
/// import TextProofTesting
///
/// @Test func secondaryLabel() throws {
///     assertGolden(of: try SpecParser.load(fixture: "Fixtures/labels.yaml"), as: .proof)
/// }
/// ```
///
/// Without `named:` and `goldens:`, goldens live beside the test file as swift-snapshot-testing
/// keeps snapshots, `__Snapshots__/<TestFile>/<test>.<n>` (`-light.png`, `-dark.png`, … for a proof;
/// `.png` for an image; `.json` for a report): `<test>` is the suites and function
/// (`SettingsGoldens.brandLabels`, the outermost suite left out when it is named like the file)
/// or XCTest's class and method, and a parameterised case's arguments; `n` counts the test's
/// assertions from 1 in each run. `named:` gives the name exactly (as `textproof render --golden`
/// names goldens, so one golden can serve both); `goldens:` the folder (relative: from the package).
///
/// The record mode is `$TEXTPROOF_RECORD`, else `$SNAPSHOT_TESTING_RECORD`, else `never` when `$CI`
/// is set, else `record:` or the `.goldens(…)` trait's (or `withGoldens`'s), else `never`: a
/// variable typed for one run wins over the code, and CI never writes goldens unless told to. A
/// call that writes a golden fails, so a run with recording on never passes unnoticed.
@discardableResult
public func assertGolden<Value>(
    of value: @autoclosure () throws -> Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    goldens: String? = nil, record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let trait = GoldenConfiguration.current
    let test = RunningTest.current(function: function)
    let naming = GoldenNaming(file: location.file, test: test)
    let givenFolder = (goldens ?? trait?.directory).map { $0.hasPrefix("/") ? $0 : location.packageRoot + "/" + $0 }
    let folder = givenFolder ?? naming.folder
    let artifactsFolder = ArtifactsFolder(file: location.file, given: artifacts ?? trait?.artifacts)
    let environment = TestEnvironment.current
    do {
        let value = try value()
        let goldenName: String
        if let name {
            goldenName = name
        } else {
            let (next, isFirst) = naming.nextName()
            let owner = "\(test.identity) at \(fileID):\(line):\(column)"
            if let other = GoldenClaims.claim(folder + "/" + next, by: owner) {
                location.fail(
                    "✗ \(next): this golden name is also taken by \(other); two assertions must not share a golden: "
                        + "give one of them `named:`")
                return []
            }
            if isFirst { artifactsFolder.clear(stem: naming.stem) }
            goldenName = next
        }
        let mode = try RecordMode.forTests(inCode: record ?? trait?.record, environment: environment)
        var check = GoldenCheck(
            goldens: folder, mode: mode, comparison: comparison ?? trait?.comparison ?? .goldenDefault,
            artifacts: artifactsFolder.path)
        if givenFolder == nil {
            check.previousGolden = PreviousLayout(location: location, naming: naming, named: name).path
            check.migratesPreviousGoldens = PreviousLayout.migrating(environment)
        }
        let outcomes = try strategy.check(value, goldenName, check)
        report(
            outcomes, location: location, test: test, mode: mode,
            onCI: RecordMode.isContinuousIntegration(environment))
        return outcomes
    } catch {
        location.fail("\(error)")
        return []
    }
}

/// Each outcome's warning told, each migration noted, each failure or recording recorded.
private func report(
    _ outcomes: [GoldenOutcome], location: CallLocation, test: RunningTest, mode: RecordMode, onCI: Bool
) {
    for outcome in outcomes {
        if let from = outcome.migratedFrom {
            PreviousLayout.noteMigrated(from, to: outcome.goldenPath, packageRoot: location.packageRoot)
        } else if let warning = outcome.warning {
            location.warn(warning)
        }
        guard outcome.status != .matched else { continue }
        let message = FailureMessage(outcome: outcome, location: location, test: test, mode: mode, onCI: onCI)
        location.fail(message.text, attaching: [outcome.actualPath, outcome.diffPath].compactMap { $0 })
    }
}

/// The environment golden assertions read (record variables, `CI`, artifacts): the process's,
/// or, inside `withValue`, a test's own, so a test of recording behaves the same on CI.
package enum TestEnvironment {
    @TaskLocal package static var override: [String: String]?

    package static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }
}
