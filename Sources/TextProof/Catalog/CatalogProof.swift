import Foundation
import TextProofColor
import TextProofText

/// A proof of every colour in an asset catalog: each colour as text on the platform's background,
/// and as a highlight under `label` text, in every appearance. Large catalogs are split into pages
/// (`NAME-p2-light.png`, …) so no image passes the canvas limit; one report covers them all.
public struct CatalogProof {
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

    /// Renders every page into one proof whose report lists all cells (`run` counts across pages)
    /// and the colour sets that were skipped.
    public func render(fonts: FontProvider, progress: (Int, Int) -> Void = { _, _ in }) throws(ProofError) -> Proof {
        let renderer = ProofRenderer(fonts: fonts, colorSpace: colorSpace)
        var images: [ProofImage] = [], cells: [ProofReport.Cell] = [], findings: [ProofReport.Finding] = []
        var report: ProofReport?
        let specs = specs()
        var runOffset = 0
        for (index, spec) in specs.enumerated() {
            let page = try renderer.render(spec)
            images += page.images
            cells += page.report.cells.map { var cell = $0; cell.run += runOffset; return cell }
            findings += (page.report.findings ?? []).map { var finding = $0; finding.run = finding.run.map { $0 + runOffset }; return finding }
            runOffset += spec.runs.count
            report = report ?? page.report
            progress(index + 1, specs.count)
        }
        var merged = report ?? ProofReport(
            name: name, platform: platform.rawValue, palette: SystemColorCatalog(platform: platform).name,
            colorSpace: colorSpace.rawValue, font: "Inter", scale: 2, images: [], cells: [], findings: [])
        merged.name = name
        merged.images = images.map(\.fileName)
        merged.cells = cells
        merged.findings = findings
        merged.skipped = catalog.problems
        return Proof(name: name, colorSpace: colorSpace, images: images, report: merged)
    }
}
