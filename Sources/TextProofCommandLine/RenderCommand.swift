import ArgumentParser
import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a spec (or the built-in demo) to PNG proofs and report.json.",
        discussion: """
            Writes DIR/NAME-APPEARANCE.png for each appearance, the sheet DIR/NAME.png, \
            index.html, summary.md and report.json, and prints the report as a table. Nothing \
            is written unless everything renders.

            A spec is YAML or JSON:

              name: labels                # file prefix (default: the spec's name)
              font: Inter                 # a family in the fonts folder, or a path
              size: 17                    # points (default 17)
              weight: regular             # ultraLight … regular … black
              scale: 2                    # pixels per point (default 2)
              appearances: [light, dark]  # default; or all
              background: systemBackground
              palette: ios26              # ios26 (default), ios18 (ios15), ios13
              palettes: [ios18, ios26]    # several, side by side
              standards: [wcag2, apca]    # wcag2 (default), apple, apca
              runs:
                - text: Secondary label
                  color: secondaryLabel   # a name, "#RRGGBB", {light: …, dark: …}
                  size: 13                # per-run size and weight
                - text: No colour given   # opaque black in every appearance

            Examples:
              textproof render --out proofs
              textproof render labels.yaml --out out --require aa
              textproof render specs/ --palette ios18,ios26 --format sarif
            """)

    @Argument(
        help: ArgumentHelp(
            "Specs to render (.yaml, .yml or .json) or folders of them. Omit them to render the built-in demo. With more than one spec (or --shard), each proof goes to DIR/NAME/ and DIR/batch.json lists them all.",
            valueName: "spec"))
    var specs: [String] = []

    @OptionGroup var sharding: ShardOptions
    var shard: ShardArgument? { sharding.shard }
    var shardCount: Int? { sharding.shardCount }

    @Option(
        help: ArgumentHelp(
            "Add columns simulating colour-vision deficiencies, comma-separated: protanopia, deuteranopia, tritanopia (Machado et al. 2009, severity 1.0), achromatopsia (luminance only). Replaces the spec's vision list.",
            valueName: "list"))
    var vision: VisionList?

    @OptionGroup var output: OutputOptions

    func run() async throws {
        if specs.count == 1, shard == nil, !isDirectory(specs[0]) {
            return try renderOne(specs[0])
        }
        if specs.isEmpty && shard == nil { return try renderOne(nil) }
        try await renderMany()
    }

    func isDirectory(_ path: String) -> Bool {
        var directory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory
    }

    func adjusted(_ spec: ProofSpec) -> ProofSpec {
        var spec = output.adjusted(spec)
        if let vision { spec.vision = vision.deficiencies }
        return spec
    }

    func renderOne(_ path: String?) throws {
        var proofSpec = try path.map { try SpecParser.load(path: $0) } ?? DemoSpec.spec()
        proofSpec = adjusted(proofSpec)
        let fonts = try output.fontProvider(source: proofSpec.source)
        CommandMain.leaveToExit(fonts)
        let proof = try ProofRenderer(
            fonts: fonts, colorSpace: output.colorSpace, required: output.requirement, drawsSheet: !output.noSheet
        ).render(proofSpec)
        try output.finish(proof)
    }

    /// Every spec file named or inside a named folder (not recursing), sorted by path.
    func specFiles() throws -> [String] {
        var files: [String] = []
        for path in specs {
            if isDirectory(path) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { ["yaml", "yml", "json"].contains($0.pathExtension.lowercased()) }
                    .map { path.appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else {
            throw ProofError.spec(
                SpecError(
                    file: specs.joined(separator: ", "), field: "specs", message: "no .yaml, .yml or .json specs found")
            )
        }
        return files.sorted()
    }

    func renderMany() async throws {
        let all = try specFiles()
        let resolved = try shard?.resolve(count: shardCount)
        let chosen = resolved.map { $0.select(all) } ?? all
        // Every spec is read before anything renders: a bad one stops the run with nothing written.
        var loaded: [ProofSpec] = []
        var names: [String: String] = [:]
        for path in chosen {
            let spec = try SpecParser.load(path: path)
            if let other = names[spec.name] {
                throw ProofError.spec(
                    SpecError(
                        file: path, field: "name",
                        message: "'\(spec.name)' is also the name of \(other); names must differ"))
            }
            names[spec.name] = path
            loaded.append(adjusted(spec))
        }
        let fontsDirectory = try output.fontProvider(source: chosen.first ?? "specs").fontsDirectory
        let progress = ProgressBar(label: "specs", enabled: !output.quiet)
        let colorSpace = output.colorSpace, specs = loaded, required = output.requirement
        let proofs = try await ProofBatch.render(
            specs, fontsDirectory: fontsDirectory, colorSpace: colorSpace, required: required,
            drawsSheets: !output.noSheet, progress: { done, total in progress.update(done, of: total) })
        progress.finish()
        try output.finishBatch(proofs, shard: resolved)
    }
}

/// `--shard` and `--shard-count`, the same in every command that can split its work.
package struct ShardOptions: ParsableArguments {
    package init() {}

    @Option(
        help: ArgumentHelp(
            "Render only shard i of n (1 ≤ i ≤ n): a deterministic slice (of the specs sorted by path, of one catalog's or token set's pages of 80 runs, or of the catalogs found), so a CI fleet can split the work; each proof goes to DIR/NAME/, listed in DIR/batch.json; join the shards with textproof merge. auto: from the CI's variables (GitLab, Buildkite, CircleCI, or a Kubernetes Indexed Job with --shard-count).",
            valueName: "i/n|auto"))
    package var shard: ShardArgument?

    @Option(
        name: .customLong("shard-count"),
        help: ArgumentHelp(
            "With --shard auto in a Kubernetes Indexed Job: the number of shards (the Job's completions).",
            valueName: "n"))
    package var shardCount: Int?
}

/// `--shard i/n`, or `auto` for the CI fleet's own variables (resolved when the command runs).
package struct ShardArgument: ExpressibleByArgument {
    let explicit: Shard?

    package init?(argument: String) {
        if argument == "auto" {
            explicit = nil
            return
        }
        guard let shard = Shard(argument) else { return nil }
        explicit = shard
    }

    /// The shard, reading the CI's variables for `auto`; a usage error (64) when they are missing.
    package func resolve(count: Int?) throws -> Shard {
        if let explicit { return explicit }
        do { return try Shard.fromEnvironment(ProcessInfo.processInfo.environment, count: count) } catch {
            throw ValidationError(error.description)
        }
    }
}

/// `--vision protanopia,deuteranopia`.
struct VisionList: ExpressibleByArgument {
    let deficiencies: [VisionDeficiency]

    init?(argument: String) {
        let names = argument.split(separator: ",").map { $0.trimmingWhitespace() }
        let parsed = names.compactMap(VisionDeficiency.init(rawValue:))
        guard !parsed.isEmpty, parsed.count == names.count else { return nil }
        deficiencies = parsed
    }

    static var allValueStrings: [String] { VisionDeficiency.allCases.map(\.rawValue) }
}
