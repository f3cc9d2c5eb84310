// TextProof's strategies for swift-snapshot-testing (GoldenTests.md): snapshots in
// __Snapshots__/LabelSnapshotTests/ beside this file, recorded as swift-snapshot-testing records.
import SnapshotTesting
import Testing
import TextProof
import TextProofSnapshotTesting
import TextProofTesting  // SpecParser.load(fixture:)

// `.snapshots`: swift-snapshot-testing's trait, which counts each run of the test from 1 (without
// it, a repeated run looks for labels.3.png).
@Test(.snapshots) func labels() throws {
    let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
    assertSnapshot(of: spec, as: .proof)  // the proof sheet: labels.1.png
    assertSnapshot(of: spec, as: .report)  // report.json: labels.2.json
}
