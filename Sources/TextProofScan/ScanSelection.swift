import Foundation
import TextProof
import TextProofColor

/// Everything `textproof scan` does before it draws: the folder results are relative to, the
/// `textproof.yaml` found and read, the code scanned, what to say about it first (waivers without
/// a reason, the coverage, the targets), and the proof's options. The program only parses its
/// arguments and prints.
public struct ScanSelection: Sendable {
    /// The folder results are relative to: the first folder given, or a file's folder.
    public let root: String
    /// The sites found.
    public let scan: SourceScan
    /// How they are drawn: the options given, with the config found.
    public var options: SourceScan.ProofOptions

    /// Reads the config (`config`, else the `textproof.yaml` in `root`) and scans `paths`; `options`
    /// are the command line's, to which the config is added.
    public init(
        paths: [String], platform: TargetPlatform? = nil, config: String? = nil, includePreviews: Bool = false,
        includeTests: Bool = false, includeDebug: Bool = false,
        options: SourceScan.ProofOptions = SourceScan.ProofOptions(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(SpecError) {
        let root = Self.root(of: paths)
        var proofConfig = ProofConfig()
        if let configPath = ProofConfig.discover(near: [root], given: config) {
            proofConfig = try ProofConfig.load(path: configPath)
        }
        self.root = root
        scan = try SourceScan(
            paths: paths, root: root, platform: platform, config: proofConfig, includePreviews: includePreviews,
            includeTests: includeTests, includeDebug: includeDebug, progress: progress)
        self.options = options
        self.options.config = proofConfig
    }

    /// What to print before anything is drawn, each line whole: a warning per waiver without a
    /// reason, the coverage (before any verdict), what the targets could not read, and the sites
    /// by platform.
    public var messages: [String] {
        var messages = scan.waiversWithoutReason.map { location in
            "warning: \(location): textproof:ignore needs a reason (// textproof:ignore <why>); not waived"
        }
        let coverage = scan.coverage
        messages.append(
            "note: coverage, before any verdict: \(coverage.headline) (\(scan.platform.rawValue)), listed in report.json:\n"
                + coverage.lines().map { "  " + $0 }.joined(separator: "\n"))
        if coverage.measuredOnAssumedBackground > 0, !options.judgesAssumedBackgrounds {
            messages.append(
                "note: text on an assumed background (the code sets none) is measured on the platform's default; "
                    + "below the requirement it is a warning, not a failure (--judge-assumed makes it one)")
        }
        messages += scan.notes.map { "note: \($0)" }
        messages.append("note: " + Self.targetsNote(scan))
        return messages
    }

    /// Sites per platform and what was left out: `sites by platform: ios 1,204, watchos 359; left
    /// out: 38 in previews (--include-previews), 29 in tests (--include-tests), 4 in #if DEBUG code
    /// (--include-debug)`.
    static func targetsNote(_ scan: SourceScan) -> String {
        let counts = TargetPlatform.allCases.compactMap { platform -> String? in
            let count = scan.sites.count { $0.platform == platform }
            return count == 0 ? nil : "\(platform.rawValue) \(count)"
        }
        let previews = scan.excludedSites.count { $0.reason == .preview }
        let tests = scan.excludedSites.count { $0.reason == .test }
        let debug = scan.excludedSites.count { $0.reason == .debug }
        var left: [String] = []
        if previews > 0 { left.append("\(previews) in previews (--include-previews)") }
        if tests > 0 { left.append("\(tests) in tests (--include-tests)") }
        if debug > 0 { left.append("\(debug) in #if DEBUG code (--include-debug)") }
        return "sites by platform: " + (counts.isEmpty ? "none" : counts.joined(separator: ", "))
            + (left.isEmpty ? "" : "; left out: " + left.joined(separator: ", "))
    }

    /// The folder results are relative to: the first folder given, or a file's folder.
    public static func root(of paths: [String]) -> String {
        guard let first = paths.first else { return "." }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return first
        }
        let folder = (first as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

extension SourceScan {
    /// What the scan found and what became of each site, counted: every output says it first.
    public var coverage: ScanCoverage {
        ScanCoverage(sites: sites.map(\.entry), files: fileCount, excluded: excludedSites.count)
    }
}
