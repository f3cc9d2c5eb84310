import Foundation
import SwiftSyntax
import TextProof
import TextProofColor

/// Everything a scan knows per file before reading its code: its imports, its target (platform,
/// accent, test or not), the colour resolvers and accents of each platform present.
struct TargetContext: Sendable {
    let files: [ScanTargets.FileTarget]
    let imports: [Set<String>]
    /// The platform the repository's imports suggest (macOS when AppKit and never UIKit).
    let repositoryDefault: TargetPlatform
    /// One per colour table present: a file is resolved with its platform's system colours and assets.
    let resolvers: [Platform: ColorExpressionResolver]
    let notes: [String]
    private let paths: [String]
    private let root: String
    private let accents: [Platform: AccentColors]

    init(paths scanned: [String], root: String, files: [String], texts: [String], requested: TargetPlatform?) {
        paths = files
        self.root = root
        let imports = texts.map(SwiftSources.imports)
        self.imports = imports
        let repositoryDefault = TargetPlatform(SwiftSources.platform(imports: imports))
        self.repositoryDefault = repositoryDefault
        let targets = ScanTargets(paths: scanned)
        let fileTargets = files.indices.map { index in
            targets.target(
                of: files[index], relative: DisplayPath.relative(files[index], to: root), imports: imports[index],
                requested: requested, repositoryDefault: repositoryDefault)
        }
        self.files = fileTargets
        notes = targets.unreadable.map {
            "\($0.file) could not be read (\($0.reason)): targets from imports and folders"
        }
        let directories = scanned.filter(CatalogDiscovery.isDirectory)
        // A folder without catalogs is fine: its code may name only system colours and literals.
        let catalogs = directories.isEmpty ? [] : (try? CatalogDiscovery.catalogs(in: directories)) ?? []
        var resolvers: [Platform: ColorExpressionResolver] = [:]
        var accents: [Platform: AccentColors] = [:]
        // The repository's own platform always has a resolver, for files the scan is given none of.
        for platform in Set(fileTargets.map(\.platform.colors) + [repositoryDefault.colors]) {
            resolvers[platform] = ColorExpressionResolver(
                system: SystemColorCatalog(platform: platform),
                assets: SourceScan.assetColors(in: scanned, platform: platform))
            accents[platform] = AccentColors(catalogPaths: catalogs, platform: platform)
        }
        self.resolvers = resolvers
        self.accents = accents
    }

    /// The accent of file `index`'s app; nil: the system's (or a tint the app sets).
    func accent(for index: Int) -> ColorReference? {
        let target = files[index]
        if target.accentUnset { return nil }
        return accents[target.platform.colors]?.accent(named: target.accentColorName, for: paths[index])
    }

    /// The most frequent value, the first of equals in `Platform.allCases` order; nil when empty.
    static func mostCommon(_ platforms: [Platform]) -> Platform? {
        var counts: [Platform: Int] = [:]
        for platform in platforms { counts[platform, default: 0] += 1 }
        return Platform.allCases.filter { counts[$0] != nil }.max { counts[$0]! < counts[$1]! }
    }
}
