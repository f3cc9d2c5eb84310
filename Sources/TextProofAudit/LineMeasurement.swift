import TextProofColor
import TextProofRaster

/// A text line's contrast read from a screenshot's pixels, the way proofs read a run's: the ground
/// around the glyphs, the ink in their cores, strip by strip, the worst strip reported.
///
/// - ground: the pixels in a margin around the line's box (a fifth of its height, at least 2 px),
///   where layout analysis found no glyph: their most common colour, or, where no colour holds
///   a third of them (a gradient, a photo, glass), each channel's median.
/// - ink: in the box, the pixels farthest from the ground (at least 85 % of the farthest
///   distance) that make up a stroke's core (2×2 of them): their most common colour. Anti-aliased
///   edges lie between ink and ground and are left out; a glyph's core is the colour it was drawn in.
/// - strips: the same rule in vertical strips half the line's height wide (a glyph or two), so a
///   gradient or photo under part of the line is measured where it is. Strips whose farthest
///   pixel is under half the line's farthest hold only edges of glyphs and are skipped; a strip
///   whose core is a few pixels blended from the line's ink takes the line's ink (a period).
struct LineMeasurement {
    var ink: ColorU8
    var ground: ColorU8
    /// The lowest strip ratio and its pair of colours.
    var worst: (ink: ColorU8, ground: ColorU8)
    /// How many strips were measured.
    var strips: Int
    /// Whether the ground varies under the line (strips disagree, or no ground colour dominates).
    var groundVaries: Bool
    /// The median horizontal run of ink across the line, in pixels: its strokes' width.
    var strokeWidth: Double
    /// The height of the ink above the baseline, in pixels: the line's cap or ascender height.
    /// The baseline is the lowest row where ink is at least a third as dense as in the densest
    /// row (descenders are sparse); the top, the first row with ink.
    var heightAboveBaseline: Int
    /// The share of the box's pixels that are ink: glyphs fill a fifth to a third of their box, a
    /// filled shape (a button with its title inside) most of it.
    var fill: Double
    /// The share of the margin's pixels as far from the ground as the ink is (halfway or more), on
    /// a flat ground. Glyphs stay inside their box; a shape that runs on past it (cards' rounded
    /// corners side by side, a badge's rim) does not. Zero where the ground varies (a photo).
    var inkAround: Double

    /// Distances (max channel difference, 0–255) below this are no text at all.
    static let minimumDistance = 12

