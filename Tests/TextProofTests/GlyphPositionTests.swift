import Testing
import TextProofRaster

@testable import TextProof

/// Where glyphs are drawn: pen positions rounded to quarter pixels across the line
/// (`CanvasLayout.penX(of:)`), so a paragraph renders each glyph at no more than four offsets.
@Suite("Glyph positions")
struct GlyphPositionTests {
    @Test("pen positions round to the nearest quarter pixel, ties up: a glyph is drawn at four offsets at most")
    func quarterPixels() throws {
        let spec = try parse(
            """
            font: DejaVu Sans
            appearances: [light]
            paragraphs:
              - width: 320
                runs:
                  - {text: "The quick brown fox jumps over the lazy dog; sphinx of black quartz, judge my vow. \
            Pack my box with five dozen liquor jugs, then tracked:", color: label}
                  - {text: " wide", color: label, tracking: 1.3}
            """)
        let fonts = try FontProvider(fontsDirectory: Checkout.fonts)
        let layout = try CanvasLayout.layout(spec.paragraphs[0], of: spec, fonts: fonts)
        var offsets: [UInt32: Set<Int>] = [:]
        var glyphs = 0
        for line in layout.lines {
            for glyph in line.glyphs {
                let pen = CanvasLayout.penX(of: glyph)
                // A multiple of 16/64 within 8/64 of the pen, and above it when exactly halfway:
                // the nearest quarter pixel, ties up.
                #expect(pen % 16 == 0 && abs(pen - glyph.x) <= 8, "x \(glyph.x) → \(pen)")
                if abs(pen - glyph.x) == 8 { #expect(pen > glyph.x) }
                #expect(CanvasLayout.cacheKey(of: glyph).subpixelX == pen & 63)
                offsets[glyph.glyph, default: []].insert(pen & 63)
                glyphs += 1
            }
        }
        #expect(glyphs > 100)
        #expect(offsets.values.allSatisfy { $0.count <= 4 })
        // The text does fall between whole pixels: more than one offset for most letters.
        #expect(offsets.values.filter { $0.count > 1 }.count > offsets.count / 2)
        // The placed text is drawn: a layout of the spec has ink.
        let placed = try CanvasLayout(spec: spec, fonts: fonts)
        #expect(placed.runs.allSatisfy { $0.mask.width > 0 })
    }
}
