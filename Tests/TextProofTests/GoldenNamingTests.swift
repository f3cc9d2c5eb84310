import Foundation
import Testing
import TextProof
import TextProofRaster
import XCTest

@testable import TextProofTesting

/// Default golden names: unique across suites, classes and arguments, counted per run. Each test
/// records into its own temporary folder and reads back the file names it wrote.
@Suite("Golden names: unique and stable", .cleanGoldenEnvironment)
struct GoldenNamingTests {
    /// The files `body`'s recordings wrote into a fresh goldens folder.
    static func recordedNames(_ body: (String) -> Void) throws -> [String] {
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue { body(goldens) }
        return try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
    }

    @Test("in a suite named like the file, a test's goldens are <test>.<n>")
    func plainName() throws {
        let names = try Self.recordedNames { goldens in
            assertGolden(of: "a", as: .text, goldens: goldens, record: .missing)
            assertGolden(of: "b", as: .text, goldens: goldens, record: .missing)
        }
        #expect(names == ["plainName.1.txt", "plainName.2.txt"])
    }

    /// "Sign in", "Sign/in" and "Sign:in" all become "Sign-in" as file names; each carries
    /// FNV-1a-32 of its own text (worked out apart from TextProof), "Sign-in" itself none.
    @Test(
        "arguments that make the same file name get a hash of their text",
        arguments: ["Sign in", "Sign/in", "Sign:in", "Sign-in"])
    func collidingArguments(title: String) throws {
        let expected = [
            "Sign in": "Sign-in~744be623", "Sign/in": "Sign-in~4cbd91d2", "Sign:in": "Sign-in~6458c8e5",
            "Sign-in": "Sign-in",
        ]
        let names = try Self.recordedNames { goldens in
            assertGolden(of: title, as: .text, goldens: goldens, record: .missing)
        }
        #expect(names == ["collidingArguments-\(expected[title]!).1.txt"])
    }

    @Test("each run of a test counts from 1 again (a repetition looks for .1, not .3)")
    func countedPerRun() async throws {
        let goldens = makeTemporaryDirectory("goldens")
        // Two runs of the same assertions, each in its own task as Swift Testing runs a repetition.
        for _ in 0..<2 {
            await Task {
                withKnownIssue(isIntermittent: true) {
                    assertGolden(of: "a", as: .text, goldens: goldens, record: .missing)
                    assertGolden(of: "b", as: .text, goldens: goldens, record: .missing)
                }
            }.value
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
                "countedPerRun.1.txt", "countedPerRun.2.txt",
            ])
        #expect(try String(contentsOfFile: goldens + "/countedPerRun.2.txt", encoding: .utf8) == "b")
    }

    @Test("two assertions that end up with one golden name fail, naming the other")
    func claimedTwice() async throws {
        let goldens = makeTemporaryDirectory("goldens")
        // Two tasks at once: each counts from 1, so both want claimedTwice.1; which one runs
        // first is not theirs to choose, so the second is refused (it returns no outcome).
        var counts: [Int] = []
        await withKnownIssue {
            async let first = assertGolden(of: "a", as: .text, goldens: goldens, record: .missing).count
            async let second = assertGolden(of: "b", as: .text, goldens: goldens, record: .missing).count
            counts = await [first, second]
        }
        #expect(counts.sorted() == [0, 1])
    }

    @Test("the re-record command names exactly this test")
    func reRecordCommand() throws {
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue {
            assertGolden(of: "a", as: .text, goldens: goldens)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("✗ reRecordCommand.1.txt: no golden yet")
                    && $0.rawValue.contains(
                        "record it: TEXTPROOF_RECORD=missing swift test --filter 'TextProofTests.GoldenNamingTests/reRecordCommand'"
                    )
            }
        }
    }

    @Test("artifacts of a test's earlier run are removed when it runs again")
    func staleArtifactsCleared() throws {
        let artifacts = makeTemporaryDirectory("artifacts")
        let folder = artifacts + "/Tests/TextProofTests/GoldenNamingTests"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["staleArtifactsCleared.3.txt", "staleArtifactsCleared.1.diff.png", "otherTest.1.txt"] {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("old".utf8))
        }
        let goldens = makeTemporaryDirectory("goldens")
        try "golden".write(toFile: goldens + "/staleArtifactsCleared.1.txt", atomically: true, encoding: .utf8)
        withKnownIssue { assertGolden(of: "changed", as: .text, goldens: goldens, artifacts: artifacts) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "otherTest.1.txt", "staleArtifactsCleared.1.txt",
            ])
    }
}

@Suite("Golden names: a second suite in the file", .cleanGoldenEnvironment)
struct SettingsGoldens {
    @Test("a suite not named like the file is part of the name")
    func plainName() throws {
        let names = try GoldenNamingTests.recordedNames { goldens in
            assertGolden(of: "a", as: .text, goldens: goldens, record: .missing)
        }
        #expect(names == ["SettingsGoldens.plainName.1.txt"])
    }

    @Suite struct Nested {
        @Test("nested suites join with dots")
        func plainName() throws {
            let names = try GoldenNamingTests.recordedNames { goldens in
                assertGolden(of: "a", as: .text, goldens: goldens, record: .missing)
            }
            #expect(names == ["SettingsGoldens.Nested.plainName.1.txt"])
        }
    }
}

