#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) of the checks that did not
/// pass: one result per failing cell, lint and golden difference, each located at the spec's run,
/// the colour set's Contents.json or the token's line, so GitHub code scanning and other viewers
/// put it on that line. Waived cells are results with an external suppression and its reason.
public enum SARIFLog {
    /// The SARIF 2.1.0 schema's address.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Paths are made relative to `root` (the repository checkout) when they lie inside it. A scan's
    /// `coverage` goes in the run's property bag and, in words, in its invocation's first
    /// notification, before the results.
    public static func encode(
        _ results: [CheckResult], coverage: ScanCoverage? = nil, root: String = FileManager.default.currentDirectoryPath
    ) throws -> Data {
        let failing = results.filter { !$0.passed }
        let rules = Array(Set(failing.map(\.ruleId))).sorted().map { id in
            Rule(
                id: id, shortDescription: Text(text: description(of: id)),
                helpUri: "https://github.com/textproof/textproof#readme")
        }
        let sarifResults = failing.map { result in
            SARIFResult(
                ruleId: result.ruleId, level: result.level.rawValue, message: Text(text: result.message),
                locations: result.file.map { file in
                    [
                        Location(
                            physicalLocation: PhysicalLocation(
                                artifactLocation: ArtifactLocation(uri: relative(file, to: root)),
                                region: Region(
                                    startLine: max(result.line ?? 1, 1), startColumn: result.column.map { max($0, 1) }))
                        )
                    ]
                },
                suppressions: result.waiver.map { [Suppression(kind: "external", justification: $0)] })
        }
        let log = Log(
            version: "2.1.0", schema: schema,
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "TextProof", version: TextProofVersion.current,
                            informationUri: "https://github.com/textproof/textproof", rules: rules)),
                    invocations: coverage.map { coverage in
                        [
                            Invocation(
                                executionSuccessful: true,
                                toolExecutionNotifications: [
                                    Notification(level: "note", message: Text(text: coverage.summary))
                                ])
                        ]
                    },
                    results: sarifResults, properties: coverage.map(Properties.init))
            ])
        var bytes = try PrettyJSONEncoder().encode(log)
        bytes.append(0x0A)
        return Data(bytes)
    }

    // The log's shape: SARIF 2.1.0's names; nil members are left out.
    private struct Log: Encodable {
        var version: String
        var schema: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }
    private struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]?
        var results: [SARIFResult]
        var properties: Properties?
    }
    private struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }
    private struct Notification: Encodable {
        var level: String
        var message: Text
    }
    private struct Properties: Encodable { var coverage: ScanCoverage }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String, version: String, informationUri: String, rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String, shortDescription: Text, helpUri: String
    }
    private struct Text: Encodable { var text: String }
    private struct SARIFResult: Encodable {
        var ruleId: String, level: String, message: Text
        var locations: [Location]?
        var suppressions: [Suppression]?
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    private struct ArtifactLocation: Encodable { var uri: String }
    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
    private struct Suppression: Encodable { var kind: String, justification: String }

    static func description(of ruleId: String) -> String {
        switch ruleId {
        case "golden": return "The rendered image differs from its golden."
        case let id where id.hasPrefix("lint/"):
            return "Lint \(id.dropFirst(5)): a colour mistake Apple's guidance warns of."
        case let id: return "Measured contrast below \(id.dropFirst(9))."
        }
    }

    /// `file` relative to `root` when inside it (SARIF URIs are relative to the checkout), else as given.
    static func relative(_ file: String, to root: String) -> String { DisplayPath.relative(file, to: root) }
}
