import CComparison

/// pixelmatch's test for anti-aliased pixels, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a pixel is anti-aliasing when it lies on a brightness slope
/// between a darkest and a brightest neighbour, at most two neighbours equal to it, and that
/// darkest or brightest neighbour sits in a flat area (three or more equal neighbours) in both
/// images. Neighbour order (columns outer, rows inner) and tie-breaking are pixelmatch's, so the
/// same pixels are flagged.
///
/// `reference` is pixelmatch's loop, neighbour by neighbour with early exits; `isAntialiased` takes
/// a branch-light path for interior pixels in opaque neighbourhoods (most of any proof) and the
/// reference for the rest; `vectorInEither` tests a row's pixels in CComparison's vector kernel.
/// Tests hold all equal.
enum AntialiasingDetector {
    /// pixelmatch's `antialiased(img1, …) || antialiased(img2, …)` for pixel (x, y), in Swift: the
    /// test a changed pixel over the threshold gets where the vector kernel has no answer.
    @inline(__always)
    static func inEither(x: Int, y: Int, first: PixelGrid, second: PixelGrid) -> Bool {
        isAntialiased(first, x: x, y: y, first: first, second: second)
            || isAntialiased(second, x: x, y: y, first: second, second: first)
    }

    /// `inEither` for pixels `xs` of row `y` at once by CComparison's AVX2 kernel: `answers[k]` is
    /// 1 or 0, or -1 where the kernel has none (no AVX2, too near an edge, a translucent
    /// neighbourhood). A 4096² pair with 10 % changed has 1.5 million pixels to test.
    @inline(__always)
    static func vectorInEither(
        row y: Int, xs: UnsafePointer<Int32>, count: Int, first: PixelGrid, second: PixelGrid,
        answers: UnsafeMutablePointer<Int8>
    ) {
        textproof_antialiased_either_row(first.words, second.words, first.width, first.height, y, xs, answers, count)
    }

    /// Whether CComparison's kernel runs here (AVX2). The kernel checks for itself (a `static let`
    /// here would be a lazy-initialisation check on every row).
    static var vectorKernel: Bool { textproof_antialiased_either_available() != 0 }

    /// Whether pixel (x, y) of `image` looks anti-aliased; `image` is one of the two compared
    /// images and `first`, `second` are both images in the order pixelmatch passes them.
    @inline(__always)
    static func isAntialiased(_ image: PixelGrid, x: Int, y: Int, first: PixelGrid, second: PixelGrid) -> Bool {
        if x > 0, y > 0, x < image.width - 1, y < image.height - 1 {
            return opaqueInterior(image, x: x, y: y, first: first, second: second)
                ?? reference(image, x: x, y: y, first: first, second: second)
        }
        return reference(image, x: x, y: y, first: first, second: second)
    }

    /// The interior, opaque case: the eight neighbours in one vector, in pixelmatch's visiting
    /// order, their brightness differences worked out together (the same Double operations in the
    /// same order as the reference, so the same values), the tests folded in without early exits.
    /// Anti-aliased text makes the neighbour-by-neighbour tests unpredictable; on a 4096² pair with
    /// 10 % of pixels changed this has 18 % fewer instructions and 44 % fewer mispredicted branches
    /// (callgrind). Nil when a pixel is translucent.
    @inline(__always)
    static func opaqueInterior(_ image: PixelGrid, x x1: Int, y y1: Int, first: PixelGrid, second: PixelGrid) -> Bool? {
        let w = image.width, center = y1 &* w &+ x1, c = image[center]
        // Visiting order: (−1,−1) (−1,0) (−1,1) (0,−1) (0,1) (1,−1) (1,0) (1,1).
        let n0 = image[center &- w &- 1], n1 = image[center &- 1], n2 = image[center &+ w &- 1]
        let n3 = image[center &- w], n4 = image[center &+ w]
        let n5 = image[center &- w &+ 1], n6 = image[center &+ 1], n7 = image[center &+ w &+ 1]
        // Tested on the words, not the vector: an unsigned lane comparison compiled to a loop.
        guard (n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 & c) >> 24 == 255 else { return nil }
        let n = SIMD8<UInt32>(n0, n1, n2, n3, n4, n5, n6, n7)

        // Equal neighbours have a zero difference: three of them settle it without arithmetic.
        let centre = SIMD8<UInt32>(repeating: c)
        if laneCount(n .== centre) > 2 { return false }

        // Channels as Doubles with no conversion: 2⁵² + s·v (v a channel, s its place: 1, 2⁸, 2¹⁶)
        // holds s·v in its low mantissa bits, so two such numbers differ by s times the channels'
        // integer difference, exactly, and that times weight / s is the reference's
        // Double(r1 − r2) · weight to the bit (a power of two commutes with rounding).
        let wide = SIMD8<UInt64>(
            UInt64(n0), UInt64(n1), UInt64(n2), UInt64(n3), UInt64(n4), UInt64(n5), UInt64(n6), UInt64(n7))
        let magic: UInt64 = 0x4330_0000_0000_0000
        @inline(__always) func difference(_ bits: UInt64, _ weight: Double) -> SIMD8<Double> {
            let centre = Double(bitPattern: UInt64(c) & bits | magic)
            let neighbours = unsafeBitCast(wide & bits | magic, to: SIMD8<Double>.self)
            return (SIMD8<Double>(repeating: centre) - neighbours) * weight
        }
        let d =
            difference(0xFF, YIQDifference.yRed) + difference(0xFF00, YIQDifference.yGreen / 256)
            + difference(0xFF_0000, YIQDifference.yBlue / 65536)
        // pixelmatch's minimum and maximum start at 0, so a side with no difference stays 0.
        let low = d.lowHalf.replacing(with: d.highHalf, where: d.highHalf .< d.lowHalf)
        let lowest = low.lowHalf.replacing(with: low.highHalf, where: low.highHalf .< low.lowHalf)
        let minimum = Swift.min(lowest[0], lowest[1])
        let high = d.lowHalf.replacing(with: d.highHalf, where: d.highHalf .> d.lowHalf)
        let highest = high.lowHalf.replacing(with: high.highHalf, where: high.highHalf .> high.lowHalf)
        let maximum = Swift.max(highest[0], highest[1])
        if laneCount(d .== 0) > 2 || minimum >= 0 || maximum <= 0 { return false }

        // The first lane holding the extreme: the neighbour pixelmatch's strict comparisons keep.
        let darkest = offset(firstLane(d .== minimum)), brightest = offset(firstLane(d .== maximum))
        let (minX, minY, maxX, maxY) = (x1 + darkest.x, y1 + darkest.y, x1 + brightest.x, y1 + brightest.y)
        return (hasManySiblings(first, x: minX, y: minY) && hasManySiblings(second, x: minX, y: minY))
            || (hasManySiblings(first, x: maxX, y: maxY) && hasManySiblings(second, x: maxX, y: maxY))
    }

