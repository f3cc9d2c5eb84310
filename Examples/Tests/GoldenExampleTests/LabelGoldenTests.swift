// The golden test the README, GoldenTests.md and TextProofTesting.md show: a spec loaded relative to
// this file, its images and its report compared with the goldens in
// __Snapshots__/LabelGoldenTests/ beside this file.
import Testing
import TextProof
import TextProofTesting

@Test func labelsStayReadable() throws {
    let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
    assertGolden(of: spec, as: .proof)  // labelsStayReadable.1-light.png, labelsStayReadable.1-dark.png
    assertGolden(of: spec, as: .report)  // labelsStayReadable.2.json
}
