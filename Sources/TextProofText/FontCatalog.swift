import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts in one folder (searched recursively), found by family name as a spec writes it:
/// `Inter`, `DejaVu Sans`, `DejaVu Sans Mono` (case and spaces ignored).
public final class FontCatalog {
    public let directory: String
    public let files: [FontFile]
    /// `files` by normalized family name, worked out once: a token or catalog proof asks for a
    /// family once a cell, and normalizing every file's name each time showed in its profile.
    private let filesByFamily: [String: [FontFile]]

    public init(directory: String, library: FreeTypeLibrary) throws(FontError) {
        self.directory = directory
        guard let paths = Self.fontPaths(in: directory) else {
            throw FontError(path: directory, message: "font folder not found")
        }
        // Sorted, so the same folder always resolves a family to the same file.
        var files: [FontFile] = []
        for path in paths.sorted() { files.append(try FontFile(path: path, library: library)) }
        self.files = files
        filesByFamily = Dictionary(grouping: files) { Self.normalized($0.familyName) }
    }

    /// Every .ttf and .otf file (any case) under `directory`, through its subfolders (not through
    /// links to folders, which could lead back up); nil when it cannot be read as a folder.
    /// readdir, not FileManager's enumerator: a proof waited a third of a millisecond for that on
    /// a folder of eight fonts, most of it in path-string handling.
    static func fontPaths(in directory: String) -> [String]? {
        guard let entries = try? FileSystem.entries(in: directory) else { return nil }
        var paths: [String] = []
        for (name, listedKind) in entries {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let kind = listedKind ?? FileSystem.kind(of: path) else { continue }
            if kind == .directory {
                paths += fontPaths(in: path) ?? []
            } else {
                let lowered = name.lowercased()
                if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") { paths.append(path) }
            }
        }
        return paths
    }

    public var familyNames: [String] { Array(Set(files.map(\.familyName))).sorted() }

    /// The best file of `family` for `weight` and `italic`: a variable font with a `wght` axis over
    /// static ones, then matching slant, then the static file whose boldness matches.
    public func file(family: String, weight: FontWeight, italic: Bool = false) -> FontFile? {
        let candidates = filesByFamily[Self.normalized(family)] ?? []
        func score(_ file: FontFile) -> Int {
            var score = 0
            if file.isItalic == italic { score += 4 }
            if file.weightAxis != nil { score += 2 } else if file.isBold == weight.isBold { score += 1 }
            return score
        }
        return candidates.max { score($0) < score($1) }
    }

    public static func normalized(_ family: String) -> String {
        family.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }
}
