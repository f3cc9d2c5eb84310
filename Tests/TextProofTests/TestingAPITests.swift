import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofTesting
import XCTest

@Suite("TextProofTesting: the golden assertions")
struct TestingAPITests {
    @Test("a match records nothing and returns the outcomes")
    func matchPasses() throws {
        let outcomes = assertProofMatchesGoldens(
            specFile: "Fixtures/small.yaml", named: "small", goldens: Checkout.goldens, fonts: Checkout.fonts)
        #expect(outcomes.map(\.status) == [.matched, .matched])
    }

    @Test("a changed colour records one issue per image, naming golden, actual and diff")
    func changeFails() throws {
        let yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "color: systemBlue", with: "color: systemPink")
        let spec = try parse(yaml)
        let artifacts = makeTemporaryDirectory("artifacts")
        var outcomes: [GoldenOutcome] = []
        withKnownIssue {
            outcomes = assertProofMatchesGoldens(
                spec, named: "small", goldens: Checkout.goldens, artifacts: artifacts, fonts: Checkout.fonts)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("differs from \(Checkout.goldens)/small-") && $0.rawValue.contains(".diff.png")
            }
        }
        #expect(outcomes.map(\.status) == [.failed, .failed])
        #expect(outcomes.allSatisfy { ($0.diffPath ?? "").hasPrefix(artifacts + "/") })
        #expect(FileManager.default.fileExists(atPath: artifacts + "/small-light.diff.png"))
    }

    @Test("the golden is named after the test when no name is given, and recording fails the test")
    func namedAfterTheTest() throws {
        let goldens = makeTemporaryDirectory("goldens")
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        withKnownIssue {
            assertImageMatchesGolden(image, goldens: goldens, record: .missing)
        }
        #expect(try PNGCodec.read(goldens + "/namedAfterTheTest.png") == image)
        #expect(assertImageMatchesGolden(image, goldens: goldens)?.status == .matched)
    }
}

/// The same call from XCTest.
final class GoldenAssertionXCTests: XCTestCase {
    func testDemoMatchesGoldens() throws {
        let outcomes = assertProofMatchesGoldens(
            try DemoSpec.spec(), named: "demo", goldens: Checkout.goldens, fonts: Checkout.fonts)
        XCTAssertEqual(outcomes.map(\.status), [.matched, .matched])
    }
}
