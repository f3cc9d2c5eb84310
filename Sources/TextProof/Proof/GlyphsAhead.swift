import Dispatch
import TextProofPlatform
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CanvasLayout {
    /// Fewer new glyphs than this are rendered on this core alone: a twin face costs about as much
    /// to make as rendering this many.
    static let glyphsWorthTwoCores = 48

    /// Where a placed glyph's coverage is cached: its face, glyph and subpixel offset (26.6) at its
    /// quantized pen position.
    static func cacheKey(of glyph: ParagraphLayout.PositionedGlyph) -> GlyphCache.Key {
        GlyphCache.Key(
            face: glyph.font.face, glyph: glyph.glyph, subpixelX: penX(of: glyph) & 63, subpixelY: glyph.y & 63)
    }

    /// The glyph's pen position across the line (26.6), rounded to the nearest quarter pixel, ties
    /// up: a glyph is drawn at one of four subpixel offsets, as Skia does (`SkPackedID`'s two
    /// subpixel bits, positions rounded by adding 1/8) and as Core Graphics' subpixel quantization
    /// does on Apple's systems. Exact 1/64 offsets made nearly every glyph of a paragraph a new
    /// rendering; a quarter pixel is about 1/30 of an em at 17 points and scale 2, under any
    /// change a reader sees, and no measurement depends on it (contrast is read from the ink).
    static func penX(of glyph: ParagraphLayout.PositionedGlyph) -> Int { (glyph.x + 8) & ~15 }

    /// One glyph of one face at every subpixel offset the layout places it at and the cache lacks.
    struct GlyphOffsets {
        let face: FontFace
        let glyph: UInt32
        var keys: [GlyphCache.Key] = []
    }

    /// Renders every glyph `layout` places that the cache lacks before the layout meets them (a
    /// paragraph of text is mostly new glyphs: each subpixel offset of a glyph is one), each glyph's
    /// outline loaded once for all its offsets; half the glyphs on this core and half on another
    /// when there are enough. A face renders on one thread at a time, so the other core renders
    /// with a twin of each face: the same file, size and weight, the same bytes. A glyph that
    /// cannot be rendered is left for the layout, which renders it again and reports why.
    static func renderGlyphsAhead(of layout: ParagraphLayout, fonts: FontProvider) {
        var keys: [GlyphCache.Key] = []
        var faces: [FontFace] = []
        var seen = Set<GlyphCache.Key>()
        for line in layout.lines {
            for glyph in line.glyphs {
                let key = cacheKey(of: glyph)
                if seen.insert(key).inserted {
                    keys.append(key)
                    faces.append(glyph.font.face)
                }
            }
        }
        let missing = fonts.glyphCache.missing(keys)
        guard !missing.isEmpty else { return }
        // Grouped by face and glyph, in the order the text first uses them.
        var groups: [GlyphOffsets] = []
        var groupIndex: [GlyphGroupKey: Int] = [:]
        for index in missing {
            let groupKey = GlyphGroupKey(face: ObjectIdentifier(faces[index]), glyph: keys[index].glyph)
            if let at = groupIndex[groupKey] {
                groups[at].keys.append(keys[index])
            } else {
                groupIndex[groupKey] = groups.count
                groups.append(GlyphOffsets(face: faces[index], glyph: keys[index].glyph, keys: [keys[index]]))
            }
        }
        guard missing.count >= glyphsWorthTwoCores, Cores.available > 1 else {
            fonts.glyphCache.insert(render(groups, with: { $0 }))
            return
        }
        var twins: [ObjectIdentifier: FontFace] = [:]
        for group in groups where twins[ObjectIdentifier(group.face)] == nil {
            twins[ObjectIdentifier(group.face)] = try? fonts.twin(of: group.face)
        }
        // Each group to the core with fewer glyphs so far; a group whose face has no twin stays here.
        var halves: [[GlyphOffsets]] = [[], []]
        var counts = [0, 0]
        for group in groups {
            let half = counts[1] < counts[0] && twins[ObjectIdentifier(group.face)] != nil ? 1 : 0
            halves[half].append(group)
            counts[half] += group.keys.count
        }
        // Each face renders on one thread only: the originals here, their twins on the other.
        nonisolated(unsafe) let shares = halves
        nonisolated(unsafe) let twinFaces = twins
        let cache = fonts.glyphCache
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let rendered = render(shares[half]) { face in half == 0 ? face : twinFaces[ObjectIdentifier(face)] ?? face }
            cache.insert(rendered)
        }
    }

    /// Each group's glyph rendered at its offsets by the face `renderer` gives for the group's face.
    static func render(_ groups: [GlyphOffsets], with renderer: (FontFace) -> FontFace) -> [(
        key: GlyphCache.Key, image: GlyphImage
    )] {
        var rendered: [(key: GlyphCache.Key, image: GlyphImage)] = []
        for group in groups {
            guard
                let images = renderer(group.face).render(
                    glyph: group.glyph, at: group.keys.map { (x: $0.subpixelX, y: $0.subpixelY) })
            else { continue }
            for (key, image) in zip(group.keys, images) { rendered.append((key, image)) }
        }
        return rendered
    }

    /// A face and one of its glyphs.
    struct GlyphGroupKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
    }
}
