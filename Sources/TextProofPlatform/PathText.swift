/// Path arithmetic on strings, with exactly the results of Foundation's `NSString` path methods
/// (swift-corelibs-foundation's NSPathUtilities, which tests compare these with). FoundationEssentials
/// has no public string path API, and linking Foundation for it alone loads its protocol
/// conformances into every run, each scanned by every first cast (see Architecture.md). `package`:
/// for TextProof's own modules, not an API on every user's `String`.
extension String {
    /// `NSString.lastPathComponent`: "a/b/" → "b", "/" → "/".
    package var lastPathComponent: String {
        let fixed = fixingSlashes
        guard fixed.count > 1 else { return fixed }
        return String(fixed[fixed.startOfLastPathComponent...])
    }

    /// `NSString.deletingLastPathComponent`: "/a/b" → "/a", "/a" → "/", "a" → "".
    package var deletingLastPathComponent: String {
        let fixed = fixingSlashes
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = fixed.startOfLastPathComponent
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `NSString.appendingPathComponent(_:)`: one slash between, none added after a trailing one.
    package func appendingPathComponent(_ component: String) -> String {
        if component.isEmpty { return self }
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// `NSString.pathExtension`: "a.png" → "png"; ".hidden", "a" and "a." → "" for the first two.
    package var pathExtension: String {
        let fixed = fixingSlashes
        guard fixed.count > 1, let start = fixed.startOfPathExtension else { return "" }
        return String(fixed[start...])
    }

    /// `NSString.deletingPathExtension`.
    package var deletingPathExtension: String {
        let fixed = fixingSlashes
        guard fixed.count > 1, let start = fixed.startOfPathExtension else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// The path one file or folder is known by, for telling paths apart and showing them relative
    /// to a folder: `~` expanded; an absolute path that exists as `realpath` gives it (links and
    /// dots resolved), one that does not with its `.` and `..` removed as text; a relative path
    /// with its slashes tidied and otherwise as given (as NSString's `standardizingPath` leaves one).
    /// Not NSString's rules exactly: those resolve some links and not others, and differ between
    /// Foundation's versions.
    package var resolvedPath: String {
        let expanded = expandingTildeInPath
        guard expanded.hasPrefix("/") else { return expanded.fixingSlashes }
        return FileSystem.realPath(expanded) ?? expanded.removingDotSegments
    }

    // MARK: - NSString's helpers, as swift-corelibs-foundation writes them

    /// Runs of slashes made one, and one trailing slash removed ("/" itself kept).
    var fixingSlashes: String {
        if self == "/" { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasSlash = false
        for character in self {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { result.append(character) }
            previousWasSlash = isSlash
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    private var startOfLastPathComponent: Index {
        var position = endIndex
        while position > startIndex {
            let previous = index(before: position)
            if self[previous] == "/" { break }
            position = previous
        }
        return position
    }

    private var startOfPathExtension: Index? {
        let componentStart = startOfLastPathComponent
        var position = endIndex
        while position > componentStart {
            let previous = index(before: position)
            if self[previous] == "/" { return nil }
            if self[previous] == "." {
                if previous == componentStart { return nil }
                // "..": no extension.
                let beforeDot = index(before: previous)
                if previous == index(before: endIndex) && beforeDot == componentStart && self[beforeDot] == "." {
                    return nil
                }
                return position
            }
            position = previous
        }
        return nil
    }

    var expandingTildeInPath: String {
        guard hasPrefix("~") else { return self }
        let slash = firstIndex(of: "/") ?? endIndex
        let user = slash == index(after: startIndex) ? nil : String(self[index(after: startIndex)..<slash])
        return ThisProcess.homeDirectory(of: user) + self[slash...]
    }

    /// `.` and `..` components of an absolute path removed as text ("/a/b/../c/." → "/a/c"; ".."
    /// at the root stays at the root), runs of slashes made one, no trailing slash.
    var removingDotSegments: String {
        var kept: [Substring] = []
        for component in split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }
}
