import TextProofColor
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares an actual image with its golden: colour spaces reconciled through LittleCMS, then
/// `ImageComparison` with `options`, judged by `tolerance`.
public struct GoldenComparison: Sendable {
    /// pixelmatch's options: threshold, metric, anti-aliasing, ignored regions.
    public var options: ComparisonOptions
    /// How many differing pixels pass, and the largest CIEDE2000 allowed.
    public var tolerance: ComparisonTolerance

    /// A comparison with these options and tolerance.
    public init(
        options: ComparisonOptions = ComparisonOptions(), tolerance: ComparisonTolerance = ComparisonTolerance()
    ) {
        self.options = options
        self.tolerance = tolerance
    }

    /// The ΔE2000 limit golden checks of a render use by default: a colour change people can see
    /// (about 2, "perceptible at a glance") fails even where pixelmatch's threshold accepts it.
    public static let defaultMaxDeltaE = 2.0

    /// pixelmatch's defaults with the `defaultMaxDeltaE` colour limit: what `render --golden` and
    /// TextProofTesting use unless told otherwise.
    public static let goldenDefault = GoldenComparison(tolerance: ComparisonTolerance(maxDeltaE: defaultMaxDeltaE))

    /// What the comparison found.
    public enum Verdict: Sendable {
        /// Within tolerance (possibly with differences the tolerance accepts).
        case matches(ImageDifference)
        /// Over tolerance; the difference carries the diff image when one was asked for.
        case differs(ImageDifference)
        /// The images differ in size: no pixels compared.
        case sizeMismatch(golden: (width: Int, height: Int), actual: (width: Int, height: Int))

        /// Whether the actual image is within tolerance of the golden.
        public var passed: Bool {
            if case .matches = self { return true }
            return false
        }
    }

    /// Compares `actual` with `golden` (the actual image is converted into the golden's colour
    /// space when they differ). ΔE is measured in the golden's space.
    public func compare(golden: ComparableImage, actual: ComparableImage, drawDiffImage: Bool) throws(GoldenError)
        -> Verdict
    {
        try compare(golden: golden, actual: actual) { goldenImage, actualImage, options, lab throws(ComparisonError) in
            try ImageComparison.compare(
                golden: goldenImage, actual: actualImage, options: options, drawDiffImage: drawDiffImage, lab: lab)
        }
    }

    /// Compares as above, encoding the diff image into `diffImage` as it is drawn (never held whole);
    /// write it with `diffImage.write(to:)`. Make the bands with `diffImageBands(for:)`.
    public func compare(golden: ComparableImage, actual: ComparableImage, diffImageInto diffImage: PNGBands)
        throws(GoldenError) -> Verdict
    {
        try compare(golden: golden, actual: actual) { goldenImage, actualImage, options, lab throws(ComparisonError) in
            try ImageComparison.compare(
                golden: goldenImage, actual: actualImage, options: options, diffImageInto: diffImage, lab: lab)
        }
    }

    /// Compares without drawing and, when the verdict is over tolerance, draws the diff image into
    /// bands (`diffImageBands(for:)`) from what the comparison decided for each changed pixel: each
    /// pixel is judged once. The bands are nil when nothing was drawn.
    public func compareDrawingWhenDiffering(golden: ComparableImage, actual: ComparableImage) throws(GoldenError)
        -> (verdict: Verdict, diffImage: PNGBands?)
    {
        let judgements = PixelJudgements(width: golden.image.width, height: golden.image.height)
        var draw: (() throws(ComparisonError) -> PNGBands)?
        let verdict = try compare(golden: golden, actual: actual) {
            goldenImage, actualImage, options, lab throws(ComparisonError) in
            let difference = try ImageComparison.compare(
                golden: goldenImage, actual: actualImage, options: options, lab: lab, recordingInto: judgements)
            draw = { () throws(ComparisonError) in
                let bands = diffImageBands(for: golden)
                try ImageComparison.drawDiffImage(
                    golden: goldenImage, actual: actualImage, options: options, lab: lab, judgements: judgements,
                    into: bands)
                return bands
            }
            return difference
        }
        guard !verdict.passed, verdict.difference != nil, let draw else { return (verdict, nil) }
        do { return (verdict, try draw()) } catch { throw .invalidOption(error.description) }
    }

    /// Bands for the diff image of `golden`: indexed when its colours fit a palette (pixelmatch's
    /// greys and marks: a quarter of the bytes to deflate), else RGB, or RGBA for a mask.
    public func diffImageBands(for golden: ComparableImage) -> PNGBands {
        let (width, height) = (golden.image.width, golden.image.height)
        if let colors = ImageComparison.diffImageColors(options),
            let bands = PNGBands(width: width, height: height, colors: colors)
        {
            return bands
        }
        return PNGBands(width: width, height: height, bitDepth: 8, opaque: !options.diffMask)
    }

    private func compare(
        golden: ComparableImage, actual: ComparableImage,
        _ run: (RGBAImage, RGBAImage, ComparisonOptions, LabConverter?) throws(ComparisonError) -> ImageDifference
    ) throws(GoldenError) -> Verdict {
        let actualPixels = try actual.pixels(in: golden)
        let lab = try labConverter(for: golden)
        var options = self.options
        options.deltaELimit = tolerance.maxDeltaE
        do {
            let difference = try run(golden.image, actualPixels, options, lab)
            return tolerance.accepts(difference) ? .matches(difference) : .differs(difference)
        } catch {
            switch error {
            case .sizeMismatch(let goldenSize, let actualSize):
                return .sizeMismatch(golden: goldenSize, actual: actualSize)
            case .invalidOption(let message): throw .invalidOption(message)
            }
        }
    }

