import ArgumentParser
import TextProof
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The comparison and tolerance options of `diff` and `render --golden`, named as pixelmatch,
/// Playwright and swift-snapshot-testing name them.
struct ComparisonArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "pixelmatch's per-pixel threshold, 0…1: smaller is stricter. Default 0.1 (YIQ); for --metric oklab, the HyAB distance (1 = black to white).",
            valueName: "t"))
    var threshold: Double?

    @Option(
        help: ArgumentHelp(
            "Per-pixel colour metric: yiq (pixelmatch 7.2.0) or oklab (OKLab HyAB, pixelmatch's development branch).",
            valueName: "name"))
    var metric: MetricName = .yiq

    @Option(
        name: .customLong("perceptual-precision"),
        help: ArgumentHelp(
            "swift-snapshot-testing's perceptualPrecision, 0…1: a pixel matches when its CIE94 ΔE is at most (1 − p) × 100. Replaces --threshold and --metric.",
            valueName: "p"))
    var perceptualPrecision: Double?

    @Flag(
        name: .customLong("include-aa"),
        help: "Count pixels that look anti-aliased as differences too (pixelmatch's includeAA).")
    var includeAntialiasing = false

    @Option(
        name: .customLong("max-diff-pixels"),
        help: ArgumentHelp(
            "Accept up to this many differing pixels (Playwright's maxDiffPixels). Default 0.", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(
        name: .customLong("max-diff-pixel-ratio"),
        help: ArgumentHelp(
            "Accept up to this fraction of differing pixels, 0…1 (Playwright's maxDiffPixelRatio). With --max-diff-pixels, the stricter applies.",
            valueName: "r"))
    var maxDiffPixelRatio: Double?

    @Option(
        name: .customLong("max-delta-e"),
        help: ArgumentHelp(
            "Fail when any pixel's CIEDE2000 difference exceeds this (its pixels are counted apart from pixelmatch's). Default: 2.0 for render --golden, none for diff.",
            valueName: "e"))
    var maxDeltaE: Double?

    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp("Leave a rectangle out of the comparison; repeat for more.", valueName: "x,y,width,height"))
    var ignoredRegions: [RegionArgument] = []

    enum MetricName: String, ExpressibleByArgument, CaseIterable {
        case yiq, oklab
    }

    func validate() throws {
        if perceptualPrecision != nil, threshold != nil || metric != .yiq {
            throw ValidationError("--perceptual-precision replaces --threshold and --metric: give one or the other.")
        }
        if let threshold, !(0...1).contains(threshold) {
            throw ValidationError("--threshold must be between 0 and 1, not \(threshold).")
        }
        if let perceptualPrecision, !(0...1).contains(perceptualPrecision) {
            throw ValidationError("--perceptual-precision must be between 0 and 1, not \(perceptualPrecision).")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels).")
        }
        if let maxDeltaE, !(maxDeltaE >= 0) {
            throw ValidationError("--max-delta-e must be 0 or more, not \(maxDeltaE).")
        }
        if let maxDiffPixelRatio, !(0...1).contains(maxDiffPixelRatio) {
            throw ValidationError("--max-diff-pixel-ratio must be between 0 and 1, not \(maxDiffPixelRatio).")
        }
    }

    /// The comparison with `--max-delta-e`, else `defaultMaxDeltaE` (nil: no ΔE limit unless asked).
    func comparison(defaultMaxDeltaE: Double?) -> GoldenComparison {
        var comparison = self.comparison
        comparison.tolerance.maxDeltaE = maxDeltaE ?? defaultMaxDeltaE
        return comparison
    }

    var comparison: GoldenComparison {
        let metric: ComparisonOptions.Metric
        if let perceptualPrecision {
            metric = .perceptual(precision: perceptualPrecision)
        } else if self.metric == .oklab {
            metric = .okLabHyAB(threshold: threshold ?? 0.1)
        } else {
            metric = .yiq(threshold: threshold ?? 0.1)
        }
        return GoldenComparison(
            options: ComparisonOptions(
                metric: metric, includeAntialiasing: includeAntialiasing, ignoredRegions: ignoredRegions.map(\.rect)),
            tolerance: ComparisonTolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio))
    }
}

struct RegionArgument: ExpressibleByArgument {
    let rect: PixelRect

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Int($0.trimmingWhitespace()) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
            width > 0, height > 0
        else { return nil }
        rect = PixelRect(x: x, y: y, width: width, height: height)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `--golden` and the record modes, for the commands that render.
struct GoldenArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare each image with the file of the same name in this folder; exit 1 when one differs or is missing.",
            valueName: "dir"))
    var golden: String?

    @Flag(help: "With --golden: write every golden from this render (record mode all).")
    var record = false

    @Option(
        name: .customLong("record-mode"),
        help: ArgumentHelp(
            "With --golden: never, missing (write goldens that do not exist), all, or failed (overwrite goldens that differ). Default: $TEXTPROOF_RECORD, else never.",
            valueName: "mode"))
    var recordMode: RecordMode?

    @OptionGroup var comparison: ComparisonArguments

    func validate() throws {
        if golden == nil, record || recordMode != nil {
            throw ValidationError("--record and --record-mode need --golden DIR.")
        }
        if record, let recordMode, recordMode != .all {
            throw ValidationError("--record means --record-mode all; give one of them.")
        }
    }

    func mode() throws(GoldenError) -> RecordMode {
        if record { return .all }
        if let recordMode { return recordMode }
        return try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
    }
}

extension RecordMode: ExpressibleByArgument {}
