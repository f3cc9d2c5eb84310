import TextProofColor
import TextProofRaster
import TextProofText

/// The machine-readable result of one proof, written as `report.json`. A stable public format:
/// fields are only ever added, never renamed or removed (see README, "report.json").
public struct ProofReport: Codable, Hashable, Sendable {
    /// Version of this format.
    public var formatVersion: Int = 1
    /// The spec's name.
    public var name: String
    /// `ios` or `macos`.
    public var platform: String?
    /// The colour table names resolved against: `ios26`, `ios18`, `ios13` or `appkit`.
    public var palette: String
    /// The output space: `srgb` or `display-p3`.
    public var colorSpace: String
    /// The font the spec names.
    public var font: String
    /// Pixels per point.
    public var scale: Double
    /// The images' file names, in order.
    public var images: [String]
    /// One per run × appearance, runs in spec order, appearances in spec order within each run.
    public var cells: [Cell]
    /// Lints: mistakes Apple's guidance warns of, each with its fix.
    public var findings: [Finding]?
    /// Asset-catalog colour sets that could not be read, by path; the rest still rendered.
    public var skipped: [AssetCatalog.Problem]?
    /// A gradient, image or material background, described; absent for a solid one.
    public var backdrop: String?
    /// `linear` when text was blended in linear light; absent for the default encoded space.
    public var compositing: String?
    /// The proof sheet's file name (`NAME.png`): every appearance side by side.
    public var sheet: String?
    /// Golden comparisons of the images (`render --golden`), one per image.
    public var goldens: [GoldenResult]?
    /// Every palette drawn, when a proof compares several (`palette` is the first).
    public var palettes: [String]?
    /// Cells that measure differently between consecutive palettes (level, or ratio by more than 0.1).
    public var changes: [ReleaseChange]?
    /// The standards cells were judged by, when not WCAG 2 alone.
    public var standards: [String]?
    /// What a generated proof left out and why (a catalog's matrix over its limit).
    public var notes: [String]?
    /// Every page of the proof sheet, when it has more than one (`NAME.png`, `NAME-2.png`, …).
    public var sheets: [String]?
    /// `textproof scan`: every text site found in the Swift code, measured or not.
    public var sites: [SourceSite]?
    /// `textproof scan`: how many sites were found and what became of them, before any verdict.
    /// report.json writes it first (see `ReportJSON`).
    public var coverage: ScanCoverage?
    /// `textproof scan --judge-assumed`: true when cells on an assumed background count against
    /// `--require` as known pairs do; absent: they are warnings.
    public var judgesAssumedBackgrounds: Bool?

    /// One run in one appearance (or simulated vision): its colours, what was measured and the verdicts.
    public struct Cell: Codable, Hashable, Sendable {
        /// Index of the run in the spec.
        public var run: Int
        /// The run's text.
        public var text: String
        /// The appearance (encoded as its name).
        public var appearance: Appearance
        /// The run's colour resolved for the appearance, in the output space: `#RRGGBBAA`.
        public var color: String
        /// The colour as the spec declared it (`secondaryLabel`, `display-p3(1 0 0)`, …).
        public var declared: String?
        /// The background resolved for the appearance, in the output space: `#RRGGBBAA`.
        public var background: String
        /// What the pixels say; null when the run drew nothing.
        public var measured: Measured?
        /// The run's size in points.
        public var sizePoints: Double
        /// The run's weight.
        public var weight: FontWeight
        /// Whether WCAG counts the run as large text (18 pt, or 14 pt bold).
        public var largeText: Bool
        /// `AAA`, `AA`, `fail`, or `none` when nothing was measured.
        public var level: CellLevel
        /// The image file the cell was measured in.
        public var image: String
        /// The run's line box in the image, pixels.
        public var bounds: PixelRect
        /// Present when the declared text colour lies outside the output gamut.
        public var gamut: Gamut?
        /// Fallback families that drew characters the run's font lacks; absent when none did.
        public var fallbackFonts: [String]?
        /// The blend mode the run was drawn with, when not source-over (vibrancy uses plus-darker in
        /// light and plus-lighter in dark).
        public var blend: BlendMode?
        /// The colour-vision deficiency this cell simulates (`--vision`); nil for normal vision.
        public var vision: VisionDeficiency?
        /// The colour set or token this cell proofs (catalogs and tokens): `Brand/Accent`.
        public var subject: String?
        /// The named background the text is drawn on (catalogs and tokens): `Background/Card`.
        public var backgroundName: String?
        /// `text`, `background` (label drawn on the colour) or `decoration`; absent for spec runs.
        public var role: ColorRole?
        /// `false` when `--require` does not judge this cell (decorations, text on a catalog
        /// background that no pair names); absent when it does.
        public var judged: Bool?
        /// `true` when the background is the platform's default, assumed because the code sets none
        /// (`textproof scan`): such a cell is a warning, not a failure, unless the report
        /// `judgesAssumedBackgrounds`; absent when the background is known.
        public var backgroundAssumed: Bool?
        /// The reason a waiver (`allow:`) gives; a waived cell is shown, never counted.
        public var waived: String?
        /// Where the run or colour is written: the spec, a colour set's Contents.json or a token file.
        public var source: String?
        /// The line and column in `source`, where known.
        public var sourceLine: Int?
        /// The column of the run in the spec file, when known.
        public var sourceColumn: Int?
        /// For a cell below the required level: the nearest colour that reaches it.
        public var suggestion: Suggestion?
        /// Each standard's verdict (`--standard`, `standards:`), keyed `wcag2`, `apple`, `apca`.
        public var levels: [String: StandardVerdict]?
        /// The palette the cell was drawn with, when a proof compares several (`--palette A,B`).
        public var palette: String?