    init?(box: PixelRect, in screen: ScreenPixels) {
        let pad = max(2, box.height / 5)
        guard
            let region = PixelRect(
                x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad
            ).clipped(toWidth: screen.width, height: screen.height),
            let inner = box.clipped(toWidth: screen.width, height: screen.height)
        else { return nil }
        let stripWidth = max(8, box.height / 2)
        let stripCount = (inner.width + stripWidth - 1) / stripWidth
        func strip(_ x: Int) -> Int { min(max((x - inner.x) / stripWidth, 0), stripCount - 1) }

        // The ground: the margin's pixels, all together and per strip.
        var margin = ColorCounts(), marginByStrip = [ColorCounts](repeating: ColorCounts(), count: stripCount)
        screen.colors.withUnsafeBufferPointer { colors in
            for y in region.y..<region.maxY {
                let insideRows = y >= inner.y && y < inner.maxY
                for x in region.x..<region.maxX where !(insideRows && x >= inner.x && x < inner.maxX) {
                    let color = colors[y * screen.width + x]
                    margin.add(color)
                    marginByStrip[strip(x)].add(color)
                }
            }
        }
        guard let lineGround = margin.dominant() else { return nil }
        let grounds = marginByStrip.map { $0.dominant() ?? lineGround }

        // Each pixel's distance from its strip's ground, and each strip's farthest.
        let width = inner.width
        var distances = [UInt8](repeating: 0, count: width * inner.height)
        var farthest = [Int](repeating: 0, count: stripCount)
        screen.colors.withUnsafeBufferPointer { colors in
            for y in inner.y..<inner.maxY {
                for x in inner.x..<inner.maxX {
                    let s = strip(x)
                    let distance = Self.distance(colors[y * screen.width + x], grounds[s].packed)
                    distances[(y - inner.y) * width + x - inner.x] = UInt8(distance)
                    farthest[s] = max(farthest[s], distance)
                }
            }
        }
        let lineFarthest = farthest.max() ?? 0
        guard lineFarthest >= Self.minimumDistance else { return nil }
        // A strip's ink: its pixels within 85 % of its farthest that are the core of a stroke (a 2×2
        // block of them: an anti-aliased edge is one pixel wide). Strips whose farthest is under half
        // the line's hold only the edges of glyphs.
        var inkByStrip = [ColorCounts](repeating: ColorCounts(), count: stripCount)
        var runs: [Double] = []
        var rowInk = [Int](repeating: 0, count: inner.height)
        var stripTop = [Int](repeating: Int.max, count: stripCount)
        func inCore(_ index: Int, _ threshold: Int) -> Bool { Int(distances[index]) * 100 >= threshold }
        screen.colors.withUnsafeBufferPointer { colors in
            for row in 0..<inner.height {
                var run = 0.0
                for column in 0..<width {
                    let x = inner.x + column, s = strip(x), index = row * width + column
                    let distance = Int(distances[index])
                    let threshold = farthest[s] * 85
                    if farthest[s] * 2 >= lineFarthest, distance * 100 >= threshold, column + 1 < width,
                        row + 1 < inner.height, inCore(index + 1, threshold), inCore(index + width, threshold),
                        inCore(index + width + 1, threshold)
                    {
                        inkByStrip[s].add(colors[(inner.y + row) * screen.width + x])
                    }
                    if distance * 2 > lineFarthest {
                        rowInk[row] += 1
                        stripTop[s] = min(stripTop[s], row)
                    }
                    // Strokes: runs of pixels a tenth of the way from ground to ink or more, each
                    // counting its share of the way (its coverage), so edges count in part.
                    if distance * 10 > lineFarthest {
                        run += Double(min(distance, lineFarthest)) / Double(lineFarthest)
                    } else if run > 0 {
                        runs.append(run)
                        run = 0
                    }
                }
                if run > 0 { runs.append(run) }
            }
        }
        // The line's ink: the strips that reach (nearly) its farthest distance, all together.
        var allInk = ColorCounts()
        for s in 0..<stripCount where farthest[s] * 100 >= lineFarthest * 85 { allInk.merge(inkByStrip[s]) }
        guard let ink = allInk.mostCommon() else { return nil }
        // A strip whose core is another colour counts it only with a word's worth of it (a link in
        // another colour); a few pixels of a blend of the line's ink and the ground are a glyph's
        // edge that never reached the ink (a period, a thin stroke cut by the strip): that strip's
        // ink is the line's.
        let wordCore = max(4, (inner.height / 4) * (inner.height / 4))
        var worst: (ink: ColorU8, ground: ColorU8, ratio: Double)?
        var measured = 0
        for s in 0..<stripCount {
            guard var stripInk = inkByStrip[s].mostCommon() else { continue }
            if stripInk != ink, inkByStrip[s].total < wordCore {
                guard Self.isBlend(stripInk, of: ink, over: grounds[s].color) else { continue }
                stripInk = ink
            }
            // A colour that is also around the line (a tenth of the strip's margin) is a shape the
            // line's box reaches into (a badge, a ribbon), not its text.
            if stripInk != ink, marginByStrip[s].count(of: stripInk.packed) * 10 >= marginByStrip[s].total { continue }
            measured += 1
            let ratio = WCAGContrast.ratio(stripInk, grounds[s].color)
            if worst == nil || ratio < worst!.ratio { worst = (stripInk, grounds[s].color, ratio) }
        }
        guard let worst else { return nil }
        self.ink = ink
        ground = lineGround.color
        self.worst = (worst.ink, worst.ground)
        strips = measured
        groundVaries = !margin.isDominated || Set(grounds.map(\.packed)).count > 1
        runs.sort()
        strokeWidth = runs.isEmpty ? 0 : runs[runs.count / 2]
        let densest = rowInk.max() ?? 0
        // The top most strips' ink reaches, not the first row with ink: an icon beside the text (a
        // magnifier before a placeholder) is taller than its glyphs, but only a strip or two.
        let tops = stripTop.filter { $0 != Int.max }.sorted()
        let top = tops.isEmpty ? 0 : tops[tops.count / 8]
        let baseline = rowInk.lastIndex { $0 * 3 >= densest } ?? inner.height - 1
        heightAboveBaseline = baseline - top + 1
        fill = Double(rowInk.reduce(0, +)) / Double(max(1, inner.width * inner.height))
        var around = 0
        if margin.isDominated {
            screen.colors.withUnsafeBufferPointer { colors in
                for y in region.y..<region.maxY {
                    let insideRows = y >= inner.y && y < inner.maxY
                    for x in region.x..<region.maxX where !(insideRows && x >= inner.x && x < inner.maxX) {
                        if Self.distance(colors[y * screen.width + x], grounds[strip(x)].packed) * 2 >= lineFarthest {
                            around += 1
                        }
                    }
                }
            }
        }
        inkAround = Double(around) / Double(max(1, margin.total))
    }

