#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paths as every output shows them: relative to the folder the command runs in (the checkout,
/// in CI) when they lie inside it, as given otherwise. Terminal, JUnit, SARIF and annotations
/// thus name a file the same way.
public enum DisplayPath {
    /// `path` relative to `root` (the current folder) when inside it, else as given.
    public static func relative(_ path: String, to root: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.resolvedPath, base = root.resolvedPath
        if base == "/" { return absolute.hasPrefix("/") ? String(absolute.dropFirst()) : path }
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return path
    }
}
