/// pixelmatch's released colour metric (v7.2.0): the difference of two straight-alpha RGBA8
/// pixels in YIQ, after Y. Kotsarenko and F. Ramos, "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications" (2010).
///
/// The arithmetic is pixelmatch's, operation for operation in `Double`, so that threshold
/// decisions, and so the counts, are the same as pixelmatch's on the same images.
enum YIQDifference {
    /// 35215 is the largest possible value of `squared` (black against white).
    static let maximum = 35215.0

    /// Translucent pixels are compared as if drawn over a fixed pseudo-random checkerboard;
    /// `offset` is the pixel's byte offset (4 × index), which picks the backdrop as pixelmatch
    /// does: offset mod 2 for red, ⌊offset / φ⌋ mod 2 for green, ⌊offset / φ²⌋ mod 2 for blue.
    @inline(__always)
    static func backdrop(offset: Int) -> (r: Int, g: Int, b: Int) {
        (
            48 + 159 * (offset % 2),
            48 + 159 * (Int(Double(offset) / 1.618033988749895) % 2),
            48 + 159 * (Int(Double(offset) / 2.618033988749895) % 2)
        )
    }

    /// Channel differences of two different pixels (32-bit words, R in the low byte), translucent
    /// ones blended over the backdrop: integer arithmetic, exact, then one division as pixelmatch.
    @inline(__always)
    static func channelDeltas(_ p: UInt32, _ q: UInt32, offset: Int) -> (Double, Double, Double) {
        let r1 = Int(p & 0xFF), g1 = Int(p >> 8 & 0xFF), b1 = Int(p >> 16 & 0xFF), a1 = Int(p >> 24)
        let r2 = Int(q & 0xFF), g2 = Int(q >> 8 & 0xFF), b2 = Int(q >> 16 & 0xFF), a2 = Int(q >> 24)
        if a1 == 255 && a2 == 255 {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        let back = backdrop(offset: offset), da = a1 - a2
        return (
            Double(r1 * a1 - r2 * a2 - back.r * da) / 255,
            Double(g1 * a1 - g2 * a2 - back.g * da) / 255,
            Double(b1 * a1 - b2 * a2 - back.b * da) / 255
        )
    }

    /// YIQ's Y (brightness) weights, as pixelmatch writes them: the one copy every Y here uses.
    static let yRed = 0.29889531, yGreen = 0.58662247, yBlue = 0.11448223

    /// The Y of red, green and blue (or of their differences).
    @inline(__always)
    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * yRed + g * yGreen + b * yBlue }

    /// The brightness (Y) difference, first pixel minus second: positive when the first is brighter.
    @inline(__always)
    static func brightness(_ p: UInt32, _ q: UInt32, offset: Int) -> Double {
        if p == q { return 0 }
        let (dr, dg, db) = channelDeltas(p, q, offset: offset)
        return y(dr, dg, db)
    }

    /// The squared YIQ difference, negative when the first pixel is the brighter one.
    @inline(__always)
    static func squared(_ p: UInt32, _ q: UInt32, offset: Int) -> Double {
        if p == q { return 0 }
        let (dr, dg, db) = channelDeltas(p, q, offset: offset)
        let y = Self.y(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's grey rendering of a golden pixel in the diff image: its Y blended with white
    /// at `alpha` × the pixel's own alpha, truncated as a store into a Uint8Array truncates.
    @inline(__always)
    static func grey(_ p: UInt32, alpha: Double) -> UInt8 {
        let y = Self.y(Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF)) - 255
        let value = 255 + y * alpha * Double(p >> 24) / 255
        return UInt8(max(0, min(255, value)))
    }
}
