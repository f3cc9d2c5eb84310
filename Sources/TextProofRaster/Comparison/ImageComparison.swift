import Dispatch
import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares a golden image with an actual one, pixel by pixel, the way pixelmatch 7.2.0 does
/// (same metric, same anti-aliasing detector, same counts and diff image), and measures the
/// largest channel and CIEDE2000 differences on the way.
///
/// Pipeline: ignored regions are made equal; one scan finds the pixels whose bytes differ (all
/// others are equal and cost only the scan); each differing pixel is measured with the metric and,
/// over the threshold, tested for anti-aliasing. Row bands run on all cores; counts and maxima
/// are the same as one serial pass.
public enum ImageComparison {
    /// Which kernels run: `reference`, the scalar scan for differing pixels and pixelmatch's
    /// anti-aliasing loop as written; `simd`, the 16-pixel scan and the vector anti-aliasing test
    /// (AVX2 in CComparison where the CPU has it). Tests and the bench hold the two equal.
    public enum Kernel: Sendable { case reference, simd }

    /// Compares straight-alpha RGBA8 images of the same size, `golden` first (pixelmatch's img1).
    /// `lab` converts pixels to L*a*b* for ΔE (sRGB when nil).
    public static func compare(
        golden: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
        drawDiffImage: Bool = false, lab: LabConverter? = nil, kernel: Kernel = .simd,
        maximumBands: Int = Cores.available
    ) throws(ComparisonError) -> ImageDifference {
        try compare(
            Request(
                golden: golden, actual: actual, options: options, lab: lab, kernel: kernel,
                maximumBands: maximumBands),
            diffImage: drawDiffImage ? .inMemory : .none)
    }

    /// Compares as above and encodes the diff image into `bands` as it is drawn, band by band, each
    /// band compared and deflated by the same task: the image is never held whole (a 4096² diff
    /// needs a band's 256 KiB a core instead of 64 MiB). Write it with `bands.write(to:)`; the difference's
    /// `diffImage` is nil. `bands` must be as wide and tall as the images, 8-bit, opaque unless the
    /// options draw a mask.
    public static func compare(
        golden: RGBAImage, actual: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
        diffImageInto bands: PNGBands, lab: LabConverter? = nil, kernel: Kernel = .simd
    ) throws(ComparisonError) -> ImageDifference {
        guard bands.width == max(1, golden.width), bands.height == max(1, golden.height), bands.bitDepth == 8 else {
            throw .invalidOption(
                "the diff image's bands are \(bands.width)×\(bands.height), the images \(golden.width)×\(golden.height)"
            )
        }
        return try compare(
            Request(golden: golden, actual: actual, options: options, lab: lab, kernel: kernel, maximumBands: 0),
            diffImage: .streamed(bands))
    }

