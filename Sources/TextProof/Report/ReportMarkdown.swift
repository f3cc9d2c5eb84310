import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `summary.md`: the report in GitHub-flavoured Markdown, for a CI job summary
/// (`cat DIR/summary.md >> "$GITHUB_STEP_SUMMARY"`): a scan's coverage, a headline, the cells with
/// failures first, the lints with their fixes.
public enum ReportMarkdown {
    /// summary.md for one proof: failures first, for a CI job summary.
    public static func render(_ report: ProofReport) -> String {
        var summary = ""
        render(report, into: &summary)
        return summary
    }

    /// summary.md for one proof, appended a line at a time to `summary` (a file being written holds
    /// a row at a time, not a table of thousands of cells).
    static func render<Summary: TextOutput>(_ report: ProofReport, into summary: inout Summary) {
        func line(_ text: String) { summary += text + "\n" }
        line("## TextProof: \(report.name)")
        line("")
        if let coverage = report.coverage {
            // What was measured at all comes before any verdict on it.
            line("**Coverage, before any verdict:** \(coverage.headline).")
            line("")
            for text in coverage.lines(reasons: .max) { line("- \(escape(text))") }
            line("")
        }
        let mark =
            !report.failingJudgedCells.isEmpty ? "❌ " : report.cells(warning: .aa).isEmpty ? "✅ " : "⚠️ "
        line(mark + report.headline + " (measured from the rendered pixels).")
        line("")
        line(
            "Font \(escape(report.font)), scale \(report.scale), \(report.colorSpace), palette \(report.palette)"
                + (report.sheet.map { "; sheet `\($0)`" } ?? "") + ".")
        line("")
        line(
            "| run | appearance | text | colour\(report.colorSpace == "srgb" ? "" : " (\(report.colorSpace))") | measured | on | WCAG | APCA Lc | level | standards | suggestion |"
        )
        line("|---:|---|---|---|---|---|---:|---:|---|---|---|")
        for index in report.cellIndicesFailuresFirst {
            let cell = report.cells[index], measured = cell.measured
            let level =
                cell.waived.map { "\(cell.level.rawValue) (waived: \(escape($0)))" }
                ?? (cell.level == .fail && cell.judged != false ? "**fail**" : cell.verdictLabel)
            let text =
                escape(cell.text)
                + (cell.subject == nil || cell.pairLabel == cell.text ? "" : " (\(escape(cell.pairLabel)))")
            let suggestion =
                cell.suggestion.map {
                    "\($0.target == nil ? "" : "background ")`\($0.color)` \(String(fixed: $0.wcag, digits: 2) + ":1")"
                } ?? ""
            line(
                "| \(cell.run) | \(cell.column) | \(text) | \(Self.colour(cell)) | \(measured.map { "`\($0.text)`" } ?? "–") | "
                    + "\(measured.map { "`\($0.background)`" } ?? "–") | \(measured.map { String(fixed: $0.wcag, digits: 2) + ":1" } ?? "–") | "
                    + "\(measured.map { String(fixed: $0.apcaLc, digits: 1) } ?? "–") | \(level) | \(escape(ReportHTML.standardsText(cell, report))) | \(suggestion) |"
            )
        }
        if report.findings?.isEmpty == false {
            line("")
            line("### Lints")
            line("")
            for group in report.findingsBySubject {
                line("- \(escape(group.subject)) (`\(escape(group.color))`)")
                for finding in group.findings {
                    line("  - **\(finding.severity.rawValue)** `\(finding.id)`: \(escape(finding.message))")
                }
            }
        }
        if let goldens = report.goldens, !goldens.isEmpty {
            line("")
            line("### Goldens")
            line("")
            for golden in goldens {
                let mark = golden.status == .failed ? "❌" : golden.status == .matched ? "✅" : "●"
                line("- \(mark) `\(escape(golden.image))` \(golden.status): \(escape(golden.message))")
            }
        }
        if let changes = report.changes, !changes.isEmpty {
            for text in ["", "### Changes between releases", "", "| run | text | appearance | before | after |"] {
                line(text)
            }
            line("|---:|---|---|---|---|")
            for change in changes {
                func side(_ side: ProofReport.ReleaseChange.Side) -> String {
                    "\(side.palette): `\(side.color)` \(String(fixed: side.wcag, digits: 2) + ":1") \(side.level == .fail ? "**fail**" : side.level.rawValue)"
                }
                line(
                    "| \(change.run) | \(escape(change.text)) | \(change.appearance) | \(side(change.from)) | \(side(change.to)) |"
                )
            }
        }
        for note in report.notes ?? [] {
            line("")
            line("> Note: \(escape(note))")
        }
        if let skipped = report.skipped, !skipped.isEmpty {
            line("")
            line("Skipped: " + skipped.map { "`\(escape($0.path))` (\(escape($0.message)))" }.joined(separator: ", "))
        }
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
