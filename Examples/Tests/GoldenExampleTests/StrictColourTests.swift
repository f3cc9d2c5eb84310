// A trait that sets the comparison for every assertion in a suite (GoldenTests.md). The suite is named
// like the file, so its name is left out of the goldens' names: tealIsExact.1-light.png.
import Testing
import TextProof
import TextProofTesting

@Suite(.goldens(comparison: GoldenComparison(tolerance: .init(maxDeltaE: 1))))
struct StrictColourTests {
    @Test func tealIsExact() throws {
        assertGolden(of: try SpecParser.load(fixture: "Fixtures/labels.yaml"), as: .proof)
    }
}
