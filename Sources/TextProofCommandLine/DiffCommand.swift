import ArgumentParser
import TextProof
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare an image with its golden, as pixelmatch does, and draw a diff image.",
        discussion: """
            Reads any PNG libpng can (1–16 bits per sample, grey, palette, RGB, alpha); when the two \
            carry different ICC profiles, ACTUAL is converted into GOLDEN's colour space with LittleCMS. \
            Pixels are compared at 8 bits per channel with pixelmatch 7.2.0's YIQ metric (threshold \
            0.1) by default; pixels that look like anti-aliased edges are counted apart and not \
            judged. The diff image is the golden in grey, counted differences in red, anti-aliasing \
            in yellow.

            Prints what differs: counted pixels, anti-aliased pixels, changed pixels, the largest \
            channel difference and the largest CIEDE2000 difference.

            Exit status: 0 within tolerance; 1 over tolerance or the sizes differ; 2 a file cannot be \
            read or written; 64 bad command line.

            Examples:
              textproof diff goldens/demo-light.png proofs/demo-light.png
              textproof diff a.png b.png --out diff.png --max-diff-pixel-ratio 0.001
              textproof diff a.png b.png --perceptual-precision 0.98 --ignore 0,0,200,40
            """)

    @Argument(help: ArgumentHelp("The golden (expected) PNG.", valueName: "golden"))
    var golden: String

    @Argument(help: ArgumentHelp("The actual PNG.", valueName: "actual"))
    var actual: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write the diff image here, whatever the result. Default: ACTUAL's name with .diff.png, written only when over tolerance.",
            valueName: "diff.png"))
    var out: String?

    @Flag(help: "Same as --format json: the figures as JSON on stdout.")
    var json = false

    @Flag(name: .shortAndLong, help: "Print nothing when within tolerance; only failures (on stderr).")
    var quiet = false

    @OptionGroup var comparison: ComparisonArguments

    @OptionGroup(title: "Results for CI") var results: FormatOptions

    func run() async throws {
        try compare()
    }

    func compare() throws {
        let verdict: GoldenComparison.Verdict
        var diffPath = out
        let comparison = comparison.comparison(defaultMaxDeltaE: nil)
        // The diff image is encoded as it is drawn, band by band, and never held whole.
        var diffImage: PNGBands?
        // Byte-identical files are identical images: no decoding at all.
        if let same = try GoldenComparison.identicalFiles(golden: golden, actual: actual) {
            verdict = same
        } else {
            let (goldenImage, actualImage) = try ComparableImage.pair(golden: golden, actual: actual)
            // The diff image is drawn only when it will be written: asked for, or over tolerance.
            if diffPath != nil {
                let bands = comparison.diffImageBands(for: goldenImage)
                diffImage = bands
                verdict = try comparison.compare(golden: goldenImage, actual: actualImage, diffImageInto: bands)
            } else {
                (verdict, diffImage) = try comparison.compareDrawingWhenDiffering(
                    golden: goldenImage, actual: actualImage)
            }
        }
        if diffPath == nil, !verdict.passed, verdict.difference != nil {
            diffPath = GoldenCheck.diffPath(besides: actual)
        }
        if let diffPath, let diffImage, verdict.difference != nil {
            do { try diffImage.writeAtomically(to: diffPath, replacing: .regenerable) } catch {
                throw GoldenError.unwritable(path: diffPath, message: error.message)
            }
        } else {
            diffPath = nil
        }
        if json || results.formats.contains(.json) {
            print(Self.json(verdict, diffPath: diffPath))
        } else if results.printsText, !quiet {
            let mark = verdict.passed ? "✓ within tolerance" : "✗ over tolerance"
            print("\(mark): \(verdict.summary)")
            if let diffPath { print("diff: \(diffPath)") }
        } else if results.printsText, !verdict.passed {
            printError("✗ over tolerance: \(verdict.summary)" + (diffPath.map { "; diff: \($0)" } ?? ""))
        }
        let name = actual.lastPathComponent
        let check = CheckResult(
            ruleId: "golden", level: verdict.passed ? .note : .error, passed: verdict.passed,
            message: "\(name) against \(golden): \(verdict.summary)" + (diffPath.map { "; diff: \($0)" } ?? ""),
            title: name, proof: "diff",
            file: golden, line: nil, column: nil, waiver: nil)
        try results.emit(checks: [check], out: actual.deletingLastPathComponent)
        if !verdict.passed { throw ExitCode(1) }
    }

    static func json(_ verdict: GoldenComparison.Verdict, diffPath: String?) -> String {
        var fields = VerdictJSON(passed: verdict.passed, diff: diffPath)
        if let difference = verdict.difference {
            fields.width = difference.width
            fields.height = difference.height
            fields.differentPixels = difference.differentPixels
            fields.differentFraction = difference.differentFraction
            fields.antialiasedPixels = difference.antialiasedPixels
            fields.changedPixels = difference.changedPixels
            fields.maxChannelDifference = difference.maxChannelDifference
            fields.maxDeltaE2000 = (difference.maxDeltaE2000 * 10000).rounded() / 10000
        }
        if case .sizeMismatch(let golden, let actual) = verdict {
            fields.sizeMismatch = ["golden": [golden.width, golden.height], "actual": [actual.width, actual.height]]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: (try? encoder.encode(fields)) ?? Data(), as: UTF8.self)
    }

    /// `--json`'s fields; those that do not apply are left out.
    struct VerdictJSON: Encodable {
        var passed: Bool
        var diff: String?
        var width: Int?
        var height: Int?
        var differentPixels: Int?
        var differentFraction: Double?
        var antialiasedPixels: Int?
        var changedPixels: Int?
        var maxChannelDifference: Int?
        var maxDeltaE2000: Double?
        var sizeMismatch: [String: [Int]]?
    }
}
