import ArgumentParser
import Foundation
import TextProof
import TextProofColor

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
        let found: [String]
        do throws(SpecError) { found = try CatalogDiscovery.catalogs(in: paths) } catch {
            throw ProofError.spec(error)
        }
        let names = CatalogDiscovery.names(for: found)
        let colorSpace = output.colorSpace ?? .sRGB
        let chosenAppearances = try parsedAppearances()
        var proofs: [CatalogProof] = [], skipped: [AssetCatalog.Problem] = []
        var configs: [String: ProofConfig] = [:], users: [String: [CatalogProof]] = [:], emptySets = 0
        for path in found {
            let catalog: AssetCatalog
            do throws(SpecError) {
                catalog = try AssetCatalog(path: path, platform: platform, output: colorSpace)
            } catch { throw ProofError.spec(error) }
            // Empty colour sets are summed up below; a colour set that could not be read is a warning.
            for problem in catalog.problems where !problem.isEmptyColorSet {
                printError("warning: skipped \(output.displayPath(problem.path)): \(problem.message)")
            }
            emptySets += catalog.problems.filter(\.isEmptyColorSet).count
            let configPath = CatalogDiscovery.configPath(for: path, given: config, searchRoots: paths)
            var proofConfig = ProofConfig()
            if let configPath {
                if configs[configPath] == nil {
                    do throws(SpecError) { configs[configPath] = try ProofConfig.load(path: configPath) } catch {
                        throw ProofError.spec(error)
                    }
                }
                proofConfig = configs[configPath]!
            }
            var proof = CatalogProof(
                catalog: catalog, platform: platform, appearances: chosenAppearances, colorSpace: colorSpace,
                config: proofConfig,
                name: names[path])
            proof.proof.palettes = output.palette?.values ?? []
            proof.proof.standards = output.standard?.values
            if catalog.colors.isEmpty {
                let message = NamedColorProof.nothingUsable(catalog.problems.count)
                if found.count == 1 { printError("warning: \(output.displayPath(path)): \(message)") }
                skipped.append(AssetCatalog.Problem(path: path, message: message))
                if found.count > 1 { continue }
            }
            proofs.append(proof)
            if let configPath { users[configPath, default: []].append(proof) }
        }
        if found.count > 1, let line = Self.skippedSummary(skipped, emptySets: emptySets) { printError(line) }
        // A config shared by several catalogs must name colours of at least one of them.
        for (path, config) in configs {
            let colors = (users[path] ?? []).flatMap(\.proof.colors)
            let system = SystemColorCatalog(platform: platform)
            do throws(SpecError) {
                try config.validate(
                    names: Set(colors.map(\.name)), isSystemColor: { system.color(named: $0) != nil })
            } catch { throw ProofError.spec(error) }
        }
        _ = try output.fontProvider(source: found.first ?? "catalog")
        let fontsDirectory = output.fonts ?? FontProvider.defaultDirectory()
        let required = output.requirement
        for proof in proofs { for note in proof.proof.notes { printError("note: \(proof.name): \(note)") } }

        if found.count == 1, let proof = proofs.first {
            let progress = ProgressBar(label: "pages", enabled: !output.quiet)
            defer { progress.finish() }
            if let shard = try shard?.resolve(count: shardCount) {
                let pages = try await proof.pages(in: shard, fontsDirectory: fontsDirectory, required: required) {
                    progress.update($0, of: $1)
                }
                progress.finish()
                return try output.finishBatch(pages, shard: shard)
            }
            let rendered = try await proof.renderConcurrently(fontsDirectory: fontsDirectory, required: required) {
                progress.update($0, of: $1)
            }
            progress.finish()
            return try output.finish(rendered)
        }
        let resolvedShard = try shard?.resolve(count: shardCount)
        let chosen = resolvedShard.map { $0.select(proofs) } ?? proofs
        let progress = ProgressBar(label: "catalogs", enabled: !output.quiet)
        defer { progress.finish() }
        var rendered: [Proof] = []
        for (index, proof) in chosen.enumerated() {
            rendered.append(try await proof.renderConcurrently(fontsDirectory: fontsDirectory, required: required))
            progress.update(index + 1, of: chosen.count)
        }
        progress.finish()
        try output.finishBatch(rendered, shard: resolvedShard, skipped: skipped)
    }

    /// One line for every catalog left out and why: "note: 14 catalogs skipped: 11 with no
    /// colour sets (images only), 3 with no usable colour sets; 5 empty colour sets … left out".
    static func skippedSummary(_ skipped: [AssetCatalog.Problem], emptySets: Int) -> String? {
        guard !skipped.isEmpty || emptySets > 0 else { return nil }
        let imageOnly = skipped.filter { $0.message == NamedColorProof.nothingUsable(0) }.count
        let unusable = skipped.count - imageOnly
        var reasons: [String] = []
        if imageOnly > 0 { reasons.append("\(imageOnly) with no colour sets (images only)") }
        if unusable > 0 { reasons.append("\(unusable) with no usable colour sets") }
        let catalogs =
            skipped.isEmpty
            ? "no catalog skipped" : "\(skipped.count) catalog\(skipped.count == 1 ? "" : "s") skipped: "
        let empty =
            emptySets == 0
            ? "" : "; \(emptySets) empty colour set\(emptySets == 1 ? "" : "s") (as Xcode creates AccentColor) left out"
        return "note: " + catalogs + reasons.joined(separator: ", ") + empty + " (listed in index.html and batch.json)"
    }

    private func parsedAppearances() throws -> [Appearance]? {
        guard let appearances else { return nil }
        return try AppearanceList.parse(
            appearances, supported: SystemColorCatalog(platform: platform).supportedAppearances, platform: platform)
    }
}
