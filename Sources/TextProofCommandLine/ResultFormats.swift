import ArgumentParser
import TextProof
import TextProofColor
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--format` and `--format-out`: the forms results are given in, for people and for CI tools.
package struct FormatOptions: ParsableArguments {
    package init() {}

    package enum Format: String, CaseIterable, ExpressibleByArgument, Equatable, Sendable {
        /// The table and findings on stdout (the default).
        case text
        /// report.json (or batch.json) on stdout.
        case json
        /// SARIF 2.1.0, written to results.sarif.
        case sarif
        /// JUnit XML, written to junit.xml.
        case junit
        /// GitHub Actions annotations (`::error file=…`) on stdout; the default under GitHub Actions.
        case github
    }

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "Result formats, comma-separated: text (default), json (the report on stdout), sarif (results.sarif), junit (junit.xml), github (::error annotations; added by default when GITHUB_ACTIONS=true).",
            valueName: "list"))
    package var format: ChoiceList<Format>?

    @Option(
        name: .customLong("format-out"),
        help: ArgumentHelp(
            "Where results.sarif and junit.xml go. Default: beside the proofs (--out).", valueName: "dir"))
    package var formatOut: String?

    /// The formats asked for, or text (and github under GitHub Actions).
    package var formats: [Format] {
        if let values = format?.values { return values }
        // One variable read, not Foundation's dictionary of all of them (0.15 ms to build at first).
        return ThisProcess.environment("GITHUB_ACTIONS") == "true" ? [.text, .github] : [.text]
    }

    package var printsText: Bool { formats.contains(.text) }

    /// Writes and prints every format but text (which the commands print as they go).
    func emit(reports: [ProofReport], batch: BatchReport?, requirement: Requirement, out: String) throws {
        let results = CheckResult.collect(reports, requirement: requirement)
        let folder = formatOut ?? out
        // A scan's coverage, said before its results in each format.
        let coverages = reports.compactMap { report in report.coverage.map { (report.name, $0) } }
        let coverage = coverages.first?.1
        for format in formats {
            switch format {
            case .text: continue
            case .json:
                let data = try batch.map { try $0.encoded() } ?? ReportJSON.encode(reports[0])
                StandardStream.output.write(data)
            case .sarif:
                try Self.write(try SARIFLog.encode(results, coverage: coverage), to: folder, name: "results.sarif")
            case .junit:
                let junit = JUnitReport.render(
                    results, coverage: Dictionary(coverages, uniquingKeysWith: { first, _ in first }))
                try Self.write(Data(junit.utf8), to: folder, name: "junit.xml")
            case .github:
                let lines = GitHubAnnotations.render(results, coverage: coverage)
                if !lines.isEmpty { print(lines) }
            }
        }
    }

    /// SARIF, JUnit and GitHub annotations of checks made outside a proof (`diff`); text and json
    /// are the command's own.
    package func emit(checks: [CheckResult], out: String) throws {
        let folder = formatOut ?? out
        for format in formats {
            switch format {
            case .text, .json: continue
            case .sarif: try Self.write(try SARIFLog.encode(checks), to: folder, name: "results.sarif")
            case .junit: try Self.write(Data(JUnitReport.render(checks).utf8), to: folder, name: "junit.xml")
            case .github:
                let lines = GitHubAnnotations.render(checks)
                if !lines.isEmpty { print(lines) }
            }
        }
    }

    package static func write(_ data: Data, to folder: String, name: String) throws {
        let path = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ProofError.output(path: folder, message: "cannot create the folder (\(systemErrorText(error)))")
        }
        do throws(StagedFiles.Failure) { try StagedFiles.write(data, to: path) } catch {
            throw ProofError.output(path: path, message: error.message)
        }
    }
}
