import CMeasurement
import TextProofColor
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A run's pixels counted for its contrast measurement, per 8-pixel strip: under full coverage
/// (text) and, uncovered within two pixels of a glyph inside the line box, around it (background).
/// Colours are packed RRGGBBAA words counted in runs of equal neighbours (down a strip, a flat
/// background is one run); the run's own colours are all its strips' together.
struct StripTallies {
    var text: [ColorTally]
    var background: [ColorTally]
    static let radius = 2

    /// Nil when the run drew nothing (spaces only, say). `vector`: CMeasurement's walk, 32 pixels a
    /// step with AVX2, where the CPU has it (on a paragraph's runs about a third less time than this
    /// walk and its NearMask); otherwise, or with false, the eight-at-a-time walk below. Tests hold
    /// both equal to `reference`.
    init?(run: LaidOutRun, on surface: Surface, vector: Bool = true) {
        let mask = run.mask
        let maximum = mask.bytes.withUnsafeBufferPointer { textproof_maximum_byte($0.baseAddress, $0.count) }
        guard maximum > 0 else { return nil }
        let strips = Strips(run: run)
        if vector, let tallied = Self.vectorWalk(run: run, on: surface, maximum: maximum, strips: strips) {
            self = tallied
            return
        }
        text = [ColorTally](repeating: ColorTally(), count: strips.count)
        background = text
        let nearMask = NearMask(mask, radius: Self.radius)
        let maximumWord = UInt64(maximum) &* 0x0101_0101_0101_0101
        let box = (x: run.bounds.x..<run.bounds.maxX, y: run.bounds.y..<run.bounds.maxY)
        let (columns, rows) = Self.visible(run, on: surface)
        // Eight-pixel steps start where strips start (a step is one strip, its pixels tallied
        // together when they are one colour); the pixels before the first such step, and any left
        // of the bounds (where strip 0 reaches further), go one by one.
        let fromBounds = run.maskOrigin.x - run.bounds.x
        var firstStep = max(columns.lowerBound, -fromBounds)
        firstStep += (8 - (fromBounds + firstStep) % 8) % 8
        // Through buffers: an array subscript checked the tallies' uniqueness on every pixel.
        text.withUnsafeMutableBufferPointer { text in
            background.withUnsafeMutableBufferPointer { background in
                mask.bytes.withUnsafeBytes { coverage in
                    nearMask.words.withUnsafeBufferPointer { near in
                        surface.bytes.withUnsafeBytes { pixels in
                            for y in rows {
                                let canvasY = run.maskOrigin.y + y, inBoxY = box.y.contains(canvasY)
                                let coverageRow = y * mask.stride, nearRow = y * nearMask.wordsPerRow
                                let pixelRow = canvasY * surface.stride + run.maskOrigin.x * 4
                                // Pixel x, known to be text (full coverage) or a background candidate.
                                @inline(__always) func count(_ x: Int) {
                                    let canvasX = run.maskOrigin.x + x, strip = strips.index(canvasX)
                                    let color = Self.packedStraight(pixels, at: pixelRow + x * 4)
                                    if coverage[coverageRow + x] == maximum {
                                        text[strip].add(color)
                                    } else if box.x.contains(canvasX) {
                                        background[strip].add(color)
                                    }
                                }
                                @inline(__always) func one(_ x: Int) {
                                    let covered = coverage[coverageRow + x]
                                    if covered == maximum
                                        || (covered == 0 && inBoxY && NearMask.contains(near, row: nearRow, x: x))
                                    {
                                        count(x)
                                    }
                                }
                                var x = columns.lowerBound
                                while x < min(firstStep, columns.upperBound) {
                                    one(x)
                                    x += 1
                                }
                                while x + 8 <= columns.upperBound {
                                    let covered = UInt64(
                                        littleEndian: coverage.loadUnaligned(
                                            fromByteOffset: coverageRow + x, as: UInt64.self))
                                    // A byte lane is 0x80 where its pixel counts; most steps have none.
                                    let textLanes = Self.zeroBytes(covered ^ maximumWord)
                                    var groundLanes: UInt64 = 0
                                    if inBoxY {
                                        groundLanes =
                                            Self.zeroBytes(covered)
                                            & Self.lanes(NearMask.eight(near, row: nearRow, x: x))
                                            & Self.lanes(inside: box.x, from: run.maskOrigin.x + x)
                                    }
                                    if textLanes | groundLanes != 0 {
                                        let strip = (fromBounds + x) / ContrastMeasurement.stripWidth - strips.first
                                        Self.tallyStep(
                                            pixels, at: pixelRow + x * 4, text: textLanes, ground: groundLanes,
                                            into: &text[strip], &background[strip])
                                    }
                                    x += 8
                                }
                                while x < columns.upperBound {
                                    one(x)
                                    x += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Tallies one step's eight pixels from byte `offset`: those in `textLanes` into `text`, those
    /// in `groundLanes` into `ground` (0x80 byte lanes). When a set's pixels are all one colour (a
    /// glyph's stems, the ground around it, whatever anti-aliased pixels lie between), it is
    /// counted once for all of them, as many times as they are.
    @inline(__always)
    static func tallyStep(
        _ pixels: UnsafeRawBufferPointer, at offset: Int, text textLanes: UInt64, ground groundLanes: UInt64,
        into text: inout ColorTally, _ ground: inout ColorTally
    ) {
        // Little-endian words: pixel 2k is the low half of word k.
        let words = (
            UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
            UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)),
            UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)),
            UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        )
        // Bit i set where pixel i equals `pixel`.
        @inline(__always) func equal(to pixel: UInt32) -> UInt64 {
            let pair = UInt64(pixel) | UInt64(pixel) << 32
            @inline(__always) func two(_ word: UInt64) -> UInt64 {
                let difference = word ^ pair
                return (difference & 0xFFFF_FFFF == 0 ? 1 : 0) | (difference >> 32 == 0 ? 2 : 0)
            }
            return two(words.0) | two(words.1) << 2 | two(words.2) << 4 | two(words.3) << 6
        }
        @inline(__always) func tally(_ lanes: UInt64, into tally: inout ColorTally) {
            guard lanes != 0 else { return }
            let wanted = ((lanes >> 7) &* 0x0102_0408_1020_4080) >> 56
            let firstLane = lanes.trailingZeroBitCount >> 3
            let pixel = UInt32(
                littleEndian: pixels.loadUnaligned(fromByteOffset: offset + firstLane * 4, as: UInt32.self))
            if wanted & ~equal(to: pixel) == 0 {
                tally.add(Self.packedStraight(pixels, at: offset + firstLane * 4), times: wanted.nonzeroBitCount)
                return
            }
            var rest = lanes
            while rest != 0 {
                tally.add(Self.packedStraight(pixels, at: offset + (rest.trailingZeroBitCount >> 3) * 4))
                rest &= rest &- 1
            }
        }
        tally(textLanes, into: &text)
        tally(groundLanes, into: &ground)
    }

    /// 0x80 in byte lane i where bit i of `bits` (eight bits) is set.
    @inline(__always)
    static func lanes(_ bits: UInt64) -> UInt64 {
        // Byte i keeps bit i of the broadcast bits; adding 0x7F carries a set one into the lane's top bit.
        ((bits &* 0x0101_0101_0101_0101) & 0x8040_2010_0804_0201 &+ 0x7F7F_7F7F_7F7F_7F7F) & 0x8080_8080_8080_8080
    }

    /// 0x80 in byte lane i where column `canvasX + i` lies in `columns`.
    @inline(__always)
    static func lanes(inside columns: Range<Int>, from canvasX: Int) -> UInt64 {
        if canvasX >= columns.lowerBound && canvasX + 8 <= columns.upperBound { return 0x8080_8080_8080_8080 }
        var lanes: UInt64 = 0
        for lane in 0..<8 where columns.contains(canvasX + lane) { lanes |= 0x80 << UInt64(lane * 8) }
        return lanes
    }

    /// CMeasurement's walk (`textproof_strip_tallies`), its runs of equal colours added to each
    /// strip's tallies; nil without AVX2 (or memory).
    static func vectorWalk(run: LaidOutRun, on surface: Surface, maximum: UInt8, strips: Strips) -> StripTallies? {
        let mask = run.mask
        let (columns, rows) = visible(run, on: surface)
        var found: UnsafeMutablePointer<textproof_tally_run>?
        let count = mask.bytes.withUnsafeBufferPointer { coverage in
            surface.bytes.withUnsafeBufferPointer { pixels in
                // The pixel under the mask's origin, when any of the mask lies on the surface.
                let origin =
                    columns.isEmpty || rows.isEmpty
                    ? pixels.baseAddress
                    : pixels.baseAddress.map { $0 + run.maskOrigin.y * surface.stride + run.maskOrigin.x * 4 }
                return textproof_strip_tallies(
                    coverage.baseAddress, mask.stride, mask.width, mask.height, maximum, origin, surface.stride,
                    columns.count, rows.count, run.bounds.x - run.maskOrigin.x, run.bounds.maxX - run.maskOrigin.x,
                    run.bounds.y - run.maskOrigin.y, run.bounds.maxY - run.maskOrigin.y,
                    run.maskOrigin.x - run.bounds.x,
                    strips.first, strips.count, &found)
            }
        }
        guard count >= 0, let found else { return nil }
        defer { textproof_strip_tallies_free(found) }
        var text = [ColorTally](repeating: ColorTally(), count: strips.count), background = text
        for counted in UnsafeBufferPointer(start: found, count: count) {
            if counted.background == 0 {
                text[Int(counted.strip)].add(counted.color, times: Int(counted.count))
            } else {
                background[Int(counted.strip)].add(counted.color, times: Int(counted.count))
            }
        }
        return StripTallies(text: text, background: background)
    }

    /// The reference: every pixel of the mask on its own, "near" found by looking at each
    /// neighbour. The tests hold both walks above equal to it.
    static func reference(run: LaidOutRun, on surface: Surface) -> StripTallies? {
        let mask = run.mask
        let maximum = mask.bytes.max() ?? 0
        guard maximum > 0 else { return nil }
        let strips = Strips(run: run)
        var tallies = StripTallies(
            text: [ColorTally](repeating: ColorTally(), count: strips.count),
            background: [ColorTally](repeating: ColorTally(), count: strips.count))
        let (columns, rows) = visible(run, on: surface)
        func isNear(_ x: Int, _ y: Int) -> Bool {
            for ny in max(0, y - radius)...min(mask.height - 1, y + radius) {
                for nx in max(0, x - radius)...min(mask.width - 1, x + radius) where mask[nx, ny] > 0 { return true }
            }
            return false
        }
        surface.bytes.withUnsafeBytes { pixels in
            for y in rows {
                for x in columns {
                    let canvasX = run.maskOrigin.x + x, canvasY = run.maskOrigin.y + y
                    let covered = mask[x, y]
                    let color = Self.packedStraight(pixels, at: canvasY * surface.stride + canvasX * 4)
                    if covered == maximum {
                        tallies.text[strips.index(canvasX)].add(color)
                    } else if covered == 0, (run.bounds.x..<run.bounds.maxX).contains(canvasX),
                        (run.bounds.y..<run.bounds.maxY).contains(canvasY), isNear(x, y)
                    {
                        tallies.background[strips.index(canvasX)].add(color)
                    }
                }
            }
        }
        return tallies
    }

    private init(text: [ColorTally], background: [ColorTally]) {
        self.text = text
        self.background = background
    }

    /// The run's 8-pixel strips, counted from its bounds' left edge (the mask can start left of it).
    struct Strips {
        let first: Int
        let count: Int
        let left: Int

        init(run: LaidOutRun) {
            left = run.bounds.x
            first = (run.maskOrigin.x - left) / ContrastMeasurement.stripWidth
            count = (run.maskOrigin.x + run.mask.width - 1 - left) / ContrastMeasurement.stripWidth - first + 1
        }

        @inline(__always)
        func index(_ canvasX: Int) -> Int { (canvasX - left) / ContrastMeasurement.stripWidth - first }
    }

    /// The mask's columns and rows that lie on the surface.
    static func visible(_ run: LaidOutRun, on surface: Surface) -> (columns: Range<Int>, rows: Range<Int>) {
        (
            0..<max(0, min(run.mask.width, surface.width - run.maskOrigin.x)),
            0..<max(0, min(run.mask.height, surface.height - run.maskOrigin.y))
        )
    }

    /// The premultiplied pixel at byte `offset`, straight alpha, packed (opaque pixels as they are).
    @inline(__always)
    static func packedStraight(_ pixels: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        // RGBA in memory: a little-endian load is ABGR, byte-swapped RGBA.
        let word = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        if word >> 24 == 255 { return word.byteSwapped }
        return ContrastMeasurement.packed(
            PremultipliedColorU8(
                premultipliedRed: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
                blue: UInt8(truncatingIfNeeded: word >> 16), alpha: UInt8(truncatingIfNeeded: word >> 24)
            ).unpremultiplied)
    }

    /// 0x80 in each byte of `word` that is zero, 0 in the others (exact: no borrow crosses bytes).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low) &+ low) | word | low)
    }
}
