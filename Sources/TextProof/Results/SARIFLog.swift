import Foundation

/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) of the checks that did not
/// pass: one result per failing cell, lint and golden difference, each located at the spec's run,
/// the colour set's Contents.json or the token's line, so GitHub code scanning and other viewers
/// put it on that line. Waived cells are results with an external suppression and its reason.
public enum SARIFLog {
    /// The SARIF 2.1.0 schema's address.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Paths are made relative to `root` (the repository checkout) when they lie inside it.
    public static func encode(_ results: [CheckResult], root: String = FileManager.default.currentDirectoryPath) throws
        -> Data
    {
        let failing = results.filter { !$0.passed }
        var rules: [[String: Any]] = []
        for id in Array(Set(failing.map(\.ruleId))).sorted() {
            rules.append([
                "id": id, "shortDescription": ["text": description(of: id)],
                "helpUri": "https://github.com/textproof/textproof#readme",
            ])
        }
        let sarifResults: [[String: Any]] = failing.map { result in
            var entry: [String: Any] = [
                "ruleId": result.ruleId, "level": result.level.rawValue, "message": ["text": result.message],
            ]
            if let file = result.file {
                var region: [String: Any] = ["startLine": max(result.line ?? 1, 1)]
                if let column = result.column { region["startColumn"] = max(column, 1) }
                entry["locations"] = [
                    ["physicalLocation": ["artifactLocation": ["uri": relative(file, to: root)], "region": region]]
                ]
            }
            if let waiver = result.waiver { entry["suppressions"] = [["kind": "external", "justification": waiver]] }
            return entry
        }
        let log: [String: Any] = [
            "version": "2.1.0", "$schema": schema,
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "TextProof", "version": TextProofVersion.current,
                            "informationUri": "https://github.com/textproof/textproof", "rules": rules,
                        ]
                    ],
                    "results": sarifResults,
                ]
            ],
        ]
        var data = try JSONSerialization.data(
            withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

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
