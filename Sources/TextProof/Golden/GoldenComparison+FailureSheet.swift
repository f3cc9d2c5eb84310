import TextProofColor
import TextProofRaster

extension GoldenComparison {
    /// The failure sheet of `actual` against `golden` (`GoldenDiffSheet`: golden | actual |
    /// difference shaded by CIEDE2000, with a legend ending in the verdict's summary), for any
    /// pair, whatever their sizes. The actual image is converted into the golden's colour space
    /// first and ΔE measured there, as `compare` does; the legend marks `tolerance.maxDeltaE`.
    ///
    /// Nil when the sheet would be over `GoldenDiffSheet.maximumPixels` (nothing is compared or
    /// drawn then). Throws only what reading the colour spaces throws, never for the legend's fonts.
    ///
    /// ```swift
    /// let sheet = try GoldenComparison.goldenDefault.failureSheet(
    ///     golden: ComparableImage(path: reference), actual: ComparableImage(path: rendered))
    /// ```
    public func failureSheet(golden: ComparableImage, actual: ComparableImage) throws(GoldenError) -> GoldenDiffSheet? {
        guard fitsSheet(golden: golden, actual: actual) else { return nil }
        let verdict = try compare(golden: golden, actual: actual, drawDiffImage: false)
        return try failureSheet(golden: golden, actual: actual, verdict: verdict)
    }

    /// The failure sheet of two PNG files (see `failureSheet(golden:actual:)`).
    public func failureSheet(goldenFile: String, actualFile: String) throws(GoldenError) -> GoldenDiffSheet? {
        let pair = try ComparableImage.pair(golden: goldenFile, actual: actualFile)
        return try failureSheet(golden: pair.golden, actual: pair.actual)
    }

    /// Draws the failure sheet of `actual` against `golden` and writes it to `path` as an 8-bit PNG
    /// tagged with the golden's colour profile (replacing any file there); false, and nothing
    /// written, when the sheet is too large to draw.
    @discardableResult
    public func writeFailureSheet(golden: ComparableImage, actual: ComparableImage, to path: String)
        throws(GoldenError) -> Bool
    {
        guard let sheet = try failureSheet(golden: golden, actual: actual) else { return false }
        try write(sheet, for: golden, to: path)
        return true
    }

    /// Whether the sheet of these images can be drawn (`GoldenDiffSheet.fits`).
    func fitsSheet(golden: ComparableImage, actual: ComparableImage) -> Bool {
        GoldenDiffSheet.fits(
            golden: (golden.image.width, golden.image.height), actual: (actual.image.width, actual.image.height))
    }

    /// The sheet for a comparison already made (`verdict`, whose summary ends the legend).
    func failureSheet(golden: ComparableImage, actual: ComparableImage, verdict: Verdict) throws(GoldenError)
        -> GoldenDiffSheet?
    {
        guard fitsSheet(golden: golden, actual: actual) else { return nil }
        return GoldenDiffSheet(
            golden: golden.image, actual: try actual.pixels(in: golden), deltaELimit: tolerance.maxDeltaE,
            summary: verdict.summary, lab: try labConverter(for: golden), ignoredRegions: options.ignoredRegions)
    }

    /// Writes `sheet` (drawn in `golden`'s colour space) to `path`, through a temporary file.
    func write(_ sheet: GoldenDiffSheet, for golden: ComparableImage, to path: String) throws(GoldenError) {
        // The golden's own profile; an image from memory in Display P3 has none, so it gets TextProof's.
        var profile = golden.iccProfile
        if profile == nil, golden.space == .displayP3 {
            do { profile = try ProofPNG(colorSpace: .displayP3).profile } catch {
                throw .colorProfile(path: golden.path, message: error.detail)
            }
        }
        do {
            try PNGCodec.writeAtomically(
                sheet.image, to: path, iccProfile: profile, profileName: profile == nil ? "sRGB" : "ICC Profile",
                replacing: .regenerable)
        } catch { throw .unwritable(path: path, message: error.message) }
    }
}
