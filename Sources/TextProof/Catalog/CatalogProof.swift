import Foundation
import TextProofColor
import TextProofText

/// A proof of every colour in an asset catalog, by role (see `NamedColorProof`), named after the
/// catalog folder.
public struct CatalogProof: Sendable {
    public let catalog: AssetCatalog
    public var proof: NamedColorProof

    public var name: String { proof.name }

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

    public func specs() -> [ProofSpec] { proof.specs() }

    public func render(fonts: FontProvider, required: ContrastLevel = .aa, progress: (Int, Int) -> Void = { _, _ in })
        throws(ProofError)
        -> Proof
    {
        try proof.render(fonts: fonts, required: required, progress: progress)
    }

    public func renderConcurrently(
        fontsDirectory: String?, required: ContrastLevel = .aa, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Proof {
        try await proof.renderConcurrently(fontsDirectory: fontsDirectory, required: required, progress: progress)
    }

    public func pages(
        in shard: Shard, fontsDirectory: String?, required: ContrastLevel = .aa,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [Proof] {
        try await proof.pages(in: shard, fontsDirectory: fontsDirectory, required: required, progress: progress)
    }
}
