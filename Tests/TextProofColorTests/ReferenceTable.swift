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
            Dictionary(uniqueKeysWithValues: zip(header, Self.fields(of: line)))
        }
    }

    /// RFC 4180 fields: commas separate, double quotes enclose, "" is a quote.
    static func fields(of line: String) -> [String] {
        var fields: [String] = [], current = "", quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch (character, quoted) {
            case ("\"", true):
                quoted = false
            case ("\"", false) where current.isEmpty:
                quoted = true
            case (",", false):
                fields.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
