import Foundation
import Testing
import TextProof

@testable import TextProofTesting

/// Goldens named before 0.2 (`<package>/goldens/<TestFile>/<test>.<n>…`) are read for one release
/// with a warning, and copied by a migration run. The test's "package" is a scratch folder at a
/// fixed path (`#filePath` must be a literal): the assertion is told its test file lives there.
@Suite("Goldens in the layout before 0.2", .serialized)
struct PreviousLayoutTests {
    static let package = "/tmp/textproof-previous-layout"

    /// A package whose old goldens folder holds `<test>.1.txt`.
    static func makePackage(test: String) throws {
        try? FileManager.default.removeItem(atPath: package)
        try FileManager.default.createDirectory(
            atPath: package + "/goldens/OldTests", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: package + "/Tests/T", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: package + "/Package.swift", contents: Data())
        try "old".write(toFile: package + "/goldens/OldTests/\(test).1.txt", atomically: true, encoding: .utf8)
    }

    /// An assertion made in `/tmp/textproof-previous-layout/Tests/T/OldTests.swift`.
    static func assertInOldPackage() -> [GoldenOutcome] {
        assertGolden(
            of: "old", as: .text, fileID: "T/OldTests.swift",
            filePath: "/tmp/textproof-previous-layout/Tests/T/OldTests.swift")
    }

    @Test("a golden only in the old place is compared, with a warning naming the new place", .cleanGoldenEnvironment)
    func readWithWarning() throws {
        try Self.makePackage(test: "readWithWarning")
        defer { try? FileManager.default.removeItem(atPath: Self.package) }
        let outcome = try #require(Self.assertInOldPackage().first)
        #expect(outcome.status == .matched)
        #expect(
            outcome.warning?.contains(
                "it belongs at \(Self.package)/Tests/T/__Snapshots__/OldTests/PreviousLayoutTests.readWithWarning.1.txt"
            )
                == true, "\(outcome.warning ?? "-")")
        #expect(!FileManager.default.fileExists(atPath: Self.package + "/Tests/T/__Snapshots__"))
    }

    @Test(
        "a migration run copies the old golden to its new place and lists it for the script",
        .goldenEnvironment(["TEXTPROOF_MIGRATE_GOLDENS": "1"]))
    func migration() throws {
        try Self.makePackage(test: "migration")
        defer { try? FileManager.default.removeItem(atPath: Self.package) }
        let outcome = try #require(Self.assertInOldPackage().first)
        #expect(outcome.status == .matched)
        let new = Self.package + "/Tests/T/__Snapshots__/OldTests/PreviousLayoutTests.migration.1.txt"
        #expect(try String(contentsOfFile: new, encoding: .utf8) == "old")
        let list = try String(contentsOfFile: Self.package + "/.build/textproof-migrated-goldens.txt", encoding: .utf8)
        #expect(list == Self.package + "/goldens/OldTests/migration.1.txt\t" + new + "\n")
    }
}
