import TextProofColor
import TextProofPlatform
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
        /// The page's width in pixels.
        public var width: Int
        /// The page's height in pixels.
        public var height: Int
        /// One per appearance on this page, left to right.
        public var columns: [PixelRect]
        /// Each column's header (the appearance's name).
        public var headers: [PixelRect]
        /// `cells[row][column]`: the run's picture.
        public var cells: [[PixelRect]]
        /// `badges[row][column]`.
        public var badges: [[PixelRect]]
        /// The legend line at the bottom.
        public var legend: PixelRect
        /// The runs on this page, top to bottom.
        public var runs: [Int]
    }

    /// `NAME.png`, or `NAME-K.png` for page K > 1.
    public let fileName: String
    /// Where each part landed.
    public let geometry: Geometry
    let content: SheetContent
    let page: SheetLayout.Page
    let legend: SheetLabels

    private let painted = LockedState<RGBAImage?>(nil)

    /// The page's pixels, painted whole the first time they are asked for and kept. Writing a
    /// proof never asks: it paints each band as the band is deflated (`rows(_:)`).
    public var image: RGBAImage {
        painted.withLock { image in
            if let image { return image }
            let whole = SheetPainter.paint(geometry, content: content, page: page, legend: legend).unpremultiplied()
            image = whole
            return whole
        }
    }

    /// The page's `rows` as straight-alpha RGBA bytes, exactly those rows of `image`.
    func rows(_ rows: Range<Int>) -> [UInt8] {
        SheetPainter.paint(geometry, content: content, page: page, legend: legend, rows: rows).unpremultiplied()
            .pixels
    }

    /// Runs wider than this many points are cut and end in an ellipsis; so are runs taller than
    /// `maximumRunHeight` (a long paragraph).
    public static let maximumRunWidth = 640.0
    /// Runs taller than this many points are cut.
    public static let maximumRunHeight = 480.0

    /// Every page of the proof's sheet, each within `limit` pixels a side. `showsVersion: false`
    /// leaves TextProof's version out of the legend: a golden of the sheet must not change with
    /// every upgrade.
    public static func pages(
        for proof: Proof, fonts: FontProvider, limit: Int = CanvasLayout.maximumDimension, showsVersion: Bool = true
    ) throws(ProofError) -> [ProofSheet] {
        let scale = proof.report.scale
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        // Room for the header and legend around the tallest picture; the widest leaves room for a badge.
        let maximumHeight = min(px(maximumRunHeight), limit / 2)
        let content = try SheetContent(
            proof: proof, fonts: fonts, maximumWidth: min(px(maximumRunWidth), limit / 2), maximumHeight: maximumHeight)
        let base = legendText(proof.report, showsVersion: showsVersion)
        let probe = try SheetLabels(
            [base + " · page 99 of 99"], points: SheetLabels.legend.points, weight: SheetLabels.legend.weight,
            scale: scale, fonts: fonts)
        let legendHeight = probe.labels[0].height + 2 * content.metrics.padding
        let layout = SheetLayout(
            columnWidths: content.metrics.columnWidths, rowHeights: content.metrics.rowHeights,
            headerHeight: content.metrics.headerHeight, legendHeight: legendHeight, limit: limit)
        var sheets: [ProofSheet] = []
        for (number, page) in layout.pages.enumerated() {
            let text = layout.pages.count == 1 ? base : "\(base) · page \(number + 1) of \(layout.pages.count)"
            let legend = try SheetLabels(
                [text], points: SheetLabels.legend.points, weight: SheetLabels.legend.weight, scale: scale,
                fonts: fonts)
            sheets.append(
                ProofSheet(
                    fileName: SheetLayout.fileName(proof.name, page: number), content: content, page: page,
                    legend: legend))
        }
        return sheets
    }

    static func legendText(_ report: ProofReport, showsVersion: Bool = true) -> String {
        let text = "\(report.name) · \(report.font) · scale \(number(report.scale)) · \(report.colorSpace)"
        return showsVersion ? text + " · TextProof \(TextProofVersion.current)" : text
    }

    /// One page: where everything goes (`Geometry`); the pixels are painted when asked for.
    init(fileName: String, content: SheetContent, page: SheetLayout.Page, legend: SheetLabels) {
        self.fileName = fileName
        geometry = Geometry(content: content, page: page, legend: legend)
        (self.content, self.page, self.legend) = (content, page, legend)
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
