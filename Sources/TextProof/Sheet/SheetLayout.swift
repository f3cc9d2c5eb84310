/// How a proof sheet's grid splits into pages that each fit the canvas limit: columns (one per
/// appearance) are grouped left to right while they fit the width, rows (one per run) top to bottom
/// while they fit the height; each page repeats the column headers and the legend. Pages go row
/// group by row group, and within one, column group by column group.
///
/// A page of few rows and many columns (one colour in six appearances) would be a strip thousands
/// of pixels wide: its columns wrap into bands stacked top to bottom, each with its headers, until
/// the page is at most twice as wide as it is tall (never past the limit, never for two columns).
struct SheetLayout: Equatable {
    struct Page: Equatable, Sendable {
        /// Indices into the sheet's columns and rows.
        var columns: [Int]
        var rows: [Int]
        /// Columns side by side before the next band starts below (all of them: one band).
        var columnsPerBand: Int

        init(columns: [Int], rows: [Int], columnsPerBand: Int? = nil) {
            self.columns = columns
            self.rows = rows
            self.columnsPerBand = max(1, columnsPerBand ?? columns.count)
        }
    }

    let pages: [Page]

    init(columnWidths: [Int], rowHeights: [Int], headerHeight: Int, legendHeight: Int, limit: Int) {
        let columnGroups = Self.groups(columnWidths, fitting: limit)
        let rowGroups = Self.groups(rowHeights, fitting: limit - headerHeight - legendHeight)
        pages = rowGroups.flatMap { rows in
            columnGroups.map { columns in
                let gridHeight = headerHeight + rows.map { rowHeights[$0] }.reduce(0, +)
                return Page(
                    columns: columns, rows: rows,
                    columnsPerBand: Self.columnsPerBand(
                        columns.map { columnWidths[$0] }, gridHeight: gridHeight, legendHeight: legendHeight,
                        limit: limit))
            }
        }
    }

    /// The most columns a band may hold for the page to be at most twice as wide as tall.
    static func columnsPerBand(_ widths: [Int], gridHeight: Int, legendHeight: Int, limit: Int) -> Int {
        guard widths.count > 2 else { return widths.count }
        var chosen = widths.count
        for perBand in stride(from: widths.count, through: 2, by: -1) {
            let bands = stride(from: 0, to: widths.count, by: perBand).map {
                widths[$0..<min($0 + perBand, widths.count)]
            }
            let width = bands.map { $0.reduce(0, +) }.max() ?? 0
            let height = bands.count * gridHeight + legendHeight
            guard height <= limit else { break }
            chosen = perBand
            if width <= 2 * height { break }
        }
        return chosen
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
