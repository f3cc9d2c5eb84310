import TextProofColor
import TextProofRaster

/// A run's pixels counted for its contrast measurement, per 8-pixel strip: under full coverage
/// (text) and, uncovered within two pixels of a glyph inside the line box, around it (background).
/// Colours are packed RRGGBBAA words counted in runs of equal neighbours (down a strip, a flat
/// background is one run); the run's own colours are all its strips' together.
struct StripTallies {
    var text: [ColorTally]
    var background: [ColorTally]
    static let radius = 2

    /// Nil when the run drew nothing (spaces only, say).
    init?(run: LaidOutRun, on surface: Surface) {
        let mask = run.mask
        let maximum = mask.bytes.max() ?? 0
        guard maximum > 0 else { return nil }
        let strips = Strips(run: run)
        text = [ColorTally](repeating: ColorTally(), count: strips.count)
        background = text
        let near = Self.dilated(mask, radius: Self.radius)
        let nearStride = mask.width + 2 * Self.radius
        let maximumWord = UInt64(maximum) &* 0x0101_0101_0101_0101
        let box = (x: run.bounds.x..<run.bounds.maxX, y: run.bounds.y..<run.bounds.maxY)
        let (columns, rows) = Self.visible(run, on: surface)
        // Through buffers: an array subscript checked the tallies' uniqueness on every pixel.
        text.withUnsafeMutableBufferPointer { text in
            background.withUnsafeMutableBufferPointer { background in
                mask.bytes.withUnsafeBytes { coverage in
                    near.withUnsafeBytes { near in
                        surface.bytes.withUnsafeBytes { pixels in
                            for y in rows {
                                let canvasY = run.maskOrigin.y + y, inBoxY = box.y.contains(canvasY)
                                let coverageRow = y * mask.stride, nearRow = y * nearStride + Self.radius
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
                                // Eight pixels a step: a byte lane is set where the pixel counts,
                                // and most steps have none.
                                var x = columns.lowerBound
                                while x + 8 <= columns.upperBound {
                                    let covered = UInt64(
                                        littleEndian: coverage.loadUnaligned(
                                            fromByteOffset: coverageRow + x, as: UInt64.self))
                                    var lanes = Self.zeroBytes(covered ^ maximumWord)
                                    if inBoxY {
                                        let isNear = UInt64(
                                            littleEndian: near.loadUnaligned(
                                                fromByteOffset: nearRow + x, as: UInt64.self))
                                        lanes |= Self.zeroBytes(covered) & (isNear << 7)
                                    }
                                    while lanes != 0 {
                                        count(x + lanes.trailingZeroBitCount >> 3)
                                        lanes &= lanes &- 1
                                    }
                                    x += 8
                                }
                                for x in x..<columns.upperBound {
                                    let covered = coverage[coverageRow + x]
                                    if covered == maximum || (covered == 0 && inBoxY && near[nearRow + x] != 0) {
                                        count(x)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The reference: every pixel of the mask on its own, "near" found by looking at each
    /// neighbour. The tests hold the eight-at-a-time walk above equal to it.
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

    /// Pixels within `radius` (Chebyshev distance) of any covered pixel, 1 a pixel (0 elsewhere):
    /// a square dilation done as a horizontal then a vertical pass, each an OR of shifted copies.
    /// Rows are `mask.width + 2 × radius` apart and column x is at `radius + x`: with clear pixels
    /// between rows, each pass is one loop over the whole mask (vector code with no tail per row).
    static func dilated(_ mask: CoverageMask, radius: Int) -> [UInt8] {
        let width = mask.width, height = mask.height
        guard width > 0, height > 0 else { return [] }
        let stride = width + 2 * radius, count = stride * height
        // Covered as 0/1 in the padded layout, starting `radius` in so that shifts stay inside.
        var covered = [UInt8](repeating: 0, count: count + 2 * radius)
        var flags = [UInt8](repeating: 0, count: width * height)
        mask.bytes.withUnsafeBufferPointer { coverage in
            flags.withUnsafeMutableBufferPointer { flags in
                if mask.stride == width {
                    for i in 0..<flags.count { flags[i] = coverage[i] == 0 ? 0 : 1 }
                } else {
                    for y in 0..<height {
                        for x in 0..<width { flags[y * width + x] = coverage[y * mask.stride + x] == 0 ? 0 : 1 }
                    }
                }
            }
        }
        covered.withUnsafeMutableBufferPointer { covered in
            flags.withUnsafeBufferPointer { flags in
                for y in 0..<height {
                    (covered.baseAddress! + 2 * radius + y * stride).update(
                        from: flags.baseAddress! + y * width, count: width)
                }
            }
        }
        var horizontal = [UInt8](repeating: 0, count: count)
        covered.withUnsafeBufferPointer { covered in
            horizontal.withUnsafeMutableBufferPointer { horizontal in
                let to = horizontal.baseAddress!
                for shift in 0...(2 * radius) { orInto(to, covered.baseAddress! + shift, count: count) }
            }
        }
        var result = [UInt8](repeating: 0, count: count)
        horizontal.withUnsafeBufferPointer { horizontal in
            result.withUnsafeMutableBufferPointer { result in
                let to = result.baseAddress!
                for rows in -radius...radius {
                    // Row y takes row y + rows where that row exists.
                    let offset = rows * stride
                    let lower = max(0, -offset), upper = min(count, count - offset)
                    guard lower < upper else { continue }
                    orInto(to + lower, horizontal.baseAddress! + offset + lower, count: upper - lower)
                }
            }
        }
        return result
    }

    /// `to[i] |= from[i]` for `count` bytes, a 64-bit word at a time (written out: as a byte loop
    /// over two pointers the compiler may not prove apart, it stayed one byte a step).
    @inline(__always)
    static func orInto(_ to: UnsafeMutablePointer<UInt8>, _ from: UnsafePointer<UInt8>, count: Int) {
        let target = UnsafeMutableRawPointer(to), source = UnsafeRawPointer(from)
        var i = 0
        while i + 8 <= count {
            let merged =
                target.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                | source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            target.storeBytes(of: merged, toByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < count {
            to[i] |= from[i]
            i += 1
        }
    }

    /// 0x80 in each byte of `word` that is zero, 0 in the others (exact: no borrow crosses bytes).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low) &+ low) | word | low)
    }
}
