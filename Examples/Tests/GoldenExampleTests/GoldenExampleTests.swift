// A golden test of a spec written in the test: the proof's images must match
// __Snapshots__/GoldenExampleTests/secondaryLabelStaysReadable.1-<appearance>.png beside this file
// (pixelmatch, and ΔE2000 at most 2). Record missing goldens with TEXTPROOF_RECORD=missing swift test.
import Testing
import TextProof
import TextProofTesting

@Test func secondaryLabelStaysReadable() throws {
    let spec = try SpecParser(file: "inline.yaml", baseDirectory: ".").parse(
        """
        runs: [{text: "Secondary label", color: secondaryLabel}]
        """, defaultName: "secondary")
    let outcomes = assertGolden(of: spec, as: .proof)
    #expect(
        outcomes.map(\.name) == ["secondaryLabelStaysReadable.1-light.png", "secondaryLabelStaysReadable.1-dark.png"])
}
