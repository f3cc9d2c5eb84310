import TextProofColor
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paints one sheet page into the places its `Geometry` gives: column backgrounds, headers, the
/// runs' pictures (a cut one covered at its edge and ended with an ellipsis), badges, the legend.
///
/// A band of rows can be painted alone: everything is drawn moved up by the band's first row and
/// clipped to it, so bands painted one by one hold exactly the pixels of the whole page.
enum SheetPainter {
    static let legendBackground = ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let black = ColorU8(red: 0, green: 0, blue: 0)
    static let white = ColorU8(red: 255, green: 255, blue: 255)

    /// The page's `rows` (default: all of them), premultiplied, row 0 of the result being the
    /// first of `rows`.
    static func paint(
        _ geometry: ProofSheet.Geometry, content: SheetContent, page: SheetLayout.Page, legend: SheetLabels,
        rows: Range<Int>? = nil
    ) -> Surface {
        let m = content.metrics
        let rows = rows ?? 0..<geometry.height
        let top = rows.lowerBound
        // Each rectangle as it lies in the band (the drawing clips to the band).
        func inBand(_ rect: PixelRect) -> PixelRect {
            PixelRect(x: rect.x, y: rect.y - top, width: rect.width, height: rect.height)
        }
        var surface = Surface(
            width: geometry.width, height: rows.count, filledWith: PremultipliedColorU8(legendBackground))
        WrittenImage.keepAtLeast(page.columns.count * Cores.available)
        for (pageColumn, column) in page.columns.enumerated() {
            let background = content.columns[column].background
            let columnRect = inBand(geometry.columns[pageColumn])
            TextCompositor().fillCopying(columnRect, with: PremultipliedColorU8(background.opaque), onto: &surface)
            // Black or white, whichever reads better on the column's background.
            let ink = WCAGContrast.ratio(background, black) >= WCAGContrast.ratio(background, white) ? black : white
            let header = inBand(geometry.headers[pageColumn])
            content.headers.draw(column, color: ink, atX: header.x, y: header.y, onto: &surface)
            for (pageRow, row) in page.rows.enumerated() {
                let pictureRect = inBand(geometry.cells[pageRow][pageColumn])
                let badgeRect = inBand(geometry.badges[pageRow][pageColumn])
                // A row wholly outside the band draws nothing in it: skipped, so a band reads only the
                // pictures it shows (a long proof's page images are read back from their files).
                let top = min(pictureRect.y - m.captionHeight, badgeRect.y)
                let bottom = max(pictureRect.y + max(pictureRect.height, m.rowHeights[row]), badgeRect.maxY)
                guard bottom > 0, top < rows.count else { continue }
                if let picture = content.pictures[row][column] {
                    // Only the picture's rows inside the band are read (a written page image band by band).
                    let visibleTop = max(0, pictureRect.y)
                    let visible = visibleTop..<max(visibleTop, min(rows.count, pictureRect.y + picture.rect.height))
                    if !visible.isEmpty {
                        let first = picture.rect.y + visible.lowerBound - pictureRect.y
                        let source = picture.source.rows(first..<first + visible.count)
                        surface.copy(
                            PixelRect(
                                x: picture.rect.x, y: first - source.top, width: picture.rect.width,
                                height: visible.count),
                            of: source.image, toX: pictureRect.x, y: visible.lowerBound)
                    }
                    if content.truncated.contains([row, column]) {
                        ellipsis(
                            at: pictureRect, rowHeight: m.rowHeights[row], on: background, ink: ink, content, &surface)
                    }
                }
                if let captions = content.captions {
                    captions.draw(
                        row, color: ink, atX: pictureRect.x, y: pictureRect.y - m.captionHeight, onto: &surface)
                }
                if let cell = content.cell(row, column) {
                    badge(cell, index: row * content.columns.count + column, at: badgeRect, content, &surface)
                }
            }
        }
        legend.draw(0, color: black, atX: m.margin, y: inBand(geometry.legend).y + m.padding, onto: &surface)
        return surface
    }

    /// Covers the cut edge of a picture with the background and ends the run with an ellipsis.
    static func ellipsis(
        at pictureRect: PixelRect, rowHeight: Int, on background: ColorU8, ink: ColorU8, _ content: SheetContent,
        _ surface: inout Surface
    ) {
        // Made whenever a picture is cut (`SheetContent.truncated`), and only this draws cut pictures.
        guard let ellipsis = content.ellipsis else { return }
        let mark = ellipsis.labels[0]
        let edge = mark.width + content.metrics.padding / 2
        surface.fillOver(
            PixelRect(x: pictureRect.maxX - edge, y: pictureRect.y, width: edge, height: pictureRect.height),
            with: PremultipliedColorU8(background.opaque))
        ellipsis.draw(
            0, color: ink, atX: pictureRect.maxX - mark.width,
            y: pictureRect.y + (min(pictureRect.height, rowHeight) - mark.height) / 2, onto: &surface)
    }

    /// The badge: an opaque box in the verdict's colour with the verdict in white (two lines, the
    /// second small, when several standards are shown).
    static func badge(
        _ cell: ProofReport.Cell, index: Int, at badgeRect: PixelRect, _ content: SheetContent, _ surface: inout Surface
    ) {
        let m = content.metrics
        TextCompositor().fillCopying(
            badgeRect,
            with: PremultipliedColorU8(
                SheetContent.badgeColor(
                    cell, standard: content.standard, warningOnly: content.report.isWarningOnly(cell))),
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
