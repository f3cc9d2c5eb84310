import Foundation
import Testing

/// textproof links FoundationEssentials only: Foundation's protocol conformances, loaded and scanned
/// by each first cast in every run, cost a proof time (Architecture.md). A module that imports
/// Foundation could pull it back in unseen; this names the file that does. Foundation is allowed
/// only as the `#else` of `#if canImport(FoundationEssentials)`: Apple's SDKs have no
/// FoundationEssentials, and there the ladder takes Foundation instead.
@Suite("The command line's modules import FoundationEssentials, not Foundation")
struct FoundationFreeTests {
    static let modules = [
        "TextProofPlatform", "TextProofColor", "TextProofText", "TextProofRaster", "TextProof",
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
                if Self.importsFoundationOnLinux(text) { offending.append(module + "/" + name) }
            }
        }
        #expect(files > 100)
        #expect(offending.isEmpty, "\(offending)")
    }

    /// Whether `source` imports Foundation anywhere but the `#else` of a
    /// `#if canImport(FoundationEssentials)` (which Linux never compiles).
    static func importsFoundationOnLinux(_ source: String) -> Bool {
        var inLadder = false, inElse = false
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch line {
            case "#if canImport(FoundationEssentials)": (inLadder, inElse) = (true, false)
            case "#else" where inLadder: inElse = true
            case "#endif" where inLadder: (inLadder, inElse) = (false, false)
            case "import Foundation", "@_exported import Foundation", "internal import Foundation",
                "public import Foundation", "package import Foundation":
                if !(inLadder && inElse) { return true }
            default: continue
            }
        }
        return false
    }

    @Test("the ladder passes; Foundation outside it, or in its first branch, does not")
    func ladderRecognised() {
        let ladder =
            "#if canImport(FoundationEssentials)\n    import FoundationEssentials\n#else\n    import Foundation\n#endif\n"
        #expect(!Self.importsFoundationOnLinux(ladder + "import Dispatch\n"))
        #expect(Self.importsFoundationOnLinux("import Foundation\n"))
        #expect(Self.importsFoundationOnLinux(ladder + "import Foundation\n"))
        #expect(Self.importsFoundationOnLinux("#if canImport(FoundationEssentials)\n    import Foundation\n#endif\n"))
        #expect(Self.importsFoundationOnLinux("#if os(Linux)\n#else\n    import Foundation\n#endif\n"))
    }

    /// The C library is called from the platform layer and the math file only (Architecture.md's
    /// house rules); ProofWriter and WrittenImage keep `unlink` until the renderer-to-disk rewrite
    /// moves them onto FileSystem.remove.
    static let cLibraryImporters: Set<String> = [
        "TextProofPlatform/SystemCalls.swift", "TextProofPlatform/ThreadLock.swift", "TextProofColor/Math.swift",
    ]

    @Test("only the platform layer's files and the math file import Glibc, Musl or Darwin")
    func cLibraryImportedInFewFiles() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources"
        )
        .standardizedFileURL.path
        let names = try #require(FileManager.default.subpathsOfDirectory(atPath: sources) as [String]?)
        var importers: Set<String> = []
        for name in names where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            if lines.contains(where: { ["import Glibc", "import Musl", "import Darwin"].contains($0) }) {
                importers.insert(name)
            }
        }
        #expect(importers.isSubset(of: Self.cLibraryImporters), "\(importers.subtracting(Self.cLibraryImporters))")
        #expect(importers.contains("TextProofPlatform/SystemCalls.swift"))
    }
}
