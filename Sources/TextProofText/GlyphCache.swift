import TextProofPlatform

/// Rendered glyph coverage shared across rendering jobs: keyed by face (file, size, weight), glyph
/// and subpixel offset, bounded in bytes with least-recently-used eviction, safe to use from
/// several threads. A hit returns exactly the bytes a miss renders, so output never depends on it.
public final class GlyphCache: Sendable {
    public struct Key: Hashable, Sendable {
        public let face: String
        public let glyph: UInt32
        public let subpixelX: Int
        public let subpixelY: Int
        /// `face`'s hash, worked out once per face rather than on every lookup (hashing the face's
        /// path took most of a paragraph's glyph bookkeeping).
        let faceHash: Int

        public init(face: String, glyph: UInt32, subpixelX: Int, subpixelY: Int) {
            self.init(face: face, faceHash: face.hashValue, glyph: glyph, subpixelX: subpixelX, subpixelY: subpixelY)
        }

        /// The key of `glyph` of `face` at a subpixel offset.
        public init(face: FontFace, glyph: UInt32, subpixelX: Int, subpixelY: Int) {
            self.init(
                face: face.cacheKey, faceHash: face.cacheKeyHash, glyph: glyph, subpixelX: subpixelX,
                subpixelY: subpixelY)
        }

        private init(face: String, faceHash: Int, glyph: UInt32, subpixelX: Int, subpixelY: Int) {
            self.face = face
            self.faceHash = faceHash
            self.glyph = glyph
            self.subpixelX = subpixelX
            self.subpixelY = subpixelY
        }

        public static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.glyph == rhs.glyph && lhs.subpixelX == rhs.subpixelX && lhs.subpixelY == rhs.subpixelY
                && lhs.faceHash == rhs.faceHash && lhs.face == rhs.face
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(faceHash)
            hasher.combine(glyph)
            hasher.combine(subpixelX)
            hasher.combine(subpixelY)
        }
    }

    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var bytes = 0
        public var entries = 0

        public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    private struct State {
        /// `ahead`: rendered by `insert` and not yet looked up (its first lookup counts as the miss).
        var entries: [Key: (image: GlyphImage, lastUse: UInt64, ahead: Bool)] = [:]
        var clock: UInt64 = 0
        var statistics = Statistics()
    }

    public let capacityBytes: Int
    private let state = LockedState(State())

    /// `capacityBytes` bounds the coverage bytes held (64 MiB by default).
    public init(capacityBytes: Int = 64 << 20) {
        self.capacityBytes = capacityBytes
    }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// The cached image for `key`, or the result of `render`, stored for next time.
    public func image(for key: Key, render: () throws(FontError) -> GlyphImage) throws(FontError) -> GlyphImage {
        let cached: GlyphImage? = state.withLock { state in
            state.clock += 1
            guard let entry = state.entries[key] else {
                state.statistics.misses += 1
                return nil
            }
            if entry.ahead { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
            state.entries[key] = (entry.image, state.clock, false)
            return entry.image
        }
        if let cached { return cached }
        let image = try render()
        state.withLock { state in store(image, for: key, ahead: false, in: &state) }
        return image
    }

    /// Whether `key` is cached (not counted as a lookup).
    public func contains(_ key: Key) -> Bool { state.withLock { $0.entries[key] != nil } }

    /// The positions in `keys` of those not cached (not counted as lookups), under one lock.
    public func missing(_ keys: [Key]) -> [Int] {
        state.withLock { state in keys.indices.filter { state.entries[keys[$0]] == nil } }
    }

    /// Stores `image`, rendered ahead of its first lookup (on another core): that lookup counts as
    /// the miss, so the statistics are the same as if it had rendered the glyph itself.
    public func insert(_ image: GlyphImage, for key: Key) {
        state.withLock { state in store(image, for: key, ahead: true, in: &state) }
    }

    /// `insert` of each image, under one lock.
    public func insert(_ rendered: [(key: Key, image: GlyphImage)]) {
        state.withLock { state in
            for (key, image) in rendered { store(image, for: key, ahead: true, in: &state) }
        }
    }

    private func store(_ image: GlyphImage, for key: Key, ahead: Bool, in state: inout State) {
        guard state.entries[key] == nil else { return }
        state.entries[key] = (image, state.clock, ahead)
        state.statistics.bytes += Self.cost(of: image)
        while state.statistics.bytes > capacityBytes, state.entries.count > 1 {
            // Evict the least recently used quarter (never the glyph just stored: glyphs stored
            // ahead share one clock value, so it could sort first): amortises the scan.
            let victims = state.entries.filter { $0.key != key }.sorted { $0.value.lastUse < $1.value.lastUse }
                .prefix(max(1, state.entries.count / 4))
            for (victim, entry) in victims {
                state.entries[victim] = nil
                state.statistics.bytes -= Self.cost(of: entry.image)
                state.statistics.evictions += 1
            }
        }
        state.statistics.entries = state.entries.count
    }

    static func cost(of image: GlyphImage) -> Int { image.coverage.count + 64 }
}