@Suite("Record modes: a variable beats the code, and CI never writes")
struct RecordModeTests {
    @Test("the order: TEXTPROOF_RECORD, SNAPSHOT_TESTING_RECORD, never on CI, the code's, never")
    func order() throws {
        #expect(try RecordMode.forTests(inCode: .missing, environment: [:]) == .missing)
        #expect(try RecordMode.forTests(inCode: nil, environment: [:]) == .never)
        #expect(try RecordMode.forTests(inCode: .missing, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.forTests(inCode: .all, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.forTests(inCode: .missing, environment: ["CI": "false"]) == .missing)
        #expect(
            try RecordMode.forTests(inCode: .missing, environment: ["CI": "true", "TEXTPROOF_RECORD": "failed"])
                == .failed)
        #expect(try RecordMode.forTests(inCode: .never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(
            try RecordMode.forTests(
                inCode: nil, environment: ["SNAPSHOT_TESTING_RECORD": "all", "TEXTPROOF_RECORD": "missing"]) == .missing
        )
        #expect(throws: GoldenError.invalidRecordMode("yes", variable: "SNAPSHOT_TESTING_RECORD")) {
            try RecordMode.forTests(inCode: nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
        }
    }

    @Test(
        "TextProofSnapshotTesting's default for swift-snapshot-testing: TEXTPROOF_RECORD, else never on CI, else its own"
    )
    func snapshotDefault() throws {
        #expect(try RecordMode.forSnapshotTesting(environment: [:]) == nil)
        #expect(try RecordMode.forSnapshotTesting(environment: ["CI": "true"]) == .never)
        #expect(
            try RecordMode.forSnapshotTesting(environment: ["TEXTPROOF_RECORD": "failed", "CI": "true"]) == .failed)
    }

    @Test("on CI a mode in code records nothing: the missing golden fails", .goldenEnvironment(["CI": "true"]))
    func continuousIntegrationWritesNothing() throws {
        let goldens = makeTemporaryDirectory("goldens")
        withKnownIssue {
            assertGolden(of: "a", as: .text, goldens: goldens, record: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no golden yet (CI is set: nothing is recorded on CI)") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
    }

    @Test(
        "TEXTPROOF_RECORD=failed beats a trait's never, and rewrites only what fails",
        .goldenEnvironment(["TEXTPROOF_RECORD": "failed"]), .goldens(record: .never))
    func variableBeatsTrait() throws {
        let goldens = makeTemporaryDirectory("goldens")
        try "same".write(toFile: goldens + "/same.txt", atomically: true, encoding: .utf8)
        try "old".write(toFile: goldens + "/changed.txt", atomically: true, encoding: .utf8)
        let before = try FileManager.default.attributesOfItem(atPath: goldens + "/same.txt")[.modificationDate] as? Date
        #expect(assertGolden(of: "same", as: .text, named: "same", goldens: goldens).first?.status == .matched)
        withKnownIssue { assertGolden(of: "new", as: .text, named: "changed", goldens: goldens) }
        #expect(try String(contentsOfFile: goldens + "/changed.txt", encoding: .utf8) == "new")
        #expect(
            try FileManager.default.attributesOfItem(atPath: goldens + "/same.txt")[.modificationDate] as? Date
                == before)
    }
}

/// XCTest names goldens by class and method: two classes with one method name never share. The
/// golden is there under the expected name, so the assertion passes only if it looks there.
final class GoldenNamingXCTests: XCTestCase {
    func testLabels() throws {
        let goldens = makeTemporaryDirectory("goldens")
        try "a".write(toFile: goldens + "/GoldenNamingXCTests.testLabels.1.txt", atomically: true, encoding: .utf8)
        let outcomes = TestEnvironment.$override.withValue([:]) {
            assertGolden(of: "a", as: .text, goldens: goldens)
        }
        XCTAssertEqual(outcomes.map(\.status), [.matched])
    }
}

@Suite("Fixtures beside the test file")
struct SpecFixtureTests {
    @Test("load(fixture:) reads from the test file's folder, whatever the working directory")
    func besideTheTestFile() throws {
        #expect(try SpecParser.load(fixture: "Fixtures/small.yaml").runs.count > 0)
    }

    @Test("a missing fixture names the path it looked for")
    func missingNamesThePath() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        #expect {
            try SpecParser.load(fixture: "Fixtures/nope.yaml")
        } throws: { error in
            "\(error)".contains("looked for \(folder)/Fixtures/nope.yaml, beside the test file")
        }
    }
}

@Suite("A spec that cannot render, in assertGolden", .cleanGoldenEnvironment)
struct BrokenSpecGoldenTests {
    @Test("fails in every record mode, and nothing is written", arguments: RecordMode.allCases)
    func failsAndWritesNothing(mode: RecordMode) throws {
        let goldens = makeTemporaryDirectory("goldens")
        let spec = try parse("runs: [{text: Hello, color: label}]\nfont: NoSuchFamily")
        withKnownIssue {
            assertGolden(of: spec, as: .proof(fonts: Checkout.fonts), goldens: goldens, record: mode)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no font family 'NoSuchFamily'") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
    }
}
