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
        // A run's strips are mostly the same pair of colours one after another (a glyph's ink on a
        // flat ground): each pair's figures are worked out once, not once a strip (APCA's eight
        // powers for each of a paragraph's 3,600 strips were 0.2 ms of its measuring).
        var ratios: [Double] = [], lcs: [Double] = []
        ratios.reserveCapacity(strips.count)
        lcs.reserveCapacity(strips.count)
        var last: (text: ColorU8, background: ColorU8, ratio: Double, lc: Double)?
        for strip in strips {
            if let previous = last, previous.text == strip.text, previous.background == strip.background {
                ratios.append(previous.ratio)
                lcs.append(previous.lc)
                continue
            }
            let ratio = WCAGContrast.ratio(strip.text, strip.background, weights: space.luminance)
            let lc = APCAContrast.lightnessContrast(text: strip.text, background: strip.background, in: space)
            ratios.append(ratio)
            lcs.append(lc)
            last = (strip.text, strip.background, ratio, lc)
        }
        ratios.sort()
        lcs.sort { abs($0) < abs($1) }
        wcagWorst = min(ratios.first ?? wcag, wcag)
        wcagMedian = ratios.isEmpty ? wcag : ratios[ratios.count / 2]
        apcaLcWorst = lcs.first.map { abs($0) < abs(apcaLc) ? $0 : apcaLc } ?? apcaLc
        apcaLcMedian = lcs.isEmpty ? apcaLc : lcs[lcs.count / 2]
    }

    /// Measures `run` on `surface`; nil when the run drew nothing (spaces only, say).
    public init?(run: LaidOutRun, on surface: Surface, in space: OutputColorSpace = .sRGB) {
        guard let tallies = StripTallies(run: run, on: surface),
            let text = ColorTally.mostFrequent(in: tallies.text),
            let background = ColorTally.mostFrequent(in: tallies.background)
        else { return nil }
        let strips = tallies.text.indices.compactMap { strip -> (text: ColorU8, background: ColorU8)? in
            guard let t = tallies.text[strip].mostFrequent(), let b = tallies.background[strip].mostFrequent()
            else { return nil }
            return (t.opaque, b.opaque)
        }
        self.init(text: text.opaque, background: background.opaque, strips: strips, in: space)
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

    /// `add(color)` done `times` times.
    @inline(__always)
    mutating func add(_ color: UInt32, times: Int) {
        guard times > 0 else { return }
        if count > 0, color == current {
            count += times
            return
        }
        if count > 0 { runs.append((current, count)) }
        current = color
        count = times
    }

    /// How many times each colour was added (tests compare tallies by it).
    var histogram: [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for run in runs { counts[run.color, default: 0] += run.count }
        if count > 0 { counts[current, default: 0] += count }
        return counts
    }

    /// The most frequent colour; ties go to the smallest `#RRGGBBAA` (the smallest packed word), so
    /// the choice is stable.
    func mostFrequent() -> ColorU8? {
        guard count > 0 else { return nil }
        // Most strips hold one colour (in one run or a few): nothing to gather and sort.
        if runs.allSatisfy({ $0.color == current }) { return ColorU8(rgba: current) }
        return Self.mostFrequent(in: [self])
    }

    /// The most frequent colour of all `tallies` counted together, ties as in `mostFrequent()`.
    static func mostFrequent(in tallies: [ColorTally]) -> ColorU8? {
        var all: [(color: UInt32, count: Int)] = []
        for tally in tallies where tally.count > 0 {
            all.append(contentsOf: tally.runs)
            all.append((tally.current, tally.count))
        }
        guard !all.isEmpty else { return nil }
        let sorted = all.sorted { $0.color < $1.color }
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
