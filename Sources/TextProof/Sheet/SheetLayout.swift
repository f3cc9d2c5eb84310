/// How a proof sheet's grid splits into pages that each fit the canvas limit: columns (one per
/// appearance) are grouped left to right while they fit the width, rows (one per run) top to bottom
/// while they fit the height; each page repeats the column headers and the legend. Pages go row
/// group by row group, and within one, column group by column group.
struct SheetLayout: Equatable {
    struct Page: Equatable, Sendable {
        /// Indices into the sheet's columns and rows.
        var columns: [Int]
        var rows: [Int]
    }

    let pages: [Page]

    init(columnWidths: [Int], rowHeights: [Int], headerHeight: Int, legendHeight: Int, limit: Int) {
        let columnGroups = Self.groups(columnWidths, fitting: limit)
        let rowGroups = Self.groups(rowHeights, fitting: limit - headerHeight - legendHeight)
        pages = rowGroups.flatMap { rows in columnGroups.map { Page(columns: $0, rows: rows) } }
    }

    /// Consecutive runs of indices whose sizes sum to at most `limit` (a size over the limit on its
    /// own gets a group of its own; callers cap sizes so that it fits). Always one group at least.
    static func groups(_ sizes: [Int], fitting limit: Int) -> [[Int]] {
        var groups: [[Int]] = [], current: [Int] = [], total = 0
        for (index, size) in sizes.enumerated() {
            if !current.isEmpty, total + size > limit {
                groups.append(current)
                current = []
                total = 0
            }
            current.append(index)
            total += size
        }
        if !current.isEmpty || groups.isEmpty { groups.append(current) }
        return groups
    }

    /// `NAME.png` for the first page, `NAME-2.png`, `NAME-3.png` … after it.
    static func fileName(_ name: String, page: Int) -> String {
        page == 0 ? "\(name).png" : "\(name)-\(page + 1).png"
    }
}
