import SnapshotTesting
import Testing
import TextProof
import TextProofSnapshotTesting
import TextProofTesting  // SpecParser.load(fixture:)

@Test func labelsByAppearance() throws {
    let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
    // labelsByAppearance.light.png and labelsByAppearance.dark.png: one appearance's image each
    assertSnapshots(of: spec, as: ["light": .proof(appearance: .light), "dark": .proof(appearance: .dark)])
}
