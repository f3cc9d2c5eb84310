/// pixelmatch's test for anti-aliased pixels, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a pixel is anti-aliasing when it lies on a brightness slope
/// between a darkest and a brightest neighbour, at most two neighbours equal to it, and that
/// darkest or brightest neighbour sits in a flat area (three or more equal neighbours) in both
/// images. Neighbour order (columns outer, rows inner) and tie-breaking are pixelmatch's, so the
/// same pixels are flagged.
///
/// `reference` is pixelmatch's loop, neighbour by neighbour with early exits; the default entry
/// takes a branch-light path for interior pixels in opaque neighbourhoods (most of any proof) and
/// the reference for the rest. Tests hold the two equal.
enum AntialiasingDetector {
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

    /// The interior, opaque case: the same eight brightness differences in the same visiting
    /// order, with the tests folded in without early exits (they have no side effects), so the
    /// compiler can use selects instead of unpredictable branches. Nil when a pixel is translucent.
    @inline(__always)
    static func opaqueInterior(_ image: PixelGrid, x x1: Int, y y1: Int, first: PixelGrid, second: PixelGrid) -> Bool? {
        let w = image.width, center = y1 &* w &+ x1, c = image[center]
        // Visiting order: (−1,−1) (−1,0) (−1,1) (0,−1) (0,1) (1,−1) (1,0) (1,1).
        let n0 = image[center &- w &- 1], n1 = image[center &- 1], n2 = image[center &+ w &- 1]
        let n3 = image[center &- w], n4 = image[center &+ w]
        let n5 = image[center &- w &+ 1], n6 = image[center &+ 1], n7 = image[center &+ w &+ 1]
        guard (n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 & c) >> 24 == 255 else { return nil }

        // Equal neighbours have a zero difference: three of them settle it without arithmetic.
        @inline(__always) func same(_ n: UInt32) -> Int { n == c ? 1 : 0 }
        if same(n0) &+ same(n1) &+ same(n2) &+ same(n3) &+ same(n4) &+ same(n5) &+ same(n6) &+ same(n7) > 2 {
            return false
        }

        let r = Int(c & 0xFF), g = Int(c >> 8 & 0xFF), b = Int(c >> 16 & 0xFF)
        @inline(__always) func delta(_ n: UInt32) -> Double {
            Double(r &- Int(n & 0xFF)) * 0.29889531 + Double(g &- Int(n >> 8 & 0xFF)) * 0.58662247
                + Double(b &- Int(n >> 16 & 0xFF)) * 0.11448223
        }
        var zeros = 0, minLane = 0, maxLane = 0, minimum = 0.0, maximum = 0.0
        @inline(__always) func visit(_ d: Double, _ lane: Int) {
            zeros &+= d == 0 ? 1 : 0
            if d < minimum { minimum = d; minLane = lane }
            if d > maximum { maximum = d; maxLane = lane }
        }
        visit(delta(n0), 0); visit(delta(n1), 1); visit(delta(n2), 2); visit(delta(n3), 3)
        visit(delta(n4), 4); visit(delta(n5), 5); visit(delta(n6), 6); visit(delta(n7), 7)
        if zeros > 2 || minimum == 0 || maximum == 0 { return false }

        @inline(__always) func offset(_ lane: Int) -> (x: Int, y: Int) {
            lane < 3 ? (-1, lane - 1) : lane < 5 ? (0, lane == 3 ? -1 : 1) : (1, lane - 6)
        }
        let darkest = offset(minLane), brightest = offset(maxLane)
        let (minX, minY, maxX, maxY) = (x1 + darkest.x, y1 + darkest.y, x1 + brightest.x, y1 + brightest.y)
        return (hasManySiblings(first, x: minX, y: minY) && hasManySiblings(second, x: minX, y: minY))
            || (hasManySiblings(first, x: maxX, y: maxY) && hasManySiblings(second, x: maxX, y: maxY))
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
