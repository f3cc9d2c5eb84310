/// pixelmatch's test for anti-aliased pixels, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009): a pixel is anti-aliasing when it lies on a brightness slope
/// between a darkest and a brightest neighbour, at most two neighbours equal to it, and that
/// darkest or brightest neighbour sits in a flat area (three or more equal neighbours) in both
/// images. Neighbour order (columns outer, rows inner) and tie-breaking are pixelmatch's, so the
/// same pixels are flagged.
enum AntialiasingDetector {
    /// Whether pixel (x, y) of `image` looks anti-aliased; `image` is one of the two compared
    /// images and `first`, `second` are both images in the order pixelmatch passes them.
    static func isAntialiased(_ image: PixelGrid, x x1: Int, y y1: Int, first: PixelGrid, second: PixelGrid) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let center = y1 * image.width + x1
        let centerPixel = image[center]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // The centre's channels, read once; opaque neighbours of an opaque centre take the short
        // form of pixelmatch's brightness difference (same operations, so the same values).
        let r = Double(centerPixel & 0xFF), g = Double(centerPixel >> 8 & 0xFF), b = Double(centerPixel >> 16 & 0xFF)
        let opaqueCenter = centerPixel >> 24 == 255
        for x in x0...x2 {
            var index = y0 &* image.width &+ x
            for y in y0...y2 {
                defer { index &+= image.width }
                if x == x1 && y == y1 { continue }
                let neighbour = image[index]
                let delta: Double
                if neighbour == centerPixel {
                    delta = 0
                } else if opaqueCenter && neighbour >> 24 == 255 {
                    delta = (r - Double(neighbour & 0xFF)) * 0.29889531 + (g - Double(neighbour >> 8 & 0xFF)) * 0.58662247
                        + (b - Double(neighbour >> 16 & 0xFF)) * 0.11448223
                } else {
                    // Brightness difference, centre minus neighbour; the backdrop for translucent
                    // pixels is the centre's.
                    delta = YIQDifference.brightness(centerPixel, neighbour, offset: center &* 4)
                }
                if delta == 0 {
                    zeroes &+= 1
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
        return (hasManySiblings(first, x: minX, y: minY) && hasManySiblings(second, x: minX, y: minY))
            || (hasManySiblings(first, x: maxX, y: maxY) && hasManySiblings(second, x: maxX, y: maxY))
    }

    /// Whether pixel (x, y) has three or more neighbours of exactly its value (an image edge
    /// counts as one).
    static func hasManySiblings(_ image: PixelGrid, x x1: Int, y y1: Int) -> Bool {
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
