/// One notion of judged, and one way of naming a cell, for every output: terminal, summary.md,
/// index.html, sheet badges, JUnit, SARIF and GitHub annotations count and label the same cells.
///
/// A cell is judged when a pair says its text is drawn on its background (a spec's run, a pair in
/// the config, code, tokens, or text on the platform background when no pairs are given); other
/// cells (the matrix, label on a background colour, decorations) are drawn and measured but not
/// judged, and read "not judged", never "fail".
extension ProofReport.Cell {
    /// Whether the cell counts: judged and of normal vision (simulated vision is reported, not
    /// required).
    public var isJudged: Bool { judged != false && vision == nil }

    /// What the level column and badges say: the level, or "not judged".
    public var verdictLabel: String { judged == false ? "not judged" : level.rawValue }

    /// "TEXT on BACKGROUND": `accentColor on systemBackground`, `label on Blue0` for a background
    /// colour under label text; the run's text for a spec's cell.
    public var pairLabel: String {
        guard let subject else { return "run \(run) \"\(text)\"" }
        if role == .background {
            return "\(ReportTable.declaredName(self) ?? "label") on \(subject)"
        }
        return backgroundName.map { "\(subject) on \($0)" } ?? subject
    }
}

extension ProofReport {
    /// Judged cells that fail WCAG AA, not waived: the count every headline gives.
    public var failingJudgedCells: [Cell] { cells(failing: .aa) }

    /// Normal-vision cells not judged.
    public var notJudgedCount: Int { cells.count { $0.vision == nil && $0.judged == false } }

    /// Normal-vision judged cells, on known pairs (and on assumed backgrounds when judged).
    public var judgedCount: Int { cells.count { $0.isJudged && !isWarningOnly($0) } }

    /// Normal-vision cells on an assumed background whose failures are warnings (a scan's).
    public var assumedCount: Int { cells.count { $0.isJudged && isWarningOnly($0) } }

    /// "2 of 16 judged cells fail WCAG AA; 8 not judged" (or "All 16 judged cells pass WCAG AA");
    /// a scan's adds "; 40 on an assumed background, 3 of them below WCAG AA (warnings)".
    public var headline: String {
        let failing = failingJudgedCells.count, judged = judgedCount, notJudged = notJudgedCount
        let assumed = assumedCount
        var rest = ""
        if assumed > 0 {
            let below = cells(warning: .aa).count
            rest += "; \(assumed) on an assumed background, \(below) of them below WCAG AA (warnings)"
        }
        if notJudged > 0 { rest += "; \(notJudged) not judged" }
        if judged == 0 {
            if assumed > 0 { return "No cell on a known pair judged" + rest }
            return "No cell judged (\(notJudged) drawn and measured, not judged: name the pairs the app draws)"
        }
        if failing == 0 {
            return "All \(judged) judged cell\(judged == 1 ? "" : "s") pass WCAG AA" + rest
        }
        return "\(failing) of \(judged) judged cell\(judged == 1 ? "" : "s") fail WCAG AA" + rest
    }
}

extension ProofReport.Finding {
    /// What the lint is about, in every output: its colour set or token, "run N", or "background".
    public var subjectLabel: String { subject ?? run.map { "run \($0)" } ?? "background" }
}

extension ProofReport {
    /// The lints grouped by what they are about (a colour set, token or run), in first-seen order:
    /// a colour's variant lints read as one entry, not one line each.
    public var findingsBySubject: [(subject: String, color: String, findings: [Finding])] {
        var groups: [(subject: String, color: String, findings: [Finding])] = []
        for finding in findings ?? [] {
            let subject = finding.subjectLabel
            if let index = groups.firstIndex(where: { $0.subject == subject && $0.color == finding.color }) {
                groups[index].findings.append(finding)
            } else {
                groups.append((subject, finding.color, [finding]))
            }
        }
        return groups
    }
}