    /// Every colour a diff image drawn with `options` can hold, when it is opaque (no mask): the
    /// greys pixelmatch draws the golden in (255 + (Y − 255) · alpha · A/255, truncated: from
    /// ⌊255 − 255 · alpha⌋ to 255, one more below for rounding's sake) and the three marking
    /// colours. At most 260; `PNGBands(width:height:colors:)` takes them when they are 256 or fewer.
    public static func diffImageColors(_ options: ComparisonOptions) -> [ColorU8]? {
        guard !options.diffMask else { return nil }
        let darkest = max(0, Int((255 - 255 * options.diffImageAlpha).rounded(.down)) - 1)
        var colors = (darkest...255).map { ColorU8(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for color in [
            options.antialiasingColor, options.differenceColor,
            options.darkerDifferenceColor ?? options.differenceColor, options.overDeltaEColor,
        ] {
            colors.append(ColorU8(red: color.0, green: color.1, blue: color.2))
        }
        return colors
    }

    /// Where the diff image goes: nowhere, an array, or PNG bands as it is drawn.
    enum DiffImage {
        case none, inMemory
        case streamed(PNGBands)
    }

    /// What a comparison does with each changed pixel: measure it; measure it and keep its mark;
    /// or draw the diff image from marks kept before, measuring nothing (the counts are then zero).
    enum Pass {
        case measure
        case record(into: PixelJudgements)
        case redraw(from: PixelJudgements)

        var recording: PixelJudgements? { if case .record(let judgements) = self { judgements } else { nil } }
        var redrawing: PixelJudgements? { if case .redraw(let judgements) = self { judgements } else { nil } }
    }

    /// The two images and how to compare them: the options, the ΔE converter (sRGB when nil), the
    /// changed-pixel scan and the most cores to spread bands over.
    struct Request {
        var golden: RGBAImage
        var actual: RGBAImage
        var options: ComparisonOptions
        var lab: LabConverter?
        var kernel: Kernel = .simd
        var maximumBands: Int = Cores.available
    }

    /// Compares `request`'s images, drawing the diff image where `diffImage` says, doing `pass`.
    static func compare(_ request: Request, diffImage: DiffImage, pass: Pass = .measure) throws(ComparisonError)
        -> ImageDifference
    {
        let (golden, options) = (request.golden, request.options)
        guard golden.width == request.actual.width, golden.height == request.actual.height else {
            throw .sizeMismatch(
                golden: (golden.width, golden.height), actual: (request.actual.width, request.actual.height))
        }
        try validate(options)
        let width = golden.width, height = golden.height
        var actualPixels = request.actual.pixels
        for region in options.ignoredRegions {
            copy(region, from: golden.pixels, into: &actualPixels, width: width, height: height)
        }
        // The bands use the converter unretained; this keeps it alive until they are done.
        let converter = request.lab ?? DeltaEMeasure.sRGBLab
        defer { withExtendedLifetime(converter) {} }
        let measure = DeltaEMeasure(lab: converter)
        var diff = diffImage.isInMemory ? uninitializedImageBytes(width * height * 4) : []
        let tally = LockedState(Tally())
        golden.pixels.withUnsafeBytes { goldenBytes in
            actualPixels.withUnsafeBytes { actualBytes in
                diff.withUnsafeMutableBytes { diffBytes in
                    guard width > 0, height > 0 else { return }
                    let first = PixelGrid(
                        words: goldenBytes.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width,
                        height: height)
                    let second = PixelGrid(
                        words: actualBytes.baseAddress!.assumingMemoryBound(to: UInt32.self), width: width,
                        height: height)
                    let band = BandComparison(first: first, second: second, options: options, measure: measure)
                    switch diffImage {
                    case .streamed(let bands):
                        streamDiffImage(
                            band: band, into: bands, width: width, options: options, kernel: request.kernel, pass: pass,
                            tally: tally)
                    case .none, .inMemory:
                        // (An empty array's bytes have an address too: only an image in memory is drawn.)
                        let output =
                            diffImage.isInMemory
                            ? diffBytes.baseAddress.map { BandPointer(base: $0.assumingMemoryBound(to: UInt8.self)) }
                            : nil
                        compareInBands(
                            band: band, height: height, drawingInto: output, request: request, pass: pass,
                            tally: tally)
                    }
                }
            }
        }
        let image = diffImage.isInMemory ? RGBAImage(width: width, height: height, pixels: diff) : nil
        return difference(tally.withLock { $0 }, width: width, height: height, diffImage: image, options: options)
    }

    /// Every band draws every pixel of its rows, so the diff image starts uninitialised (no 64 MB
    /// memset on one core before the bands start), on huge pages where the kernel has them.
    private static func uninitializedImageBytes(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            ProcessMemory.adviseHugePages(buffer)
            initialized = buffer.count
        }
    }

    /// One task a PNG band: compare its rows (or redraw them from recorded marks), draw them into a
    /// buffer of the pool (one a core, reused: no fresh pages to fault in a band), deflate them. An
    /// indexed image is drawn as indices straight away (a quarter of the bytes, no colour looked up
    /// again).
    private static func streamDiffImage(
        band: BandComparison, into bands: PNGBands, width: Int, options: ComparisonOptions, kernel: Kernel, pass: Pass,
        tally: LockedState<Tally>
    ) {
        let greys = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        defer { greys.deallocate() }
        let drawing = bands.channels == 1 ? band.indexed(in: bands, greys: greys, options: options) : band
        let bytesPerPixel = bands.channels == 1 ? 1 : 4
        let pool = BufferPool(capacity: bands.rowsPerBand * width * bytesPerPixel)
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let rows = bands.rows(of: index)
            let buffer = pool.take()
            defer { pool.give(buffer) }
            var result = Tally()
            if let judged = pass.redrawing {
                drawing.redraw(rows: rows, from: judged.marks, into: buffer.base)
            } else {
                result = drawing.run(rows: rows, kernel: kernel, into: buffer.base)
            }
            if bytesPerPixel == 1 {
                bands.deflate(band: index, indices: buffer.base, stride: width)
            } else {
                bands.deflate(band: index, from: buffer.base, stride: width * 4)
            }
            tally.withLock { $0.merge(result) }
        }
    }

