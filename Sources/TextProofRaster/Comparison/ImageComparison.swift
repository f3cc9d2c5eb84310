import CPNG
import Foundation
import TextProofColor
import TextProofConcurrency

/// Compares a golden image with an actual one, pixel by pixel, the way pixelmatch 7.2.0 does
/// (same metric, same anti-aliasing detector, same counts and diff image), and measures the
/// largest channel and CIEDE2000 differences on the way.
///
/// Pipeline: ignored regions are made equal; one scan finds the pixels whose bytes differ (all
/// others are equal and cost only the scan); each differing pixel is measured with the metric and,
/// over the threshold, tested for anti-aliasing. Row bands run on all cores; counts and maxima
/// are the same as one serial pass.
public enum ImageComparison {
    /// Which scan finds differing pixels: the scalar reference or the 16-pixel SIMD version.
    public enum Kernel: Sendable { case reference, simd }

    /// Compares straight-alpha RGBA8 images of the same size, `golden` first (pixelmatch's img1).
    /// `lab` converts pixels to L*a*b* for ΔE (sRGB when nil).
    public static func compare(
        golden: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
        drawDiffImage: Bool = false, lab: LabConverter? = nil, kernel: Kernel = .simd,
        maximumBands: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ComparisonError) -> ImageDifference {
        guard golden.width == actual.width, golden.height == actual.height else {
            throw .sizeMismatch(golden: (golden.width, golden.height), actual: (actual.width, actual.height))
        }
        try validate(options)
        let width = golden.width, height = golden.height
        var actualPixels = actual.pixels
        for region in options.ignoredRegions {
            copy(region, from: golden.pixels, into: &actualPixels, width: width, height: height)
        }
        // The bands use the converter unretained; this keeps it alive until they are done.
        let converter = lab ?? DeltaEMeasure.sRGBLab
        defer { withExtendedLifetime(converter) {} }
        let measure = DeltaEMeasure(lab: converter)
        // Every band draws every pixel of its rows, so the diff image starts uninitialised (no
        // 64 MB memset on one core before the bands start), on huge pages where the kernel has them.
        var diff =
            drawDiffImage
            ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                if let base = buffer.baseAddress { textproof_advise_huge_pages(base, buffer.count) }
                count = buffer.count
            } : []
        let tally = LockedState(Tally())

        golden.pixels.withUnsafeBytes { goldenBytes in
            actualPixels.withUnsafeBytes { actualBytes in
                diff.withUnsafeMutableBytes { diffBytes in
                    let first = PixelGrid(
                        words: goldenBytes.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width,
                        height: height)
                    let second = PixelGrid(
                        words: actualBytes.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width,
                        height: height)
                    let output =
                        drawDiffImage
                        ? BandPointer(base: diffBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)) : nil
                    let band = BandComparison(
                        first: first, second: second, options: options, output: output, measure: measure)
                    guard width > 0, height > 0 else { return }
                    // Differences cluster (a run recoloured, a paragraph moved), so many small bands
                    // let idle cores take the next one instead of waiting on the busiest.
                    let bands = maximumBands > 1 ? maximumBands * 8 : 1
                    RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { rows in
                        let result = band.run(rows: rows, kernel: kernel)
                        tally.withLock { $0.merge(result) }
                    }
                }
            }
        }
        let total = tally.withLock { $0 }
        var difference = ImageDifference(
            width: width, height: height, differentPixels: total.different, antialiasedPixels: total.antialiased,
            changedPixels: total.changed, maxChannelDifference: total.maxChannel, maxDeltaE2000: total.maxDeltaE2000,
            diffImage: drawDiffImage ? RGBAImage(width: width, height: height, pixels: diff) : nil)
        difference.pixelsOverDeltaE = total.overDeltaE
        return difference
    }

    static func validate(_ options: ComparisonOptions) throws(ComparisonError) {
        switch options.metric {
        case .yiq(let threshold), .okLabHyAB(let threshold):
            guard threshold >= 0, threshold <= 1 else {
                throw .invalidOption("threshold must be 0…1, not \(threshold)")
            }
        case .perceptual(let precision):
            guard precision >= 0, precision <= 1 else {
                throw .invalidOption("perceptual precision must be 0…1, not \(precision)")
            }
        }
        guard options.diffImageAlpha >= 0, options.diffImageAlpha <= 1 else {
            throw .invalidOption("diff image alpha must be 0…1, not \(options.diffImageAlpha)")
        }
    }

    /// Copies the golden's pixels of `region` (clipped to the image) into `pixels`.
    static func copy(_ region: PixelRect, from golden: [UInt8], into pixels: inout [UInt8], width: Int, height: Int) {
        guard let clip = region.clipped(toWidth: width, height: height) else { return }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        for y in y0..<y1 {
            let start = (y * width + x0) * 4, end = (y * width + x1) * 4
            pixels.replaceSubrange(start..<end, with: golden[start..<end])
        }
    }
}

/// Counts and maxima of one band, merged into the image's.
struct Tally: Sendable {
    var different = 0
    var antialiased = 0
    var changed = 0
    var maxChannel = 0
    var maxDeltaE2000 = 0.0
    var overDeltaE = 0

    mutating func merge(_ other: Tally) {
        overDeltaE += other.overDeltaE
        different += other.different
        antialiased += other.antialiased
        changed += other.changed
        maxChannel = max(maxChannel, other.maxChannel)
        maxDeltaE2000 = max(maxDeltaE2000, other.maxDeltaE2000)
    }
}
