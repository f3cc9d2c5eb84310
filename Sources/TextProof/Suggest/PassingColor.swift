import TextProofColor
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The colour nearest a failing one that passes: the declared colour's OKLCH hue kept, its
/// lightness and (where lightness alone cannot reach the level, or costs more) its chroma moved,
/// the candidate with the smallest CIEDE2000 from the declared colour kept. Alpha is kept: a
/// translucent colour stays translucent and is judged composited, as the proof draws it.
///
/// Candidates are judged exactly as a cell is: the colour rounded to 8 bits, composited with the
/// compositor's own source-over arithmetic, the WCAG ratio of the resulting pixels compared
/// unrounded with the level's threshold. The search walks a grid of 401 lightnesses × 25 chromas
/// from the declared chroma down to grey, then refines around the best point ten times finer.
public struct PassingColor: Sendable {
    /// Which side of the pair is changed.
    public enum Target: String, Sendable {
        /// Move the text colour.
        case text
        /// Move the background colour.
        case background
    }

    /// Which colour is moved: the text or the background.
    public let target: Target
    /// The pair as drawn: text colour (with its alpha) and the opaque background pixel.
    public let text: ColorU8
    /// The background, made opaque.
    public let background: ColorU8
    /// Whether the text is large (lower thresholds).
    public let largeText: Bool
    /// The level to reach.
    public let level: ContrastLevel
    /// The space the pixels are in.
    public let space: OutputColorSpace
    /// When set, the goal is APCA's: |Lc| at least this (the font lookup's minimum for the run's
    /// size and weight) instead of the WCAG `level`.
    public let minimumLc: Double?

    /// A search for a `target` colour that reaches `level` for `text` on `background`.
    public init(
        changing target: Target = .text, text: ColorU8, background: ColorU8, largeText: Bool, level: ContrastLevel,
        space: OutputColorSpace = .sRGB, minimumLc: Double? = nil
    ) {
        self.minimumLc = minimumLc
        self.target = target
        self.text = text
        self.background = background.opaque
        self.largeText = largeText
        self.level = level
        self.space = space
    }

    /// What a pair gives: the pixels the proof would measure, and their ratio and Lc.
    public struct Judgement: Sendable, Equatable {
        /// The text pixel the proof would measure.
        public let textPixel: ColorU8
        /// The background pixel the proof would measure.
        public let backgroundPixel: ColorU8
        /// Their WCAG 2.x ratio.
        public let wcag: Double
        /// Their APCA Lc.
        public let apcaLc: Double
        /// The level they reach.
        public let level: ContrastLevel
    }

    /// Judges text over background as the compositor draws it at full coverage.
    public static func judge(text: ColorU8, on background: ColorU8, largeText: Bool, space: OutputColorSpace)
        -> Judgement
    {
        let (textPixel, backgroundPixel) = pixels(text: text, on: background)
        let wcag = WCAGContrast.ratio(textPixel, backgroundPixel, weights: space.luminance)
        return Judgement(
            textPixel: textPixel, backgroundPixel: backgroundPixel, wcag: wcag,
            apcaLc: APCAContrast.lightnessContrast(text: textPixel, background: backgroundPixel, in: space),
            level: ContrastLevel(ratio: wcag, largeText: largeText))
    }

    /// `judge`'s level alone (no APCA): what the search asks of every candidate.
    static func level(text: ColorU8, on background: ColorU8, largeText: Bool, space: OutputColorSpace)
        -> ContrastLevel
    {
        let (textPixel, backgroundPixel) = pixels(text: text, on: background)
        return ContrastLevel(
            ratio: WCAGContrast.ratio(textPixel, backgroundPixel, weights: space.luminance), largeText: largeText)
    }

    /// The pixels a proof measures for `text` drawn at full coverage over `background` (made opaque).
    static func pixels(text: ColorU8, on background: ColorU8) -> (text: ColorU8, background: ColorU8) {
        let backgroundPixel = background.opaque
        return (PremultipliedColorU8(text).over(PremultipliedColorU8(backgroundPixel)).unpremultiplied, backgroundPixel)
    }

    /// Whether a candidate pair reaches the goal: |Lc| ≥ `minimumLc`, else the WCAG `level`.
    func reaches(text: ColorU8, on background: ColorU8) -> Bool {
        guard let minimumLc else {
            return Self.level(text: text, on: background, largeText: largeText, space: space) >= level
        }
        let (textPixel, backgroundPixel) = Self.pixels(text: text, on: background)
        return abs(APCAContrast.lightnessContrast(text: textPixel, background: backgroundPixel, in: space)) >= minimumLc
    }

