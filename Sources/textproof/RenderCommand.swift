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

    @Option(help: ArgumentHelp("Use this palette instead of the spec's: ios15 (today's UIKit values) or ios13 (2019).", valueName: "name"))
    var palette: Palette?

    @Option(help: ArgumentHelp("Add columns simulating colour-vision deficiencies, comma-separated: protanopia, deuteranopia, tritanopia (Machado et al. 2009, severity 1.0), achromatopsia (luminance only). Replaces the spec's vision list.", valueName: "list"))
    var vision: VisionList?

    @OptionGroup var output: OutputOptions

    func run() throws {
        try OutputOptions.run {
            var proofSpec: ProofSpec
            do throws(SpecError) {
                if let spec { proofSpec = try SpecParser.load(path: spec) } else { proofSpec = try DemoSpec.spec() }
            } catch { throw ProofError.spec(error) }
            if let palette { proofSpec.palette = palette }
            if let vision { proofSpec.vision = vision.deficiencies }
            let fonts = try output.fontProvider(source: proofSpec.source)
            try output.finish(ProofRenderer(fonts: fonts, colorSpace: output.colorSpace).render(proofSpec))
        }
    }
}

/// `--vision protanopia,deuteranopia`.
struct VisionList: ExpressibleByArgument {
    let deficiencies: [VisionDeficiency]

    init?(argument: String) {
        let names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let parsed = names.compactMap(VisionDeficiency.init(rawValue:))
        guard !parsed.isEmpty, parsed.count == names.count else { return nil }
        deficiencies = parsed
    }

    static var allValueStrings: [String] { VisionDeficiency.allCases.map(\.rawValue) }
}
