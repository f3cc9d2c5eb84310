// A suite whose name differs from the file's, so it is part of the goldens' names, and a trait that
// sets the comparison for every assertion in it (GoldenTests.md).
import Testing
import TextProof
import TextProofTesting

@Suite(.goldens(comparison: GoldenComparison(tolerance: .init(maxDeltaE: 1))))
struct SettingsGoldens {
    @Test func brandLabels() throws {
        // __Snapshots__/SettingsGoldenTests/SettingsGoldens.brandLabels.1-light.png, …-dark.png
        assertGolden(of: try SpecParser.load(fixture: "Fixtures/labels.yaml"), as: .proof)
    }
}
