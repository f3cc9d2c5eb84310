import ArgumentParser
import Foundation
import TextProof
import TextProofColor

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a spec (or the built-in demo) to PNG proofs and report.json.",
        discussion: """
            Writes DIR/NAME-APPEARANCE.png for each appearance and DIR/report.json, and prints the
            report as a table. Nothing is written unless everything renders.

            A spec is YAML or JSON:

              name: labels                 # output file prefix (default: the spec's file name)
              font: Inter                  # family in the fonts folder, or a .ttf/.otf path
              size: 17                     # points (default 17)
              weight: regular              # ultraLight thin light regular medium semibold bold heavy black
              scale: 2                     # pixels per point (default 2)
              appearances: [light, dark]   # default [light, dark]
              background: systemBackground # UIKit name | "#RRGGBB" | "#RRGGBBAA" | {light: …, dark: …}
              palette: ios15               # ios15 (default, today's values) or ios13 (2019)
              runs:
                - text: Secondary label
                  color: secondaryLabel    # same forms as background
                  size: 13                 # optional per-run size and weight
                - text: No colour given    # opaque black in every appearance

            Examples:
              textproof render --out proofs
              textproof render labels.yaml --out out --require aa
            """)

    @Argument(help: ArgumentHelp("The spec to render (.yaml, .yml or .json). Omit it to render the built-in demo.", valueName: "spec"))
    var spec: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write proofs into; created if missing.", valueName: "dir"))
    var out: String = "proofs"

    @Option(help: ArgumentHelp("Exit with status 1 and list the cells whose measured contrast is below this WCAG level.", valueName: "aa|aaa"))
    var require: RequiredLevel?

    @Option(help: ArgumentHelp("Use this palette instead of the spec's: ios15 (today's UIKit values) or ios13 (2019).", valueName: "name"))
    var palette: Palette?

    @Option(name: .customLong("color-space"), help: ArgumentHelp("Output colour space: srgb (8-bit PNG, sRGB profile) or display-p3 (16-bit PNG, Display P3 profile). Default: the spec's, else srgb.", valueName: "space"))
    var colorSpace: OutputColorSpace?

    @Option(help: ArgumentHelp("Where font families are looked up. Default: $TEXTPROOF_FONTS, else ./fonts, else the fonts folder of the source checkout.", valueName: "dir"))
    var fonts: String?

    @Flag(name: .shortAndLong, help: "Print only errors and --require failures, not the table.")
    var quiet = false

    func run() throws {
        do {
            try render()
        } catch let failure as RequirementFailure {
            printError(failure.description)
            throw ExitCode(1)
        } catch let error as ProofError {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    private func render() throws {
        var proofSpec: ProofSpec
        do throws(SpecError) {
            if let spec { proofSpec = try SpecParser.load(path: spec) } else { proofSpec = try DemoSpec.spec() }
        } catch { throw ProofError.spec(error) }
        if let palette { proofSpec.palette = palette }

        let fontDirectory = fonts ?? FontProvider.defaultDirectory()
        let provider: FontProvider
        do { provider = try FontProvider(fontsDirectory: fontDirectory) } catch {
            throw ProofError.spec(SpecError(file: proofSpec.source, field: "font", message: error.description))
        }
        let proof = try ProofRenderer(fonts: provider, colorSpace: colorSpace).render(proofSpec)
        try ProofWriter.write(proof, to: out)

        if !quiet {
            print(ReportTable.render(proof.report))
            print("\nWrote \(proof.images.count) image\(proof.images.count == 1 ? "" : "s") and report.json to \(out)/")
        }
        if let require {
            let failing = proof.report.cells(below: require.level)
            if !failing.isEmpty { throw RequirementFailure(level: require.level, cells: failing) }
        }
    }
}

enum RequiredLevel: String, ExpressibleByArgument, CaseIterable {
    case aa, aaa
    var level: ContrastLevel { self == .aa ? .aa : .aaa }
}

extension Palette: ExpressibleByArgument {}
extension OutputColorSpace: ExpressibleByArgument {}

struct RequirementFailure: Error, CustomStringConvertible {
    let level: ContrastLevel
    let cells: [ProofReport.Cell]

    var description: String {
        var lines = ["\(cells.count) cell\(cells.count == 1 ? "" : "s") below WCAG \(level.rawValue):"]
        for cell in cells {
            let measured = cell.measured.map { "\($0.text) on \($0.background), \($0.wcag):1, Lc \($0.apcaLc)" } ?? "nothing measured"
            lines.append("  run \(cell.run) \"\(cell.text)\" in \(cell.appearance): \(measured) → \(cell.level)")
        }
        return lines.joined(separator: "\n")
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
