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
        // Colours are gathered as packed RRGGBBAA words and counted by sorting: no hashing per pixel.
        let firstStrip = (run.maskOrigin.x - run.bounds.x) / Self.stripWidth
        let lastStrip = (run.maskOrigin.x + mask.width - 1 - run.bounds.x) / Self.stripWidth
        var textColors: [UInt32] = [], backgroundColors: [UInt32] = []
        var stripText = [[UInt32]](repeating: [], count: lastStrip - firstStrip + 1)
        var stripBackground = stripText
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let canvasX = run.maskOrigin.x + x, canvasY = run.maskOrigin.y + y
                guard canvasX < surface.width, canvasY < surface.height else { continue }
                let coverage = mask[x, y]
                let strip = (canvasX - run.bounds.x) / Self.stripWidth - firstStrip
                if coverage == maximum {
                    let color = Self.packed(surface[canvasX, canvasY].unpremultiplied)
                    textColors.append(color)
                    stripText[strip].append(color)
                } else if coverage == 0, near[y * mask.width + x],
                    run.bounds.x <= canvasX, canvasX < run.bounds.maxX, run.bounds.y <= canvasY,
                    canvasY < run.bounds.maxY
                {
                    let color = Self.packed(surface[canvasX, canvasY].unpremultiplied)
                    backgroundColors.append(color)
                    stripBackground[strip].append(color)
                }
            }
        }
        guard let text = Self.mostFrequent(&textColors), let background = Self.mostFrequent(&backgroundColors) else {
            return nil
        }
        let strips = stripText.indices.compactMap { strip -> (text: ColorU8, background: ColorU8)? in
            guard let t = Self.mostFrequent(&stripText[strip]), let b = Self.mostFrequent(&stripBackground[strip])
            else { return nil }
            return (t.opaque, b.opaque)
        }
        self.init(text: text.opaque, background: background.opaque, strips: strips, in: space)
    }

    /// Pixels within `radius` (Chebyshev distance) of any covered pixel: a square dilation done as
    /// a horizontal then a vertical pass.
    static func dilated(_ mask: CoverageMask, radius: Int) -> [Bool] {
        let width = mask.width, height = mask.height
        var horizontal = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where mask[x, y] > 0 {
                for nx in max(0, x - radius)...min(width - 1, x + radius) { horizontal[y * width + nx] = true }
            }
        }
        var result = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where horizontal[y * width + x] {
                for ny in max(0, y - radius)...min(height - 1, y + radius) { result[ny * width + x] = true }
            }
        }
        return result
    }

    static func packed(_ color: ColorU8) -> UInt32 {
        UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | UInt32(color.alpha)
    }

    /// The most frequent colour; ties go to the smallest `#RRGGBBAA` (the smallest packed word), so
    /// the choice is stable. Sorts `colors` in place.
    static func mostFrequent(_ colors: inout [UInt32]) -> ColorU8? {
        guard !colors.isEmpty else { return nil }
        colors.sort()
        var best = colors[0], bestCount = 0, start = 0
        for index in 1...colors.count where index == colors.count || colors[index] != colors[start] {
            // Ascending order: on a tie the earlier (smaller) colour is kept.
            if index - start > bestCount {
                best = colors[start]
                bestCount = index - start
            }
            start = index
        }
        return ColorU8(rgba: best)
    }
}
