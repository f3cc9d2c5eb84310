/// The report as a plain-text table for a terminal.
public enum ReportTable {
    /// The plain-text table the command line prints.
    public static func render(_ report: ProofReport) -> String {
        let space = report.colorSpace == "srgb" ? "" : " (\(report.colorSpace))"
        let header = [
            "run", "appearance", "text", "pt", "colour" + space, "measured", "on", "WCAG", "APCA Lc", "level",
        ]
        var rows: [[String]] = [header]
        for cell in report.cells {
            let text = cell.text.count > 32 ? String(cell.text.prefix(31)) + "…" : cell.text
            rows.append([
                String(cell.run), cell.column, text, formatted(cell.sizePoints), Self.colour(cell),
                cell.measured?.text ?? "-", cell.measured?.background ?? "-",
                cell.measured.map { String(format2: $0.wcag) + ":1" } ?? "-",
                cell.measured.map { String(format2: $0.apcaLc) } ?? "-", cell.verdictLabel,
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [0, 3, 7, 8]
        return rows.map { row in
            row.enumerated().map { column, value in
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return rightAligned.contains(column) ? padding + value : value + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    /// The declared colour beside its value when it was named: "secondaryLabel #3C3C4399".
    static func colour(_ cell: ProofReport.Cell) -> String {
        declaredName(cell).map { "\($0) \(cell.color)" } ?? cell.color
    }

    /// The name the colour was declared by (`secondaryLabel`), or nil for values and mappings.
    static func declaredName(_ cell: ProofReport.Cell) -> String? {
        guard let declared = cell.declared, !declared.contains("{"), !declared.contains("("), !declared.hasPrefix("#"),
            !declared.hasPrefix("default")
        else { return nil }
        return declared
    }

    private static func formatted(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }
}

extension String {
    /// A number with exactly two decimal places.
    init(format2 value: Double) {
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let fraction = hundredths % 100
        self = "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
