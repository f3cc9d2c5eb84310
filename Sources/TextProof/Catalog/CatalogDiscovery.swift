import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the asset catalogs a user means: a `*.xcassets` folder itself, or every one below a
/// folder (a repository), skipping build products and dependencies.
public enum CatalogDiscovery {
    /// Folders never searched: build output and other people's code.
    public static let skippedFolders: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git",
    ]

    /// The catalogs at or below each path, sorted, without duplicates.
    public static func catalogs(in paths: [String]) throws(SpecError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SpecError(
                    file: path, field: "",
                    message: "no such folder: give an asset catalog (*.xcassets) or a folder holding some")
            }
            guard isDirectory else {
                let hint =
                    path.hasSuffix("Contents.json")
                    ? ": give the *.xcassets folder that holds it"
                    : path.hasSuffix(".json") ? " (design tokens are read by textproof tokens)" : ""
                throw SpecError(
                    file: path, field: "",
                    message: "a file, not a folder: give an asset catalog (*.xcassets) or a folder holding some\(hint)")
            }
            if path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") {
                found.append(standardized(path))
                continue
            }
            let below = search(path)
            guard !below.isEmpty else {
                throw SpecError(
                    file: path, field: "",
                    message:
                        "no asset catalog (*.xcassets) below this folder (skipping \(skippedFolders.sorted().joined(separator: ", ")))"
                )
            }
            found += below
        }
        return Array(Set(found)).sorted()
    }

    package static func search(_ root: String) -> [String] {
        var catalogs: [String] = []
        FolderWalk.walk(URL(fileURLWithPath: root).path) { path in
            guard isDirectory(path), !skippedFolders.contains(path.lastPathComponent) else { return false }
            guard path.pathExtension == "xcassets" else { return true }
            catalogs.append(standardized(path))
            return false
        }
        return catalogs
    }

    /// Whether `path` is a directory itself (a link to one is not, as for `URLResourceValues`), by
    /// `lstat` alone: Foundation's resource values read every attribute, owner names too, which
    /// opened /etc/passwd and /etc/group for each of a real app's 805 files and folders.
    package static func isDirectory(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .directory
    }

    static func standardized(_ path: String) -> String {
        var path = path.resolvedPath
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        return path
    }

    /// A proof name per catalog: its folder name without `.xcassets`, with as many enclosing folder
    /// names in front (joined by `-`) as it takes to tell catalogs of the same name apart.
    public static func names(for catalogs: [String]) -> [String: String] {
        var depth = Dictionary(catalogs.map { ($0, 1) }, uniquingKeysWith: { a, _ in a })
        func name(_ path: String) -> String {
            var parts = path.split(separator: "/").map(String.init)
            if let last = parts.last { parts[parts.count - 1] = last.deletingPathExtension }
            return parts.suffix(depth[path]!).joined(separator: "-")
        }
        for _ in 0..<64 {
            let groups = Dictionary(grouping: catalogs, by: name)
            let clashing = groups.values.filter { $0.count > 1 }.flatMap { $0 }
            guard !clashing.isEmpty else { break }
            for path in clashing { depth[path]! += 1 }
        }
        return Dictionary(catalogs.map { ($0, name($0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The config for a catalog: the one given, else `textproof.yaml` beside the catalog, else in
    /// the folder that was searched.
    public static func configPath(for catalog: String, given: String?, searchRoots: [String]) -> String? {
        let roots = searchRoots.filter { catalog.hasPrefix(standardized($0) + "/") }
        return ProofConfig.discover(near: [catalog.deletingLastPathComponent] + roots, given: given)
    }
}
