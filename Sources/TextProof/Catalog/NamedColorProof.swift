import TextProofColor
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A colour a team named: one colour set of an asset catalog, or one design token.
public struct NamedColor: Sendable {
    /// `Brand/Accent` (catalog), `color.text.primary` (tokens).
    public let name: String
    /// The colour, as declared.
    public let reference: ColorReference
    /// The file it is defined in (a colour set's Contents.json, a token file) and the line, where known.
    public let source: String
    /// The line in `source` that declares it, when known.
    public let line: Int?
    /// The name with the groups it sits in, for inferring its role: a catalog colour's folders
    /// (`Colors/Label/primary`) even where they give no namespace; a token's path.
    public let path: String
    /// Where each appearance's value is written, when it is not `source`/`line` (a token file per mode).
    public var placesByAppearance: [Appearance: Place] = [:]

    /// A file and, where known, a line in it.
    public struct Place: Sendable, Hashable {
        public var file: String
        public var line: Int?

        public init(file: String, line: Int?) {
            self.file = file
            self.line = line
        }
    }

    /// A named colour from `source` (a colour set's Contents.json or a token file), at `line`, under `path` (its folders or token groups).
    public init(name: String, reference: ColorReference, source: String, line: Int? = nil, path: String? = nil) {
        self.name = name
        self.reference = reference
        self.source = source
        self.line = line
        self.path = path ?? name
    }
}

/// A proof of a set of named colours (an asset catalog, a token file) by role:
///
/// - with `pairs:` in the config, each pair's text drawn on its background (judged), then every
///   colour once in its role (not judged);
/// - without, each `text` or `any` colour on the platform background (judged) and on each
///   `background` colour (the matrix; not judged), `label` on each `background` or `any` colour,
///   and each `decoration` as text on the platform background (never judged).
///
/// Runs are split into pages of `runsPerPage` (`NAME-p2-light.png`, …) so no image passes the
/// canvas limit; one report and one (paged) sheet cover them all.
public struct NamedColorProof: Sendable {
    /// Runs per page: well under the 10,000-pixel limit at scale 2.
    public static let runsPerPage = 80
    /// The most text × background combinations drawn without `pairs:` (each is a run in every
    /// appearance); above it only text on the platform background is drawn, and `notes` says so.
    public static let matrixLimit = 400

    /// Why a catalog gave nothing to proof.
    public static func nothingUsable(_ skipped: Int) -> String {
        skipped == 0
            ? "no colour sets (*.colorset) in this catalog"
            : "no usable colour sets in this catalog (\(skipped) skipped)"
    }

    /// What the proof left out, for the report's `notes` and the console.
    public var notes: [String] {
        let roles = Array(roles.values)
        let texts = roles.filter { $0 == .text || $0 == .any }.count,
            backgrounds = roles.filter { $0 == .background }.count
        guard config.pairs.isEmpty, texts * backgrounds > Self.matrixLimit else { return [] }
        return [
            "\(texts) text × \(backgrounds) background colours make \(texts * backgrounds) combinations, over the \(Self.matrixLimit) drawn "
                + "without pairs: only text on the platform background is proofed. Name the pairs the app draws in \(ProofConfig.fileName) (pairs:)."
        ]
    }

    /// The proof's name: file prefix and report name.
    public let name: String
    /// The catalog folder or token files, for error messages and the report.
    public let source: String
    /// The colours to proof.
    public let colors: [NamedColor]
    /// Colours that could not be read, reported and skipped.
    public let problems: [AssetCatalog.Problem]
    /// Roles, pairs, waivers, rules, palettes and standards.
    public let config: ProofConfig
    /// Whose system colours references resolve against.
    public let platform: Platform
    /// The release of the colour tables.
    public let palette: Palette
    /// The appearances drawn.
    public let appearances: [Appearance]
    /// The output space of the proof's images.
    public let colorSpace: OutputColorSpace
    /// Palettes drawn side by side; empty: `palette` alone (or the config's `palettes:`).
    public var palettes: [Palette] = []
    /// Standards cells are judged by; nil: the config's `standards:`, else WCAG 2.
    public var standards: [ContrastStandard]?

    /// The most colours one proof takes (a catalog's colour sets, a token file's colours): each is a
    /// run in every appearance, on pages of bounded size, but the report holds them all.
    public static let maximumColors = 10_000

