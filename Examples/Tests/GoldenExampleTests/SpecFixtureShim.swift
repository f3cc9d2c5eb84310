// STAND-IN, to delete: TextProofTesting's `SpecParser.load(fixture:filePath:)` (issue 45) is not in
// this checkout yet. The tests call it exactly as they will call TextProofTesting's; delete this file
// (and its copy in SnapshotExampleTests) when TextProofTesting has it.
import Foundation
import TextProof

extension SpecParser {
    /// Loads the spec at `fixture`, a path relative to the folder of the test file that calls it.
    static func load(fixture: String, filePath: StaticString = #filePath) throws -> ProofSpec {
        let folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder + "/" + fixture) else {
            throw FixtureMissing(fixture: fixture, folder: folder)
        }
        return try load(path: folder + "/" + fixture)
    }
}

/// A fixture that is not in the test file's folder.
struct FixtureMissing: Error, CustomStringConvertible {
    let fixture: String
    let folder: String

    var description: String { "\(fixture): no such spec in \(folder) (fixtures are relative to the test file)" }
}
