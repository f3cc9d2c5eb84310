/// One attributed run of a paragraph, as the layout needs it: its text, the fonts to draw it with
/// (primary first, then fallbacks, all at the run's pixel size) and its typographic attributes.
/// Colours are not here: `runIndex` lets the caller map glyphs back to its own run.
public struct TextSpan {
    public var text: String
    public var runIndex: Int
    /// The primary font, then the fallback list; a cluster the primary lacks is drawn from the
    /// first that has it.
    public var fonts: [ShapingFont]
    public var features: [Feature]
    /// Pixels added after each character (NSAttributedString's kern / tracking).
    public var tracking: Double
    /// Pixels the glyphs are raised above the baseline.
    public var baselineOffset: Double
    public var underline: DecorationStyle?
    public var strikethrough: DecorationStyle?

    public init(
        text: String, runIndex: Int, fonts: [ShapingFont], features: [Feature] = [], tracking: Double = 0,
        baselineOffset: Double = 0, underline: DecorationStyle? = nil, strikethrough: DecorationStyle? = nil
    ) {
        self.text = text
        self.runIndex = runIndex
        self.fonts = fonts
        self.features = features
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// NSUnderlineStyle's line styles.
public enum DecorationStyle: String, Sendable, CaseIterable {
    case single, thick, double
}

/// How a paragraph's lines are set.
public struct ParagraphStyle: Sendable {
    public enum Alignment: String, Sendable, CaseIterable {
        /// Left for a left-to-right paragraph, right for a right-to-left one.
        case natural, left, center, right, justified
    }

    /// Wrap width in pixels; nil sets each line (split only at mandatory breaks) at its own width.
    public var width: Double?
    public var alignment: Alignment
    /// Line height as a multiple of the font's (ascender + descender); the extra goes above.
    public var lineHeightMultiple: Double
    public var direction: BidiParagraph.Direction
    /// At most this many lines; the last one ends in "…" when text is cut.
    public var lineLimit: Int?
    /// BCP 47 language for line-break tailoring (zh, ja, ko).
    public var language: String?

    public init(
        width: Double? = nil, alignment: Alignment = .natural, lineHeightMultiple: Double = 1,
        direction: BidiParagraph.Direction = .natural, lineLimit: Int? = nil, language: String? = nil
    ) {
        self.width = width
        self.alignment = alignment
        self.lineHeightMultiple = lineHeightMultiple
        self.direction = direction
        self.lineLimit = lineLimit
        self.language = language
    }
}