    /// A proof of `colors`, grouped by role, judged by pairs or as a matrix (see `ColorRole`).
    public init(
        name: String, source: String, colors: [NamedColor], problems: [AssetCatalog.Problem] = [],
        config: ProofConfig = ProofConfig(),
        platform: Platform, palette: Palette = .default, appearances: [Appearance]? = nil,
        colorSpace: OutputColorSpace = .sRGB
    ) {
        self.name = name
        self.source = source
        self.colors = colors
        self.problems = problems
        self.config = config
        self.platform = platform
        self.palette = palette
        self.appearances = appearances ?? SystemColorCatalog(platform: platform, palette: palette).allAppearances
        self.colorSpace = colorSpace
    }

    var systemCatalog: SystemColorCatalog { SystemColorCatalog(platform: platform, palette: palette) }

    /// Checks the config's names against these colours (and the system colours).
    public func validateConfig() throws(SpecError) {
        let catalog = systemCatalog
        try config.validate(names: Set(colors.map(\.name)), isSystemColor: { catalog.color(named: $0) != nil })
    }

    /// A name in a pair: one of these colours, a system colour, or a hex value.
    func reference(named name: String) -> ColorReference? {
        if let color = colors.first(where: { $0.name == name }) { return color.reference }
        if systemCatalog.color(named: name) != nil { return .named(name) }
        return ColorU8(hex: name).map(ColorReference.fixed)
    }

    /// Each colour's role: `roles:` in the config, else a palette ramp's swatch, else the role its
    /// name or path implies.
    public var roles: [String: ColorRole] {
        let ramps = ColorRole.paletteRamps(in: colors.map { $0.path })
        return Dictionary(
            colors.map { color in
                let role =
                    config.explicitRole(of: color.name)
                    ?? (ramps.contains(color.path) ? .palette : ColorRole.inferred(from: color.path))
                return (color.name, role)
            }, uniquingKeysWith: { first, _ in first })
    }

    /// Every run, in order: pairs (or the matrix), backgrounds, decorations, palette swatches.
    public func runs() -> [RunSpec] {
        let platformBackground = systemCatalog.defaultBackgroundName
        let label = platform == .ios ? "label" : "labelColor"
        let roles = roles
        let texts = colors.filter { roles[$0.name] == .text || roles[$0.name] == .any }
        let backgrounds = colors.filter { roles[$0.name] == .background }
        let underLabel = colors.filter { roles[$0.name] == .background || roles[$0.name] == .any }
        let decorations = colors.filter { roles[$0.name] == .decoration || roles[$0.name] == .palette }
        var runs: [RunSpec] = []
        func add(_ text: String, color: ColorReference, on background: ColorReference?, _ annotation: CellAnnotation) {
            var run = RunSpec(text: text, color: color, background: background)
            run.annotation = annotation
            runs.append(run)
        }
        let paired = !config.pairs.isEmpty
        for pair in config.pairs {
            guard let text = reference(named: pair.text), let background = reference(named: pair.background) else {
                continue
            }
            let onPlatform = pair.background == platformBackground
            add(
                onPlatform ? pair.text : "\(pair.text) on \(pair.background)", color: text,
                on: onPlatform ? nil : background,
                CellAnnotation(
                    subject: pair.text, backgroundName: pair.background, role: .text, judged: true,
                    declaredBy: colors.first { $0.name == pair.text }))
        }
        for color in texts {
            add(
                color.name, color: color.reference, on: nil,
                CellAnnotation(
                    subject: color.name, backgroundName: platformBackground, role: .text, judged: !paired,
                    declaredBy: color))
            guard !paired, texts.count * backgrounds.count <= Self.matrixLimit else { continue }
            for background in backgrounds where background.name != color.name {
                add(
                    "\(color.name) on \(background.name)", color: color.reference, on: background.reference,
                    CellAnnotation(
                        subject: color.name, backgroundName: background.name, role: .text, judged: false,
                        declaredBy: color))
            }
        }
        for background in underLabel {
            add(
                "\(label) on \(background.name)", color: .named(label), on: background.reference,
                CellAnnotation(
                    subject: background.name, backgroundName: background.name, role: .background, judged: false,
                    declaredBy: background))
        }
        for decoration in decorations {
            add(
                decoration.name, color: decoration.reference, on: nil,
                CellAnnotation(
                    subject: decoration.name, backgroundName: platformBackground, role: roles[decoration.name]!,
                    judged: false,
                    declaredBy: decoration))
        }
        return runs
    }

