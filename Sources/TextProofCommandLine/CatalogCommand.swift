import ArgumentParser
import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Proof every colour of Xcode asset catalogs (.xcassets) in every appearance, by role.",
        discussion: """
            Takes catalogs or any folder: every *.xcassets below it is proofed (skipping .build, \
            DerivedData, Pods, Carthage, node_modules and .git), one proof each; with several, \
            each goes to DIR/NAME/ and DIR/batch.json lists them.

            Each colour has a role, inferred from its name and folders or set in textproof.yaml \
            (beside the catalog, in the folder searched, or --config): text (label, title, text, \
            foreground, fg…), background (background, bg, surface, fill…), decoration (border, \
            separator, divider, stroke, shadow…; never judged as text) or any (both). Without \
            pairs in the config, text colours are drawn on the platform background (judged by \
            --require) and on each background colour (reported); with pairs, the pairs are what \
            --require judges. Waivers (allow:) are shown as waived and never counted. Every \
            failing cell gets a suggested passing colour.

            A colour set that cannot be read is reported by path and skipped; a catalog with none \
            usable is a warning and an entry in skipped (exit 0).

            Examples:
              textproof catalog MyApp/Assets.xcassets --out proofs/colors
              textproof catalog path/to/MyApp --out proofs
              textproof catalog MyApp --config textproof.yaml --require aa
            """)

    @Argument(help: ArgumentHelp("Asset catalogs (*.xcassets), or folders to search for them.", valueName: "path"))
    var paths: [String]

    @Option(
        help: ArgumentHelp(
            "The config file (roles, pairs, allow, rules). Default: textproof.yaml beside each catalog, else in the folder searched.",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Resolve idioms and system colours for ios or macos.", valueName: "platform"))
    var platform: Platform = .ios

    @Option(
        help: ArgumentHelp(
            "Comma-separated appearances, or all (the default: every one that differs on the platform).",
            valueName: "list"))
    var appearances: String?

    @OptionGroup var sharding: ShardOptions
    var shard: ShardArgument? { sharding.shard }
    var shardCount: Int? { sharding.shardCount }

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one asset catalog or folder") }
    }

    func run() async throws {
        let appearances = try parsedAppearances()
        let selection = try CatalogSelection(
            paths: paths, config: config, platform: platform, appearances: appearances,
            colorSpace: output.colorSpace ?? .sRGB, palettes: output.palette?.values ?? [],
            standards: output.standard?.values)
        for problem in selection.unreadableColorSets {
            printError("warning: skipped \(problem.location(output.displayPath(problem.path))): \(problem.message)")
        }
        if selection.catalogCount == 1 {
            for problem in selection.skipped {
                printError("warning: \(problem.location(output.displayPath(problem.path))): \(problem.message)")
            }
        } else if let line = selection.skippedSummary {
            printError(line)
        }
        let proofs = selection.proofs, skipped = selection.skipped
        let fontsDirectory = try output.fontProvider(source: proofs.first?.catalog.path ?? "catalog").fontsDirectory
        let required = output.requirement
        for proof in proofs { for note in proof.proof.notes { printError("note: \(proof.name): \(note)") } }

        if selection.catalogCount == 1, let proof = proofs.first {
            return try await output.finishPaged(
                proof.proof, fontsDirectory: fontsDirectory, shard: shard?.resolve(count: shardCount))
        }
        let resolvedShard = try shard?.resolve(count: shardCount)
        let chosen = resolvedShard.map { $0.select(proofs) } ?? proofs
        let progress = ProgressBar(label: "catalogs", enabled: !output.quiet)
        defer { progress.finish() }
        var rendered: [Proof] = []
        for (index, proof) in chosen.enumerated() {
            rendered.append(
                try await proof.renderConcurrently(
                    fontsDirectory: fontsDirectory, required: required, drawsSheet: !output.noSheet,
                    imagesDirectory: output.out.appendingPathComponent(proof.name)))
            progress.update(index + 1, of: chosen.count)
        }
        progress.finish()
        try output.finishBatch(rendered, shard: resolvedShard, skipped: skipped)
    }

    private func parsedAppearances() throws -> [Appearance]? {
        guard let appearances else { return nil }
        return try AppearanceList.parse(
            appearances, supported: SystemColorCatalog(platform: platform).supportedAppearances, platform: platform)
    }
}
