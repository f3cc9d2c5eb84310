// withGoldens: XCTest's way to configure a block of assertions, as the .goldens trait does for a Swift
// Testing suite (GoldenTests.md, TextProofTesting.md).
import TextProof
import TextProofTesting
import XCTest

final class StrictColourXCTests: XCTestCase {
    func testTealIsExact() throws {
        let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
        withGoldens(comparison: GoldenComparison(tolerance: .init(maxDeltaE: 1))) {
            assertGolden(of: spec, as: .proof)
            assertGolden(of: spec, as: .report)
        }
    }
}
