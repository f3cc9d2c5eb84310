/// Lays out one paragraph of attributed spans: font fallback per character, bidi levels (FriBidi),
/// shaping per item (HarfBuzz), line breaking at UAX #14 opportunities (libunibreak), visual
/// reordering per line, alignment, justification, line limits with an ellipsis, and decorations.
///
/// Positions are 26.6 fixed-point pixels: x from the paragraph's left edge, y up from the line's
/// baseline; line tops and baselines are whole pixels from the paragraph's top.
public struct ParagraphLayout {
    public struct PositionedGlyph {
        public let font: ShapingFont
        public let glyph: UInt32
        public let x: Int
        public let y: Int
        public let runIndex: Int
    }

    /// A run's stretch of one line, 26.6 x extents.
    public struct Segment: Sendable, Equatable {
        public let runIndex: Int
        public let x0: Int
        public let x1: Int
    }

    /// An underline or strikethrough stroke: 26.6 x extents, centre and thickness in pixels (centre
    /// above the baseline, negative below).
    public struct Decoration: Sendable, Equatable {
        public let runIndex: Int
        public let x0: Int
        public let x1: Int
        public let centre: Double
        public let thickness: Double
    }

    public struct Line {
        public let top: Int
        public let height: Int
        /// Pixels from the paragraph's top.
        public let baseline: Int
        /// Logical scalar range, trailing white space excluded.
        public let range: Range<Int>
        /// Pen travel of the line, 26.6.
        public let width: Int
        public let glyphs: [PositionedGlyph]
        /// In visual order.
        public let segments: [Segment]
        public let decorations: [Decoration]
        /// Logical scalar indices in visual order (UAX #9 rules L1–L2).
        public let visualOrder: [Int]
    }

    public let lines: [Line]
    /// Pixels.
    public let height: Int
    /// The box width, 26.6: the wrap width when set, else the widest line.
    public let width: Int
    public let isRightToLeft: Bool
    /// Whether a line limit cut text (the last line ends in "…").
    public let isTruncated: Bool
    /// For each run that needed fallback, the families that drew some of its characters.
    public let fallbackFamilies: [Int: [String]]
    public let text: ParagraphText

    public init(spans: [TextSpan], style: ParagraphStyle = ParagraphStyle()) {
        let text = ParagraphText(spans: spans)
        self.text = text
        let bidi = BidiParagraph(scalars: text.scalars, direction: style.direction)
        isRightToLeft = bidi.isRightToLeft
        let shaped = ShapedParagraph(text: text, spans: spans, bidi: bidi)
        var fallback: [Int: [String]] = [:]
        for (index, fontIndex) in shaped.fontIndex.enumerated() where fontIndex > 0 {
            let span = spans[text.span[index]]
            let family = span.fonts[fontIndex].face.file.familyName
            if !(fallback[span.runIndex]?.contains(family) ?? false) {
                fallback[span.runIndex, default: []].append(family)
            }
        }
        fallbackFamilies = fallback

        let maximum = style.width.map { Int(fixed26_6: $0) }
        let breaks = LineBreakOpportunities(scalars: text.scalars, language: style.language)
        var fitter = LineFitter(shaped: shaped, breaks: breaks, maximumWidth: maximum)
        var ranges = fitter.lines()
        var ellipsis: [ShapedParagraph.Glyph] = []
        var truncated = false
        if let limit = style.lineLimit, limit > 0, ranges.count > limit {
            truncated = true
            let start = ranges[limit - 1].lowerBound
            let spanIndex = text.span[max(0, min(start, text.scalars.count - 1))]
            ellipsis = shaped.ellipsis(span: spanIndex)
            let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
            let end =
                maximum.map {
                    fitter.truncationEnd(from: start, to: text.scalars.count, reserving: ellipsisWidth, maximum: $0)
                }
                ?? ranges[limit - 1].upperBound
            ranges = Array(ranges.prefix(limit - 1)) + [start..<end]
        }
        isTruncated = truncated

        let drawn = ranges.map { shaped.trimmingTrailingWhiteSpace($0) }
        let widths = drawn.enumerated().map { index, range in
            shaped.width(of: range) + (index == drawn.count - 1 ? ellipsis.reduce(0) { $0 + $1.advance } : 0)
        }
        let box = maximum ?? (widths.max() ?? 0)
        width = box
        var lines: [Line] = []
        var top = 0
        for (index, range) in ranges.enumerated() {
            let isLast = index == ranges.count - 1
            let endsParagraphOrLine =
                isLast || (range.upperBound > 0 && breaks.kinds[range.upperBound - 1] == .mustBreak)
            let line = LineBuilder(
                shaped: shaped, spans: spans, bidi: bidi, style: style, range: range, drawnRange: drawn[index],
                width: widths[index], box: box, justify: style.alignment == .justified && !endsParagraphOrLine,
                ellipsis: isLast ? ellipsis : [], top: top
            ).build()
            lines.append(line)
            top += line.height
        }
        self.lines = lines
        height = top
    }
}

/// The paragraph's text as scalars, with the span and UTF-8 offset of each.
public struct ParagraphText: Sendable {
    public let scalars: [UInt32]
    /// Index into the spans of each scalar.
    public let span: [Int]
    public let utf8: [UInt8]
    /// UTF-8 offset of each scalar, and the total length at the end.
    public let byteOffset: [Int]
    /// Scalar index of each UTF-8 byte, and `scalars.count` at the end.
    let scalarAtByte: [Int]

    init(spans: [TextSpan]) {
        var scalars: [UInt32] = [], span: [Int] = [], utf8: [UInt8] = [], offsets: [Int] = []
        for (index, item) in spans.enumerated() {
            for scalar in item.text.unicodeScalars {
                offsets.append(utf8.count)
                scalars.append(scalar.value)
                span.append(index)
                utf8.append(contentsOf: String(scalar).utf8)
            }
        }
        offsets.append(utf8.count)
        var scalarAtByte = [Int](repeating: scalars.count, count: utf8.count + 1)
        for index in scalars.indices {
            for byte in offsets[index]..<offsets[index + 1] { scalarAtByte[byte] = index }
        }
        self.scalars = scalars
        self.span = span
        self.utf8 = utf8
        byteOffset = offsets
        self.scalarAtByte = scalarAtByte
    }

    /// Unicode's White_Space property. ASCII is answered here: looking the property up costs
    /// more than shaping a letter, and a paragraph asks for every scalar, twice.
    static func isWhiteSpace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
        guard let value = Unicode.Scalar(scalar) else { return false }
        return value.properties.isWhitespace
    }
}
