// PENDING API: `Snapshotting.proof(appearance:)` (issue 45) is not in this checkout's
// TextProofSnapshotTesting yet, so this file compiles only with -D TEXTPROOF_APPEARANCE_SNAPSHOTS.
// Remove the #if and #endif when it lands. GoldenTests.md shows the code inside.
#if TEXTPROOF_APPEARANCE_SNAPSHOTS
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
#endif
