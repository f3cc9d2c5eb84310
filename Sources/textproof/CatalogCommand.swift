import ArgumentParser
import Foundation
import TextProof
import TextProofColor

struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Proof every colour of an Xcode asset catalog (.xcassets) in every appearance.",
        discussion: """
            Reads every *.colorset/Contents.json below the folder (any colour space Xcode writes,
            components as "0.502", "128" or "0x80", light/dark and high-contrast appearances,
            idioms, platforms, references to system colours). Each colour is drawn as text on the
            platform's background and as a highlight under label text, and its contrast measured.
            A colour set that cannot be read is reported by path and skipped; the rest still render.

            Examples:
              textproof catalog MyApp/Assets.xcassets --out proofs/colors
              textproof catalog Assets.xcassets --platform macos --appearances light,dark --require aa
            """)

    @Argument(help: ArgumentHelp("The asset catalog folder.", valueName: "path.xcassets"))
    var path: String

    @Option(help: ArgumentHelp("Resolve idioms and system colours for ios or macos.", valueName: "platform"))
    var platform: Platform = .ios

    @Option(help: ArgumentHelp("Comma-separated appearances (default: all that differ on the platform).", valueName: "list"))
    var appearances: String?

    @Option(help: ArgumentHelp("Render only shard i of n of the catalog's pages (40 colours each): each page becomes its own proof in DIR/NAME-pK/, listed in DIR/batch.json; join shards with textproof merge.", valueName: "i/n"))
    var shard: ShardArgument?

    @OptionGroup var output: OutputOptions

    func run() throws {
        try OutputOptions.run {
            let catalog: AssetCatalog
            do throws(SpecError) {
                catalog = try AssetCatalog(path: path, platform: platform, output: output.colorSpace ?? .sRGB)
            } catch { throw ProofError.spec(error) }
            for problem in catalog.problems { printError("warning: skipped \(problem.path): \(problem.message)") }
            guard !catalog.colors.isEmpty else {
                throw ProofError.spec(SpecError(file: path, field: "", message: "no readable colour sets (*.colorset) in this catalog"))
            }
            let proof = CatalogProof(
                catalog: catalog, platform: platform, appearances: try parsedAppearances(),
                colorSpace: output.colorSpace ?? .sRGB)
            _ = try output.fontProvider(source: path)
            let fontsDirectory = output.fonts ?? FontProvider.defaultDirectory()
            let progress = ProgressBar(label: "pages", enabled: !output.quiet)
            defer { progress.finish() }
            if let shard = shard?.shard {
                let pages = try runBlocking { try await proof.pages(in: shard, fontsDirectory: fontsDirectory) { progress.update($0, of: $1) } }
                progress.finish()
                return try output.finishBatch(pages, shard: shard)
            }
            let rendered = try runBlocking { try await proof.renderConcurrently(fontsDirectory: fontsDirectory) { progress.update($0, of: $1) } }
            progress.finish()
            try output.finish(rendered)
        }
    }

    private func parsedAppearances() throws -> [Appearance]? {
        guard let appearances else { return nil }
        let supported = SystemColorCatalog(platform: platform).supportedAppearances
        return try appearances.split(separator: ",").map { name in
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let appearance = Appearance(name: name), supported.contains(appearance) else {
                throw ValidationError("unknown appearance '\(name)' for \(platform.rawValue); expected \(supported.map(\.name).joined(separator: ", "))")
            }
            return appearance
        }
    }
}
