import ArgumentParser
import Foundation
import TextProof
import TextProofColor
import TextProofCommandLine
import TextProofScan

/// `textproof scan`, its own program (see `ScanLauncher`): `textproof scan ARGS` runs `textproof-scan ARGS`.
@main
struct ScanCommand: AsyncParsableCommand {
    static func main() async { await CommandMain.run(Self.self) }

    static let configuration = CommandConfiguration(
        commandName: "textproof scan", abstract: ScanHelp.abstract, discussion: ScanHelp.discussion,
        version: TextProofVersion.current)

    @Argument(help: ArgumentHelp("A repository, folders or Swift files.", valueName: "path"))
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "ios, macos or watchos, for every file; default: each file's target (the Xcode project, imports, folders).",
            valueName: "platform"))
    var platform: TargetPlatform?

    @Flag(help: "Scan #Preview and PreviewProvider code too (left out by default).")
    var includePreviews = false

    @Flag(help: "Scan test code too: test targets, Tests folders, files importing XCTest or Testing.")
    var includeTests = false

    @Flag(help: "Scan code inside #if DEBUG too (left out by default: debug builds only).")
    var includeDebug = false

    @Option(help: ArgumentHelp("Comma-separated appearances, or all (the default).", valueName: "list"))
    var appearances: String?

    @Option(
        help: ArgumentHelp(
            "The config file (allow, rules, standards, palettes). Default: textproof.yaml in the first folder given.",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The proof's name: its report's name and its files' prefix.", valueName: "name"))
    var name: String = "scan"

    @Flag(
        help:
            "Fail --require on text drawn on an assumed background (the platform's default, where the code sets none) too; without it those are warnings."
    )
    var judgeAssumed = false

    @Flag(help: "List the framework behaviours the scan models, one rule a line (id: what it does), and exit.")
    var listRules = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !paths.isEmpty || listRules else {
            throw ValidationError("give a repository, folders or Swift files to scan")
        }
        guard !name.isEmpty, !name.contains("/") else { throw ValidationError("--name must be a file name prefix") }
    }

    func run() async throws {
        if listRules {
            // The same rules, with their examples, as the ScanRules article of the documentation.
            for rule in ScanRule.all { print("\(rule.id): \(rule.summary)") }
            return
        }
        var options = SourceScan.ProofOptions()
        options.name = name
        options.colorSpace = output.colorSpace ?? .sRGB
        options.palettes = output.palette?.values ?? []
        options.standards = output.standard?.values
        options.required = output.requirement
        options.drawsSheet = !output.noSheet
        options.imagesDirectory = output.out
        options.judgesAssumedBackgrounds = judgeAssumed
        let progress = ProgressBar(label: "files", enabled: !output.quiet)
        defer { progress.finish() }
        var selection = try ScanSelection(
            paths: paths, platform: platform, config: config, includePreviews: includePreviews,
            includeTests: includeTests,
            includeDebug: includeDebug, options: options, progress: { progress.update($0, of: $1) })
        progress.finish()
        let platform = selection.scan.platform
        selection.options.appearances = try appearances.flatMap {
            try AppearanceList.parse(
                $0, supported: SystemColorCatalog(platform: platform).supportedAppearances, platform: platform)
        }
        for message in selection.messages { printError(message) }
        let fontsDirectory = try output.fontProvider(source: selection.root).fontsDirectory
        let pages = ProgressBar(label: "pages", enabled: !output.quiet)
        defer { pages.finish() }
        let proof = try await selection.scan.proof(
            selection.options, source: selection.root, fontsDirectory: fontsDirectory
        ) { pages.update($0, of: $1) }
        pages.finish()
        try output.finish(proof)
    }
}

extension TargetPlatform: ExpressibleByArgument {}
