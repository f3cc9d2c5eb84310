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
        /// Whether cells on an assumed background fail `--require` as known pairs do
        /// (`--judge-assumed`); otherwise their failures are warnings.
        public var judgesAssumedBackgrounds = false

        public init() {}
    }

    /// The proof's pages, and the run each site is drawn as: one numbering, made once, that the
    /// specs and the report's sites both take.
    public struct ScanSpecs: Sendable {
        /// Pages of up to `NamedColorProof.runsPerPage` runs, a platform's sites on their own pages.
        public var pages: [ProofSpec]
        /// `runs[i]`: the report's run of `sites[i]`, counted across pages in the order they are
        /// drawn; nil for a site not measured.
        public var runs: [Int?]
    }

    /// The measured sites in the order the proof draws them: grouped by platform (a spec has one),
    /// the most common platform first, each group in file and line order.
    /// (Indices into `sites`.)
    var measuredInProofOrder: [Int] {
        let measured = sites.indices.filter { sites[$0].entry.status == .measured }
        var counts: [TargetPlatform: Int] = [:]
        for index in measured { counts[sites[index].platform, default: 0] += 1 }
        let order = TargetPlatform.allCases.filter { counts[$0] != nil }.sorted { counts[$0]! > counts[$1]! }
        return order.flatMap { platform in measured.filter { sites[$0].platform == platform } }
    }

    /// Each measured site as a run of its own words (the placeholder, `‹title›`, for computed text) at
    /// its size and weight, located on its line in results and captioned `File.swift:LINE` on the
    /// sheet; in pages of `NamedColorProof.runsPerPage`, a platform's sites on their own pages
    /// (watchOS's in dark only).
    public func specs(_ options: ProofOptions, source: String) -> ScanSpecs {
        var runs = [Int?](repeating: nil, count: sites.count)
        var groups: [(TargetPlatform, [Int])] = []
        for (run, index) in measuredInProofOrder.enumerated() {
            runs[index] = run
            if groups.last?.0 == sites[index].platform {
                groups[groups.count - 1].1.append(index)
            } else {
                groups.append((sites[index].platform, [index]))
            }
        }
        let pages = groups.flatMap { platform, indices in
            stride(from: 0, to: indices.count, by: NamedColorProof.runsPerPage).map {
                (platform, indices[$0..<min($0 + NamedColorProof.runsPerPage, indices.count)].map { sites[$0] })
            }
        }
        let specs = pages.enumerated().map { index, page in
            spec(
                page.1, platform: page.0, options: options, source: source,
                name: pages.count == 1 ? options.name : "\(options.name)-page\(index + 1)")
        }
        return ScanSpecs(pages: specs, runs: runs)
    }

    /// One page: `measured` drawn on `target`'s colour table in its appearances.
    private func spec(
        _ measured: [Site], platform target: TargetPlatform, options: ProofOptions, source: String, name: String
    ) -> ProofSpec {
        let platform = target.colors
        let catalog = SystemColorCatalog(platform: platform)
        let runs = measured.map { site in
            // The app's words are what is drawn and measured; a long one is cut to keep a row one line.
            let shown = site.entry.text.count > 40 ? String(site.entry.text.prefix(39)) + "…" : site.entry.text
            var run = RunSpec(
                text: shown, color: site.foreground, size: site.entry.sizePoints, weight: site.entry.weight,
                background: site.background)
            let assumed = site.entry.backgroundAssumed != nil
            run.annotation = CellAnnotation(
                subject: site.entry.location,
                backgroundName: site.entry.background ?? site.background.description + (assumed ? " (assumed)" : ""),
                role: .text, judged: isJudged(site, in: catalog), source: site.path, line: site.entry.line)
            run.annotation?.backgroundAssumed = assumed
            return run
        }
        let palettes = options.palettes.isEmpty ? options.config.palettes : options.palettes
        let appearances = (target.appearances ?? options.appearances ?? catalog.allAppearances).filter { appearance in
            palettes.allSatisfy {
                SystemColorCatalog(platform: platform, palette: $0).supportedAppearances.contains(appearance)
            }
        }
        let waivers =
            options.config.waivers
            + measured.compactMap { site in
                site.entry.waived.map { Waiver(text: site.entry.location, reason: $0) }
            }
        var spec = ProofSpec(
            name: name, source: source, appearances: appearances.isEmpty ? [.light] : appearances,
            platform: platform, colorSpace: options.colorSpace, runs: runs)
        spec.waivers = waivers
        spec.disabledRules = options.config.disabledRules
        if let first = palettes.first { spec.palette = first }
        spec.palettes = palettes.count > 1 ? palettes : []
        spec.standards =
            options.standards ?? (options.config.standards.isEmpty ? [.wcag2] : options.config.standards)
        return spec
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
        let laidOut = specs(options, source: source)
        let pages = try await ProofBatch.render(
            laidOut.pages, fontsDirectory: fontsDirectory, colorSpace: options.colorSpace,
            required: options.required, drawsSheets: false, writingImagesInto: options.imagesDirectory,
            progress: progress)
        let fonts = try FontProvider(fontsDirectory: fontsDirectory ?? FontProvider.defaultDirectory())
        var entries = sites.map(\.entry)
        for index in entries.indices { entries[index].run = laidOut.runs[index] }
        return try ProofPages.merged(
            pages, name: options.name,
            empty: ProofPages.emptyReport(name: options.name, platform: platform, colorSpace: options.colorSpace),
            colorSpace: options.colorSpace, drawsSheet: options.drawsSheet, sites: entries, coverage: coverage,
            judgesAssumedBackgrounds: options.judgesAssumedBackgrounds, fonts: fonts)
    }
}
