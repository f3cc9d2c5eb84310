/// How two images are compared: which per-pixel colour metric, whether anti-aliased pixels are
/// set apart, which regions are ignored, and how the diff image is drawn.
///
/// The defaults are pixelmatch 7.2.0's: YIQ metric, threshold 0.1, anti-aliasing detected and
/// not counted, diff image at alpha 0.1 with yellow anti-aliasing and red differences.
public struct ComparisonOptions: Sendable, Equatable {
    /// The test that decides whether two pixels differ. A comparison uses exactly one.
    public enum Metric: Sendable, Equatable {
        /// pixelmatch's released metric: the squared YIQ difference (Kotsarenko and Ramos) against
        /// 35215 · threshold² (35215 is the largest possible value). Threshold 0…1.
        case yiq(threshold: Double)
        /// The OKLab HyAB metric of pixelmatch's development branch (commit c6fee35):
        /// |ΔL| + √(Δa² + Δb²) in OKLab against `threshold` (1 is black to white).
        case okLabHyAB(threshold: Double)
        /// swift-snapshot-testing's `perceptualPrecision`: a pixel matches when its CIE94 ΔE (what
        /// Core Image's `CILabDeltaE` measures) is at most (1 − precision) × 100. Precision 0…1.
        case perceptual(precision: Double)
    }

    public var metric: Metric
    /// Count anti-aliased pixels as differences too (pixelmatch's `includeAA`).
    public var includeAntialiasing: Bool
    /// Rectangles left out of the comparison: their pixels count as equal.
    public var ignoredRegions: [PixelRect]
    /// Count the pixels whose CIEDE2000 exceeds this (`ImageDifference.pixelsOverDeltaE`).
    public var deltaELimit: Double?
    /// Opacity of the golden's grey rendering in the diff image (pixelmatch's `alpha`).
    public var diffImageAlpha: Double
    /// Diff-image colour of anti-aliasing differences (pixelmatch's `aaColor`).
    public var antialiasingColor: (UInt8, UInt8, UInt8)
    /// Diff-image colour of counted differences (pixelmatch's `diffColor`).
    public var differenceColor: (UInt8, UInt8, UInt8)
    /// Diff-image colour of counted differences where the actual pixel is darker (pixelmatch's
    /// `diffColorAlt`); nil draws them in `differenceColor`.
    public var darkerDifferenceColor: (UInt8, UInt8, UInt8)?
    /// Draw only the differences, on a transparent background (pixelmatch's `diffMask`).
    public var diffMask: Bool
    /// Diff-image colour of pixels over `deltaELimit` that the metric did not count: a colour change
    /// too small for the metric's threshold, still over the limit (magenta; no pixelmatch colour).
    public var overDeltaEColor: (UInt8, UInt8, UInt8) = (255, 0, 255)

    public init(
        metric: Metric = .yiq(threshold: 0.1), includeAntialiasing: Bool = false, ignoredRegions: [PixelRect] = [],
        diffImageAlpha: Double = 0.1, antialiasingColor: (UInt8, UInt8, UInt8) = (255, 255, 0),
        differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0), darkerDifferenceColor: (UInt8, UInt8, UInt8)? = nil,
        diffMask: Bool = false
    ) {
        self.metric = metric
        self.includeAntialiasing = includeAntialiasing
        self.ignoredRegions = ignoredRegions
        self.diffImageAlpha = diffImageAlpha
        self.antialiasingColor = antialiasingColor
        self.differenceColor = differenceColor
        self.darkerDifferenceColor = darkerDifferenceColor
        self.diffMask = diffMask
    }

    public static func == (lhs: ComparisonOptions, rhs: ComparisonOptions) -> Bool {
        lhs.metric == rhs.metric && lhs.includeAntialiasing == rhs.includeAntialiasing
            && lhs.ignoredRegions == rhs.ignoredRegions && lhs.diffImageAlpha == rhs.diffImageAlpha
            && lhs.antialiasingColor == rhs.antialiasingColor && lhs.differenceColor == rhs.differenceColor
            && lhs.darkerDifferenceColor.map { [$0.0, $0.1, $0.2] }
                == rhs.darkerDifferenceColor.map { [$0.0, $0.1, $0.2] }
            && [lhs.overDeltaEColor.0, lhs.overDeltaEColor.1, lhs.overDeltaEColor.2]
                == [rhs.overDeltaEColor.0, rhs.overDeltaEColor.1, rhs.overDeltaEColor.2]
            && lhs.diffMask == rhs.diffMask
    }
}

/// How many counted differences are acceptable, as Playwright's `toHaveScreenshot` puts it:
/// when both limits are given the stricter one applies, when neither is given none are accepted.
/// swift-snapshot-testing's `precision` is 1 − `maxDiffPixelRatio`.
public struct ComparisonTolerance: Sendable, Equatable {
    /// Playwright's `maxDiffPixels`.
    public var maxDiffPixels: Int?
    /// Playwright's `maxDiffPixelRatio`, 0…1.
    public var maxDiffPixelRatio: Double?

    /// The largest CIEDE2000 difference any pixel may have; nil: no limit. A comparison with a limit
    /// counts the pixels over it (`pixelsOverDeltaE`) and fails when there is one.
    public var maxDeltaE: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil, maxDeltaE: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.maxDeltaE = maxDeltaE
    }

    /// The most counted pixels accepted in an image of `pixelCount` pixels (Playwright's rule:
    /// the ratio's limit is pixelCount × ratio, not rounded).
    public func limit(pixelCount: Int) -> Double {
        let byCount = maxDiffPixels.map(Double.init)
        let byRatio = maxDiffPixelRatio.map { Double(pixelCount) * $0 }
        switch (byCount, byRatio) {
        case (let count?, let ratio?): return min(count, ratio)
        case (let count?, nil): return count
        case (nil, let ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Whether `difference` is within the limit.
    public func accepts(_ difference: ImageDifference) -> Bool {
        if let maxDeltaE, difference.maxDeltaE2000 > maxDeltaE { return false }
        return Double(difference.differentPixels) <= limit(pixelCount: difference.width * difference.height)
    }
}
