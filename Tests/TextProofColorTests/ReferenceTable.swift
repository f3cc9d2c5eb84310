import Foundation

/// Reads a CSV from this folder's Reference/ copy of the shared reference tables.
struct ReferenceTable {
    let header: [String]
    let rows: [[String: String]]

    init(_ name: String, filePath: String = #filePath) throws {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        self.header = header
        rows = lines.dropFirst().map { line in
            // Only the last column (a free-text source) may hold commas.
            let fields = line.split(separator: ",", maxSplits: header.count - 1, omittingEmptySubsequences: false)
            return Dictionary(uniqueKeysWithValues: zip(header, fields.map(String.init)))
        }
    }
}
