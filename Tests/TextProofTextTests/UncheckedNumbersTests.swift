import Testing
import TextProofText

/// Layout is public API: a caller's tracking, offset, width or line height that no `Int` can hold
/// (TextProof's specs refuse them before layout) is held to ±2^36 in 26.6 units, never a trap.
@Suite("Layout with numbers no Int holds")
struct UncheckedNumbersTests {
    let inter = try! Fonts.shaping(Fonts.inter, pixelSize: 34)
    static let bound = 1 << 36

    @Test("a huge baseline offset raises the glyphs by the bound, and NaN by nothing")
    func baselineOffset() {
        for (offset, raise) in [(1e300, Self.bound), (-888_888_888_888_888_888_888_888.0, -Self.bound), (.nan, 0)] {
            let span = TextSpan(text: "ab", runIndex: 0, fonts: [inter], baselineOffset: offset)
            let layout = ParagraphLayout(spans: [span])
            #expect(layout.lines[0].glyphs.map(\.y) == [raise, raise], "\(offset)")
        }
    }

    @Test("huge tracking adds the bound after each character")
    func tracking() {
        let plain = ParagraphLayout(spans: [TextSpan(text: "ab", runIndex: 0, fonts: [inter])])
        let tracked = ParagraphLayout(spans: [TextSpan(text: "ab", runIndex: 0, fonts: [inter], tracking: .infinity)])
        #expect(tracked.lines[0].width == plain.lines[0].width + 2 * Self.bound)
    }

    @Test("a huge or infinite width, and a huge line height, lay out without trapping")
    func widthAndLineHeight() {
        let span = TextSpan(text: "one two", runIndex: 0, fonts: [inter])
        let wide = ParagraphLayout(spans: [span], style: ParagraphStyle(width: .infinity))
        #expect(wide.width == Self.bound && wide.lines.count == 1)
        let tall = ParagraphLayout(spans: [span], style: ParagraphStyle(lineHeightMultiple: 1e300))
        #expect(tall.lines[0].height == Self.bound)
    }

    @Test("a font face refuses a pixel size FreeType's 26.6 cannot hold")
    func pixelSize() throws {
        let library = try FreeTypeLibrary()
        let file = try FontFile(path: Fonts.inter, library: library)
        for size in [1e300, -1e300, .nan, .infinity, 0] {
            #expect(throws: FontError.self) {
                try FontFace(file: file, pixelSize: size, weight: .regular, library: library)
            }
        }
    }
}
