import TextProofColor
import TextProofPlatform

/// CIEDE2000 and CIE94 differences of two RGBA8 pixels, through LittleCMS's L*a*b*.
/// Translucent pixels are measured as drawn over white.
///
/// Holds its converter unretained (the comparison that made it keeps it alive), so that bands on
/// several cores do not contend for its reference count.
struct DeltaEMeasure: @unchecked Sendable {
    static let sRGBLab: LabConverter? = try? LabConverter(profile: ICCProfile.sRGB())

    private let converter: Unmanaged<LabConverter>?

    init(lab: LabConverter?) {
        converter = lab.map { Unmanaged.passUnretained($0) }
    }

    func lab(of word: UInt32) -> CIELab? {
        guard let converter else { return nil }
        let alpha = Double(word >> 24)
        func channel(_ shift: UInt32) -> Double {
            (Double(word >> shift & 0xFF) * alpha + 255 * (255 - alpha)) / (255 * 255)
        }
        return converter._withUnsafeGuaranteedRef { $0.lab(red: channel(0), green: channel(8), blue: channel(16)) }
    }
}

/// What a changed pixel's measuring needs of its (golden, actual) pair, worked out once a pair:
/// its CIEDE2000 and CIE94 differences, its largest channel difference, and, when both pixels are
/// opaque (no position-dependent backdrop), pixelmatch's squared YIQ difference (NaN otherwise).
struct PairMeasure {
    var ciede2000: Double
    var cie94: Double
    var yiqSquared: Double
    var maxChannel: Int
}

/// Caches of L*a*b* by colour (direct-mapped) and of a pair's measure by (golden, actual) pair (two
/// ways), used by one band at a time: an image that changed has few distinct colours, and LittleCMS
/// per pixel is the slow part. A class over raw buffers: it is touched for every changed pixel, and
/// arrays would check bounds and uniqueness on each access.
final class DeltaECache: @unchecked Sendable {
    private static let colorBits = 12, pairBits = 15
    // `.max` never occurs as a key: colours are 32-bit, and a pair is never a pixel with itself.
    private let colorKeys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 1 << colorBits)
    private let colors = UnsafeMutableBufferPointer<CIELab?>.allocate(capacity: 1 << colorBits)
    private let pairKeys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 1 << pairBits)
    // Left uninitialised (a plain value type): a slot's value is read only once its key has been
    // written, and the two are written together; a band that meets few pairs touches few pages.
    private let pairs = UnsafeMutableBufferPointer<PairMeasure>.allocate(capacity: 1 << pairBits)

    init() {
        colorKeys.initialize(repeating: .max)
        colors.initialize(repeating: nil)
        pairKeys.initialize(repeating: .max)
    }

    deinit {
        colorKeys.deallocate()
        colors.deallocate()
        pairKeys.deallocate()
        pairs.deallocate()
    }

    @inline(__always)
    private static func slot(_ key: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    @inline(__always)
    func lookup(_ first: UInt32, _ second: UInt32, measure: DeltaEMeasure) -> PairMeasure {
        let key = UInt64(first) << 32 | UInt64(second)
        let slot = Self.slot(key, bits: Self.pairBits)
        if pairKeys[slot] == key { return pairs[slot] }
        if pairKeys[slot ^ 1] == key { return pairs[slot ^ 1] }
        return miss(key, slot: slot, first, second, measure: measure)
    }

    private func miss(_ key: UInt64, slot: Int, _ first: UInt32, _ second: UInt32, measure: DeltaEMeasure)
        -> PairMeasure
    {
        var value = PairMeasure(
            ciede2000: .nan, cie94: .nan,
            yiqSquared: (first & second) >> 24 == 255 ? YIQDifference.squared(first, second, offset: 0) : .nan,
            maxChannel: Self.maxChannel(first, second))
        if let x = lab(first, measure: measure), let y = lab(second, measure: measure) {
            value.ciede2000 = ColorDifference.ciede2000(x, y)
            value.cie94 = ColorDifference.cie94(reference: x, y)
        }
        // Two ways: the pair this one displaces moves to the slot beside (two pairs of text edges
        // that hash alike no longer evict each other at every pixel).
        if pairKeys[slot] != .max {
            pairKeys[slot ^ 1] = pairKeys[slot]
            pairs[slot ^ 1] = pairs[slot]
        }
        pairKeys[slot] = key
        pairs[slot] = value
        return value
    }

    /// The largest difference of a channel (alpha too) between the two pixels.
    static func maxChannel(_ p: UInt32, _ q: UInt32) -> Int {
        func channel(_ shift: UInt32) -> Int { abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)) }
        return max(max(channel(0), channel(8)), max(channel(16), channel(24)))
    }

    private func lab(_ color: UInt32, measure: DeltaEMeasure) -> CIELab? {
        let key = UInt64(color)
        let slot = Self.slot(key, bits: Self.colorBits)
        if colorKeys[slot] == key { return colors[slot] }
        let value = measure.lab(of: color)
        colorKeys[slot] = key
        colors[slot] = value
        return value
    }
}

/// A comparison's caches, handed to its bands in turn: a band that starts after another has
/// finished takes that one's cache and the pairs it has measured (the bands of one comparison meet
/// the same pairs; a cache per band measured each of them again in every band).
final class DeltaECachePool: Sendable {
    private let free = LockedState<[DeltaECache]>([])

    func take() -> DeltaECache { free.withLock { $0.popLast() } ?? DeltaECache() }

    func give(_ cache: DeltaECache) { free.withLock { $0.append(cache) } }
}
