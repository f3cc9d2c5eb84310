/// The order reviewers read cells in: failures first, then by run and appearance.
extension ProofReport {
    /// Cells with failures first, then in report order.
    public var cellsFailuresFirst: [Cell] {
        cells.enumerated().sorted { a, b in
            let aFails = a.element.level == .fail && a.element.judged != false
            let bFails = b.element.level == .fail && b.element.judged != false
            return aFails != bFails ? aFails : a.offset < b.offset
        }.map(\.element)
    }
}