    /// One spec per page.
    public func specs() -> [ProofSpec] {
        let runs = runs()
        let pages = stride(from: 0, to: runs.count, by: Self.runsPerPage).map {
            Array(runs[$0..<min($0 + Self.runsPerPage, runs.count)])
        }
        let palettes = self.palettes.isEmpty ? config.palettes : self.palettes
        // ios13 has light and dark only: with it, draw the appearances every palette has.
        let drawn = appearances.filter { appearance in
            palettes.allSatisfy {
                SystemColorCatalog(platform: platform, palette: $0).supportedAppearances.contains(
                    appearance.withoutVariant)
            }
        }
        return pages.enumerated().map { index, runs in
            var spec = ProofSpec(
                name: pages.count == 1 ? name : "\(name)-page\(index + 1)", source: source,
                appearances: drawn.isEmpty ? [.light] : drawn,
                platform: platform, palette: palette, colorSpace: colorSpace, runs: runs)
            spec.waivers = config.waivers
            spec.disabledRules = config.disabledRules
            if let first = palettes.first { spec.palette = first }
            spec.palettes = palettes.count > 1 ? palettes : []
            spec.standards = standards ?? (config.standards.isEmpty ? [.wcag2] : config.standards)
            return spec
        }
    }

    /// Renders every page, one after another, into one proof (see `merged`).
    public func render(fonts: FontProvider, required: Requirement = .aa, progress: (Int, Int) -> Void = { _, _ in })
        throws(ProofError)
        -> Proof
    {
        let renderer = ProofRenderer(fonts: fonts, colorSpace: colorSpace, required: required, drawsSheet: false)
        var pages: [Proof] = []
        let specs = specs()
        for (index, spec) in specs.enumerated() {
            pages.append(try renderer.render(spec))
            progress(index + 1, specs.count)
        }
        return try merged(pages, fonts: fonts)
    }

    /// Renders the pages on all cores (`ProofBatch`); the same proof as `render`, byte for byte.
    /// With `imagesDirectory`, each page's images are written there as soon as each appearance is
    /// painted (`ProofRenderer.writesImagesInto`), so memory stays flat however many pages and
    /// appearances there are; write the proof into that folder.
    public func renderConcurrently(
        fontsDirectory: String?, required: Requirement = .aa, drawsSheet: Bool = true,
        imagesDirectory: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Proof {
        let pages = try await ProofBatch.render(
            specs(), fontsDirectory: fontsDirectory, colorSpace: colorSpace, required: required, drawsSheets: false,
            writingImagesInto: imagesDirectory, progress: progress)
        return try merged(pages, fonts: FontProvider(fontsDirectory: fontsDirectory), drawsSheet: drawsSheet)
    }

    /// The pages' proofs as one: images in page order, cells renumbered across pages, findings
    /// once per colour, the skipped colour sets, and one sheet (paged when large).
    public func merged(_ pages: consuming [Proof], fonts: FontProvider, drawsSheet: Bool = true) throws(ProofError)
        -> Proof
    {
        let firstSkipped = pages.first?.report.skipped
        let hasPages = !pages.isEmpty
        var proof = try ProofPages.merged(
            pages, name: name,
            empty: ProofReport(
                name: name, platform: platform.rawValue, palette: systemCatalog.name, colorSpace: colorSpace.rawValue,
                font: "Inter", scale: 2, images: [], cells: [], findings: []),
            colorSpace: colorSpace, drawsSheet: false, fonts: fonts)
        proof.report.skipped = problems.isEmpty && hasPages ? firstSkipped : problems
        if colors.isEmpty {
            proof.report.skipped =
                (proof.report.skipped ?? []) + [
                    AssetCatalog.Problem(path: source, message: Self.nothingUsable(problems.count))
                ]
        }
        proof.report.notes = notes.isEmpty ? nil : notes
        if drawsSheet, !proof.report.cells.isEmpty { try proof.drawSheets(fonts: fonts) }
        return proof
    }

    /// Shard `shard` of the pages, each page its own proof with its own sheet (named `NAME-pK`
    /// when there are pages); the first page's report carries the skipped colour sets.
    public func pages(
        in shard: Shard, fontsDirectory: String?, required: Requirement = .aa, drawsSheet: Bool = true,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [Proof] {
        let all = specs()
        let chosen = shard.select(Array(all.indices))
        var proofs = try await ProofBatch.render(
            chosen.map { all[$0] }, fontsDirectory: fontsDirectory, colorSpace: colorSpace, required: required,
            drawsSheets: drawsSheet, progress: progress)
        if let first = chosen.firstIndex(of: 0) { proofs[first].report.skipped = problems }
        return proofs
    }
}
