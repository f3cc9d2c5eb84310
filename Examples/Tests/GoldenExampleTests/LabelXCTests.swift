// assertGolden in XCTest (GoldenTests.md, TextProofTesting.md): the same call as in Swift Testing; the
// record mode comes from TEXTPROOF_RECORD, never from the code.
import TextProof
import TextProofTesting
import XCTest

final class LabelXCTests: XCTestCase {
    func testLabels() throws {
        let spec = try SpecParser.load(fixture: "Fixtures/labels.yaml")
        assertGolden(of: spec, as: .proof)  // testLabels.1-light.png, testLabels.1-dark.png
    }
}
