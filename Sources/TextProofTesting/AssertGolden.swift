import Foundation
import TextProof

/// Checks `value` against its goldens as `strategy` says, and records a failure (Swift Testing)
/// or an `XCTFail` (XCTest) naming the golden, the actual image, the diff image and the figures.
///
/// ```swift
/// @Suite(.goldens(record: .missing))
/// struct LabelGoldens {
///     @Test func secondaryLabel() throws {
///         assertGolden(of: try SpecParser.load(path: "Fixtures/labels.yaml"), as: .proof)
///     }
/// }
/// ```
///
/// Without `named:` and `goldens:`, goldens are named as swift-snapshot-testing names snapshots:
/// `<package>/goldens/<TestFile>/<test>.<n>` (`-light.png`, `-dark.png`, … for a proof; `.png` for an
/// image; `.json` for a report), `n` counting the test's assertions from 1 and a parameterised
/// case named by its arguments. `named:` gives the name exactly (as `textproof render --golden`
/// names goldens, so one golden can serve both); `goldens:` the folder. `goldens:`, `record:`,
/// `artifacts:` and `comparison:` default to the `.goldens(…)` trait's (or `withGoldens`'s), then
/// to `$TEXTPROOF_RECORD`, `$TEXTPROOF_ARTIFACTS` and `GoldenComparison.goldenDefault`. A call that
/// writes a golden fails, so a run with recording on never passes unnoticed.
@discardableResult
public func assertGolden<Value>(
    of value: @autoclosure () throws -> Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    goldens: String? = nil, record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let trait = GoldenConfiguration.current
    let naming = GoldenNaming(location: location)
    let directory =
        (goldens ?? trait?.directory).map { $0.hasPrefix("/") ? $0 : location.packageRoot + "/" + $0 }
        ?? location.packageRoot + "/goldens/" + naming.testFile
    do {
        let value = try value()
        let name = name ?? naming.nextName()
        return try location.check(
            goldens: directory, record: record ?? trait?.record, artifacts: artifacts ?? trait?.artifacts,
            comparison: comparison ?? trait?.comparison ?? .goldenDefault
        ) { check in
            try strategy.check(value, name, check)
        }
    } catch {
        location.fail("\(error)")
        return []
    }
}
