import ArgumentParser
import TextProof
import TextProofColor
import TextProofPlatform
import TextProofRaster
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Options every rendering command shares, and what they do with a finished proof.
package struct OutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The folder to write proofs into; created if missing.", valueName: "dir"))
    package var out: String = "proofs"

    @Option(
        help: ArgumentHelp(
            "Exit with status 1 and list the judged cells below this level: WCAG aa or aaa, apple (Apple's minimums) or apca (APCA's font lookup).",
            valueName: "aa|aaa|apple|apca"))
    var require: Requirement?

    @Option(
        help: ArgumentHelp(
            "Palettes to draw with, comma-separated: ios26 (default), ios18 (or ios15), ios13. Several are drawn side by side with the changes between releases. Replaces the spec's or config's.",
            valueName: "list"))
    package var palette: ChoiceList<Palette>?

    @Option(
        help: ArgumentHelp(
            "Standards to judge by, comma-separated: wcag2 (default), apple (Apple's minimums), apca (APCA's font lookup). The first decides the badges' colour. Replaces the spec's or config's.",
            valueName: "list"))
    package var standard: ChoiceList<ContrastStandard>?

    @Option(
        name: .customLong("color-space"),
        help: ArgumentHelp(
            "Output colour space: srgb (8-bit PNG, sRGB profile) or display-p3 (16-bit PNG, Display P3 profile). Default: the spec's, else srgb.",
            valueName: "space"))
    package var colorSpace: OutputColorSpace?

    @Option(
        help: ArgumentHelp(
            "Where font families are looked up. Default: $TEXTPROOF_FONTS, else ./fonts, else the fonts folder of the source checkout.",
            valueName: "dir"))
    package var fonts: String?

    @Flag(name: .shortAndLong, help: "Print only errors and --require failures, not the table.")
    package var quiet = false

    @Flag(
        name: .customLong("no-sheet"),
        help:
            "Leave out the proof sheet (NAME.png): the appearance images, report.json, index.html and summary.md only, sooner (golden tests of the images need nothing more)."
    )
    package var noSheet = false

    @Flag(name: .shortAndLong, help: "Also print the glyph cache's hits, misses and hit rate to stderr.")
    var verbose = false

    @OptionGroup(title: "Golden images") var goldens: GoldenArguments

    @OptionGroup(title: "Results for CI") var results: FormatOptions

    /// A path as the terminal shows it (relative to the current folder when inside it).
    package init() {}

    func displayPath(_ path: String) -> String { DisplayPath.relative(path) }

    /// What `--require` asks (AA when not given: the level suggestions and SARIF judge by).
    package var requirement: Requirement {
        require ?? .aa
    }

    /// The fonts folder checked (`--fonts` must be a folder) and a provider for it; work spread over
    /// threads takes its `fontsDirectory` (each thread makes its own provider).
    package func fontProvider(source: String) throws -> FontProvider {
        var isDirectory = false
        if let fonts,
            !(FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory) && isDirectory)
        {
            throw ProofError.spec(
                SpecError(
                    file: fonts, field: "--fonts",
                    message: "no such folder: give the folder that holds the font families (Inter/, DejaVu/)"
                ))
        }
        do { return try FontProvider(fontsDirectory: fonts ?? FontProvider.defaultDirectory()) } catch {
            throw ProofError.spec(SpecError(file: source, field: "font", message: error.description))
        }
    }

    /// The spec with the command line's palettes and standards, when given.
    func adjusted(_ spec: ProofSpec) -> ProofSpec {
        var spec = spec
        if let palettes = palette?.values {
            spec.palette = palettes[0]
            spec.palettes = palettes.count > 1 ? palettes : []
        }
        if let standards = standard?.values { spec.standards = standards }
        return spec
    }

    /// Writes the proof, prints the table and the findings, applies `--golden` and `--require`, and
    /// gives the results in each `--format`.
    package func finish(_ proof: Proof) throws {
        let (report, failures) = try finish(proof, in: out)
        try results.emit(reports: [report], batch: nil, requirement: requirement, out: out)
        if !failures.isEmpty { throw CheckFailures(failures: failures) }
    }

    /// `finish` into `directory`: the report as written (with its golden results) and the checks
    /// that failed, instead of throwing them.
    func finish(_ proof: Proof, in out: String) throws -> (report: ProofReport, failures: [any Error]) {
        try ProofWriter.write(proof, to: out)
        var report = proof.report
        if verbose {
            let cache = FontProvider.sharedGlyphCache.statistics
            printError(
                "glyph cache: \(cache.hits) hits, \(cache.misses) misses, hit rate \(Int((cache.hitRate * 100).rounded())) %, "
                    + "\(cache.entries) glyphs in \(cache.bytes / 1024) KiB")
        }
        if !quiet, results.printsText {
            print(ReportTable.render(report))
            if let findings = report.findings, !findings.isEmpty {
                let groups = report.findingsBySubject
                print("\n\(findings.count) finding\(findings.count == 1 ? "" : "s"):")
                for group in groups {
                    print("  \(group.subject) (\(group.color)):")
                    for finding in group.findings {
                        print("    \(finding.severity.rawValue) \(finding.id): \(finding.message)")
                    }
                }
            }
            print("\nWrote \(proof.images.count) image\(proof.images.count == 1 ? "" : "s") and report.json to \(out)/")
        }
        var failures: [any Error] = []
        if let directory = goldens.golden {
            let check = try GoldenCheck(
                goldens: directory, mode: goldens.mode(),
                comparison: goldens.comparison.comparison(defaultMaxDeltaE: GoldenComparison.defaultMaxDeltaE),
                artifacts: out)
            let outcomes = try check.check(proof, actualDirectory: out)
            for outcome in outcomes {
                if outcome.status == .matched {
                    if !quiet, results.printsText { print(outcome.message) }
                } else {
                    printError(outcome.message)
                }
            }
            report.goldens = outcomes.map(ProofReport.GoldenResult.init)
            try ProofWriter.writeReports(report, to: out)
            let failed = outcomes.filter { $0.status == .failed }
            if !failed.isEmpty { failures.append(GoldenFailure(failed: failed.count, total: outcomes.count)) }
            // Recording is never a pass: a run that wrote goldens must not look like one that checked them.
            let recorded = outcomes.filter { $0.status == .recorded }
            if !recorded.isEmpty { failures.append(GoldenRecorded(paths: recorded.map(\.goldenPath))) }
        }
        if let require {
            let failing = report.cells(failing: require)
            if !failing.isEmpty {
                failures.append(
                    RequirementFailure(title: require.shortTitle, standard: require.standard, cells: failing))
            }
            // A scan's cells on an assumed background: listed apart, as warnings that fail nothing.
            let warned = report.cells(warning: require)
            if !warned.isEmpty {
                printError(
                    RequirementFailure(
                        title: require.shortTitle, standard: require.standard, cells: warned, onAssumedBackground: true
                    ).description)
            }
        }
        return (report, failures)
    }

    /// Renders a proof of named colours in pages on all cores (each page's images written as it is
    /// done), with a progress bar, and finishes it; with a shard, only its pages, as a batch.
    func finishPaged(_ proof: NamedColorProof, fontsDirectory: String?, shard: Shard?) async throws {
        let progress = ProgressBar(label: "pages", enabled: !quiet)
        defer { progress.finish() }
        if let shard {
            let pages = try await proof.pages(
                in: shard, fontsDirectory: fontsDirectory, required: requirement, drawsSheet: !noSheet
            ) { progress.update($0, of: $1) }
            progress.finish()
            return try finishBatch(pages, shard: shard)
        }
        let rendered = try await proof.renderConcurrently(
            fontsDirectory: fontsDirectory, required: requirement, drawsSheet: !noSheet, imagesDirectory: out
        ) { progress.update($0, of: $1) }
        progress.finish()
        try finish(rendered)
    }

    /// Writes each proof into `out/NAME/` (with its checks) and every report into `out/batch.json`.
    func finishBatch(_ proofs: [Proof], shard: Shard?, skipped: [AssetCatalog.Problem] = []) throws {
        var failures: [any Error] = [], reports: [ProofReport] = []
        for proof in proofs {
            let finished = try finish(proof, in: out.appendingPathComponent(proof.name))
            failures += finished.failures
            reports.append(finished.report)
        }
        let batch = BatchReport(shard: shard?.description, proofs: reports, skipped: skipped)
        let files: [(String, Data)] = [
            ("batch.json", try batch.encoded()), ("index.html", Data(ReportHTML.render(batch).utf8)),
            ("summary.md", Data(ReportMarkdown.render(batch).utf8)),
        ]
        do throws(StagedFiles.Failure) {
            try StagedFiles.write(
                files.map { (out.appendingPathComponent($0.0), $0.1) }, replacing: .regenerable)
        } catch {
            throw ProofError.output(path: error.path, message: error.message)
        }
        if !quiet, results.printsText {
            print(
                "Wrote \(proofs.count) proof\(proofs.count == 1 ? "" : "s"), batch.json, index.html and summary.md to \(out)/"
            )
        }
        try results.emit(reports: reports, batch: batch, requirement: requirement, out: out)
        if !failures.isEmpty { throw CheckFailures(failures: failures) }
    }
}

