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

    @Option(help: ArgumentHelp("Comma-separated appearances, or all (the default).", valueName: "list"))
    var appearances: String?

    @Option(
        help: ArgumentHelp(
            "The config file (allow, rules, standards, palettes). Default: textproof.yaml in the first folder given.",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The proof's name: its report's name and its files' prefix.", valueName: "name"))
    var name: String = "scan"

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give a repository, folders or Swift files to scan") }
        guard !name.isEmpty, !name.contains("/") else { throw ValidationError("--name must be a file name prefix") }
    }

    func run() async throws {
        let root = Self.root(of: paths)
        var proofConfig = ProofConfig()
        if let configPath = ProofConfig.discover(near: [root], given: config) {
            proofConfig = try ProofConfig.load(path: configPath)
        }
        let progress = ProgressBar(label: "files", enabled: !output.quiet)
        defer { progress.finish() }
        let scan = try SourceScan(
            paths: paths, root: root, platform: platform, config: proofConfig, includePreviews: includePreviews,
            includeTests: includeTests, progress: { progress.update($0, of: $1) })
        progress.finish()
        let chosen = try appearances.flatMap {
            try AppearanceList.parse(
                $0, supported: SystemColorCatalog(platform: scan.platform).supportedAppearances,
                platform: scan.platform)
        }
        for location in scan.waiversWithoutReason {
            printError(
                "warning: \(location): textproof:ignore needs a reason (// textproof:ignore <why>); not waived")
        }
        let measured = scan.sites.filter { $0.entry.status == .measured }.count
        let unresolved = scan.sites.filter { $0.entry.status == .unresolved }.count
        let hidden = scan.sites.count - measured - unresolved
        printError(
            "note: \(scan.sites.count) text site\(scan.sites.count == 1 ? "" : "s") in \(scan.fileCount) Swift file\(scan.fileCount == 1 ? "" : "s") "
                + "(\(scan.platform.rawValue)): \(measured) measured, \(unresolved) unresolved"
                + (hidden == 0 ? "" : ", \(hidden) hidden (transparent)") + " (listed in report.json)"
        )
        for note in scan.notes { printError("note: \(note)") }
        printError("note: " + Self.targetsNote(scan))
        var options = SourceScan.ProofOptions()
        options.name = name
        options.appearances = chosen
        options.colorSpace = output.colorSpace ?? .sRGB
        options.palettes = output.palette?.values ?? []
        options.standards = output.standard?.values
        options.config = proofConfig
        options.required = output.requirement
        options.drawsSheet = !output.noSheet
        options.imagesDirectory = output.out
        let fontsDirectory = try output.fontProvider(source: root).fontsDirectory
        let pages = ProgressBar(label: "pages", enabled: !output.quiet)
        defer { pages.finish() }
        let proof = try await scan.proof(options, source: root, fontsDirectory: fontsDirectory) {
            pages.update($0, of: $1)
        }
        pages.finish()
        try output.finish(proof)
    }

    /// Sites per platform and what was left out: `sites by platform: ios 1,204, watchos 359; left
    /// out: 38 in previews (--include-previews), 29 in tests (--include-tests)`.
    static func targetsNote(_ scan: SourceScan) -> String {
        let counts = TargetPlatform.allCases.compactMap { platform -> String? in
            let count = scan.sites.count { $0.platform == platform }
            return count == 0 ? nil : "\(platform.rawValue) \(count)"
        }
        let previews = scan.excludedSites.count { $0.reason == .preview }
        let tests = scan.excludedSites.count { $0.reason == .test }
        var left: [String] = []
        if previews > 0 { left.append("\(previews) in previews (--include-previews)") }
        if tests > 0 { left.append("\(tests) in tests (--include-tests)") }
        return "sites by platform: " + (counts.isEmpty ? "none" : counts.joined(separator: ", "))
            + (left.isEmpty ? "" : "; left out: " + left.joined(separator: ", "))
    }

    /// The folder results are relative to: the first folder given, or a file's folder.
    static func root(of paths: [String]) -> String {
        let first = paths[0]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return first
        }
        let folder = (first as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

extension TargetPlatform: ExpressibleByArgument {}
