/// Places one line's glyphs: visual order from the bidi levels, alignment within the box,
/// justification across spaces, baseline from the fonts used, decorations per run.
struct LineBuilder {
    let shaped: ShapedParagraph
    let spans: [TextSpan]
    let bidi: BidiParagraph
    let style: ParagraphStyle
    /// The whole line, trailing white space included (so rule L1 sees it).
    let range: Range<Int>
    let drawnRange: Range<Int>
    let width: Int
    let box: Int
    let justify: Bool
    let ellipsis: [ShapedParagraph.Glyph]
    let top: Int

    private struct Piece {
        let glyphs: [ShapedParagraph.Glyph]
        let span: Int
        let order: Int
    }

    func build() -> ParagraphLayout.Line {
        let visual = bidi.visualOrder(of: range).filter { drawnRange.contains($0) }
        // Each drawn scalar's place in visual order (the visual order holds every one of them).
        var position = [Int](repeating: 0, count: drawnRange.count)
        for (order, index) in visual.enumerated() { position[index - drawnRange.lowerBound] = order }

        var pieces: [Piece] = []
        for item in shaped.items where item.range.overlaps(drawnRange) {
            let glyphs = item.glyphs.filter { drawnRange.contains($0.cluster) }
            guard !glyphs.isEmpty else { continue }
            let order = item.range.clamped(to: drawnRange).map { position[$0 - drawnRange.lowerBound] }.min() ?? 0
            pieces.append(Piece(glyphs: glyphs, span: item.span, order: order))
        }
        pieces.sort { $0.order < $1.order }
        if !ellipsis.isEmpty {
            let piece = Piece(glyphs: ellipsis, span: ellipsis[0].span, order: 0)
            if bidi.isRightToLeft { pieces.insert(piece, at: 0) } else { pieces.append(piece) }
        }

        // Justification: the extra space goes to the spaces between words.
        let spaces =
            justify
            ? pieces.flatMap(\.glyphs).filter { $0.cluster >= 0 && shaped.text.scalars[$0.cluster] == 0x20 }.count : 0
        let extra = spaces > 0 ? max(0, box - width) : 0
        var pen = spaces > 0 ? 0 : alignmentOffset()
        var spaceIndex = 0

        var glyphs: [ParagraphLayout.PositionedGlyph] = []
        var segments: [ParagraphLayout.Segment] = []
        var decorations: [ParagraphLayout.Decoration] = []
        var ascent = 0.0, descent = 0.0
        for piece in pieces {
            let span = spans[piece.span]
            let start = pen
            let raise = Int(fixed26_6: span.baselineOffset)
            for glyph in piece.glyphs {
                glyphs.append(
                    .init(
                        font: glyph.font, glyph: glyph.glyph, x: pen + glyph.xOffset, y: glyph.yOffset + raise,
                        runIndex: span.runIndex))
                pen += glyph.advance
                if spaces > 0, glyph.cluster >= 0, shaped.text.scalars[glyph.cluster] == 0x20 {
                    // Spread the remainder over the first spaces, one 26.6 unit each.
                    pen += extra / spaces + (spaceIndex < extra % spaces ? 1 : 0)
                    spaceIndex += 1
                }
                ascent = max(ascent, glyph.font.face.ascender)
                descent = max(descent, glyph.font.face.descender)
            }
            segments.append(.init(runIndex: span.runIndex, x0: start, x1: pen))
            decorations += Self.decorations(for: span, from: start, to: pen)
        }
        if glyphs.isEmpty, let face = lineFontForEmptyLine() {
            ascent = face.ascender
            descent = face.descender
        }
        let natural = Int(ascent.rounded(.up)) + Int(descent.rounded(.up))
        let height = Int(boundedPixels: Double(natural) * style.lineHeightMultiple)
        let baseline = top + max(0, height - natural) + Int(ascent.rounded(.up))
        return ParagraphLayout.Line(
            top: top, height: height, baseline: baseline, range: drawnRange, width: width + (spaces > 0 ? extra : 0),
            glyphs: glyphs, segments: segments, decorations: decorations, visualOrder: visual)
    }

    private func alignmentOffset() -> Int {
        let free = max(0, box - width)
        switch style.alignment {
        case .left, .justified: return bidi.isRightToLeft && style.alignment == .justified ? free : 0
        case .right: return free
        case .center: return free / 2
        case .natural: return bidi.isRightToLeft ? free : 0
        }
    }

    private func lineFontForEmptyLine() -> FontFace? {
        let index = min(max(0, range.lowerBound - 1), shaped.text.span.count - 1)
        guard index >= 0, shaped.text.span.indices.contains(index) else { return spans.first?.fonts.first?.face }
        return spans[shaped.text.span[index]].fonts.first?.face
    }

    static func decorations(for span: TextSpan, from x0: Int, to x1: Int) -> [ParagraphLayout.Decoration] {
        guard let metrics = span.fonts.first?.face.decorationMetrics, x1 > x0 else { return [] }
        var strokes: [ParagraphLayout.Decoration] = []
        func add(_ style: DecorationStyle?, centre: Double, thickness: Double, doubleDirection: Double) {
            guard let style else { return }
            let weight = style == .thick ? thickness * 2 : thickness
            let raise = span.baselineOffset
            strokes.append(.init(runIndex: span.runIndex, x0: x0, x1: x1, centre: centre + raise, thickness: weight))
            if style == .double {
                strokes.append(
                    .init(
                        runIndex: span.runIndex, x0: x0, x1: x1,
                        centre: centre + raise + doubleDirection * 2 * thickness, thickness: weight
                    ))
            }
        }
        add(span.underline, centre: metrics.underlineOffset, thickness: metrics.underlineThickness, doubleDirection: -1)
        add(
            span.strikethrough, centre: metrics.strikethroughOffset, thickness: metrics.strikethroughThickness,
            doubleDirection: 1)
        return strokes
    }
}
