import TextProofColor

/// A long proof rendered in pages (80 runs each, on all cores) and joined into one.
public enum ProofPages {
    /// The pages' proofs as one: images in page order, cells renumbered across pages, findings about
    /// a named subject once, the first page's report for the rest (`empty` when there is none), and
    /// one sheet (paged when large) unless `drawsSheet` is false (the caller draws it when done).
    public static func merged(
        _ pages: [Proof], name: String, empty: ProofReport, colorSpace: OutputColorSpace, drawsSheet: Bool = true,
        sites: [SourceSite]? = nil, fonts: FontProvider
    ) throws(ProofError) -> Proof {
        var images: [ProofImage] = [], cells: [ProofReport.Cell] = [], findings: [ProofReport.Finding] = []
        var report: ProofReport?
        var runOffset = 0
        var seenFindings = Set<[String]>()
        for page in pages {
            images += page.images
            cells += page.report.cells.map {
                var cell = $0
                cell.run += runOffset
                return cell
            }
            for var finding in page.report.findings ?? [] {
                if let subject = finding.subject,
                    !seenFindings.insert([finding.id, subject, finding.color, finding.appearance ?? ""]).inserted
                {
                    continue
                }
                finding.run = finding.run.map { $0 + runOffset }
                findings.append(finding)
            }
            runOffset += (page.report.cells.map(\.run).max() ?? -1) + 1
            report = report ?? page.report
        }
        var merged = report ?? empty
        merged.name = name
        merged.images = images.map(\.fileName)
        merged.cells = cells
        merged.findings = findings
        merged.sites = sites
        if let palettes = merged.palettes { merged.changes = PaletteComparison.changes(in: cells, palettes: palettes) }
        var proof = Proof(name: name, colorSpace: colorSpace, images: images, report: merged)
        if drawsSheet, !cells.isEmpty { try proof.drawSheets(fonts: fonts) }
        return proof
    }
}

extension ProofPages {
    /// The report of a proof with nothing drawn (no page): its name and settings, no cells.
    public static func emptyReport(name: String, platform: Platform, colorSpace: OutputColorSpace) -> ProofReport {
        ProofReport(
            name: name, platform: platform.rawValue, palette: SystemColorCatalog(platform: platform).name,
            colorSpace: colorSpace.rawValue, font: "Inter", scale: 2, images: [], cells: [], findings: [])
    }
}
