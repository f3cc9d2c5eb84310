import Foundation

/// bench-app: proofs at app scale, as whole processes, on inputs generated here at the sizes the
/// issues name (never fetched): design tokens of 2,000 cells, an asset catalog of 150 colour sets in
/// all its appearances, and peak memory against the number of cells (500, 2,000, 8,000).
enum AppScale {
    struct Row {
        let name: String
        let seconds: Double
        let memoryKB: Int?
        /// The time and memory the issue asks for, if any.
        let secondsLimit: Double?
        let memoryLimitMB: Int?
    }

    static func run(textproof: String, fonts: String, rounds: Int, work: String) throws -> [Row] {
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        var rows: [Row] = []
        func measure(_ name: String, _ command: [String], seconds: Double?, memoryMB: Int?) {
            let times = (0..<rounds).map { _ in EndToEnd.seconds(command, allowed: [0, 1]) }.sorted()
            rows.append(
                Row(
                    name: name, seconds: times[times.count / 2], memoryKB: EndToEnd.peakMemory(command),
                    secondsLimit: seconds, memoryLimitMB: memoryMB))
        }
        // Tokens: text colours in a light and a dark file, a cell per colour and mode.
        for (cells, limits) in [(2000, (1.0, 200)), (500, (nil, nil)), (8000, (nil, nil))] as [(Int, (Double?, Int?))] {
            let folder = work + "/tokens-\(cells)"
            try tokenFiles(colors: cells / 2, in: folder)
            measure(
                "tokens, \(cells.formatted()) cells (\((cells / 2).formatted()) colours × light, dark)",
                [
                    textproof, "tokens", folder + "/light.tokens.json", folder + "/dark.tokens.json", "--out",
                    folder + "/out", "--quiet", "--fonts", fonts,
                ], seconds: limits.0, memoryMB: limits.1)
        }
        // A catalog: 150 colour sets, each with dark and increased-contrast values, in every appearance.
        let catalog = work + "/App.xcassets"
        try colorSets(150, at: catalog)
        measure(
            "catalog, 150 colour sets × 6 appearances",
            [
                textproof, "catalog", catalog, "--appearances", "all", "--out", work + "/catalog", "--quiet", "--fonts",
                fonts,
            ],
            seconds: 0.8, memoryMB: 150)
        return rows
    }

    /// `light.tokens.json` and `dark.tokens.json` (DTCG 2025.10) with `colors` text colours each.
    static func tokenFiles(colors: Int, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (mode, base) in [("light", 0.25), ("dark", 0.75)] {
            var tokens: [String: Any] = [:]
            for index in 0..<colors {
                let shade = base + Double(index % 50) / 400
                tokens[String(format: "c%05d", index)] = [
                    "$type": "color",
                    "$value": ["colorSpace": "srgb", "components": [shade, shade * 0.9, shade * 0.8]],
                ]
            }
            let document = ["color": ["text": tokens]]
            try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(
                to: URL(fileURLWithPath: folder + "/\(mode).tokens.json"))
        }
    }

    /// An asset catalog of `count` text colour sets: any, dark, and increased contrast for both.
    static func colorSets(_ count: Int, at root: String) throws {
        try? FileManager.default.removeItem(atPath: root)
        for index in 0..<count {
            let folder = root + String(format: "/Text/Label%03d.colorset", index)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            func color(_ value: Double) -> String {
                #"{"color-space":"srgb","components":{"red":"\#(value)","green":"\#(value)","blue":"\#(value)","alpha":"1.000"}}"#
            }
            let shade = Double(index % 60) / 200
            let entries = [
                #"{"idiom":"universal","color":\#(color(0.2 + shade))}"#,
                #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(color(0.7 + shade / 2))}"#,
                #"{"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":\#(color(0.1 + shade / 2))}"#,
                #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":\#(color(0.85 + shade / 4))}"#,
            ]
            try #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#.write(
                toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
    }

    /// The rows as a Markdown table, each beside its limit.
    static func lines(_ rows: [Row]) -> [String] {
        guard !rows.isEmpty else { return [] }
        var lines = ["| app scale | time | limit | peak memory | limit |", "|---|---|---|---|---|"]
        for row in rows {
            let megabytes = row.memoryKB.map { $0 / 1024 }
            let timeLimit =
                row.secondsLimit.map { String(format: "≤ %.1f s ", $0) + (row.seconds <= $0 ? "(met)" : "(not met)") }
                ?? "–"
            let memoryLimit =
                row.memoryLimitMB.map { limit in
                    "≤ \(limit) MB " + (megabytes.map { $0 <= limit ? "(met)" : "(not met)" } ?? "")
                } ?? "–"
            lines.append(
                "| \(row.name) | \(String(format: "%.2f s", row.seconds)) | \(timeLimit) | \(megabytes.map { "\($0) MB" } ?? "–") | \(memoryLimit) |"
            )
        }
        if let small = rows.first(where: { $0.name.contains("500 cells") })?.memoryKB,
            let large = rows.first(where: { $0.name.contains("8,000 cells") })?.memoryKB
        {
            lines.append("")
            lines.append(
                String(
                    format: "Peak memory, 8,000 cells ÷ 500 cells: %.2f× (flat would be about 1×: pages streamed).",
                    Double(large) / Double(small)))
        }
        return lines
    }
}
