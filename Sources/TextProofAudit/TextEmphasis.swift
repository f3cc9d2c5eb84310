import TextProofRaster

/// The picture of a screen's text Tesseract finds lines in: each pixel's distance from the ground
/// around it, amplified and drawn dark on white.
///
/// Tesseract thresholds a page once, globally: on a screenshot that loses faint text (a tertiary
/// label at 1.5:1 falls on the ground's side of the threshold) and text lighter than its ground
/// (dark mode, filled buttons). Measured against the most common luma of its 32-pixel tile (a
/// screen's grounds are flat over far more than a glyph's stroke), light and dark text both become
/// dark, and a 1.5:1 label's distance of about 40 levels becomes 160.
enum TextEmphasis {
    /// Tile side: wider than the strokes of the largest text (34 pt at 3× is 15 px), so a tile's
    /// most common luma is its ground, not its ink.
    static let tile = 32
    /// How much a distance from the ground is amplified.
    static let gain = 4

    static func picture(of luma: GrayImage) -> GrayImage {
        let grounds = groundLuma(luma)
        let columns = (luma.width + tile - 1) / tile
        var out = [UInt8](repeating: 255, count: luma.pixels.count)
        luma.pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<luma.height {
                    let groundRow = (y / tile) * columns, row = y * luma.width
                    for tileX in 0..<columns {
                        let ground = Int(grounds[groundRow + tileX])
                        for x in (tileX * tile)..<min(tileX * tile + tile, luma.width) {
                            let distance = abs(Int(source[row + x]) - ground) * gain
                            out[row + x] = UInt8(255 - min(distance, 255))
                        }
                    }
                }
            }
        }
        return GrayImage(width: luma.width, height: luma.height, sized: out)
    }

    /// The picture of `rect` of `luma`, against the rectangle's own most common luma: the inside of
    /// a filled shape, whose tiles along its edges would otherwise take the ground outside it.
    /// Nil unless the rectangle is mostly (40 %) one luma at least 12 levels from `outside`'s: a
    /// filled shape on that ground, not a line of glyphs on it.
    static func picture(of luma: GrayImage, in rect: PixelRect, outside: Int) -> GrayImage? {
        var histogram = [Int](repeating: 0, count: 256)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { histogram[Int(luma.pixels[y * luma.width + x])] += 1 }
        }
        let ground = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 0
        guard histogram[ground] * 5 >= rect.width * rect.height * 2, abs(ground - outside) >= 12 else { return nil }
        var out = [UInt8](repeating: 255, count: rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let distance = abs(Int(luma.pixels[y * luma.width + x]) - ground) * gain
                out[(y - rect.y) * rect.width + x - rect.x] = UInt8(255 - min(distance, 255))
            }
        }
        clearOutside(&out, width: rect.width, height: rect.height)
        return GrayImage(width: rect.width, height: rect.height, sized: out)
    }

    /// Whites out what reaches the rectangle's edge: outside a rounded shape, its corners (a
    /// capsule's ends). Its title, padded inside it, never touches the edge.
    static func clearOutside(_ pixels: inout [UInt8], width: Int, height: Int) {
        var stack: [Int] = []
        func push(_ index: Int) {
            if pixels[index] < 128 {
                pixels[index] = 255
                stack.append(index)
            }
        }
        for x in 0..<width {
            push(x)
            push((height - 1) * width + x)
        }
        for y in 0..<height {
            push(y * width)
            push(y * width + width - 1)
        }
        while let index = stack.popLast() {
            let x = index % width, y = index / width
            if x > 0 { push(index - 1) }
            if x + 1 < width { push(index + 1) }
            if y > 0 { push(index - width) }
            if y + 1 < height { push(index + width) }
        }
    }

    /// The most common luma of each tile, row by row (ties: the lower luma).
    static func groundLuma(_ luma: GrayImage) -> [UInt8] {
        let columns = (luma.width + tile - 1) / tile, rows = (luma.height + tile - 1) / tile
        var grounds = [UInt8](repeating: 0, count: columns * rows)
        var histograms = [UInt16](repeating: 0, count: columns * 256)
        luma.pixels.withUnsafeBufferPointer { source in
            histograms.withUnsafeMutableBufferPointer { histograms in
                for tileY in 0..<rows {
                    for index in histograms.indices { histograms[index] = 0 }
                    for y in (tileY * tile)..<min(tileY * tile + tile, luma.height) {
                        let row = y * luma.width
                        for x in 0..<luma.width { histograms[(x / tile) * 256 + Int(source[row + x])] &+= 1 }
                    }
                    for tileX in 0..<columns {
                        var best = 0, bestCount: UInt16 = 0
                        for value in 0..<256 where histograms[tileX * 256 + value] > bestCount {
                            best = value
                            bestCount = histograms[tileX * 256 + value]
                        }
                        grounds[tileY * columns + tileX] = UInt8(best)
                    }
                }
            }
        }
        return grounds
    }
}