        /// The column it belongs to: the palette when several are compared, the appearance, and the
        /// simulated vision if any.
        public var column: String {
            (palette.map { "\($0) · " } ?? "") + appearance.name + (vision.map { " · \($0)" } ?? "")
        }

        /// The verdict of `standard` on what was measured (the worst strips); nil when nothing was.
        public func verdict(_ standard: ContrastStandard) -> StandardVerdict? {
            guard let measured else { return nil }
            let weight = self.weight.openTypeWeight
            return StandardVerdict.judge(
                standard, ratio: measured.wcagWorst ?? measured.wcag, lc: measured.apcaLcWorst ?? measured.apcaLc,
                points: sizePoints, weight: weight)
        }
    }

    /// What the pixels gave: the two colours and the contrast between them.
    public struct Measured: Codable, Hashable, Sendable {
        /// `#RRGGBB` of the text pixel.
        public var text: String
        /// `#RRGGBB` of the background pixel next to the glyphs.
        public var background: String
        /// WCAG 2.x contrast ratio, rounded to two places (the level uses the unrounded value).
        public var wcag: Double
        /// APCA Lc (APCA-W3 0.0.98G-4g), text on background, rounded to two places.
        public var apcaLc: Double
        /// Worst and median over the run's 8-pixel strips: equal to the above on a uniform
        /// background, lower where a gradient or material changes under the text.
        public var wcagWorst: Double?
        /// The median strip's WCAG ratio over a non-uniform background.
        public var wcagMedian: Double?
        /// The worst strip's APCA Lc over a non-uniform background.
        public var apcaLcWorst: Double?
        /// The median strip's APCA Lc over a non-uniform background.
        public var apcaLcMedian: Double?

        /// The report's form of a measurement, ratios rounded to two places.
        public init(_ measurement: ContrastMeasurement) {
            func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            text = measurement.text.hexRGB
            background = measurement.background.hexRGB
            wcag = round(measurement.wcag)
            apcaLc = round(measurement.apcaLc)
            wcagWorst = round(measurement.wcagWorst)
            wcagMedian = round(measurement.wcagMedian)
            apcaLcWorst = round(measurement.apcaLcWorst)
            apcaLcMedian = round(measurement.apcaLcMedian)
        }
    }

    /// A passing colour for a failing cell: the declared colour's OKLCH hue kept, lightness (then
    /// chroma) moved the least CIEDE2000 that reaches `level` on the measured background, alpha kept.
    public struct Suggestion: Codable, Hashable, Sendable {
        /// `#RRGGBBAA` in the output space.
        public var color: String
        /// The same colour as CSS `oklch(L C H / A)`.
        public var oklch: String
        /// What the suggested colour gives on the cell's measured background.
        public var wcag: Double
        /// APCA Lc of the suggested colour on the background.
        public var apcaLc: Double
        /// The level it reaches (the required one, or better).
        public var level: ContrastLevel
        /// CIEDE2000 from the declared colour.
        public var deltaE2000: Double
        /// `background` when the background colour is what changes (a catalog background with
        /// label on it); absent when it is the text colour.
        public var target: String?
    }

    /// How far a colour was outside the output gamut before clipping.
    public struct Gamut: Codable, Hashable, Sendable {
        /// CIEDE2000 difference between the declared colour and the one drawn.
        public var deltaE2000: Double
        /// The largest amount a component lay outside 0…1 in the output space.
        public var maxExcess: Double
    }

    /// A lint: something about the spec's colours worth a look, with how to fix it.
    public struct Finding: Codable, Hashable, Sendable {
        /// Stable identifier, such as `no-foreground-color`.
        public var id: String
        public var severity: Severity

        /// How much a finding matters: a `warning` is worth fixing, an `info` worth knowing.
        public enum Severity: String, Codable, Hashable, Sendable {
            case warning, info
        }
        /// The run the finding is about, or null for the spec's background.
        public var run: Int?
        /// The colour as declared.
        public var color: String
        /// The appearance it shows in, or null when it holds in every one.
        public var appearance: String?
        /// What is wrong and how to fix it.
        public var message: String
        /// The colour set or token the finding is about (catalogs and tokens); absent for specs.
        public var subject: String?
        /// Where the run (or colour) is written, for SARIF and annotations.
        public var source: String?
        /// The line in the spec file, when known.
        public var sourceLine: Int?
        /// The column in the spec file, when known.
        public var sourceColumn: Int?
    }
}

extension ProofReport.Cell {
    init(
        run: LaidOutRun, appearance: Appearance, image: String, text: ResolvedColors.Resolved,
        background: ResolvedColors.Resolved, measurement: ContrastMeasurement?
    ) {
        let largeText = ContrastLevel.isLargeText(points: run.points, isBold: run.weight.isBold)
        self.run = run.index
        self.text = run.text
        self.appearance = appearance
        color = text.converted.color.hexRGBA
        declared = text.declared
        self.background = background.converted.color.hexRGBA
        measured = measurement.map(ProofReport.Measured.init)
        sizePoints = run.points
        weight = run.weight
        self.largeText = largeText
        level = CellLevel(measurement, largeText: largeText)
        self.image = image
        bounds = run.bounds
        fallbackFonts = run.fallbackFamilies.isEmpty ? nil : run.fallbackFamilies
        if text.converted.outOfGamut {
            let excess = text.converted.exact.map { max($0 - 1, -$0, 0) }.max() ?? 0
            gamut = ProofReport.Gamut(
                deltaE2000: (text.converted.deltaE * 100).rounded() / 100, maxExcess: (excess * 10000).rounded() / 10000
            )
        }
    }
}
