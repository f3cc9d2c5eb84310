import TextProofColor

/// A long proof rendered in pages (80 runs each, on all cores) and joined into one.
public enum ProofPages {
    /// The pages' proofs as one: images in page order, cells renumbered across pages, findings about
    /// a named subject once, the first page's report for the rest (`empty` when there is none), and
    /// one sheet (paged when large) unless `drawsSheet` is false (the caller draws it when done).
    /// A scan's report also carries its `sites`, their `coverage`, and whether cells on an assumed
    /// background are judged (the sheet's badges follow it).
    public static func merged(
        _ pages: consuming [Proof], name: String, empty: ProofReport, colorSpace: OutputColorSpace,
        drawsSheet: Bool = true, sites: [SourceSite]? = nil, coverage: ScanCoverage? = nil,
        judgesAssumedBackgrounds: Bool = false, fonts: FontProvider
    ) throws(ProofError) -> Proof {
        var images: [ProofImage] = [], cells: [ProofReport.Cell] = [], findings: [ProofReport.Finding] = []
        // Sized once, and each page's cells let go as they are moved: thousands of cells are held
        // once, not in the pages, the merged list and its doubled buffer together.
        cells.reserveCapacity(pages.reduce(0) { $0 + $1.report.cells.count })
        var report: ProofReport?
        var runOffset = 0
        var seenFindings = Set<[String]>()
        for index in pages.indices {
            images += pages[index].images
            let offset = runOffset
            cells += pages[index].report.cells.lazy.map {
                var cell = $0
                cell.run += offset
                return cell
            }
            for var finding in pages[index].report.findings ?? [] {
                if let subject = finding.subject,
                    !seenFindings.insert([finding.id, subject, finding.color, finding.appearance ?? ""]).inserted
                {
                    continue
                }
                finding.run = finding.run.map { $0 + runOffset }
                findings.append(finding)
            }
            runOffset += (pages[index].report.cells.map(\.run).max() ?? -1) + 1
            pages[index].report.cells = []
            report = report ?? pages[index].report
        }
        var merged = report ?? empty
        merged.name = name
        merged.images = images.map(\.fileName)
        merged.cells = cells
        merged.findings = findings
        merged.sites = sites
        merged.coverage = coverage
        merged.judgesAssumedBackgrounds = judgesAssumedBackgrounds ? true : nil
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
