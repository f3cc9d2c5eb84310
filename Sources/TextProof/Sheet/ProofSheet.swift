import TextProofColor
import TextProofRaster
import TextProofText

/// One page of a proof sheet: a column per appearance, each on that appearance's background and
/// headed by its name, a row per run, each cell the run as rendered with a badge of its measured
/// WCAG ratio, APCA Lc and level; a legend line at the bottom (spec, font, scale, colour space,
/// package version, and the page when there are several).
///
/// Cells are cut from the per-appearance images, so the sheet shows exactly the pixels that were
/// measured. Columns are as wide as their widest run (up to `maximumRunWidth` points, beyond which
/// a run is cut and ends in an ellipsis) plus the widest badge; nothing overlaps. Badges are opaque
/// and their colours are chosen so that their own text passes WCAG AA (about 6.5:1).
///
/// A sheet never fails for size: when the grid is over the canvas limit it is split into pages
/// (`SheetLayout`), written `NAME.png`, `NAME-2.png`, …
public struct ProofSheet: Sendable {
    /// Where each part landed, in sheet pixels: for tests and for the HTML report's image map.
    public struct Geometry: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// One per appearance on this page, left to right.
        public var columns: [PixelRect]
        public var headers: [PixelRect]
        /// `cells[row][column]`: the run's picture.
        public var cells: [[PixelRect]]
        /// `badges[row][column]`.
        public var badges: [[PixelRect]]
        public var legend: PixelRect
        /// The runs on this page, top to bottom.
        public var runs: [Int]
    }

    /// `NAME.png`, or `NAME-K.png` for page K > 1.
    public let fileName: String
    public let image: RGBAImage
    public let geometry: Geometry

    /// Runs wider than this many points are cut and end in an ellipsis; so are runs taller than
    /// `maximumRunHeight` (a long paragraph).
    public static let maximumRunWidth = 640.0
    public static let maximumRunHeight = 480.0

    static let legendBackground = ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let black = ColorU8(red: 0, green: 0, blue: 0)
    static let white = ColorU8(red: 255, green: 255, blue: 255)

    /// Every page of the proof's sheet, each within `limit` pixels a side.
    public static func pages(
        for proof: Proof, fonts: FontProvider, limit: Int = CanvasLayout.maximumDimension
    ) throws(ProofError) -> [ProofSheet] {
        let scale = proof.report.scale
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        // Room for the header and legend around the tallest picture; the widest leaves room for a badge.
        let maximumHeight = min(px(maximumRunHeight), limit / 2)
        let content = try SheetContent(
            proof: proof, fonts: fonts, maximumWidth: min(px(maximumRunWidth), limit / 2), maximumHeight: maximumHeight)
        let base = legendText(proof.report)
        let probe = try SheetLabels(
            [base + " · page 99 of 99"], points: 11, weight: .regular, scale: scale, fonts: fonts)
        let legendHeight = probe.labels[0].height + 2 * content.metrics.padding
        let layout = SheetLayout(
            columnWidths: content.metrics.columnWidths, rowHeights: content.metrics.rowHeights,
            headerHeight: content.metrics.headerHeight, legendHeight: legendHeight, limit: limit)
        var sheets: [ProofSheet] = []
        for (number, page) in layout.pages.enumerated() {
            let text = layout.pages.count == 1 ? base : "\(base) · page \(number + 1) of \(layout.pages.count)"
            let legend = try SheetLabels([text], points: 11, weight: .regular, scale: scale, fonts: fonts)
            sheets.append(
                ProofSheet(
                    fileName: SheetLayout.fileName(proof.name, page: number), content: content, page: page,
                    legend: legend))
        }
        return sheets
    }

    static func legendText(_ report: ProofReport) -> String {
        "\(report.name) · \(report.font) · scale \(number(report.scale)) · \(report.colorSpace) · TextProof \(TextProofVersion.current)"
    }

    /// Paints one page.
    init(fileName: String, content: SheetContent, page: SheetLayout.Page, legend: SheetLabels) {
        let m = content.metrics
        let legendHeight = legend.labels[0].height + 2 * m.padding
        let width = max(page.columns.map { m.columnWidths[$0] }.reduce(0, +), legend.labels[0].width + 2 * m.margin)
        let gridHeight = m.headerHeight + page.rows.map { m.rowHeights[$0] }.reduce(0, +)
        let height = gridHeight + legendHeight

        var surface = Surface(width: width, height: height, filledWith: PremultipliedColorU8(Self.legendBackground))
        var geometry = Geometry(
            width: width, height: height, columns: [], headers: [], cells: page.rows.map { _ in [] },
            badges: page.rows.map { _ in [] },
            legend: PixelRect(x: 0, y: gridHeight, width: width, height: legendHeight),
            runs: page.rows.map { content.runs[$0] })
        var x = 0
        for column in page.columns {
            let background = content.columns[column].background
            let columnRect = PixelRect(x: x, y: 0, width: m.columnWidths[column], height: gridHeight)
            FillSolid.copy(
                PremultipliedColorU8(background.opaque), x: columnRect.x, y: 0, width: columnRect.width,
                height: gridHeight, into: &surface)
            geometry.columns.append(columnRect)
            let ink =
                WCAGContrast.ratio(background, Self.black) >= WCAGContrast.ratio(background, Self.white)
                ? Self.black : Self.white
            let header = content.headers.labels[column]
            content.headers.draw(column, color: ink, atX: x + m.padding, y: m.padding, onto: &surface)
            geometry.headers.append(
                PixelRect(x: x + m.padding, y: m.padding, width: header.width, height: header.height))

            var y = m.headerHeight
            for (pageRow, row) in page.rows.enumerated() {
                let rowHeight = m.rowHeights[row]
                var pictureRect = PixelRect(x: x + m.padding, y: y + m.padding, width: 0, height: 0)
                if let picture = content.pictures[row][column] {
                    pictureRect.width = picture.rect.width
                    pictureRect.height = picture.rect.height
                    surface.copy(picture.rect, of: picture.image, toX: pictureRect.x, y: pictureRect.y)
                    if content.truncated.contains([row, column]) {
                        // Cover the cut edge with the background and end the run with an ellipsis.
                        let mark = content.ellipsis.labels[0]
                        let edge = mark.width + m.padding / 2
                        surface.fill(
                            PixelRect(
                                x: pictureRect.maxX - edge, y: pictureRect.y, width: edge, height: pictureRect.height),
                            with: PremultipliedColorU8(background.opaque))
                        content.ellipsis.draw(
                            0, color: ink, atX: pictureRect.maxX - mark.width,
                            y: pictureRect.y + (min(pictureRect.height, rowHeight) - mark.height) / 2, onto: &surface)
                    }
                }
                geometry.cells[pageRow].append(pictureRect)
                let badgeRect = PixelRect(
                    x: columnRect.maxX - m.padding - m.badgeWidth, y: y + (rowHeight - m.badgeHeight) / 2,
                    width: m.badgeWidth,
                    height: m.badgeHeight)
                if let cell = content.cells[row][column] {
                    FillSolid.copy(
                        PremultipliedColorU8(SheetContent.badgeColor(cell, standard: content.standard)), x: badgeRect.x,
                        y: badgeRect.y,
                        width: badgeRect.width, height: badgeRect.height, into: &surface)
                    let index = row * content.columns.count + column
                    let label = content.badges.labels[index]
                    if let details = content.details {
                        // Two lines: the main verdict, then the small one, centred as a block.
                        let detail = details.labels[index]
                        let top = badgeRect.y + m.badgePaddingY
                        content.badges.draw(
                            index, color: Self.white, atX: badgeRect.x + (m.badgeWidth - label.width) / 2, y: top,
                            onto: &surface)
                        details.draw(
                            index, color: Self.white, atX: badgeRect.x + (m.badgeWidth - detail.width) / 2,
                            y: top + label.height,
                            onto: &surface)
                    } else {
                        content.badges.draw(
                            index, color: Self.white, atX: badgeRect.x + (m.badgeWidth - label.width) / 2,
                            y: badgeRect.y + (m.badgeHeight - label.height) / 2, onto: &surface)
                    }
                }
                geometry.badges[pageRow].append(badgeRect)
                y += rowHeight
            }
            x += m.columnWidths[column]
        }
        legend.draw(0, color: Self.black, atX: m.margin, y: gridHeight + m.padding, onto: &surface)
        self.fileName = fileName
        image = surface.unpremultiplied()
        self.geometry = geometry
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Proof {
    /// Draws the proof's sheet pages and names them in the report (`sheet`: the first; `sheets`:
    /// every page, when there are several).
    mutating func drawSheets(fonts: FontProvider) throws(ProofError) {
        sheets = try ProofSheet.pages(for: self, fonts: fonts)
        report.sheet = sheets.first?.fileName
        report.sheets = sheets.count > 1 ? sheets.map(\.fileName) : nil
    }
}
