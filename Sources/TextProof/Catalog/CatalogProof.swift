import TextProofColor
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A proof of every colour in an asset catalog, by role (see `NamedColorProof`), named after the
/// catalog folder.
public struct CatalogProof: Sendable {
    /// The catalog the proof is of.
    public let catalog: AssetCatalog
    /// The proof of the catalog's named colours (roles, pairs, waivers) that this renders.
    public var proof: NamedColorProof

    /// The proof's name (the catalog's, or its folders' when names clash).
    public var name: String { proof.name }

    /// A proof of `catalog`'s colours on `platform` in `appearances`, configured by `config` (roles, pairs, waivers, palettes, standards).
    public init(
        catalog: AssetCatalog, platform: Platform, appearances: [Appearance]? = nil,
        colorSpace: OutputColorSpace = .sRGB,
        config: ProofConfig = ProofConfig(), palette: Palette = .default, name: String? = nil
    ) {
        self.catalog = catalog
        let folder = URL(fileURLWithPath: catalog.path).deletingPathExtension().lastPathComponent
        proof = NamedColorProof(
            name: name ?? (folder.isEmpty ? "catalog" : folder), source: catalog.path,
            colors: catalog.colors.map {
                NamedColor(name: $0.name, reference: $0.reference, source: $0.path, path: $0.folder)
            },
            problems: catalog.problems, config: config, platform: platform, palette: palette, appearances: appearances,
            colorSpace: colorSpace)
    }

    /// The specs the proof renders, a page each.
    public func specs() -> [ProofSpec] { proof.specs() }

    /// Renders every page one after another and merges them into one proof; `progress` gets (done, total).
    public func render(fonts: FontProvider, required: Requirement = .aa, progress: (Int, Int) -> Void = { _, _ in })
        throws(ProofError)
        -> Proof
    {
        try proof.render(fonts: fonts, required: required, progress: progress)
    }

    /// Renders every page on all cores and merges them into one proof; the same result as `render`.
    public func renderConcurrently(
        fontsDirectory: String?, required: Requirement = .aa, drawsSheet: Bool = true,
        imagesDirectory: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Proof {
        try await proof.renderConcurrently(
            fontsDirectory: fontsDirectory, required: required, drawsSheet: drawsSheet,
            imagesDirectory: imagesDirectory, progress: progress)
    }

    /// Renders only the pages of `shard`, as separate proofs, for a batch split over CI jobs.
    public func pages(
        in shard: Shard, fontsDirectory: String?, required: Requirement = .aa, drawsSheet: Bool = true,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [Proof] {
        try await proof.pages(
            in: shard, fontsDirectory: fontsDirectory, required: required, drawsSheet: drawsSheet, progress: progress)
    }
}
