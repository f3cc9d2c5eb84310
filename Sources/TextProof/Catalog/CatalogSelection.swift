import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The asset catalogs found under some paths, each read and configured, ready to proof: everything
/// `textproof catalog` does before it renders.
///
/// A catalog with no usable colour set is `skipped` (with its reason) rather than an error, so a loop
/// over a repository's catalogs keeps going; given alone, it is proofed anyway (an empty proof).
public struct CatalogSelection: Sendable {
    /// The catalogs to proof, in the order found.
    public private(set) var proofs: [CatalogProof] = []
    /// How many catalogs the paths held.
    public private(set) var catalogCount = 0
    /// Catalogs with nothing usable, and why.
    public private(set) var skipped: [AssetCatalog.Problem] = []
    /// Colour sets that could not be read (each a warning naming its Contents.json).
    public private(set) var unreadableColorSets: [AssetCatalog.Problem] = []
    /// Empty colour sets (Xcode's fresh `AccentColor`), left out and counted.
    public private(set) var emptyColorSets = 0

    /// Finds the catalogs under `paths` (skipping build and dependency folders), reads each with the
    /// `textproof.yaml` that applies to it (`config`, else the nearest one found), and checks that a
    /// config shared by several catalogs names colours of at least one of them.
    public init(
        paths: [String], config: String?, platform: Platform, appearances: [Appearance]?, colorSpace: OutputColorSpace,
        palettes: [Palette], standards: [ContrastStandard]?
    ) throws(SpecError) {
        let found = try CatalogDiscovery.catalogs(in: paths)
        let names = CatalogDiscovery.names(for: found)
        catalogCount = found.count
        var configs: [String: ProofConfig] = [:], users: [String: [CatalogProof]] = [:]
        for path in found {
            let catalog = try AssetCatalog(path: path, platform: platform, output: colorSpace)
            unreadableColorSets += catalog.problems.filter { !$0.isEmptyColorSet }
            emptyColorSets += catalog.problems.filter { $0.isEmptyColorSet }.count
            let configPath = CatalogDiscovery.configPath(for: path, given: config, searchRoots: paths)
            if let configPath, configs[configPath] == nil {
                configs[configPath] = try ProofConfig.load(path: configPath)
            }
            var proof = CatalogProof(
                catalog: catalog, platform: platform, appearances: appearances, colorSpace: colorSpace,
                config: configPath.flatMap { configs[$0] } ?? ProofConfig(), name: names[path])
            proof.proof.palettes = palettes
            proof.proof.standards = standards
            if catalog.colors.isEmpty {
                skipped.append(
                    AssetCatalog.Problem(path: path, message: NamedColorProof.nothingUsable(catalog.problems.count)))
                if found.count > 1 { continue }
            }
            proofs.append(proof)
            if let configPath { users[configPath, default: []].append(proof) }
        }
        let system = SystemColorCatalog(platform: platform)
        for (path, config) in configs {
            let colors = (users[path] ?? []).flatMap(\.proof.colors)
            try config.validate(names: Set(colors.map(\.name)), isSystemColor: { system.color(named: $0) != nil })
        }
    }

    /// One line for every catalog left out and why: "note: 14 catalogs skipped: 11 with no colour sets
    /// (images only), 3 with no usable colour sets; 5 empty colour sets … left out"; nil when none was.
    public var skippedSummary: String? {
        Self.skippedSummary(skipped, emptySets: emptyColorSets)
    }

    static func skippedSummary(_ skipped: [AssetCatalog.Problem], emptySets: Int) -> String? {
        guard !skipped.isEmpty || emptySets > 0 else { return nil }
        let imageOnly = skipped.filter { $0.message == NamedColorProof.nothingUsable(0) }.count
        let unusable = skipped.count - imageOnly
        var reasons: [String] = []
        if imageOnly > 0 { reasons.append("\(imageOnly) with no colour sets (images only)") }
        if unusable > 0 { reasons.append("\(unusable) with no usable colour sets") }
        let catalogs =
            skipped.isEmpty
            ? "no catalog skipped" : "\(skipped.count) catalog\(skipped.count == 1 ? "" : "s") skipped: "
        let empty =
            emptySets == 0
            ? "" : "; \(emptySets) empty colour set\(emptySets == 1 ? "" : "s") (as Xcode creates AccentColor) left out"
        return "note: " + catalogs + reasons.joined(separator: ", ") + empty + " (listed in index.html and batch.json)"
    }
}
