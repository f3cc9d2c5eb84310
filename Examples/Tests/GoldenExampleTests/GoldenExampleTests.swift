// A golden test: the proof's images must match goldens/<test name>-<appearance>.png pixel for pixel
// (within ΔE2000 2). Record missing goldens with TEXTPROOF_RECORD=missing swift test.
import Testing
import TextProof
import TextProofTesting

@Test func secondaryLabelStaysReadable() throws {
    let spec = try SpecParser(file: "inline.yaml", baseDirectory: ".").parse(
        """
        runs: [{text: "Secondary label", color: secondaryLabel}]
        """, defaultName: "secondary")
    let outcomes = assertGolden(of: spec, as: .proof, goldens: goldensFolder)
    #expect(outcomes.count == 2)  // light and dark
}

/// Examples/goldens, found from this file.
let goldensFolder = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound)) + "/goldens"
