import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a comparison decided for each changed pixel (nothing to mark, anti-aliasing, a difference, a
/// darker difference), kept so that its diff image can be drawn afterwards without judging again:
/// a golden that fails is compared once, not once to find out and again to draw.
///
/// One byte a pixel, written only where pixels changed and read only there: memory never written
/// is never touched, so two images that differ in a few places cost a few pages.
public final class PixelJudgements: @unchecked Sendable {
    public let width: Int
    public let height: Int
    let marks: UnsafeMutablePointer<UInt8>

    /// Room for the judgements of two `width` × `height` images.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        marks = .allocate(capacity: max(1, width * height))
    }

    deinit { marks.deallocate() }
}

extension ImageComparison {
    /// Compares as `compare(golden:actual:options:drawDiffImage:lab:)` without a diff image, and
    /// keeps each changed pixel's judgement in `judgements` (as large as the images) for
    /// `drawDiffImage(golden:actual:options:lab:judgements:into:)`.
    public static func compare(
        golden: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
        lab: LabConverter? = nil, recordingInto judgements: PixelJudgements
    ) throws(ComparisonError) -> ImageDifference {
        try check(judgements, golden)
        return try compare(
            Request(golden: golden, actual: actual, options: options, lab: lab), diffImage: .none,
            pass: .record(into: judgements))
    }

    /// Draws into `bands` the diff image `compare(golden:actual:options:diffImageInto:lab:)` would
    /// draw, from `judgements` recorded by comparing the same images with the same options: the same
    /// pixels, no pixel measured again.
    public static func drawDiffImage(
        golden: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
        lab: LabConverter? = nil, judgements: PixelJudgements, into bands: PNGBands
    ) throws(ComparisonError) {
        try check(judgements, golden)
        guard bands.width == max(1, golden.width), bands.height == max(1, golden.height), bands.bitDepth == 8 else {
            throw .invalidOption(
                "the diff image's bands are \(bands.width)×\(bands.height), the images \(golden.width)×\(golden.height)"
            )
        }
        _ = try compare(
            Request(golden: golden, actual: actual, options: options, lab: lab, maximumBands: 0),
            diffImage: .streamed(bands), pass: .redraw(from: judgements))
    }

    private static func check(_ judgements: PixelJudgements, _ golden: RGBAImage) throws(ComparisonError) {
        guard judgements.width == golden.width, judgements.height == golden.height else {
            throw .invalidOption(
                "the judgements are for \(judgements.width)×\(judgements.height) images, the golden is \(golden.width)×\(golden.height)"
            )
        }
    }
}
