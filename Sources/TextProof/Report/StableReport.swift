extension ProofReport {
    /// The report without where its runs are written (the spec's path, line and column): what a
    /// golden test keeps. A whitespace edit to the spec, or another checkout's path, leaves it
    /// equal; the command line's report.json keeps the positions for annotations.
    public func withoutSourcePositions() -> ProofReport {
        var report = self
        for index in report.cells.indices {
            report.cells[index].source = nil
            report.cells[index].sourceLine = nil
            report.cells[index].sourceColumn = nil
        }
        if var findings = report.findings {
            for index in findings.indices {
                findings[index].source = nil
                findings[index].sourceLine = nil
                findings[index].sourceColumn = nil
            }
            report.findings = findings
        }
        return report
    }
}
