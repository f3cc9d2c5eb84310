import TextProofRaster
import TextProofText

/// One attributed run: text with its colour, font and typographic attributes.
public struct RunSpec: Sendable {
    /// The text drawn.
    public var text: String
    /// nil draws opaque black in every appearance, as NSAttributedString does with no
    /// foreground colour — invisible on a dark background, which the proof shows.
    public var color: ColorReference?
    /// A highlight behind the run's text, filling its lines.
    public var background: ColorReference?
    /// nil: the spec's font.
    public var font: FontReference?
    /// The run's size in points; nil for the spec's.
    public var size: Double?
    /// The run's weight; nil for the spec's.
    public var weight: FontWeight?
    /// Whether the run is italic.
    public var italic: Bool
    /// Dynamic Type text style: sets size and weight at the spec's content size (an explicit size or
    /// weight wins).
    public var style: TextStyle?
    /// OpenType features in HarfBuzz syntax: `liga=0`, `tnum`.
    public var features: [Feature]
    /// Points added after each character (NSAttributedString.Key.tracking / kern).
    public var tracking: Double
    /// Points the run is raised above the baseline.
    public var baselineOffset: Double
    /// An underline, if any.
    public var underline: DecorationSpec?
    /// A strikethrough, if any.
    public var strikethrough: DecorationSpec?
    /// How the run combines with what is under it; nil: source-over, or the vibrancy blend in
    /// vibrant appearances.
    public var blend: BlendMode?
    /// What the run stands for in a generated proof (a catalog colour, a token, a pair); nil for a
    /// spec's own runs.
    public var annotation: CellAnnotation?
    /// Where the run is written in its spec (1-based line and column), for SARIF and annotations.
    public var line: Int?
    /// The run's column in the spec file, when known.
    public var column: Int?

    /// A run of `text` in `color` (nil: opaque black, as NSAttributedString draws).
    public init(
        text: String, color: ColorReference? = nil, size: Double? = nil, weight: FontWeight? = nil,
        background: ColorReference? = nil, font: FontReference? = nil, italic: Bool = false, style: TextStyle? = nil,
        features: [Feature] = [], tracking: Double = 0, baselineOffset: Double = 0, underline: DecorationSpec? = nil,
        strikethrough: DecorationSpec? = nil, blend: BlendMode? = nil
    ) {
        self.blend = blend
        self.text = text
        self.color = color
        self.size = size
        self.weight = weight
        self.background = background
        self.font = font
        self.italic = italic
        self.style = style
        self.features = features
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// An underline or strikethrough: its line style, and a colour of its own (nil: the text's).
public struct DecorationSpec: Sendable, Hashable {
    /// Single, double or thick.
    public var style: DecorationStyle
    /// The line's colour; nil for the run's.
    public var color: ColorReference?

    /// A decoration of `style` in `color`.
    public init(style: DecorationStyle = .single, color: ColorReference? = nil) {
        self.style = style
        self.color = color
    }
}
