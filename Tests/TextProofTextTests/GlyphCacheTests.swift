import Testing
import TextProofText

@Suite("Glyph cache")
struct GlyphCacheTests {
    @Test("a hit returns exactly the bytes a miss rendered; statistics count both")
    func hitEqualsMiss() throws {
        let font = try Fonts.shaping(Fonts.inter, pixelSize: 34)
        let cache = GlyphCache()
        let key = GlyphCache.Key(face: font.face.cacheKey, glyph: 36, subpixelX: 17, subpixelY: 0)
        var renders = 0
        let miss = try cache.image(for: key) { () throws(FontError) in
            renders += 1; return try font.face.render(glyph: 36, subpixelX: 17, subpixelY: 0)
        }
        let hit = try cache.image(for: key) { () throws(FontError) in
            renders += 1; return try font.face.render(glyph: 36, subpixelX: 17, subpixelY: 0)
        }
        #expect(renders == 1)
        #expect(hit.coverage == miss.coverage && hit.left == miss.left && hit.top == miss.top)
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1 && cache.statistics.hitRate == 0.5)
    }

    @Test("bounded: past capacity the least recently used glyphs go")
    func bounded() throws {
        let font = try Fonts.shaping(Fonts.inter, pixelSize: 60)
        let cache = GlyphCache(capacityBytes: 20_000)
        for glyph in UInt32(30)..<UInt32(90) {
            _ = try cache.image(for: .init(face: font.face.cacheKey, glyph: glyph, subpixelX: 0, subpixelY: 0)) {
                () throws(FontError) in
                try font.face.render(glyph: glyph, subpixelX: 0, subpixelY: 0)
            }
        }
        #expect(cache.statistics.bytes <= 20_000)
        #expect(cache.statistics.evictions > 0)
    }

    @Test("safe from many threads at once: every thread gets the same bytes")
    func concurrent() async throws {
        let cache = GlyphCache()
        let reference = try Fonts.shaping(Fonts.inter, pixelSize: 30).face.render(glyph: 40, subpixelX: 5, subpixelY: 0)
            .coverage
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    // FreeType faces are per thread; the cache is shared.
                    let font = try Fonts.shaping(Fonts.inter, pixelSize: 30)
                    return try cache.image(for: .init(face: font.face.cacheKey, glyph: 40, subpixelX: 5, subpixelY: 0))
                    {
                        () throws(FontError) in
                        try font.face.render(glyph: 40, subpixelX: 5, subpixelY: 0)
                    }.coverage
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == reference })
    }
}
