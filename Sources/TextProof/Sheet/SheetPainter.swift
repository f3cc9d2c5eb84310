import TextProofColor
import TextProofRaster

/// Paints one sheet page into the places its `Geometry` gives: column backgrounds, headers, the
/// runs' pictures (a cut one covered at its edge and ended with an ellipsis), badges, the legend.
enum SheetPainter {
    static let legendBackground = ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let black = ColorU8(red: 0, green: 0, blue: 0)
    static let white = ColorU8(red: 255, green: 255, blue: 255)

    static func paint(
        _ geometry: ProofSheet.Geometry, content: SheetContent, page: SheetLayout.Page, legend: SheetLabels
    ) -> Surface {
        let m = content.metrics
        var surface = Surface(
            width: geometry.width, height: geometry.height, filledWith: PremultipliedColorU8(legendBackground))
        for (pageColumn, column) in page.columns.enumerated() {
            let background = content.columns[column].background
            let columnRect = geometry.columns[pageColumn]
            TextCompositor().fill(columnRect, with: PremultipliedColorU8(background.opaque), onto: &surface)
            // Black or white, whichever reads better on the column's background.
            let ink = WCAGContrast.ratio(background, black) >= WCAGContrast.ratio(background, white) ? black : white
            let header = geometry.headers[pageColumn]
            content.headers.draw(column, color: ink, atX: header.x, y: header.y, onto: &surface)
            for (pageRow, row) in page.rows.enumerated() {
                let pictureRect = geometry.cells[pageRow][pageColumn]
                if let picture = content.pictures[row][column] {
                    surface.copy(picture.rect, of: picture.image, toX: pictureRect.x, y: pictureRect.y)
                    if content.truncated.contains([row, column]) {
                        ellipsis(
                            at: pictureRect, rowHeight: m.rowHeights[row], on: background, ink: ink, content, &surface)
                    }
                }
                if let cell = content.cells[row][column] {
                    badge(
                        cell, index: row * content.columns.count + column, at: geometry.badges[pageRow][pageColumn],
                        content, &surface)
                }
            }
        }
        legend.draw(0, color: black, atX: m.margin, y: geometry.legend.y + m.padding, onto: &surface)
        return surface
    }

    /// Covers the cut edge of a picture with the background and ends the run with an ellipsis.
    static func ellipsis(
        at pictureRect: PixelRect, rowHeight: Int, on background: ColorU8, ink: ColorU8, _ content: SheetContent,
        _ surface: inout Surface
    ) {
        let mark = content.ellipsis.labels[0]
        let edge = mark.width + content.metrics.padding / 2
        surface.fill(
            PixelRect(x: pictureRect.maxX - edge, y: pictureRect.y, width: edge, height: pictureRect.height),
            with: PremultipliedColorU8(background.opaque))
        content.ellipsis.draw(
            0, color: ink, atX: pictureRect.maxX - mark.width,
            y: pictureRect.y + (min(pictureRect.height, rowHeight) - mark.height) / 2, onto: &surface)
    }

    /// The badge: an opaque box in the verdict's colour with the verdict in white (two lines, the
    /// second small, when several standards are shown).
    static func badge(
        _ cell: ProofReport.Cell, index: Int, at badgeRect: PixelRect, _ content: SheetContent, _ surface: inout Surface
    ) {
        let m = content.metrics
        TextCompositor().fill(
            badgeRect, with: PremultipliedColorU8(SheetContent.badgeColor(cell, standard: content.standard)),
            onto: &surface)
        let label = content.badges.labels[index]
        if let details = content.details {
            // Two lines: the main verdict, then the small one, centred as a block.
            let detail = details.labels[index]
            let top = badgeRect.y + m.badgePaddingY
            content.badges.draw(
                index, color: white, atX: badgeRect.x + (m.badgeWidth - label.width) / 2, y: top, onto: &surface)
            details.draw(
                index, color: white, atX: badgeRect.x + (m.badgeWidth - detail.width) / 2, y: top + label.height,
                onto: &surface)
        } else {
            content.badges.draw(
                index, color: white, atX: badgeRect.x + (m.badgeWidth - label.width) / 2,
                y: badgeRect.y + (m.badgeHeight - label.height) / 2, onto: &surface)
        }
    }
}
