import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofTesting
import XCTest

@Suite("TextProofTesting: the golden assertions", .cleanGoldenEnvironment)
struct TestingAPITests {
    @Test("a match records nothing and returns the outcomes")
    func matchPasses() throws {
        let outcomes = assertGolden(
            of: try SpecParser.load(path: Checkout.fixture("small.yaml")), as: .proof(fonts: Checkout.fonts),
            named: "small",
            goldens: Checkout.goldens)
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
            outcomes = assertGolden(
                of: spec, as: .proof(fonts: Checkout.fonts), named: "small", goldens: Checkout.goldens,
                artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("✗ small-") && $0.rawValue.contains("golden: goldens/small-")
                    && $0.rawValue.contains(".diff.png")
                    && $0.rawValue.contains(
                        "accept the change: TEXTPROOF_RECORD=failed swift test --filter 'TextProofTests.TestingAPITests/changeFails'"
                    )
            }
        }
        #expect(outcomes.map(\.status) == [.failed, .failed])
        // Artifacts mirror the test file's path, so same-named tests elsewhere never share them.
        let folder = artifacts + "/Tests/TextProofTests/TestingAPITests"
        #expect(outcomes.allSatisfy { ($0.diffPath ?? "").hasPrefix(folder + "/") })
        #expect(FileManager.default.fileExists(atPath: folder + "/small-light.diff.png"))
    }

    @Test("without a name, goldens are <test>.<n>: each assertion of a test its own, and recording fails the test")
    func namedAfterTheTest() throws {
        let goldens = makeTemporaryDirectory("goldens")
        let red = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let blue = RGBAImage(width: 1, height: 1, pixels: [0, 0, 255, 255])
        withKnownIssue {
            assertGolden(of: red, as: .image, goldens: goldens, record: .missing)
            assertGolden(of: blue, as: .image, goldens: goldens, record: .missing)
        }
        #expect(try PNGCodec.read(goldens + "/namedAfterTheTest.1.png") == red)
        #expect(try PNGCodec.read(goldens + "/namedAfterTheTest.2.png") == blue)
        // The count goes on: a third assertion is .3, which has no golden.
        withKnownIssue {
            #expect(assertGolden(of: red, as: .image, goldens: goldens).first?.status == .failed)
        }
        #expect(
            assertGolden(of: red, as: .image, named: "namedAfterTheTest.1", goldens: goldens).first?.status == .matched)
    }

    /// "light text" is not a file name as it is: its name carries FNV-1a-32 of the text (0x4ef31206,
    /// worked out apart from TextProof), so "light/text" can never share its golden.
    @Test("a parameterised test's goldens are named by its arguments", arguments: ["light text", "dark"])
    func namedByArguments(label: String) throws {
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue { assertGolden(of: label, as: .text, goldens: goldens, record: .missing) }
        let names = ["light text": "light-text~4ef31206", "dark": "dark"]
        let expected = "namedByArguments-\(names[label]!).1.txt"
        let written = try FileManager.default.contentsOfDirectory(atPath: goldens)
        #expect(written == [expected])
        #expect(try String(contentsOfFile: goldens + "/" + expected, encoding: .utf8) == label)
    }

    @Test("text goldens: matched byte for byte; a difference names its first line and writes the actual text")
    func textGoldens() throws {
        let goldens = makeTemporaryDirectory("goldens"), artifacts = makeTemporaryDirectory("artifacts")
        try "a\nb\nc\n".write(toFile: goldens + "/table.txt", atomically: true, encoding: .utf8)
        #expect(assertGolden(of: "a\nb\nc\n", as: .text, named: "table", goldens: goldens).first?.status == .matched)
        var outcome: GoldenOutcome?
        withKnownIssue {
            outcome =
                assertGolden(of: "a\nB\nc\n", as: .text, named: "table", goldens: goldens, artifacts: artifacts)
                .first
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("line 2: golden `b`, actual `B`") }
        }
        let actual = artifacts + "/Tests/TextProofTests/TestingAPITests/table.txt"
        #expect(outcome?.status == .failed && outcome?.actualPath == actual)
        #expect(try String(contentsOfFile: actual, encoding: .utf8) == "a\nB\nc\n")
        #expect(try String(contentsOfFile: goldens + "/table.txt", encoding: .utf8) == "a\nb\nc\n")
    }

    /// A report golden keeps no source positions: a whitespace edit to the spec, or another
    /// checkout's path, must not fail it (the command line's report.json keeps them).
    @Test("the report strategy writes the committed goldens/demo-report.json without its source positions")
    func reportStrategy() throws {
        let proof = try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts)).render(DemoSpec.spec())
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue { assertGolden(of: proof, as: .report, named: "demo-report", goldens: goldens, record: .all) }
        let committed = try String(contentsOfFile: Checkout.goldens + "/demo-report.json", encoding: .utf8)
        #expect(committed.contains("\"sourceLine\""))
        let withoutPositions = reportWithoutPositions(committed)
        #expect(try String(contentsOfFile: goldens + "/demo-report.json", encoding: .utf8) == withoutPositions)
    }

    @Test("a spec's report golden does not depend on the golden's name: it keeps the spec's own name")
    func reportKeepsSpecName() throws {
        let goldens = makeTemporaryDirectory("goldens")
        let spec = try SpecParser.load(path: Checkout.fixture("small.yaml"))
        withKnownIssue {
            assertGolden(of: spec, as: .report(fonts: Checkout.fonts), named: "first", goldens: goldens, record: .all)
            assertGolden(of: spec, as: .report(fonts: Checkout.fonts), named: "second", goldens: goldens, record: .all)
        }
        let first = try String(contentsOfFile: goldens + "/first.json", encoding: .utf8)
        #expect(first == (try String(contentsOfFile: goldens + "/second.json", encoding: .utf8)))
        #expect(first.contains("\"name\" : \"small\""))
        #expect(first.contains("\"small-light.png\""))
    }

    @Test("withGoldens configures every assertion in its body, as the trait does (XCTest's way)")
    func withGoldensScope() throws {
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue {
            _ = withGoldens(record: .missing, directory: goldens) {
                assertGolden(of: "scoped", as: .text, named: "scope")
            }
        }
        #expect(try String(contentsOfFile: goldens + "/scope.txt", encoding: .utf8) == "scoped")
        #expect(GoldenConfiguration.current == nil)
    }

    @Test("strategies compose by pullback: a surface is checked as its un-premultiplied image")
    func pullback() throws {
        let goldens = makeTemporaryDirectory("goldens")
        let surface = Surface(
            width: 2, height: 2, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 122, blue: 255)))
        withKnownIssue { assertGolden(of: surface, as: .surface, named: "blue", goldens: goldens, record: .missing) }
        // The image strategy, pulled back from a surface, reads the same golden.
        let throughImage = GoldenStrategy<RGBAImage>.image.pullback { (surface: Surface) in surface.unpremultiplied() }
        #expect(assertGolden(of: surface, as: throughImage, named: "blue", goldens: goldens).first?.status == .matched)
        #expect(try PNGCodec.read(goldens + "/blue.png") == surface.unpremultiplied())
    }

    /// The deprecated functions are thin wrappers over assertGolden (this test calls them on purpose).
    @Test("the deprecated wrappers give the same outcomes as assertGolden")
    func deprecatedWrappers() throws {
        let outcomes = assertProofMatchesGoldens(
            specFile: "Fixtures/small.yaml", named: "small", goldens: Checkout.goldens, fonts: Checkout.fonts)
        #expect(outcomes.map(\.status) == [.matched, .matched])
        let image = try PNGCodec.read(Checkout.goldens + "/small-light.png")
        #expect(assertImageMatchesGolden(image, named: "small-light", goldens: Checkout.goldens)?.status == .matched)
    }
}

/// A suite's `.goldens(…)` trait configures every assertion in it: here the folder and the mode.
@Suite(.goldens(record: .never, directory: "goldens", comparison: .exact))
struct GoldenTraitTests {
    @Test("the trait's folder (from the package root) and comparison apply without arguments")
    func traitConfigures() throws {
        #expect(GoldenConfiguration.current?.directory == "goldens")
        let outcomes = assertGolden(of: try DemoSpec.spec(), as: .proof(fonts: Checkout.fonts), named: "demo")
        #expect(outcomes.map(\.status) == [.matched, .matched])
        #expect(outcomes.allSatisfy { $0.goldenPath.hasPrefix(Checkout.goldens) })
    }
}

/// The same call from XCTest.
final class GoldenAssertionXCTests: XCTestCase {
    func testDemoMatchesGoldens() throws {
        let outcomes = assertGolden(
            of: try DemoSpec.spec(), as: .proof(fonts: Checkout.fonts), named: "demo", goldens: Checkout.goldens)
        XCTAssertEqual(outcomes.map(\.status), [.matched, .matched])
    }
}
