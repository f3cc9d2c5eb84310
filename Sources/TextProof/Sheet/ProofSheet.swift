import TextProofColor
import TextProofRaster
import TextProofText

/// One image of a whole proof: a column per appearance, each on that appearance's background and
/// headed by its name, a row per run, each cell the run as rendered with a badge of its measured
/// WCAG ratio, APCA Lc and level; a legend line at the bottom (spec, font, scale, colour space,
/// package version).
///
/// Cells are cut from the per-appearance images, so the sheet shows exactly the pixels that were
/// measured. Columns are as wide as their widest run (up to `maximumRunWidth` points, beyond which
/// a run is cut and ends in an ellipsis) plus the widest badge; nothing overlaps. Badges are opaque
/// and their colours are chosen so that their own text passes WCAG AA (about 6.5:1).
public struct ProofSheet: Sendable {
    /// Where each part landed, in sheet pixels: for tests and for the HTML report's image map.
    public struct Geometry: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// One per appearance, left to right.
        public var columns: [PixelRect]
        public var headers: [PixelRect]
        /// `cells[row][column]`: the run's picture.
        public var cells: [[PixelRect]]
        /// `badges[row][column]`.
        public var badges: [[PixelRect]]
        public var legend: PixelRect
    }

    public let image: RGBAImage
    public let geometry: Geometry

    /// Runs wider than this many points are cut and end in an ellipsis.
    public static let maximumRunWidth = 640.0

    static let passBadge = ColorU8(red: 0x1E, green: 0x6B, blue: 0x34)
    static let failBadge = ColorU8(red: 0xB3, green: 0x26, blue: 0x1E)
    static let unmeasuredBadge = ColorU8(red: 0x48, green: 0x48, blue: 0x4A)
    static let legendBackground = ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let black = ColorU8(red: 0, green: 0, blue: 0)
    static let white = ColorU8(red: 255, green: 255, blue: 255)

    /// The badge text of a cell: "4.52:1 · Lc 61.9 · AA".
    static func badgeText(_ cell: ProofReport.Cell) -> String {
        guard let measured = cell.measured else { return "not measured" }
        return String(format: "%.2f:1 · Lc %.1f", measured.wcag, measured.apcaLc) + " · \(cell.level)"
    }

    static func badgeColor(_ cell: ProofReport.Cell) -> ColorU8 {
        cell.measured == nil ? unmeasuredBadge : cell.level == ContrastLevel.fail.rawValue ? failBadge : passBadge
    }

    public init(proof: Proof, fonts: FontProvider) throws(ProofError) {
        let report = proof.report
        let scale = report.scale
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let appearances = proof.images
        let runs = Array(Set(report.cells.map(\.run))).sorted()
        // Cells by (run, image), looked up for every grid position.
        let byPosition = Dictionary(report.cells.map { ("\($0.run)/\($0.image)", $0) }, uniquingKeysWith: { first, _ in first })
        func cell(run: Int, column: Int) -> ProofReport.Cell? { byPosition["\(run)/\(appearances[column].fileName)"] }

        let headers = try SheetLabels(
            appearances.map(\.title), points: 13, weight: .semibold, scale: scale, fonts: fonts)
        let badgeTexts = runs.flatMap { run in appearances.indices.map { column in cell(run: run, column: column).map(Self.badgeText) ?? "" } }
        let badges = try SheetLabels(badgeTexts, points: 11, weight: .semibold, scale: scale, fonts: fonts)
        let legendText = "\(report.name) · \(report.font) · scale \(Self.number(scale)) · \(report.colorSpace) · TextProof \(TextProofVersion.current)"
        let legend = try SheetLabels([legendText], points: 11, weight: .regular, scale: scale, fonts: fonts)
        let ellipsis = try SheetLabels(["…"], points: 17, weight: .regular, scale: scale, fonts: fonts)

        let margin = px(16), padding = px(8), gap = px(12), badgePadding = (x: px(6), y: px(3)), crop = px(4)
        let maximumWidth = px(Self.maximumRunWidth)

        // Each cell's picture: the run's bounds, a little room around, inside its image.
        var pictures: [[PixelRect?]] = runs.map { run in
            appearances.indices.map { column in
                guard let cell = cell(run: run, column: column) else { return nil }
                let image = appearances[column].image
                let x0 = max(0, cell.bounds.x - crop), y0 = max(0, cell.bounds.y - crop)
                let x1 = min(image.width, cell.bounds.maxX + crop), y1 = min(image.height, cell.bounds.maxY + crop)
                return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
            }
        }
        var truncated = Set<[Int]>()
        for row in pictures.indices {
            for column in pictures[row].indices where (pictures[row][column]?.width ?? 0) > maximumWidth {
                pictures[row][column]!.width = maximumWidth
                truncated.insert([row, column])
            }
        }
        let badgeWidth = (badges.labels.map(\.width).max() ?? 0) + 2 * badgePadding.x
        let badgeHeight = (badges.labels.map(\.height).max() ?? 0) + 2 * badgePadding.y
        let headerHeight = (headers.labels.map(\.height).max() ?? 0) + 2 * padding
        let columnWidths = appearances.indices.map { column in
            max(
                (pictures.compactMap { $0[column]?.width }.max() ?? 0) + gap + badgeWidth + 2 * padding,
                (headers.labels[column].width) + 2 * padding)
        }
        let rowHeights = pictures.map { row in max(row.compactMap { $0?.height }.max() ?? 0, badgeHeight) + 2 * padding }
        let legendHeight = legend.labels[0].height + 2 * padding
        let width = max(columnWidths.reduce(0, +), legend.labels[0].width + 2 * margin)
        let gridHeight = headerHeight + rowHeights.reduce(0, +)
        let height = gridHeight + legendHeight
        guard width <= CanvasLayout.maximumDimension, height <= CanvasLayout.maximumDimension else {
            throw .spec(SpecError(
                file: report.name, field: "runs",
                message: "the proof sheet would be \(width)×\(height) pixels, over the \(CanvasLayout.maximumDimension) limit; use fewer runs or appearances"))
        }

        var surface = Surface(width: width, height: height, filledWith: PremultipliedColorU8(Self.legendBackground))
        var geometry = Geometry(
            width: width, height: height, columns: [], headers: [], cells: runs.map { _ in [] }, badges: runs.map { _ in [] },
            legend: PixelRect(x: 0, y: gridHeight, width: width, height: legendHeight))
        var x = 0
        for column in appearances.indices {
            let image = appearances[column].image
            // The column wears its appearance's background: the proof's top-left pixel.
            let background = image.width > 0 && image.height > 0 ? image[0, 0] : Self.white
            let columnRect = PixelRect(x: x, y: 0, width: columnWidths[column], height: gridHeight)
            FillSolid.copy(PremultipliedColorU8(background.opaque), x: columnRect.x, y: 0, width: columnRect.width, height: gridHeight, into: &surface)
            geometry.columns.append(columnRect)
            let ink = WCAGContrast.ratio(background, Self.black) >= WCAGContrast.ratio(background, Self.white) ? Self.black : Self.white
            let header = headers.labels[column]
            headers.draw(column, color: ink, atX: x + padding, y: padding, onto: &surface)
            geometry.headers.append(PixelRect(x: x + padding, y: padding, width: header.width, height: header.height))

            var y = headerHeight
            for row in runs.indices {
                let rowRect = PixelRect(x: x, y: y, width: columnWidths[column], height: rowHeights[row])
                var pictureRect = PixelRect(x: x + padding, y: y + padding, width: 0, height: 0)
                if let picture = pictures[row][column] {
                    pictureRect.width = picture.width
                    pictureRect.height = picture.height
                    surface.copy(picture, of: image, toX: pictureRect.x, y: pictureRect.y)
                    if truncated.contains([row, column]) {
                        // Cover the cut edge with the background and end the run with an ellipsis.
                        let mark = ellipsis.labels[0]
                        surface.fill(
                            (pictureRect.maxX - mark.width - px(4), pictureRect.y, mark.width + px(4), pictureRect.height),
                            with: PremultipliedColorU8(background.opaque))
                        ellipsis.draw(
                            0, color: ink, atX: pictureRect.maxX - mark.width, y: pictureRect.y + (pictureRect.height - mark.height) / 2,
                            onto: &surface)
                    }
                }
                geometry.cells[row].append(pictureRect)
                let index = row * appearances.count + column
                let badgeRect = PixelRect(
                    x: rowRect.maxX - padding - badgeWidth, y: y + (rowHeights[row] - badgeHeight) / 2, width: badgeWidth, height: badgeHeight)
                if let cell = cell(run: runs[row], column: column) {
                    FillSolid.copy(
                        PremultipliedColorU8(Self.badgeColor(cell)), x: badgeRect.x, y: badgeRect.y, width: badgeRect.width,
                        height: badgeRect.height, into: &surface)
                    let label = badges.labels[index]
                    badges.draw(
                        index, color: Self.white, atX: badgeRect.x + (badgeWidth - label.width) / 2,
                        y: badgeRect.y + (badgeHeight - label.height) / 2, onto: &surface)
                }
                geometry.badges[row].append(badgeRect)
                y += rowHeights[row]
            }
            x += columnWidths[column]
        }
        legend.draw(0, color: Self.black, atX: margin, y: gridHeight + padding, onto: &surface)
        image = surface.unpremultiplied()
        self.geometry = geometry
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