extension Requirement: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { named.map(\.name) }
}

/// `--palette ios18,ios26`, `--standard wcag2,apca`: comma-separated choices, each once.
package struct ChoiceList<Choice: RawRepresentable & CaseIterable & Equatable & Sendable>: ExpressibleByArgument,
    Sendable
where Choice.RawValue == String {
    package let values: [Choice]

    package init?(argument: String) {
        var values: [Choice] = []
        for name in argument.split(separator: ",").map({ $0.trimmingWhitespace() }) {
            guard let value = Choice(rawValue: name), !values.contains(value) else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    package static var allValueStrings: [String] { Choice.allCases.map(\.rawValue) }
}

extension Palette: ExpressibleByArgument {}
extension OutputColorSpace: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
extension FontWeight: ExpressibleByArgument {}

/// Checks that ran and failed (exit status 1), each printed on its own.
struct CheckFailures: Error {
    let failures: [any Error]
}

/// A record mode wrote goldens: exit 1, naming them, as TextProofTesting fails a recording test.
struct GoldenRecorded: Error, CustomStringConvertible {
    let paths: [String]
    var description: String {
        "Recorded \(paths.count) golden\(paths.count == 1 ? "" : "s") (look at them, commit, and run again without recording): "
            + paths.joined(separator: ", ")
    }
}

struct GoldenFailure: Error, CustomStringConvertible {
    let failed: Int
    let total: Int
    var description: String {
        "\(failed) of \(total) image\(total == 1 ? "" : "s") did not match the goldens (actual and diff images are beside the proofs)."
    }
}

struct RequirementFailure: Error, CustomStringConvertible {
    let title: String
    let standard: ContrastStandard
    let cells: [ProofReport.Cell]
    /// Cells on an assumed background, listed as warnings (`textproof scan` without `--judge-assumed`).
    var onAssumedBackground = false

    var description: String {
        let count = "\(cells.count) cell\(cells.count == 1 ? "" : "s")"
        var lines = [
            onAssumedBackground
                ? "warning: \(count) on an assumed background below \(title) (the code sets no background; not failures: --judge-assumed makes them count):"
                : "\(count) below \(title):"
        ]
        for cell in cells {
            let measured =
                cell.measured.map { "\($0.text) on \($0.background), \($0.wcag):1, Lc \($0.apcaLc)" }
                ?? "nothing measured"
            let subject = cell.pairLabel
            let suggestion =
                cell.suggestion.map {
                    "; try \($0.target == nil ? "" : "background ")\($0.color) (\($0.wcag):1, ΔE2000 \($0.deltaE2000))"
                }
                ?? ""
            let verdict = standard == .wcag2 ? cell.level.rawValue : Self.describe(cell.verdict(standard))
            let palette = cell.palette.map { " (\($0))" } ?? ""
            let location =
                cell.source.map { file in
                    " (\(DisplayPath.relative(file))\(cell.sourceLine.map { ":\($0)" } ?? "")\(cell.sourceColumn.map { ":\($0)" } ?? ""))"
                }
                ?? ""
            lines.append(
                "  \(subject) in \(cell.appearance)\(palette)\(location): \(measured) → \(verdict)\(suggestion)")
        }
        return lines.joined(separator: "\n")
    }
}

extension RequirementFailure {
    static func describe(_ verdict: StandardVerdict?) -> String {
        guard let verdict else { return "nothing measured" }
        if let lc = verdict.requiredLc { return "\(verdict.level) (needs Lc \(ReportTableNumber.points(lc)))" }
        if verdict.requiredLc == nil, verdict.requiredRatio == nil {
            return "\(verdict.level) (too small or thin for text at any Lc)"
        }
        return "\(verdict.level) (needs \(ReportTableNumber.points(verdict.requiredRatio!)):1)"
    }
}

package func printError(_ message: String) {
    StandardStream.error.write(message + "\n")
}
