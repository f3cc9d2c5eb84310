import Dispatch
import Foundation
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

    @Test("a glyph rendered ahead (on another core) counts as the miss at its first lookup, then hits")
    func renderedAhead() throws {
        let font = try Fonts.shaping(Fonts.dejaVu, pixelSize: 34)
        let cache = GlyphCache()
        let key = GlyphCache.Key(face: font.face.cacheKey, glyph: 40, subpixelX: 9, subpixelY: 0)
        let ahead = try font.face.render(glyph: 40, subpixelX: 9, subpixelY: 0)
        #expect(!cache.contains(key))
        cache.insert(ahead, for: key)
        #expect(cache.contains(key) && cache.statistics.misses == 0 && cache.statistics.hits == 0)
        var renders = 0
        for _ in 0..<2 {
            let found = try cache.image(for: key) { () throws(FontError) in
                renders += 1; return try font.face.render(glyph: 40, subpixelX: 9, subpixelY: 0)
            }
            #expect(found.coverage == ahead.coverage)
        }
        #expect(renders == 0 && cache.statistics.misses == 1 && cache.statistics.hits == 1)
    }

    @Test("past capacity, glyphs stored ahead (all at one clock value) evict older ones, not themselves")
    func renderedAheadPastCapacity() throws {
        let font = try Fonts.shaping(Fonts.dejaVu, pixelSize: 34)
        let cache = GlyphCache(capacityBytes: 0)
        for glyph in UInt32(30)..<UInt32(40) {
            let key = GlyphCache.Key(face: font.face.cacheKey, glyph: glyph, subpixelX: 0, subpixelY: 0)
            cache.insert(try font.face.render(glyph: glyph, subpixelX: 0, subpixelY: 0), for: key)
            #expect(cache.contains(key))
        }
        #expect(cache.statistics.entries == 1 && cache.statistics.evictions == 9)
    }

    @Test(
        "a twin face renders the same bytes as its face, both rendering at once on two threads",
        arguments: [(Fonts.inter, FontWeight.bold), (Fonts.dejaVu, FontWeight.regular)])
    func twinFace(path: String, weight: FontWeight) throws {
        let face = try Fonts.shaping(path, pixelSize: 34, weight: weight).face
        let twin = try face.twin()
        #expect(twin.cacheKey == face.cacheKey && twin.weight == face.weight)
        let glyphs = Array(UInt32(20)..<UInt32(120))
        nonisolated(unsafe) let faces = [face, twin]
        let images = ConcurrentImages(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { which in
            images.set(which, glyphs.map { try? faces[which].render(glyph: $0, subpixelX: Int($0) % 64, subpixelY: 5) })
        }
        let (original, twinned) = (images.get(0), images.get(1))
        #expect(original.count == glyphs.count && original.allSatisfy { $0 != nil })
        for (a, b) in zip(original, twinned) {
            #expect(a?.coverage == b?.coverage && a?.left == b?.left && a?.top == b?.top && a?.width == b?.width)
        }
    }

    @Test(
        "a glyph rendered at many offsets from one load is byte for byte the glyph loaded at each offset",
        arguments: [(Fonts.inter, FontWeight.bold), (Fonts.dejaVu, FontWeight.regular)])
    func offsetsFromOneLoad(path: String, weight: FontWeight) throws {
        let face = try Fonts.shaping(path, pixelSize: 34, weight: weight).face
        // Every x offset, a few y offsets; glyph 3 is a space in both fonts' first glyphs (empty).
        let offsets = (0..<64).map { (x: $0, y: ($0 * 7) % 64) } + [(x: 63, y: 63), (x: 0, y: 0)]
        for glyph in [UInt32(3)] + Array(UInt32(20)..<UInt32(60)) {
            let batch = try #require(face.render(glyph: glyph, at: offsets))
            #expect(batch.count == offsets.count)
            for (offset, image) in zip(offsets, batch) {
                let one = try face.render(glyph: glyph, subpixelX: offset.x, subpixelY: offset.y)
                #expect(
                    image.coverage == one.coverage && image.width == one.width && image.height == one.height
                        && image.left == one.left && image.top == one.top,
                    "glyph \(glyph) at (\(offset.x), \(offset.y))")
            }
        }
    }

    @Test("missing lists the positions of keys not cached; a batch insert stores them ahead")
    func missingAndBatchInsert() throws {
        let face = try Fonts.shaping(Fonts.dejaVu, pixelSize: 34).face
        let cache = GlyphCache()
        let keys = (0..<4).map { GlyphCache.Key(face: face, glyph: 40, subpixelX: $0 * 16, subpixelY: 0) }
        cache.insert(try face.render(glyph: 40, subpixelX: 16, subpixelY: 0), for: keys[1])
        #expect(cache.missing(keys) == [0, 2, 3])
        // The key made from the face and the one made from its cache key are the same key.
        #expect(keys[1] == GlyphCache.Key(face: face.cacheKey, glyph: 40, subpixelX: 16, subpixelY: 0))
        #expect(cache.contains(GlyphCache.Key(face: face.cacheKey, glyph: 40, subpixelX: 16, subpixelY: 0)))
        cache.insert([(keys[0], try face.render(glyph: 40, subpixelX: 0, subpixelY: 0))])
        #expect(cache.missing(keys) == [2, 3] && cache.statistics.misses == 0 && cache.statistics.entries == 2)
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

/// Two threads' results, each written by one thread and read after both are done.
private final class ConcurrentImages: @unchecked Sendable {
    private var slots: [[GlyphImage?]]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: [], count: count) }
    func set(_ index: Int, _ images: [GlyphImage?]) { lock.withLock { slots[index] = images } }
    func get(_ index: Int) -> [GlyphImage?] { lock.withLock { slots[index] } }
}
