import TextProofColor
import TextProofPlatform
import TextProofText

/// What to proof: attributed runs in paragraphs, their colours and fonts, and the appearances to
/// render them in. Read from YAML or JSON by `SpecParser`, or built in Swift.
public struct ProofSpec: Sendable {
    /// Output file prefix: images are `NAME-APPEARANCE.png`.
    public var name: String
    /// The font family (in the fonts folder) or file.
    public var font: FontReference
    /// Families tried, in order, for characters the run's font lacks.
    public var fallback: [FontReference]
    /// Points; runs may override.
    public var size: Double
    /// The default weight of runs.
    public var weight: FontWeight
    /// Pixels per point.
    public var scale: Double
    /// Dynamic Type size that `style:` runs are set at.
    public var contentSize: ContentSizeCategory
    /// The appearances drawn, in order.
    public var appearances: [Appearance]
    /// nil: the catalog's default, systemBackground on iOS and textBackgroundColor on macOS.
    public var background: ColorReference?
    /// A gradient, image or material drawn instead of a solid background.
    public var backdrop: BackdropSpec?
    /// Where text is blended: encoded (as Core Graphics does; the default) or linear light.
    public var compositing: CompositingSpace
    /// Colour-vision deficiencies to simulate: each adds a column per appearance.
    public var vision: [VisionDeficiency] = []
    /// Whose colours names resolve against: UIKit (`ios`) or AppKit (`macos`).
    public var platform: Platform
    /// The release of the colour tables.
    public var palette: Palette
    /// The output space: sRGB (8-bit PNGs) or Display P3 (16-bit).
    public var colorSpace: OutputColorSpace
    /// Every run, in order; a run's index here is its `run` in the report.
    public var runs: [RunSpec]
    /// How the runs group into paragraphs, in order, covering every run once.
    public var paragraphs: [ParagraphSpec]
    /// Where the spec came from, for error messages: its path, or a description.
    public var source: String
    /// Lint ids turned off (`rules: {no-increased-contrast-variant: off}`).
    public var disabledRules: Set<String> = []
    /// The standards cells are judged by, the first shown on the sheet's badges.
    public var standards: [ContrastStandard] = [.wcag2]
    /// Further palettes to draw the same spec with, side by side (`palettes:`, `--palette A,B`);
    /// empty: only `palette`.
    public var palettes: [Palette] = []
    /// Failing combinations accepted with a reason (`allow:` in a catalog or token config).
    public var waivers: [Waiver] = []

    /// A spec whose runs each make a paragraph of their own (one line each, unless they wrap).
    public init(
        name: String, source: String = "<spec>", font: FontReference = .family("Inter"),
        fallback: [FontReference] = ProofSpec.defaultFallback, size: Double = 17, weight: FontWeight = .regular,
        scale: Double = 2, contentSize: ContentSizeCategory = .large, appearances: [Appearance] = Appearance.defaultSet,
        background: ColorReference? = nil, platform: Platform = .ios, palette: Palette = .default,
        colorSpace: OutputColorSpace = .sRGB, backdrop: BackdropSpec? = nil, compositing: CompositingSpace = .encoded,
        runs: [RunSpec], paragraphs: [ParagraphSpec]? = nil
    ) {
        self.backdrop = backdrop
        self.compositing = compositing
        self.name = name
        self.font = font
        self.fallback = fallback
        self.size = size
        self.weight = weight
        self.scale = scale
        self.contentSize = contentSize
        self.appearances = appearances
        self.background = background
        self.platform = platform
        self.palette = palette
        self.colorSpace = colorSpace
        self.runs = runs
        self.paragraphs = paragraphs ?? runs.indices.map { ParagraphSpec(runs: $0..<$0 + 1) }
        self.source = source
    }

    /// DejaVu Sans covers Hebrew, Arabic, Greek and Cyrillic, which Inter lacks in part.
    public static let defaultFallback: [FontReference] = [.family("DejaVu Sans")]

    /// Whether the runs sit on a material (blur, saturation, tint) rather than a plain background.
    public var isOverMaterial: Bool {
        if case .material = backdrop { return true }
        return appearances.contains { $0.isVibrant }
    }

    /// Every palette the spec is drawn with: `palettes`, or `palette` alone.
    public var comparedPalettes: [Palette] { palettes.isEmpty ? [palette] : palettes }

    /// The system colours names resolve against: the platform's, in the palette's release.
    public var catalog: SystemColorCatalog { Self.catalogs.catalog(platform, palette) }

    /// Each table built once a process: a proof asks for it several times (parsing, resolving,
    /// reporting), and building one (a dictionary per colour) took 0.3 ms.
    static let catalogs = BuiltCatalogs()

    final class BuiltCatalogs: Sendable {
        private let built = LockedState<[String: SystemColorCatalog]>([:])

        func catalog(_ platform: Platform, _ palette: Palette) -> SystemColorCatalog {
            let key = platform.rawValue + "/" + palette.rawValue
            if let catalog = built.withLock({ $0[key] }) { return catalog }
            let catalog = SystemColorCatalog(platform: platform, palette: palette)
            built.withLock { $0[key] = catalog }
            return catalog
        }
    }

    /// The point size and weight `run` is set at: its Dynamic Type style at `contentSize`, then its
    /// own size and weight, then the spec's.
    public func metrics(of run: RunSpec) -> (points: Double, weight: FontWeight) {
        let points = run.size ?? run.style?.pointSize(at: contentSize) ?? size
        let weight = run.weight ?? run.style?.weight ?? self.weight
        return (points, weight)
    }
}

/// The space text is blended in.
public enum CompositingSpace: String, Sendable, CaseIterable {
    /// The destination's encoded (gamma) space, as Core Graphics composites: the default.
    case encoded
    /// Linear light: decoded before blending, encoded after.
    case linear
}

/// A paragraph: a range of the spec's runs set together, wrapped and aligned.
public struct ParagraphSpec: Sendable {
    /// The runs in the paragraph (indices into `runs`).
    public var runs: Range<Int>
    /// Wrap width in points; nil keeps each line whole.
    public var width: Double?
    /// How lines sit in the paragraph's width.
    public var alignment: ParagraphStyle.Alignment
    /// Line height as a multiple of the font's.
    public var lineHeightMultiple: Double
    /// Space after the paragraph in points; nil: half the spec's size.
    public var spacingAfter: Double?
    /// The most lines drawn; nil for any.
    public var lineLimit: Int?
    /// The paragraph's base direction.
    public var direction: BidiParagraph.Direction
    /// BCP 47 language for line breaking (zh, ja, ko tailor CJK punctuation).
    public var language: String?

    /// A paragraph of `runs`, `width` points wide.
    public init(
        runs: Range<Int>, width: Double? = nil, alignment: ParagraphStyle.Alignment = .natural,
        lineHeightMultiple: Double = 1, spacingAfter: Double? = nil, lineLimit: Int? = nil,
        direction: BidiParagraph.Direction = .natural, language: String? = nil
    ) {
        self.runs = runs
        self.width = width
        self.alignment = alignment
        self.lineHeightMultiple = lineHeightMultiple
        self.spacingAfter = spacingAfter
        self.lineLimit = lineLimit
        self.direction = direction
        self.language = language
    }
}

/// A font family in the fonts folder, or a font file.
public enum FontReference: Sendable, Hashable, CustomStringConvertible {
    /// A family in the fonts folder (`Inter`, `DejaVu Sans`).
    case family(String)
    /// A font file.
    case file(path: String)

    /// The font as the spec writes it.
    public var description: String {
        switch self {
        case .family(let name): name
        case .file(let path): path
        }
    }
}
