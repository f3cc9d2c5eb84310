import Foundation
import TextProof
import TextProofColor

/// The accent colour of each file's app: the colour set its target names
/// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, else `AccentColor`), taken from the asset
/// catalog nearest the file, as the target's own catalog usually sits in its folder.
struct AccentColors: Sendable {
    private struct Catalog: Sendable {
        var path: String
        var colors: [String: ColorReference]
        /// Colour sets with no colour: the accent they name is the system's.
        var empty: Set<String>
    }

    private let catalogs: [Catalog]

    init(catalogPaths: [String], platform: Platform) {
        catalogs = catalogPaths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
            .compactMap { path in
                guard let catalog = try? AssetCatalog(path: path, platform: platform, output: .sRGB) else { return nil }
                var colors: [String: ColorReference] = [:]
                for color in catalog.colors {
                    let name = color.name.split(separator: "/").last.map(String.init) ?? color.name
                    if colors[name] == nil { colors[name] = color.reference }
                }
                // A problem names the set's Contents.json: its folder is `Name.colorset`.
                let empty = catalog.problems.filter(\.isEmptyColorSet).map {
                    URL(fileURLWithPath: $0.path).deletingLastPathComponent().deletingPathExtension().lastPathComponent
                }
                return Catalog(
                    path: URL(fileURLWithPath: path).standardizedFileURL.path, colors: colors, empty: Set(empty))
            }
    }

    /// The colour set `name` in the catalog nearest `file` (walking up its folders; the shallowest
    /// catalog below a folder first); nil when there is none or the nearest one is empty. The first
    /// folder up that holds catalogs decides: a set of that name only in another target's catalog
    /// further off (the Mac app's, beside the iOS app's) is not this file's.
    func accent(named name: String?, for file: String) -> ColorReference? {
        let name = name ?? "AccentColor"
        var folder = (file as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            let prefix = folder == "/" ? "/" : folder + "/"
            let here = catalogs.filter { $0.path.hasPrefix(prefix) }
            if !here.isEmpty {
                return here.first { $0.colors[name] != nil || $0.empty.contains(name) }?.colors[name]
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
