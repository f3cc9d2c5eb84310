import TextProofRaster

extension ProofSheet.Geometry {
    /// Where every part of one page goes, from the content's metrics alone: no pixels. Columns
    /// side by side at their widths, the header row, a row per run (the picture at the cell's
    /// padding, the badge at the right, centred in the row), the legend below the grid.
    init(content: SheetContent, page: SheetLayout.Page, legend: SheetLabels) {
        let m = content.metrics
        let legendHeight = legend.labels[0].height + 2 * m.padding
        let bands = stride(from: 0, to: max(page.columns.count, 1), by: page.columnsPerBand).map {
            Array(page.columns[$0..<min($0 + page.columnsPerBand, page.columns.count)])
        }
        let bandWidth = bands.map { $0.map { m.columnWidths[$0] }.reduce(0, +) }.max() ?? 0
        width = max(bandWidth, legend.labels[0].width + 2 * m.margin)
        let bandHeight = m.headerHeight + page.rows.map { m.rowHeights[$0] }.reduce(0, +)
        let gridHeight = bandHeight * bands.count
        height = gridHeight + legendHeight
        columns = []
        headers = []
        cells = page.rows.map { _ in [] }
        badges = page.rows.map { _ in [] }
        self.legend = PixelRect(x: 0, y: gridHeight, width: width, height: legendHeight)
        runs = page.rows.map { content.runs[$0] }
        for (band, bandColumns) in bands.enumerated() {
            var x = 0
            let top = band * bandHeight
            for column in bandColumns {
                let columnRect = PixelRect(x: x, y: top, width: m.columnWidths[column], height: bandHeight)
                columns.append(columnRect)
                let header = content.headers.labels[column]
                headers.append(
                    PixelRect(x: x + m.padding, y: top + m.padding, width: header.width, height: header.height))
                var y = top + m.headerHeight
                for (pageRow, row) in page.rows.enumerated() {
                    let rowHeight = m.rowHeights[row]
                    let picture = content.pictures[row][column]?.rect
                    // A scan's caption line sits above the picture; the badge is centred beside the picture.
                    let pictureTop = y + m.captionHeight
                    cells[pageRow].append(
                        PixelRect(
                            x: x + m.padding, y: pictureTop + m.padding, width: picture?.width ?? 0,
                            height: picture?.height ?? 0))
                    badges[pageRow].append(
                        PixelRect(
                            x: columnRect.maxX - m.padding - m.badgeWidth,
                            y: pictureTop + (rowHeight - m.captionHeight - m.badgeHeight) / 2,
                            width: m.badgeWidth, height: m.badgeHeight))
                    y += rowHeight
                }
                x += m.columnWidths[column]
            }
        }
    }
}
