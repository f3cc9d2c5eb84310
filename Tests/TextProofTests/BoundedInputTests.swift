import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor

/// Counts that decide how much a proof allocates are checked before the work: one colour more than
/// `NamedColorProof.maximumColors` is an error naming the file, not a run out of memory.
@Suite("Bounded inputs: colour counts checked before allocating")
struct BoundedInputTests {
    @Test("a token file with 10,001 colours is an error naming it and the limit")
    func tooManyTokens() throws {
        let folder = makeTemporaryDirectory()
        let tokens = (0...NamedColorProof.maximumColors).map {
            "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"#112233\"}"
        }
        let path = folder + "/light.json"
        try Data(("{" + tokens.joined(separator: ",") + "}").utf8).write(to: URL(fileURLWithPath: path))
        let modes = try TokenModes.load(files: [path])
        #expect {
            try modes.namedColors()
        } throws: { error in
            guard let error = error as? SpecError else { return false }
            return error.file == path && error.message.contains("10001 colour tokens; at most 10000")
        }
    }

    @Test("an asset catalog with 10,001 colour sets is refused before any is read", .tags(.slow))
    func tooManyColorSets() throws {
        let catalog = makeTemporaryDirectory() + "/Big.xcassets"
        for index in 0...NamedColorProof.maximumColors {
            // Empty folders: had they been read, each would be a problem entry, not this error.
            try FileManager.default.createDirectory(
                atPath: catalog + "/C\(index).colorset", withIntermediateDirectories: true)
        }
        #expect {
            try AssetCatalog(path: catalog, platform: .ios, output: .sRGB)
        } throws: { error in
            (error as? SpecError)?.file == catalog
                && (error as? SpecError)?.message.contains("10001 colour sets") == true
        }
    }
}
