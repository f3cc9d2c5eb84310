/// A paragraph split into items (same span, bidi level and font) and shaped, with each cluster's
/// advance attributed to its first scalar so lines can be measured at any break.
struct ShapedParagraph {
    struct Glyph {
        let glyph: UInt32
        /// Scalar index of the cluster's first character.
        let cluster: Int
        let advance: Int
        let xOffset: Int
        let yOffset: Int
        let font: ShapingFont
        let span: Int
    }

    struct Item {
        let range: Range<Int>
        let span: Int
        let font: Int
        let isRightToLeft: Bool
        /// In HarfBuzz's output order: visual order within the item.
        let glyphs: [Glyph]
    }

    let text: ParagraphText
    let spans: [TextSpan]
    /// Which of its span's fonts draws each scalar (0 is the primary).
    let fontIndex: [Int]
    let items: [Item]
    /// 26.6 advance attributed to each scalar (the whole cluster's on its first scalar).
    let advance: [Int]
    let isClusterStart: [Bool]
    /// prefix[i] = advance of scalars 0..<i.
    private let prefix: [Int]

    init(text: ParagraphText, spans: [TextSpan], bidi: BidiParagraph) {
        self.text = text
        self.spans = spans
        let count = text.scalars.count
        var fontIndex = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let span = spans[text.span[index]]
            let scalar = text.scalars[index]
            if index > 0, text.span[index - 1] == text.span[index], Self.continuesCluster(scalar) {
                fontIndex[index] = fontIndex[index - 1]
            } else if !ParagraphText.isWhiteSpace(scalar) {
                fontIndex[index] = span.fonts.firstIndex { $0.face.hasGlyph(for: scalar) } ?? 0
            } else if index > 0, text.span[index - 1] == text.span[index] {
                // Spaces stay in the surrounding font, so a fallback run is not split at each word.
                fontIndex[index] = fontIndex[index - 1]
            }
        }
        self.fontIndex = fontIndex

        var items: [Item] = []
        var advance = [Int](repeating: 0, count: count)
        var isClusterStart = [Bool](repeating: false, count: count + 1)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, text.span[end] == text.span[start], bidi.levels[end] == bidi.levels[start],
                fontIndex[end] == fontIndex[start]
            {
                end += 1
            }
            let span = spans[text.span[start]]
            let font = span.fonts[fontIndex[start]]
            let isRightToLeft = bidi.levels[start] % 2 == 1
            let shaped = font.shape(
                utf8: text.utf8, range: text.byteOffset[start]..<text.byteOffset[end],
                direction: isRightToLeft ? .rightToLeft : .leftToRight, features: span.features)
            let tracking = Int(fixed26_6: span.tracking)
            var tracked = Set<Int>()
            let glyphs = shaped.map { glyph -> Glyph in
                let cluster = text.scalarAtByte[Int(glyph.cluster)]
                var glyphAdvance = glyph.xAdvance
                if tracking != 0, tracked.insert(cluster).inserted { glyphAdvance += tracking }
                advance[cluster] += glyphAdvance
                isClusterStart[cluster] = true
                return Glyph(
                    glyph: glyph.glyph, cluster: cluster, advance: glyphAdvance, xOffset: glyph.xOffset,
                    yOffset: glyph.yOffset, font: font, span: text.span[start])
            }
            items.append(
                Item(
                    range: start..<end, span: text.span[start], font: fontIndex[start], isRightToLeft: isRightToLeft,
                    glyphs: glyphs))
            start = end
        }
        isClusterStart[count] = true
        self.items = items
        self.advance = advance
        self.isClusterStart = isClusterStart
        var prefix = [0]
        for value in advance { prefix.append(prefix[prefix.count - 1] + value) }
        self.prefix = prefix
    }

    /// Marks, joiners and variation selectors belong to the character before them.
    static func continuesCluster(_ scalar: UInt32) -> Bool {
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return value.value == 0x200D || (0xFE00...0xFE0F).contains(value.value)
        }
    }

    /// Pen travel over `range`, 26.6.
    func width(of range: Range<Int>) -> Int { prefix[range.upperBound] - prefix[range.lowerBound] }

    func trimmingTrailingWhiteSpace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, ParagraphText.isWhiteSpace(text.scalars[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// "…" shaped in the span's primary font (or the first fallback that has it).
    func ellipsis(span index: Int) -> [Glyph] {
        guard spans.indices.contains(index) else { return [] }
        let span = spans[index]
        let font = span.fonts.first { $0.face.hasGlyph(for: 0x2026) } ?? span.fonts[0]
        return font.shape("\u{2026}", features: span.features).map {
            Glyph(
                glyph: $0.glyph, cluster: -1, advance: $0.xAdvance, xOffset: $0.xOffset, yOffset: $0.yOffset,
                font: font, span: index)
        }
    }
}
