import TextProofColor

/// One spec drawn in several palettes (`--palette ios18,ios26`), as one proof: every palette's
/// images (`NAME-ios18-light.png`, …), cells run by run with each palette's appearances side by
/// side, and the changes between consecutive releases.
public enum PaletteComparison {
    /// A ratio change larger than this is reported even when the level stays.
    public static let ratioThreshold = 0.1

    static func merge(_ proofs: [Proof], name: String) -> Proof {
        guard var report = proofs.first?.report else { return proofs[0] }
        let runs = Array(Set(proofs.flatMap { $0.report.cells.map(\.run) })).sorted()
        var cells: [ProofReport.Cell] = []
        for run in runs {
            for proof in proofs { cells += proof.report.cells.filter { $0.run == run } }
        }
        var findings: [ProofReport.Finding] = [], seen = Set<ProofReport.Finding>()
        for finding in proofs.flatMap({ $0.report.findings ?? [] }) where seen.insert(finding).inserted {
            findings.append(finding)
        }
        report.cells = cells
        report.findings = findings
        report.images = proofs.flatMap { $0.report.images }
        report.palettes = proofs.map(\.report.palette)
        report.changes = changes(in: cells, palettes: report.palettes ?? [])
        return Proof(name: name, colorSpace: proofs[0].colorSpace, images: proofs.flatMap(\.images), report: report)
    }

    /// Each normal-vision cell whose level, or whose ratio by more than `ratioThreshold`, differs
    /// from the same run and appearance in the previous palette.
    static func changes(in cells: [ProofReport.Cell], palettes: [String]) -> [ProofReport.ReleaseChange] {
        var byKey: [String: ProofReport.Cell] = [:]
        for cell in cells where cell.vision == nil {
            byKey["\(cell.run)/\(cell.appearance)/\(cell.palette ?? "")"] = cell
        }
        var changes: [ProofReport.ReleaseChange] = []
        for cell in cells where cell.vision == nil {
            guard let palette = cell.palette, let index = palettes.firstIndex(of: palette), index > 0,
                let before = byKey["\(cell.run)/\(cell.appearance)/\(palettes[index - 1])"]
            else { continue }
            let ratioBefore = before.measured?.wcag ?? 0, ratioAfter = cell.measured?.wcag ?? 0
            guard before.level != cell.level || abs(ratioBefore - ratioAfter) > ratioThreshold else { continue }
            changes.append(
                ProofReport.ReleaseChange(
                    run: cell.run, text: cell.text, appearance: cell.appearance,
                    from: .init(
                        palette: palettes[index - 1], color: before.color, wcag: ratioBefore, level: before.level),
                    to: .init(palette: palette, color: cell.color, wcag: ratioAfter, level: cell.level)))
        }
        return changes
    }
}

extension ProofReport {
    /// A cell that measures differently in a later release.
    public struct ReleaseChange: Codable, Hashable, Sendable {
        /// One release's side of a change.
        public struct Side: Codable, Hashable, Sendable {
            /// The release (`ios18`, `ios26`, …).
            public var palette: String
            /// The text colour resolved in that palette, `#RRGGBBAA`.
            public var color: String
            /// The measured WCAG ratio there.
            public var wcag: Double
            /// The level there.
            public var level: CellLevel
        }

        /// The run's index in the spec.
        public var run: Int
        /// The run's text.
        public var text: String
        /// The appearance the change shows in.
        public var appearance: Appearance
        /// The earlier release.
        public var from: Side
        /// The later release.
        public var to: Side
    }
}