    /// Whether `color` lies on the way from `ground` to `ink` (within 3 levels a channel): what
    /// anti-aliasing draws where a glyph partly covers a pixel.
    static func isBlend(_ color: ColorU8, of ink: ColorU8, over ground: ColorU8) -> Bool {
        let channels = [
            (Double(color.red), Double(ink.red), Double(ground.red)),
            (Double(color.green), Double(ink.green), Double(ground.green)),
            (Double(color.blue), Double(ink.blue), Double(ground.blue)),
        ]
        guard let widest = channels.max(by: { abs($0.1 - $0.2) < abs($1.1 - $1.2) }), widest.1 != widest.2 else {
            return false
        }
        let coverage = (widest.0 - widest.2) / (widest.1 - widest.2)
        guard coverage >= 0, coverage <= 1.02 else { return false }
        return channels.allSatisfy { abs($0.2 + coverage * ($0.1 - $0.2) - $0.0) <= 3 }
    }

    /// The largest channel difference between two packed colours: hue counts, not luma alone.
    @inline(__always)
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let red = abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF))
        let green = abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF))
        let blue = abs(Int(a & 0xFF) - Int(b & 0xFF))
        return max(red, green, blue)
    }
}

/// A ground colour and its packed form.
struct GroundColor {
    var color: ColorU8
    var packed: UInt32
}

/// Packed colours counted: the most common, or the per-channel median when none dominates.
/// Neighbours are mostly equal (a flat ground along a row), so they are counted as runs and the
/// dictionary sees a run at a time.
struct ColorCounts {
    private var counts: [UInt32: Int] = [:]
    private var current: UInt32 = 0
    private var currentCount = 0
    private(set) var total = 0

    @inline(__always)
    mutating func add(_ color: UInt32) {
        total += 1
        if currentCount > 0, color == current {
            currentCount += 1
            return
        }
        flush()
        current = color
        currentCount = 1
    }

    private mutating func flush() {
        if currentCount > 0 { counts[current, default: 0] += currentCount }
        currentCount = 0
    }

    mutating func merge(_ other: ColorCounts) {
        var other = other
        other.flush()
        flush()
        for (color, count) in other.counts { counts[color, default: 0] += count }
        total += other.total
    }

    /// How many of the pixels are `color`.
    func count(of color: UInt32) -> Int {
        (counts[color] ?? 0) + (currentCount > 0 && current == color ? currentCount : 0)
    }

    /// The most common colour; ties go to the smaller packed value, so the choice is stable.
    func mostCommon() -> ColorU8? {
        mostCommonPacked().map { ScreenPixels.color($0.color) }
    }

    private func mostCommonPacked() -> (color: UInt32, count: Int)? {
        var counts = counts
        if currentCount > 0 { counts[current, default: 0] += currentCount }
        var best: (color: UInt32, count: Int)?
        for (color, count) in counts
        where best == nil || count > best!.count || (count == best!.count && color < best!.color) {
            best = (color, count)
        }
        return best
    }

    /// Whether one colour holds at least a third of the pixels.
    var isDominated: Bool { (mostCommonPacked()?.count ?? 0) * 3 >= total && total > 0 }

    /// The ground these pixels show: the most common colour when it holds a third of them, else
    /// each channel's median.
    func dominant() -> GroundColor? {
        guard let most = mostCommonPacked() else { return nil }
        if most.count * 3 >= total { return GroundColor(color: ScreenPixels.color(most.color), packed: most.color) }
        var counts = counts
        if currentCount > 0 { counts[current, default: 0] += currentCount }
        var channels: [[Int]] = [[], [], []]
        for (color, count) in counts {
            for _ in 0..<count {
                channels[0].append(Int(color >> 16 & 0xFF))
                channels[1].append(Int(color >> 8 & 0xFF))
                channels[2].append(Int(color & 0xFF))
            }
        }
        let medians = channels.map { values in values.sorted()[values.count / 2] }
        let packed = UInt32(medians[0]) << 16 | UInt32(medians[1]) << 8 | UInt32(medians[2])
        return GroundColor(color: ScreenPixels.color(packed), packed: packed)
    }
}
