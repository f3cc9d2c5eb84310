import Foundation
import TextProofColor
import TextProofText

/// A proof of every colour in an asset catalog: each colour as text on the platform's background,
/// and as a highlight under `label` text, in every appearance. Large catalogs are split into pages
/// (`NAME-p2-light.png`, …) so no image passes the canvas limit; one report covers them all.
public struct CatalogProof: Sendable {
    /// Colours per page: two lines each, well under the 10,000-pixel limit at scale 2.
    public static let colorsPerPage = 40

    public let catalog: AssetCatalog
    public let name: String
    public let platform: Platform
    public let appearances: [Appearance]
    public let colorSpace: OutputColorSpace

    public init(catalog: AssetCatalog, platform: Platform, appearances: [Appearance]? = nil, colorSpace: OutputColorSpace = .sRGB) {
        self.catalog = catalog
        let folder = URL(fileURLWithPath: catalog.path).deletingPathExtension().lastPathComponent
        name = folder.isEmpty ? "catalog" : folder
        self.platform = platform
        self.appearances = appearances ?? SystemColorCatalog(platform: platform).allAppearances
        self.colorSpace = colorSpace
    }

    /// One spec per page.
    public func specs() -> [ProofSpec] {
        let label = platform == .ios ? "label" : "labelColor"
        let pages = stride(from: 0, to: catalog.colors.count, by: Self.colorsPerPage).map {
            Array(catalog.colors[$0..<min($0 + Self.colorsPerPage, catalog.colors.count)])
        }
        return pages.enumerated().map { index, colors in
            var runs: [RunSpec] = []
            for color in colors {
                runs.append(RunSpec(text: color.name, color: color.reference))
                runs.append(RunSpec(text: "\(label) on \(color.name)", color: .named(label), background: color.reference))
            }
            return ProofSpec(
                name: pages.count == 1 ? name : "\(name)-p\(index + 1)", source: catalog.path, appearances: appearances,
                platform: platform, colorSpace: colorSpace, runs: runs)
        }
    }

    /// Renders every page, one after another, into one proof whose report lists all cells (`run`
    /// counts across pages) and the colour sets that were skipped.
    public func render(fonts: FontProvider, progress: (Int, Int) -> Void = { _, _ in }) throws(ProofError) -> Proof {
        let renderer = ProofRenderer(fonts: fonts, colorSpace: colorSpace)
        var pages: [Proof] = []
        let specs = specs()
        for (index, spec) in specs.enumerated() {
            pages.append(try renderer.render(spec))
            progress(index + 1, specs.count)
        }
        return merged(pages)
    }

    /// Renders the pages on all cores (`ProofBatch`); the same proof as `render`, byte for byte.
    public func renderConcurrently(
        fontsDirectory: String?, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Proof {
        merged(try await ProofBatch.render(specs(), fontsDirectory: fontsDirectory, colorSpace: colorSpace, progress: progress))
    }

    /// The pages' proofs as one: images in page order, cells renumbered across pages, the skipped
    /// colour sets. (No sheet: a catalog's pages are its sheets.)
    public func merged(_ pages: [Proof]) -> Proof {
        var images: [ProofImage] = [], cells: [ProofReport.Cell] = [], findings: [ProofReport.Finding] = []
        var report: ProofReport?
        var runOffset = 0
        for page in pages {
            images += page.images
            cells += page.report.cells.map { var cell = $0; cell.run += runOffset; return cell }
            findings += (page.report.findings ?? []).map { var finding = $0; finding.run = finding.run.map { $0 + runOffset }; return finding }
            runOffset += (page.report.cells.map(\.run).max() ?? -1) + 1
            report = report ?? page.report
        }
        var merged = report ?? ProofReport(
            name: name, platform: platform.rawValue, palette: SystemColorCatalog(platform: platform).name,
            colorSpace: colorSpace.rawValue, font: "Inter", scale: 2, images: [], cells: [], findings: [])
        merged.name = name
        merged.images = images.map(\.fileName)
        merged.cells = cells
        merged.findings = findings
        merged.skipped = catalog.problems
        merged.sheet = nil
        return Proof(name: name, colorSpace: colorSpace, images: images, report: merged)
    }

    /// Shard `shard` of the pages, each page its own proof (named `NAME-pK` when there are pages);
    /// the first page's report carries the skipped colour sets. Shards merge with `textproof merge`.
    public func pages(in shard: Shard, fontsDirectory: String?, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> [Proof] {
        let all = specs()
        let chosen = shard.select(Array(all.indices))
        var proofs = try await ProofBatch.render(chosen.map { all[$0] }, fontsDirectory: fontsDirectory, colorSpace: colorSpace, progress: progress)
        if let first = chosen.firstIndex(of: 0) { proofs[first].report.skipped = catalog.problems }
        return proofs
    }
}
