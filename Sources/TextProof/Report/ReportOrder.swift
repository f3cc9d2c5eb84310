/// The order reviewers read cells in: failures first, then by run and appearance.
extension ProofReport {
    /// Cells with failures first, then in report order.
    public var cellsFailuresFirst: [Cell] { cellIndicesFailuresFirst.map { cells[$0] } }

    /// The positions in `cells` of `cellsFailuresFirst`: a report's pages walk these rather than
    /// copy thousands of cells to sort them.
    var cellIndicesFailuresFirst: [Int] {
        let fails = { (cell: Cell) in cell.level == .fail && cell.judged != false }
        return cells.indices.filter { fails(cells[$0]) } + cells.indices.filter { !fails(cells[$0]) }
    }
}
