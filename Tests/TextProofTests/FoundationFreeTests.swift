import Foundation
import Testing

/// textproof links FoundationEssentials only: Foundation's 1,764 protocol conformances, loaded and
/// scanned by each first cast in every run, cost about 1.2 ms of a proof (Architecture.md). A
/// module that imports Foundation could pull it back in unseen; this names the file that does.
@Suite("The command line's modules import FoundationEssentials, not Foundation")
struct FoundationFreeTests {
    static let modules = [
        "TextProofConcurrency", "TextProofColor", "TextProofText", "TextProofRaster", "TextProof",
        "TextProofCommandLine", "textproof",
    ]

    @Test("no `import Foundation` in the modules textproof is built from")
    func noFoundationImport() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources"
        )
        .standardizedFileURL.path
        var offending: [String] = []
        var files = 0
        for module in Self.modules {
            let folder = sources + "/" + module
            let names = try #require(FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?)
            for name in names where name.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                if text.split(separator: "\n").contains(where: {
                    $0.trimmingCharacters(in: .whitespaces) == "import Foundation"
                }) {
                    offending.append(module + "/" + name)
                }
            }
        }
        #expect(files > 100)
        #expect(offending.isEmpty, "\(offending)")
    }
}
