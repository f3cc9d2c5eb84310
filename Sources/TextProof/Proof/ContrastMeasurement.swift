import TextProofColor
import TextProofRaster

/// Contrast of a run as drawn: measured on the composited pixels, so alpha, blending and
/// anti-aliasing all count, not computed from the declared colours.
///
/// - text: the pixel under the run's highest coverage (full coverage, or the highest a hairline
///   reaches); the most frequent such colour when there are several.
/// - background: the uncovered pixels within two pixels of the glyphs, inside the run's line box;
///   the most frequent such colour.
///
/// Over a background that is not uniform (a gradient, a material, vibrancy), the run is also
/// measured in 8-pixel-wide vertical strips — the same rule within each strip — and the worst and
/// median strip are reported; the level follows the worst.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The text colour found in the pixels (under the highest coverage).
    public let text: ColorU8
    /// The background colour found in the pixels (around the glyphs, inside the line box).
    public let background: ColorU8
    /// WCAG 2.x contrast ratio, unrounded.
    public let wcag: Double
    /// APCA Lc, text on background, unrounded.
    public let apcaLc: Double
    /// The lowest and the median ratio over the run's strips (equal to `wcag` on a uniform background).
    public let wcagWorst: Double
    /// The median of the 8-pixel strips' WCAG ratios.
    public let wcagMedian: Double
    /// The Lc of smallest magnitude, and the median by magnitude, over the strips.
    public let apcaLcWorst: Double
    /// The median of the strips' APCA Lc.
    public let apcaLcMedian: Double

    static let stripWidth = 8

    /// `space` is the pixels' encoding: luminance uses its primaries (same transfer function).
    public init(text: ColorU8, background: ColorU8, in space: OutputColorSpace = .sRGB) {
        self.init(text: text, background: background, strips: [], in: space)
    }

    init(text: ColorU8, background: ColorU8, strips: [(text: ColorU8, background: ColorU8)], in space: OutputColorSpace)
    {
        self.text = text
        self.background = background
        let wcag = WCAGContrast.ratio(text, background, weights: space.luminance)
        let apcaLc = APCAContrast.lightnessContrast(text: text, background: background, in: space)
        self.wcag = wcag
        self.apcaLc = apcaLc
        let ratios = strips.map { WCAGContrast.ratio($0.text, $0.background, weights: space.luminance) }.sorted()
        let lcs = strips.map { APCAContrast.lightnessContrast(text: $0.text, background: $0.background, in: space) }
            .sorted { abs($0) < abs($1) }
        wcagWorst = min(ratios.first ?? wcag, wcag)
        wcagMedian = ratios.isEmpty ? wcag : ratios[ratios.count / 2]
        apcaLcWorst = lcs.first.map { abs($0) < abs(apcaLc) ? $0 : apcaLc } ?? apcaLc
        apcaLcMedian = lcs.isEmpty ? apcaLc : lcs[lcs.count / 2]
    }

    /// Measures `run` on `surface`; nil when the run drew nothing (spaces only, say).
    public init?(run: LaidOutRun, on surface: Surface, in space: OutputColorSpace = .sRGB) {
        let mask = run.mask
        let maximum = mask.bytes.max() ?? 0
        guard maximum > 0 else { return nil }
        let near = Self.dilated(mask, radius: 2)
        // Colours are counted as packed RRGGBBAA words in runs of equal neighbours: a flat
        // background is one entry a row, not one a pixel.
        let firstStrip = (run.maskOrigin.x - run.bounds.x) / Self.stripWidth
        let lastStrip = (run.maskOrigin.x + mask.width - 1 - run.bounds.x) / Self.stripWidth
        var textColors = ColorTally(), backgroundColors = ColorTally()
        var stripText = [ColorTally](repeating: ColorTally(), count: lastStrip - firstStrip + 1)
        var stripBackground = stripText
        // The part of the mask over the surface; background pixels also inside the run's line box.
        let columns = 0..<max(0, min(mask.width, surface.width - run.maskOrigin.x))
        let rows = 0..<max(0, min(mask.height, surface.height - run.maskOrigin.y))
        let box = (x: run.bounds.x..<run.bounds.maxX, y: run.bounds.y..<run.bounds.maxY)
        mask.bytes.withUnsafeBufferPointer { coverage in
            surface.bytes.withUnsafeBufferPointer { pixels in
                near.withUnsafeBufferPointer { near in
                    for y in rows {
                        let canvasY = run.maskOrigin.y + y, inBoxY = box.y.contains(canvasY)
                        for x in columns {
                            let covered = coverage[y * mask.stride + x]
                            guard covered == maximum || (covered == 0 && inBoxY && near[y * mask.width + x]) else {
                                continue
                            }
                            let canvasX = run.maskOrigin.x + x
                            let strip = (canvasX - run.bounds.x) / Self.stripWidth - firstStrip
                            let color = Self.packedStraight(pixels, at: canvasY * surface.stride + canvasX * 4)
                            if covered == maximum {
                                textColors.add(color)
                                stripText[strip].add(color)
                            } else if box.x.contains(canvasX) {
                                backgroundColors.add(color)
                                stripBackground[strip].add(color)
                            }
                        }
                    }
                }
            }
        }
        guard let text = textColors.mostFrequent(), let background = backgroundColors.mostFrequent() else {
            return nil
        }
        let strips = stripText.indices.compactMap { strip -> (text: ColorU8, background: ColorU8)? in
            guard let t = stripText[strip].mostFrequent(), let b = stripBackground[strip].mostFrequent()
            else { return nil }
            return (t.opaque, b.opaque)
        }
        self.init(text: text.opaque, background: background.opaque, strips: strips, in: space)
    }

    /// The premultiplied pixel at `offset`, straight alpha, packed (opaque pixels as they are).
    @inline(__always)
    static func packedStraight(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        let alpha = pixels[offset + 3]
        if alpha == 255 {
            return UInt32(pixels[offset]) << 24 | UInt32(pixels[offset + 1]) << 16 | UInt32(pixels[offset + 2]) << 8
                | 255
        }
        return packed(
            PremultipliedColorU8(
                premultipliedRed: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: alpha
            ).unpremultiplied)
    }

    /// Pixels within `radius` (Chebyshev distance) of any covered pixel: a square dilation done as
    /// a horizontal then a vertical pass, each marking the window around every set pixel.
    static func dilated(_ mask: CoverageMask, radius: Int) -> [Bool] {
        let width = mask.width, height = mask.height
        guard width > 0, height > 0 else { return [] }
        var horizontal = [Bool](repeating: false, count: width * height)
        var result = [Bool](repeating: false, count: width * height)
        mask.bytes.withUnsafeBufferPointer { coverage in
            horizontal.withUnsafeMutableBufferPointer { horizontal in
                for y in 0..<height {
                    // The last column marked so far: windows of neighbours overlap, each column is set once.
                    var marked = -1
                    for x in 0..<width where coverage[y * mask.stride + x] > 0 {
                        let upper = min(width - 1, x + radius)
                        var column = max(marked + 1, x - radius)
                        while column <= upper {
                            horizontal[y * width + column] = true
                            column += 1
                        }
                        marked = upper
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { horizontal in
            result.withUnsafeMutableBufferPointer { result in
                for y in 0..<height {
                    let from = max(0, y - radius), to = min(height - 1, y + radius)
                    for x in 0..<width where horizontal[y * width + x] {
                        for row in from...to { result[row * width + x] = true }
                    }
                }
            }
        }
        return result
    }

    static func packed(_ color: ColorU8) -> UInt32 {
        UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | UInt32(color.alpha)
    }
}

/// Colours counted as runs of equal neighbours; the most frequent found by sorting the runs.
struct ColorTally {
    private var runs: [(color: UInt32, count: Int)] = []
    private var current: UInt32 = 0
    private var count = 0

    @inline(__always)
    mutating func add(_ color: UInt32) {
        if count > 0, color == current {
            count += 1
            return
        }
        if count > 0 { runs.append((current, count)) }
        current = color
        count = 1
    }

    /// The most frequent colour; ties go to the smallest `#RRGGBBAA` (the smallest packed word), so
    /// the choice is stable.
    func mostFrequent() -> ColorU8? {
        guard count > 0 else { return nil }
        let sorted = (runs + [(current, count)]).sorted { $0.color < $1.color }
        var best = sorted[0].color, bestCount = 0
        var index = 0
        while index < sorted.count {
            let color = sorted[index].color
            var total = 0
            while index < sorted.count, sorted[index].color == color {
                total += sorted[index].count
                index += 1
            }
            // Ascending order: on a tie the earlier (smaller) colour is kept.
            if total > bestCount {
                best = color
                bestCount = total
            }
        }
        return ColorU8(rgba: best)
    }
}
