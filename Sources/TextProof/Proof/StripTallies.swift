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
        let near = ContrastMeasurement.dilated(mask, radius: Self.radius)
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
                                    let color = ContrastMeasurement.packedStraight(pixels, at: pixelRow + x * 4)
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
                    let color = ContrastMeasurement.packedStraight(pixels, at: canvasY * surface.stride + canvasX * 4)
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

    /// 0x80 in each byte of `word` that is zero, 0 in the others (exact: no borrow crosses bytes).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low) &+ low) | word | low)
    }
}
