import Foundation
import TextProofConcurrency
import TextProofText

extension CanvasLayout {
    /// Fewer new glyphs than this are rendered as the layout meets them: a twin face costs about as
    /// much to make as rendering this many.
    static let glyphsWorthTwoCores = 48

    /// Where a placed glyph's coverage is cached: its face, glyph and subpixel offset (26.6).
    static func cacheKey(of glyph: ParagraphLayout.PositionedGlyph) -> GlyphCache.Key {
        GlyphCache.Key(
            face: glyph.font.face.cacheKey, glyph: glyph.glyph, subpixelX: glyph.x & 63, subpixelY: glyph.y & 63)
    }

    /// Renders every glyph `layout` places that the cache lacks, half on this core and half on
    /// another, before the layout meets them (a paragraph of text is mostly new glyphs: each
    /// subpixel offset of a glyph is one). A face renders on one thread at a time, so the other core
    /// renders with a twin of each face: the same file, size and weight, the same bytes. A glyph
    /// that cannot be rendered is left for the layout, which renders it again and reports why.
    static func renderGlyphsAhead(of layout: ParagraphLayout, fonts: FontProvider) {
        var seen = Set<GlyphCache.Key>()
        var work: [(face: FontFace, key: GlyphCache.Key)] = []
        for line in layout.lines {
            for glyph in line.glyphs {
                let key = cacheKey(of: glyph)
                if seen.insert(key).inserted, !fonts.glyphCache.contains(key) { work.append((glyph.font.face, key)) }
            }
        }
        guard work.count >= glyphsWorthTwoCores, Cores.available > 1 else { return }
        var twins: [ObjectIdentifier: FontFace] = [:]
        for (face, _) in work where twins[ObjectIdentifier(face)] == nil {
            twins[ObjectIdentifier(face)] = try? fonts.twin(of: face)
        }
        // Alternate glyphs to each core (neighbours in the text cost about the same); a glyph whose
        // face has no twin stays on this core.
        var halves: [[(renderer: FontFace, key: GlyphCache.Key)]] = [[], []]
        for (index, (face, key)) in work.enumerated() {
            if index % 2 == 1, let twin = twins[ObjectIdentifier(face)] {
                halves[1].append((twin, key))
            } else {
                halves[0].append((face, key))
            }
        }
        // Each face renders on one thread only: the originals here, their twins on the other.
        nonisolated(unsafe) let shares = halves
        let cache = fonts.glyphCache
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for (renderer, key) in shares[half] {
                guard
                    let image = try? renderer.render(
                        glyph: key.glyph, subpixelX: key.subpixelX, subpixelY: key.subpixelY)
                else { continue }
                cache.insert(image, for: key)
            }
        }
    }
}
