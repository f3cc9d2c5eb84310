import ArgumentParser
import Dispatch
import TextProof
import TextProofAudit
import TextProofColor
import TextProofCommandLine
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `textproof audit`, its own program (see `AuditLauncher`): `textproof audit ARGS` runs
/// `textproof-audit ARGS`.
@main
struct AuditCommand: AsyncParsableCommand {
    static func main() async { await CommandMain.run(Self.self) }

    static let configuration = CommandConfiguration(
        commandName: "textproof audit", abstract: AuditHelp.abstract, discussion: AuditHelp.discussion,
        version: TextProofVersion.current)

    @Argument(help: ArgumentHelp("PNG screenshots, or folders searched for them.", valueName: "png|folder"))
    var paths: [String] = []

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The folder to write the audit into; created if missing.", valueName: "dir"))
    var out: String = "audit"

    @Option(
        help: ArgumentHelp(
            "Exit with status 1 and list the lines below this level: WCAG aa (default) or aaa, apple (Apple's minimums) or apca (APCA's font lookup).",
            valueName: "aa|aaa|apple|apca"))
    var require: Requirement?

    @Option(
        help: ArgumentHelp(
            "Standards whose verdicts the report gives, comma-separated: wcag2 (default), apple, apca.",
            valueName: "list"))
    var standard: ChoiceList<ContrastStandard>?

    @Option(
        help: ArgumentHelp(
            "Pixels per point, for text sizes (WCAG's large text is 18 pt, or 14 pt bold). Default: 2 when the short side is a 2× iPhone's or iPad's (640, 750, 828, 1536–2048 px), else 3; watch screenshots need 2.",
            valueName: "n"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "Which lines Tesseract reads, to name them and match waivers by text: none, failing or all (slower).",
            valueName: "lines"))
    var recognize: ScreenshotAuditor.Recognition = .failing

    @Option(
        help: ArgumentHelp(
            "What translucent pixels are laid over: white, black, or #RRGGBB.", valueName: "color"))
    var matte: String = "white"

    @Option(
        help: ArgumentHelp(
            "The config file (audit: allow: waivers). Default: textproof.yaml in the current folder, else in the first folder given.",
            valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Audit only shard i of n (1 ≤ i ≤ n) of the screenshots sorted by path, so a CI fleet can split them; auto: from the CI's variables (GitLab, Buildkite, CircleCI, or a Kubernetes Indexed Job with --shard-count).",
            valueName: "i/n|auto"))
    var shard: ShardArgument?

    @Option(
        name: .customLong("shard-count"),
        help: ArgumentHelp("With --shard auto in a Kubernetes Indexed Job: the number of shards.", valueName: "n"))
    var shardCount: Int?

    @Option(help: ArgumentHelp("Screenshots audited at once. Default: every core.", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print only the lines below --require, not the summary.")
    var quiet = false

    @OptionGroup(title: "Results for CI") var results: FormatOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give PNG screenshots or folders of them to audit") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be over 0 and at most 8") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        guard Self.matteColor(matte) != nil else {
            throw ValidationError("--matte must be white, black or #RRGGBB, not '\(matte)'")
        }
    }

    static func matteColor(_ name: String) -> ColorU8? {
        switch name {
        case "white": ColorU8(red: 255, green: 255, blue: 255, alpha: 255)
        case "black": ColorU8(red: 0, green: 0, blue: 0, alpha: 255)
        default: name.count == 7 ? ColorU8(hex: name) : nil
        }
    }

    func run() async throws {
        let requirement = require ?? .aa
        var options = ScreenshotAuditor.Options()
        options.scale = scale
        options.requirement = requirement
        options.standards = standard?.values ?? [.wcag2]
        options.recognition = recognize
        options.matte = Self.matteColor(matte)!
        let folders = [FileManager.default.currentDirectoryPath] + paths.filter(Self.isFolder)
        if let path = ProofConfig.discover(near: folders, given: config) {
            options.waivers = try ProofConfig.load(path: path).auditWaivers
        }
        var images = try ScreenshotFiles.find(paths, leavingOut: out)
        let resolvedShard = try shard?.resolve(count: shardCount)
        if let resolvedShard { images = resolvedShard.select(images) }
        // Tesseract is started before anything is written: a missing model leaves no partial audit.
        let first = try ScreenshotAuditor(options: options)
        try Self.createFolder(out)

        let progress = ProgressBar(label: "screenshots", enabled: !quiet)
        let audited = ScreenshotBatch.audit(
            images, options: options, first: first, jobs: min(jobs ?? Cores.available, max(images.count, 1)),
            annotatedFolder: out.appendingPathComponent("annotated")
        ) { progress.update($0, of: $1) }
        progress.finish()

        let report = AuditReport(
            requirement: requirement, shard: resolvedShard?.description, screenshots: audited.screenshots,
            unreadable: audited.unreadable)
        try write(report)
        if !quiet && results.printsText { printSummary(report) }
        let failing = report.lineResults().filter { $0.waiver == nil }
        if quiet || !results.printsText {
            for result in failing { printError("\(result.file ?? ""): \(result.message)") }
        }
        if !failing.isEmpty { throw ExitCode(1) }
    }

    private func write(_ report: AuditReport) throws {
        let files: [(String, Data)] = [
            ("report.json", try report.encoded()), ("summary.md", Data(report.markdown().utf8)),
            ("index.html", Data(report.html(annotatedPath: { "annotated/" + ScreenshotFiles.annotatedName($0) }).utf8)),
        ]
        for (name, data) in files { try FormatOptions.write(data, to: out, name: name) }
        let folder = results.formatOut ?? out
        for format in results.formats {
            switch format {
            case .text: continue
            case .json: StandardStream.output.write(try report.encoded())
            case .sarif:
                try FormatOptions.write(try SARIFLog.encode(report.lineResults()), to: folder, name: "results.sarif")
            case .junit:
                let junit = JUnitReport.render(report.screenshotResults())
                try FormatOptions.write(Data(junit.utf8), to: folder, name: "junit.xml")
            case .github:
                let lines = GitHubAnnotations.render(report.lineResults())
                if !lines.isEmpty { print(lines) }
            }
        }
    }

    private func printSummary(_ report: AuditReport) {
        print(report.headline)
        for shot in report.screenshots where !shot.failures.isEmpty || !shot.waived.isEmpty {
            print(shot.image)
            for line in shot.failures + shot.waived {
                let verdict = line.waiver.map { "waived: \($0)" } ?? "below \(report.requirement.uppercased())"
                print(
                    "  \(line.label) at \(line.boxText): \(line.worstInk) on \(line.worstGround) "
                        + "\(String(fixed: line.worstRatio, digits: 2)):1, Lc \(String(fixed: line.worstLc, digits: 1)), \(String(fixed: line.points, digits: 1)) pt"
                        + "\(line.bold ? " bold" : ""): \(verdict)")
            }
        }
        for problem in report.unreadable { print("unreadable: \(problem.image): \(problem.message)") }
        print("Audit written to \(DisplayPath.relative(out))/ (index.html, summary.md, report.json, annotated/)")
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    static func createFolder(_ path: String) throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw ProofError.output(path: path, message: "cannot create the folder (\(systemErrorText(error)))")
        }
    }
}

extension ScreenshotAuditor.Recognition: ExpressibleByArgument {}
