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
/// `named:` defaults to the test's name. `goldens:`, `record:`, `artifacts:` and `comparison:`
/// default to the `.goldens(…)` trait's, then to `<package>/goldens`, `$TEXTPROOF_RECORD`,
/// `$TEXTPROOF_ARTIFACTS` and `GoldenComparison.goldenDefault`. A call that writes a golden fails,
/// so a run with recording on never passes unnoticed.
@discardableResult
public func assertGolden<Value>(
    of value: @autoclosure () throws -> Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    goldens: String? = nil, record: RecordMode? = nil, artifacts: String? = nil, comparison: GoldenComparison? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column,
    function: String = #function
) -> [GoldenOutcome] {
    let location = CallLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let trait = GoldenConfiguration.current
    let directory = (goldens ?? trait?.directory).map { $0.hasPrefix("/") ? $0 : location.packageRoot + "/" + $0 }
    do {
        let value = try value()
        return try location.check(
            goldens: directory, record: record ?? trait?.record, artifacts: artifacts ?? trait?.artifacts,
            comparison: comparison ?? trait?.comparison ?? .goldenDefault
        ) { check in
            try strategy.check(value, name ?? location.testName, check)
        }
    } catch {
        location.fail("\(error)")
        return []
    }
}
