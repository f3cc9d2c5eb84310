import Foundation
import TextProof
import TextProofColor
import TextProofText

extension SourceScan {
    /// How the sites are drawn: the options `render` and `catalog` take.
    public struct ProofOptions: Sendable {
        public var name = "scan"
        /// nil: every appearance the platform has.
        public var appearances: [Appearance]?
        public var colorSpace = OutputColorSpace.sRGB
        /// Palettes to draw with (the config's when empty).
        public var palettes: [Palette] = []
        /// Standards to judge by (the config's, else WCAG 2, when nil).
        public var standards: [ContrastStandard]?
        public var config = ProofConfig()
        public var required = Requirement.aa
        /// Whether the proof sheet is drawn (`--no-sheet`: not).
        public var drawsSheet = true
        /// Where each page's images are written as soon as it is rendered (memory stays flat);
        /// nil: kept in memory.
        public var imagesDirectory: String?

        public init() {}
    }

    /// Each measured site as a run, labelled `File.swift:LINE` on the sheet and located on that
    /// line in results; in pages of `NamedColorProof.runsPerPage`.
    public func specs(_ options: ProofOptions, source: String) -> [ProofSpec] {
        let catalog = SystemColorCatalog(platform: platform)
        let measured = sites.filter { $0.entry.status == .measured }
        let runs = measured.map { site in
            let shown = site.entry.text.count > 40 ? String(site.entry.text.prefix(39)) + "…" : site.entry.text
            var run = RunSpec(
                text: "\(site.entry.location) \(shown)", color: site.foreground, size: site.entry.sizePoints,
                weight: site.entry.weight, background: site.background)
            run.annotation = CellAnnotation(
                subject: site.entry.location,
                backgroundName: site.entry.background ?? site.background.description,
                role: .text, judged: isJudged(site, in: catalog), source: site.path, line: site.entry.line)
            return run
        }
        let palettes = options.palettes.isEmpty ? options.config.palettes : options.palettes
        let appearances = (options.appearances ?? catalog.allAppearances).filter { appearance in
            palettes.allSatisfy {
                SystemColorCatalog(platform: platform, palette: $0).supportedAppearances.contains(appearance)
            }
        }
        let waivers =
            options.config.waivers
            + measured.compactMap { site in
                site.entry.waived.map { Waiver(text: site.entry.location, reason: $0) }
            }
        let pages = stride(from: 0, to: runs.count, by: NamedColorProof.runsPerPage).map {
            Array(runs[$0..<min($0 + NamedColorProof.runsPerPage, runs.count)])
        }
        return pages.enumerated().map { index, runs in
            var spec = ProofSpec(
                name: pages.count == 1 ? options.name : "\(options.name)-page\(index + 1)", source: source,
                appearances: appearances.isEmpty ? [.light] : appearances, platform: platform,
                colorSpace: options.colorSpace, runs: runs)
            spec.waivers = waivers
            spec.disabledRules = options.config.disabledRules
            if let first = palettes.first { spec.palette = first }
            spec.palettes = palettes.count > 1 ? palettes : []
            spec.standards =
                options.standards ?? (options.config.standards.isEmpty ? [.wcag2] : options.config.standards)
            return spec
        }
    }

    /// Whether the code establishes the pair: not when the background is assumed and the text is
    /// a fixed colour (`.white`, a literal): such text is drawn on a background set elsewhere (a
    /// hosting view, a button's image), which syntax cannot see. Its fixed colour is still a
    /// finding on its line (`no-dark-variant`), and the cell is drawn and measured.
    func isJudged(_ site: Site, in catalog: SystemColorCatalog) -> Bool {
        // A framework default (primary, the accent) is drawn on whatever is there: judged.
        guard site.entry.background == nil, let foreground = site.foreground, !site.foregroundIsDefault
        else { return true }
        return foreground.resolved(for: .light, in: catalog) != foreground.resolved(for: .dark, in: catalog)
    }

    /// Draws and measures every resolved site (pages on all cores), one proof whose report lists
    /// every site, measured or not.
    public func proof(
        _ options: ProofOptions, source: String, fontsDirectory: String?,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Proof {
        let pages = try await ProofBatch.render(
            specs(options, source: source), fontsDirectory: fontsDirectory, colorSpace: options.colorSpace,
            required: options.required, drawsSheets: false, writingImagesInto: options.imagesDirectory,
            progress: progress)
        let fonts = try FontProvider(fontsDirectory: fontsDirectory ?? FontProvider.defaultDirectory())
        var run = 0
        let entries = sites.map { site in
            var entry = site.entry
            if entry.status == .measured {
                entry.run = run
                run += 1
            }
            return entry
        }
        return try ProofPages.merged(
            pages, name: options.name,
            empty: ProofPages.emptyReport(name: options.name, platform: platform, colorSpace: options.colorSpace),
            colorSpace: options.colorSpace, drawsSheet: options.drawsSheet, sites: entries, fonts: fonts)
    }
}
