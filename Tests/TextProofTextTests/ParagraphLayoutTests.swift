import Testing
import TextProofText

@Suite("Paragraph layout")
struct ParagraphLayoutTests {
    let inter = try! Fonts.shaping(Fonts.inter, pixelSize: 34)
    let dejaVu = try! Fonts.shaping(Fonts.dejaVu, pixelSize: 34)

    func span(_ text: String, run: Int = 0, fallback: Bool = true) -> TextSpan {
        TextSpan(text: text, runIndex: run, fonts: fallback ? [inter, dejaVu] : [inter])
    }

    func lineTexts(_ layout: ParagraphLayout) -> [String] {
        layout.lines.map { line in
            String(String.UnicodeScalarView(line.range.compactMap { Unicode.Scalar(layout.text.scalars[$0]) }))
        }
    }

    @Test("without a width, lines split only at mandatory breaks")
    func noWrap() {
        let layout = ParagraphLayout(spans: [span("one two three\nfour")])
        #expect(lineTexts(layout) == ["one two three", "four"])
        #expect(layout.lines[1].top == layout.lines[0].height)
    }

    @Test("greedy wrapping at spaces: every line fits and the next word would not")
    func wrapping() {
        let width = 200.0
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = ParagraphLayout(spans: [span(text)], style: ParagraphStyle(width: width))
        #expect(layout.lines.count > 1)
        #expect(lineTexts(layout).joined(separator: " ") == text)
        for line in layout.lines { #expect(line.width <= Int(width * 64)) }
        // Each line but the last could not take the next line's first word.
        let words = lineTexts(layout).map { $0.split(separator: " ").map(String.init) }
        for index in 0..<(layout.lines.count - 1) {
            let extended = ParagraphLayout(spans: [span(lineTexts(layout)[index] + " " + words[index + 1][0])])
            #expect(extended.lines[0].width > Int(width * 64))
        }
    }

    @Test("a word wider than the line breaks between clusters")
    func longWord() {
        let layout = ParagraphLayout(spans: [span("Supercalifragilistic")], style: ParagraphStyle(width: 120))
        #expect(layout.lines.count > 1)
        #expect(lineTexts(layout).joined() == "Supercalifragilistic")
        #expect(layout.lines.allSatisfy { $0.width <= 120 * 64 })
    }

    @Test("alignment: right and centre place the line's free space before it")
    func alignment() {
        let natural = ParagraphLayout(spans: [span("Hi")], style: ParagraphStyle(width: 300))
        let right = ParagraphLayout(spans: [span("Hi")], style: ParagraphStyle(width: 300, alignment: .right))
        let center = ParagraphLayout(spans: [span("Hi")], style: ParagraphStyle(width: 300, alignment: .center))
        let width = natural.lines[0].width
        #expect(natural.lines[0].glyphs[0].x == 0)
        #expect(right.lines[0].segments[0].x0 == 300 * 64 - width)
        #expect(center.lines[0].segments[0].x0 == (300 * 64 - width) / 2)
    }

    @Test("natural alignment of a right-to-left paragraph is right")
    func naturalRTL() {
        let layout = ParagraphLayout(spans: [span("שלום")], style: ParagraphStyle(width: 300))
        #expect(layout.isRightToLeft)
        #expect(layout.lines[0].segments[0].x1 == 300 * 64)
    }

    @Test("justified lines fill the width exactly; the last line does not")
    func justified() {
        let layout = ParagraphLayout(
            spans: [span("The quick brown fox jumps over the lazy dog again and again")],
            style: ParagraphStyle(width: 260, alignment: .justified))
        #expect(layout.lines.count > 2)
        for line in layout.lines.dropLast() { #expect(line.segments.last?.x1 == 260 * 64) }
        #expect(layout.lines.last!.segments.last!.x1 < 260 * 64)
    }

    @Test("a line limit truncates with an ellipsis that fits")
    func truncation() throws {
        let layout = ParagraphLayout(
            spans: [span("The quick brown fox jumps over the lazy dog again and again")],
            style: ParagraphStyle(width: 200, lineLimit: 2))
        #expect(layout.lines.count == 2 && layout.isTruncated)
        let ellipsis = try #require(inter.shape("\u{2026}").first?.glyph)
        #expect(layout.lines[1].glyphs.last?.glyph == ellipsis)
        #expect(layout.lines[1].segments.last!.x1 <= 200 * 64)
    }

    @Test("fallback: Hebrew inside an Inter run is drawn from DejaVu Sans, never .notdef")
    func fallback() {
        let layout = ParagraphLayout(spans: [span("Shalom שָׁלוֹם!", run: 3)])
        #expect(layout.fallbackFamilies == [3: ["DejaVu Sans"]])
        #expect(layout.lines[0].glyphs.allSatisfy { $0.glyph != 0 })
        let without = ParagraphLayout(spans: [span("Shalom שָׁלוֹם!", run: 3, fallback: false)])
        #expect(without.lines[0].glyphs.contains { $0.glyph == 0 })
        #expect(without.fallbackFamilies.isEmpty)
    }

    @Test("mixed Latin and Hebrew: the Hebrew word is reversed in place on the line")
    func mixedBidi() {
        let layout = ParagraphLayout(spans: [span("abc אבג def")])
        #expect(layout.lines[0].visualOrder == [0, 1, 2, 3, 6, 5, 4, 7, 8, 9, 10])
    }

    @Test("tracking adds to each character's advance; a baseline offset raises glyphs")
    func trackingAndBaseline() {
        let plain = ParagraphLayout(spans: [span("abcd")])
        var tracked = span("abcd")
        tracked.tracking = 2
        tracked.baselineOffset = 3
        let layout = ParagraphLayout(spans: [tracked])
        #expect(layout.lines[0].width == plain.lines[0].width + 4 * 128)
        #expect(layout.lines[0].glyphs.allSatisfy { $0.y == 192 })
    }

    @Test("underline below the baseline, strikethrough above, double gives two strokes")
    func decorations() {
        var decorated = span("Hello")
        decorated.underline = .double
        decorated.strikethrough = .single
        let strokes = ParagraphLayout(spans: [decorated]).lines[0].decorations
        #expect(strokes.count == 3)
        #expect(strokes[0].centre < 0 && strokes[1].centre < strokes[0].centre && strokes[2].centre > 0)
        #expect(strokes.allSatisfy { $0.x0 == 0 && $0.x1 > 0 && $0.thickness >= 1 })
    }

    @Test("line height multiple adds the extra space above the text")
    func lineHeight() {
        let single = ParagraphLayout(spans: [span("a\nb")])
        let double = ParagraphLayout(spans: [span("a\nb")], style: ParagraphStyle(lineHeightMultiple: 2))
        #expect(double.lines[0].height == single.lines[0].height * 2)
        #expect(double.lines[0].baseline == single.lines[0].baseline + single.lines[0].height)
    }
}
