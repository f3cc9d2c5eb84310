import Foundation

/// `summary.md`: the report in GitHub-flavoured Markdown, for a CI job summary
/// (`cat DIR/summary.md >> "$GITHUB_STEP_SUMMARY"`): a headline, the cells with failures first,
/// the lints with their fixes.
public enum ReportMarkdown {
    /// summary.md for one proof: failures first, for a CI job summary.
    public static func render(_ report: ProofReport) -> String {
        var lines = ["## TextProof: \(report.name)", ""]
        lines.append(
            (report.failingJudgedCells.isEmpty ? "✅ " : "❌ ") + report.headline
                + " (measured from the rendered pixels).")
        lines.append("")
        lines.append(
            "Font \(escape(report.font)), scale \(report.scale), \(report.colorSpace), palette \(report.palette)"
                + (report.sheet.map { "; sheet `\($0)`" } ?? "") + ".")
        lines += [
            "",
            "| run | appearance | text | colour\(report.colorSpace == "srgb" ? "" : " (\(report.colorSpace))") | measured | on | WCAG | APCA Lc | level | standards | suggestion |",
            "|---:|---|---|---|---|---|---:|---:|---|---|---|",
        ]
        for cell in report.cellsFailuresFirst {
            let measured = cell.measured
            let level =
                cell.waived.map { "\(cell.level.rawValue) (waived: \(escape($0)))" }
                ?? (cell.level == .fail && cell.judged != false ? "**fail**" : cell.verdictLabel)
            let text =
                escape(cell.text)
                + (cell.subject == nil || cell.pairLabel == cell.text ? "" : " (\(escape(cell.pairLabel)))")
            let suggestion =
                cell.suggestion.map {
                    "\($0.target == nil ? "" : "background ")`\($0.color)` \(String(format: "%.2f:1", $0.wcag))"
                } ?? ""
            lines.append(
                "| \(cell.run) | \(cell.column) | \(text) | \(Self.colour(cell)) | \(measured.map { "`\($0.text)`" } ?? "–") | "
                    + "\(measured.map { "`\($0.background)`" } ?? "–") | \(measured.map { String(format: "%.2f:1", $0.wcag) } ?? "–") | "
                    + "\(measured.map { String(format: "%.1f", $0.apcaLc) } ?? "–") | \(level) | \(escape(ReportHTML.standardsText(cell, report))) | \(suggestion) |"
            )
        }
        if report.findings?.isEmpty == false {
            lines += ["", "### Lints", ""]
            for group in report.findingsBySubject {
                lines.append("- \(escape(group.subject)) (`\(escape(group.color))`)")
                for finding in group.findings {
                    lines.append("  - **\(finding.severity)** `\(finding.id)`: \(escape(finding.message))")
                }
            }
        }
        if let goldens = report.goldens, !goldens.isEmpty {
            lines += ["", "### Goldens", ""]
            for golden in goldens {
                let mark = golden.status == .failed ? "❌" : golden.status == .matched ? "✅" : "●"
                lines.append("- \(mark) `\(escape(golden.image))` \(golden.status): \(escape(golden.message))")
            }
        }
        if let changes = report.changes, !changes.isEmpty {
            lines += [
                "", "### Changes between releases", "", "| run | text | appearance | before | after |",
                "|---:|---|---|---|---|",
            ]
            for change in changes {
                func side(_ side: ProofReport.ReleaseChange.Side) -> String {
                    "\(side.palette): `\(side.color)` \(String(format: "%.2f:1", side.wcag)) \(side.level == .fail ? "**fail**" : side.level.rawValue)"
                }
                lines.append(
                    "| \(change.run) | \(escape(change.text)) | \(change.appearance) | \(side(change.from)) | \(side(change.to)) |"
                )
            }
        }
        for note in report.notes ?? [] { lines += ["", "> Note: \(escape(note))"] }
        if let skipped = report.skipped, !skipped.isEmpty {
            lines += [
                "",
                "Skipped: " + skipped.map { "`\(escape($0.path))` (\(escape($0.message)))" }.joined(separator: ", "),
            ]
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Run text is shown as written: Markdown's own characters (`*`, `_`, backticks, links' brackets,
    /// table pipes) are escaped, newlines become spaces, and `<` cannot open HTML.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "~": escaped += "\\" + String(character)
            case "\n", "\r": escaped += " "
            case "<": escaped += "&lt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The declared colour (when named) and its value: "secondaryLabel `#3C3C4399`".
    static func colour(_ cell: ProofReport.Cell) -> String {
        let value = "`\(cell.color)`"
        return ReportTable.declaredName(cell).map { "\(escape($0)) \(value)" } ?? value
    }
}

extension ReportMarkdown {
    /// `summary.md` of a batch: every proof's summary, one after another.
    public static func render(_ batch: BatchReport) -> String {
        batch.proofs.map(render).joined(separator: "\n")
    }
}