    /// The colour being changed, as declared.
    var declared: ColorU8 { target == .text ? text : background }

    /// The nearest passing colour, or nil when none of this hue and alpha passes (a text colour
    /// so translucent that even black or white at its alpha cannot reach the level).
    public func nearest() -> (color: ColorU8, judgement: Judgement, deltaE: Double)? {
        let original = declared
        let rgb = Self.components(original)
        let lab = ColorMath.lab(xyz: ColorMath.xyz(encoded: rgb, in: space))
        let lch = ColorMath.okLCH(okLab: ColorMath.okLab(xyz: ColorMath.xyz(encoded: rgb, in: space)))
        let hue = lch.z, chroma0 = lch.y < 1e-4 ? 0 : lch.y
        let cosHue = Math.cos(hue * .pi / 180), sinHue = Math.sin(hue * .pi / 180)

        var best: (color: ColorU8, deltaE: Double, l: Double, c: Double)?
        // Distinct 8-bit candidates are far fewer than grid points: each one's distance once.
        var distances: [UInt32: Double] = [:]
        func consider(_ l: Double, _ c: Double) {
            guard (0...1).contains(l), c >= 0 else { return }
            // ColorMath.okLab(okLCH:), its cosine and sine of the one hue worked out once.
            let xyz = ColorMath.xyz(okLab: .init(l, c * cosHue, c * sinHue))
            let candidate = ColorMath.encoded(xyz: xyz, in: space)
            guard (candidate.min() >= -1e-6) && (candidate.max() <= 1 + 1e-6) else { return }
            let color = Self.color(candidate, alpha: original.alpha)
            // The level alone decides; the whole judgement (APCA too) is made for the winner.
            let passes =
                target == .text ? reaches(text: color, on: background) : reaches(text: text, on: color)
            guard passes else { return }
            let packed = ContrastMeasurement.packed(color)
            let deltaE: Double
            if let known = distances[packed] {
                deltaE = known
            } else {
                deltaE = ColorDifference.ciede2000(
                    lab, ColorMath.lab(xyz: ColorMath.xyz(encoded: Self.components(color), in: space)))
                distances[packed] = deltaE
            }
            if best == nil || deltaE < best!.deltaE { best = (color, deltaE, l, c) }
        }
        let lightnessSteps = 400, chromaSteps = chroma0 == 0 ? 0 : 24
        for k in 0...chromaSteps {
            let c = chroma0 * Double(chromaSteps - k) / Double(max(chromaSteps, 1))
            for i in 0...lightnessSteps { consider(Double(i) / Double(lightnessSteps), c) }
        }
        guard let coarse = best else { return nil }
        let lightnessStep = 1.0 / Double(lightnessSteps), chromaStep = chroma0 / Double(max(chromaSteps, 1))
        for i in -20...20 {
            for k in (chromaSteps == 0 ? 0...0 : -10...10) {
                consider(
                    coarse.l + Double(i) * lightnessStep / 10, min(chroma0, coarse.c + Double(k) * chromaStep / 10))
            }
        }
        return best.map { best in
            let judgement =
                target == .text
                ? Self.judge(text: best.color, on: background, largeText: largeText, space: space)
                : Self.judge(text: text, on: best.color, largeText: largeText, space: space)
            return (best.color, judgement, best.deltaE)
        }
    }

    /// The report's form of `nearest()`.
    public func suggestion() -> ProofReport.Suggestion? {
        guard let (color, judgement, deltaE) = nearest() else { return nil }
        let lch = ColorMath.okLCH(
            okLab: ColorMath.okLab(xyz: ColorMath.xyz(encoded: Self.components(color), in: space)))
        func round(_ value: Double, _ places: Double) -> Double { (value * places).rounded() / places }
        let alpha = color.alpha == 255 ? "" : " / \(round(Double(color.alpha) / 255, 1000))"
        return ProofReport.Suggestion(
            color: color.hexRGBA,
            oklch: "oklch(\(round(lch.x, 1000)) \(round(lch.y, 1000)) \(round(lch.z, 10))\(alpha))",
            wcag: round(judgement.wcag, 100), apcaLc: round(judgement.apcaLc, 100), level: judgement.level,
            deltaE2000: round(deltaE, 100), target: target == .text ? nil : target.rawValue)
    }

    static func components(_ color: ColorU8) -> ColorMath.Vector {
        ColorMath.Vector(Double(color.red), Double(color.green), Double(color.blue)) / 255
    }

    static func color(_ rgb: ColorMath.Vector, alpha: UInt8) -> ColorU8 {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        return ColorU8(red: byte(rgb.x), green: byte(rgb.y), blue: byte(rgb.z), alpha: alpha)
    }
}