    /// What measures ΔE in `golden`'s colour space: nil for sRGB (the comparison's own default).
    func labConverter(for golden: ComparableImage) throws(GoldenError) -> LabConverter? {
        guard golden.space != .sRGB else { return nil }
        do { return try LabConverter(profile: golden.profile()) } catch {
            throw .colorProfile(path: golden.path, message: error.detail)
        }
    }

    /// The verdict for two files with the same bytes (identical, whatever the options), read from
    /// the PNG header without decoding; nil when the bytes differ (or either is not a PNG).
    public static func identicalFiles(golden: String, actual: String) throws(GoldenError) -> Verdict? {
        guard let a = FileManager.default.contents(atPath: golden),
            let b = FileManager.default.contents(atPath: actual),
            a.count == b.count, a.count > 24, a == b, a.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func word(_ offset: Int) -> Int { a[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        return .matches(ImageDifference.identical(width: width, height: height))
    }

    /// Compares two PNG files; writes the diff image to `diffPath` when given (always) or, when
    /// nil, nowhere.
    public func compareFiles(golden: String, actual: String, diffPath: String?) throws(GoldenError) -> Verdict {
        let goldenImage = try ComparableImage(path: golden)
        let actualImage = try ComparableImage(path: actual)
        let verdict = try compare(golden: goldenImage, actual: actualImage, drawDiffImage: diffPath != nil)
        if let diffPath, let image = verdict.difference?.diffImage {
            do { try PNGCodec.writeAtomically(image, to: diffPath, replacing: .regenerable) } catch {
                throw .unwritable(path: diffPath, message: error.message)
            }
        }
        return verdict
    }
}

extension GoldenComparison.Verdict {
    /// The counts and the diff image, when the pixels were compared (nil for byte-identical files).
    public var difference: ImageDifference? {
        switch self {
        case .matches(let difference), .differs(let difference): difference
        case .sizeMismatch: nil
        }
    }

    /// One line for people, what changed first:
    /// - a size: `size changed: golden 323×165, actual 253×106`;
    /// - colour alone (pixelmatch counts no pixel, some are over the ΔE limit):
    ///   `colour changed: 805 pixels over ΔE 2.0, worst 2.42 at 35,100 (shapes unchanged)`;
    /// - pixels pixelmatch counts: those (count and share), then the ΔE figures, then the rest:
    ///   `2,722 pixels differ (1.76 %); 3,010 pixels over ΔE 2.0, worst 60.08 at 138,101; 867
    ///   anti-aliased, 4,082 changed, largest channel difference 166` (`worst ΔE 60.08 at 138,101`
    ///   when no pixel is over the limit, or there is none);
    /// - nothing counted (within tolerance): `4,082 pixels changed, none counted (867 anti-aliased);
    ///   worst ΔE 0.80 at 1,2, largest channel difference 3`.
    public var summary: String {
        switch self {
        case .sizeMismatch(let golden, let actual):
            return "size changed: golden \(golden.width)×\(golden.height), actual \(actual.width)×\(actual.height)"
        case .matches(let difference), .differs(let difference):
            if difference.isIdentical { return "identical" }
            let count = CountFormat.self
            let worst =
                CountFormat.decimal(difference.maxDeltaE2000, places: 2)
                + (difference.maxDeltaE2000At.map { " at \($0.x),\($0.y)" } ?? "")
            let limit = difference.deltaELimit.map { " \(CountFormat.deltaE($0))" } ?? " limit"
            let over = difference.pixelsOverDeltaE
            let deltaE = over > 0 ? "\(count.pixels(over)) over ΔE\(limit), worst \(worst)" : "worst ΔE \(worst)"
            let channel = "largest channel difference \(difference.maxChannelDifference)"
            let (different, antialiased) = (difference.differentPixels, difference.antialiasedPixels)
            guard different > 0 else {
                // Nothing the metric counts: a colour change alone, or changes within tolerance.
                if over > 0 { return "colour changed: \(deltaE) (shapes unchanged)" }
                let edges = antialiased == 0 ? "" : " (\(count.grouped(antialiased)) anti-aliased)"
                return "\(count.pixels(difference.changedPixels)) changed, none counted\(edges); \(deltaE), \(channel)"
            }
            let share = CountFormat.percent(difference.differentFraction)
            let differ = "\(count.pixels(different)) \(different == 1 ? "differs" : "differ") (\(share) %)"
            let rest = "\(count.grouped(antialiased)) anti-aliased, \(count.grouped(difference.changedPixels)) changed"
            return "\(differ); \(deltaE); \(rest), \(channel)"
        }
    }
}

/// Counts and shares as messages print them: `1,792 pixels`, `0.0059 %`.
enum CountFormat {
    /// Thousands grouped with commas.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// `1 pixel`, `1,792 pixels`.
    static func pixels(_ value: Int) -> String { "\(grouped(value)) pixel\(value == 1 ? "" : "s")" }

    /// A fraction as a percentage: two decimals, or two significant figures below 0.1 % (59 of
    /// 16.8 million pixels are 0.00035 %, not 0.0 %).
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        guard value > 0 else { return "0" }
        guard value < 0.1 else { return decimal(value, places: 2) }
        let places = max(0, 1 - Int(Math.log10(value).rounded(.down)))
        return decimal(value, places: places)
    }

    /// A ΔE limit: one decimal unless it needs two (2.0, 0.5, 1.25).
    static func deltaE(_ value: Double) -> String {
        decimal(value, places: (value * 10).rounded() == value * 10 ? 1 : 2)
    }

    /// `value` with `places` decimals, trailing zeros kept (2.0, 5.93).
    static func decimal(_ value: Double, places: Int) -> String {
        String(fixed: value, digits: places)
    }
}