    /// The neighbour a lane of the visiting order stands for.
    @inline(__always)
    static func offset(_ lane: Int) -> (x: Int, y: Int) {
        lane < 3 ? (-1, lane - 1) : lane < 5 ? (0, lane == 3 ? -1 : 1) : (1, lane - 6)
    }

    /// How many lanes are set. (Swift has no mask-to-bits operation; the compiler turns this
    /// into one.)
    @inline(__always)
    static func laneCount<Lanes: SIMD>(_ mask: SIMDMask<Lanes>) -> Int where Lanes.Scalar: FixedWidthInteger {
        Int(0 &- unsafeBitCast(mask, to: Lanes.self).wrappedSum())
    }

    /// The lowest set lane (8 when none is).
    @inline(__always)
    static func firstLane(_ mask: SIMDMask<SIMD8<Int64>>) -> Int {
        let bits = unsafeBitCast(mask, to: SIMD8<Int64>.self) & SIMD8<Int64>(1, 2, 4, 8, 16, 32, 64, 128)
        return (bits.wrappedSum() | 256).trailingZeroBitCount
    }

    /// pixelmatch's loop as written: neighbour by neighbour, leaving as soon as the answer is known.
    static func reference(_ image: PixelGrid, x x1: Int, y y1: Int, first: PixelGrid, second: PixelGrid) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let center = y1 * image.width + x1
        let centerPixel = image[center]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // Brightness difference, centre minus neighbour; the backdrop for translucent
                // pixels is the centre's.
                let delta = YIQDifference.brightness(centerPixel, image[y * image.width + x], offset: center * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblingsReference(first, x: minX, y: minY) && hasManySiblingsReference(second, x: minX, y: minY))
            || (hasManySiblingsReference(first, x: maxX, y: maxY) && hasManySiblingsReference(second, x: maxX, y: maxY))
    }

    /// Whether pixel (x, y) has three or more neighbours of exactly its value (an image edge
    /// counts as one). Interior pixels count all eight at once; the answer is the same.
    @inline(__always)
    static func hasManySiblings(_ image: PixelGrid, x: Int, y: Int) -> Bool {
        guard x > 0, y > 0, x < image.width - 1, y < image.height - 1 else {
            return hasManySiblingsReference(image, x: x, y: y)
        }
        let w = image.width, center = y &* w &+ x, value = image[center]
        @inline(__always) func equal(_ index: Int) -> Int { image[index] == value ? 1 : 0 }
        let count =
            equal(center &- w &- 1) &+ equal(center &- 1) &+ equal(center &+ w &- 1) &+ equal(center &- w)
            &+ equal(center &+ w) &+ equal(center &- w &+ 1) &+ equal(center &+ 1) &+ equal(center &+ w &+ 1)
        return count > 2
    }

    /// pixelmatch's `hasManySiblings` as written.
    static func hasManySiblingsReference(_ image: PixelGrid, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let value = image[y1 * image.width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[y * image.width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
