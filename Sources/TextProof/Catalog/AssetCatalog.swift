import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The colour sets of an Xcode asset catalog (`*.xcassets`): every `*.colorset/Contents.json`
/// below the folder, named as Xcode names them (folders with `provides-namespace` prefix the name).
/// A colour set that cannot be read is kept as a problem with its path; the rest still load.
public struct AssetCatalog: Sendable {
    /// A colour set of the catalog: its name and the colour it declares.
    public struct Color: Sendable {
        /// `Brand/Accent` for `Brand/Accent.colorset` under a namespace folder, else `Accent`.
        public let name: String
        /// The colour set's folder (`Name.colorset`), for messages and SARIF locations.
        public let path: String
        /// The declared colour, per appearance and gamut as the colour set gives it.
        public let reference: ColorReference
        /// The colour set's folder below the catalog, without `.colorset` (`Colors/Label/primary`).
        public let folder: String
    }

    /// A colour set that could not be used, and why: reported and skipped, never fatal.
    public struct Problem: Sendable, Hashable, Codable {
        /// The Contents.json (or colour set folder) that could not be used.
        public let path: String
        /// What is wrong, in words that name the field.
        public let message: String
        /// Where in the file, when the problem is its syntax (1-based).
        public let line: Int?
        public let column: Int?

        /// A problem with the file or folder at `path`.
        public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
            self.path = path
            self.message = message
            self.line = line
            self.column = column
        }

        /// `path:line:column` where the line is known, else the path.
        public func location(_ path: String) -> String {
            guard let line else { return path }
            return column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
        }

        /// An empty colour set (Xcode's new AccentColor): nothing wrong, nothing to proof.
        public var isEmptyColorSet: Bool { message.contains("an empty colour set") }
    }

    /// The `.xcassets` folder.
    public let path: String
    /// In name order.
    public let colors: [Color]
    /// Colour sets left out, each with its reason.
    public let problems: [Problem]

    /// Reads every colour set below `path`, converting declared colours for `output`; a catalog that cannot be read at all is an error naming it.
    public init(path: String, platform: Platform, output: OutputColorSpace) throws(SpecError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else {
            throw SpecError(file: path, field: "", message: "not an asset catalog folder (no such directory)")
        }
        self.path = path
        var colors: [Color] = [], problems: [Problem] = []
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var colorSets: [URL] = []
        FolderWalk.walk(root.path) { entry in
            guard entry.pathExtension == "colorset" else { return true }
            colorSets.append(URL(fileURLWithPath: entry, isDirectory: true))
            return false
        }
        // Checked before any colour set is read: every one becomes cells in every appearance.
        guard colorSets.count <= NamedColorProof.maximumColors else {
            throw SpecError(
                file: path, field: "",
                message:
                    "\(colorSets.count) colour sets; at most \(NamedColorProof.maximumColors) in one proof: proof its folders separately"
            )
        }
        for folder in colorSets.sorted(by: { $0.path < $1.path }) {
            let contents = folder.appendingPathComponent("Contents.json")
            let name = Self.namespacedName(of: folder, under: root)
            guard let data = FileManager.default.contents(atPath: contents.path) else {
                problems.append(Problem(path: contents.path, message: "missing or unreadable Contents.json"))
                continue
            }
            do {
                let reference = try ColorSetParser(path: contents.path, platform: platform, output: output).parse(data)
                let relative = String(folder.deletingPathExtension().path.dropFirst(root.path.count + 1))
                colors.append(Color(name: name, path: contents.path, reference: reference, folder: relative))
            } catch {
                problems.append(
                    Problem(path: contents.path, message: error.message, line: error.line, column: error.column))
            }
        }
        self.colors = colors.sorted { $0.name < $1.name }
        self.problems = problems
    }

    /// The colour's name with the prefixes of enclosing folders that provide a namespace.
    static func namespacedName(of colorSet: URL, under root: URL) -> String {
        var parts = [colorSet.deletingPathExtension().lastPathComponent]
        var folder = colorSet.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > root.path.count, folder.path.hasPrefix(root.path) {
            if Self.providesNamespace(folder) { parts.insert(folder.lastPathComponent, at: 0) }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return parts.joined(separator: "/")
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let json = (try? JSONObject.parse(data)) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        // JSONSerialization, which this once used, also took the number 1 for true.
        return properties["provides-namespace"] as? Bool == true
            || (properties["provides-namespace"] as? JSONNumber)?.value == 1
    }
}