    /// Row bands on all cores, each compared (and drawn into `output` when given). Differences
    /// cluster (a run recoloured, a paragraph moved), so many small bands let idle cores take the
    /// next one instead of waiting on the busiest.
    private static func compareInBands(
        band: BandComparison, height: Int, drawingInto output: BandPointer<UInt8>?, request: Request, pass: Pass,
        tally: LockedState<Tally>
    ) {
        let width = request.golden.width
        let bands = request.maximumBands > 1 ? request.maximumBands * 8 : 1
        RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { rows in
            let result = band.run(
                rows: rows, kernel: request.kernel, into: output.map { $0.base + rows.lowerBound * width * 4 },
                marks: pass.recording?.marks)
            tally.withLock { $0.merge(result) }
        }
    }

    /// The image's counts and maxima as an `ImageDifference`.
    private static func difference(
        _ total: Tally, width: Int, height: Int, diffImage: RGBAImage?, options: ComparisonOptions
    ) -> ImageDifference {
        var difference = ImageDifference(
            width: width, height: height, differentPixels: total.different, antialiasedPixels: total.antialiased,
            changedPixels: total.changed, maxChannelDifference: total.maxChannel, maxDeltaE2000: total.maxDeltaE2000,
            diffImage: diffImage)
        difference.pixelsOverDeltaE = total.overDeltaE
        difference.deltaELimit = options.deltaELimit
        if total.maxDeltaE2000Index >= 0, width > 0 {
            difference.maxDeltaE2000At = PixelLocation(
                x: total.maxDeltaE2000Index % width, y: total.maxDeltaE2000Index / width)
        }
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
    /// Where `maxDeltaE2000` was first reached (y · width + x), -1 for none.
    var maxDeltaE2000Index = -1
    var overDeltaE = 0

    /// Takes a pixel's CIEDE2000 as the largest when it is larger; the first pixel of a tie stays.
    @inline(__always)
    mutating func record(deltaE: Double, at index: Int) {
        if deltaE > maxDeltaE2000 {
            maxDeltaE2000 = deltaE
            maxDeltaE2000Index = index
        }
    }

    mutating func merge(_ other: Tally) {
        // Bands finish in any order: the earliest pixel of a tie, so the place named never varies.
        if other.maxDeltaE2000 > maxDeltaE2000
            || (other.maxDeltaE2000 == maxDeltaE2000 && other.maxDeltaE2000Index >= 0
                && (maxDeltaE2000Index < 0 || other.maxDeltaE2000Index < maxDeltaE2000Index))
        {
            maxDeltaE2000Index = other.maxDeltaE2000Index
        }
        overDeltaE += other.overDeltaE
        different += other.different
        antialiased += other.antialiased
        changed += other.changed
        maxChannel = max(maxChannel, other.maxChannel)
        maxDeltaE2000 = max(maxDeltaE2000, other.maxDeltaE2000)
    }
}

/// Equal buffers lent to concurrent tasks and given back, so that a few serve many tasks.
final class BufferPool: Sendable {
    private let capacity: Int
    private let free = LockedState<[BandPointer<UInt8>]>([])
    private let all = LockedState<[BandPointer<UInt8>]>([])

    init(capacity: Int) { self.capacity = capacity }

    deinit { for buffer in all.withLock({ $0 }) { buffer.base.deallocate() } }

    func take() -> BandPointer<UInt8> {
        if let buffer = free.withLock({ $0.popLast() }) { return buffer }
        let buffer = BandPointer(base: UnsafeMutablePointer<UInt8>.allocate(capacity: capacity))
        all.withLock { $0.append(buffer) }
        return buffer
    }

    func give(_ buffer: BandPointer<UInt8>) { free.withLock { $0.append(buffer) } }
}

extension ImageComparison.DiffImage {
    var isInMemory: Bool { if case .inMemory = self { true } else { false } }
}

extension BandComparison {
    /// This comparison drawing palette indices of `bands` (an indexed diff image) instead of colours;
    /// `greys` (256 entries, kept alive by the caller) maps each grey to its index.
    func indexed(in bands: PNGBands, greys: UnsafeMutablePointer<UInt8>, options: ComparisonOptions) -> BandComparison {
        for grey in 0..<256 {
            let value = UInt8(grey)
            greys[grey] = bands.paletteIndex(of: ColorU8(red: value, green: value, blue: value)) ?? 0
        }
        func index(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
            bands.paletteIndex(of: ColorU8(red: color.0, green: color.1, blue: color.2)) ?? 0
        }
        return BandComparison(
            first: first, second: second, options: options, measure: measure, caches: caches,
            indices: DiffImageIndices(
                greys: greys, antialiasing: index(options.antialiasingColor),
                difference: index(options.differenceColor),
                darkerDifference: index(options.darkerDifferenceColor ?? options.differenceColor),
                overDeltaE: index(options.overDeltaEColor)))
    }
}
