#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every entry below a folder, depth first, as Foundation's `FileManager` enumerator visits them
/// (hidden entries too, links to folders not entered), with each folder's names sorted.
package enum FolderWalk {
    /// Calls `visit` with each entry's path below `root`; a folder is entered when `visit` says so.
    package static func walk(_ root: String, _ visit: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        for name in names.sorted() {
            let path = root.appendingPathComponent(name)
            if visit(path), CatalogDiscovery.isDirectory(path) { walk(path, visit) }
        }
    }
}
