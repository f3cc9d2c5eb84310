import TextProofColor
import TextProofRaster

/// The failure sheet's legend, under the panels: the ΔE2000 scale (one swatch a band) with the
/// limit marked on it, what the faded grey and the hatching mean, and the verdict's one line.
struct DiffSheetLegend {
    /// The legend's words, in `DiffSheetText`'s legend list in this order: the scale's title, the
    /// bands' names, the limit, the faded golden, the hatching (sizes differ only), the verdict.
    let texts: [String]
    let limit: Double?
    let showsOutside: Bool
    let hasSummary: Bool

    static let swatchSize = 14
    static let ink = ColorU8(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let swatchFrame = ColorU8(red: 0x8E, green: 0x8E, blue: 0x93)

    init(limit: Double?, showsOutside: Bool, summary: String?) {
        self.limit = limit
        self.showsOutside = showsOutside
        hasSummary = summary != nil
        let limitText =
            limit.map { "limit ΔE \(CountFormat.deltaE($0)): the bands right of the line fail" } ?? "no ΔE limit"
        texts =
            ["ΔE2000"] + DeltaEBand.all.map(\.label) + [limitText, "unchanged: the golden, faded"]
            + (showsOutside ? ["outside the other image: the sizes differ"] : []) + (summary.map { [$0] } ?? [])
    }

    private var titleIndex: Int { 0 }
    private var bandIndices: Range<Int> { 1..<1 + DeltaEBand.all.count }
    private var limitIndex: Int { bandIndices.upperBound }
    private var unchangedIndex: Int { limitIndex + 1 }
    private var outsideIndex: Int? { showsOutside ? unchangedIndex + 1 : nil }
    private var summaryIndex: Int? { hasSummary ? texts.count - 1 : nil }

    /// Where each part goes, from the legend's top-left corner.
    struct Layout {
        var barX = 0
        let barTop = 5
        var swatchWidth = 40
        var limitX = 0
        var rowTop = 0
        var summaryTop = 0
        var width = 0
        var height = 0
    }

    func layout(_ text: DiffSheetText) -> Layout {
        var layout = Layout()
        let title = text.size(.legend, titleIndex)
        layout.barX = title.width == 0 ? 0 : title.width + 8
        let widest = bandIndices.map { text.size(.legend, $0).width }.max() ?? 0
        layout.swatchWidth = max(40, widest + 8)
        let barEnd = layout.barX + DeltaEBand.all.count * layout.swatchWidth
        layout.limitX = barEnd + 12
        let scaleBottom = layout.barTop + Self.swatchSize + 3 + max(text.lineHeight(.legend), 2)
        layout.rowTop = scaleBottom + 10
        var rowEnd = itemWidth(unchangedIndex, text)
        if let outsideIndex { rowEnd += 20 + itemWidth(outsideIndex, text) }
        let rowBottom = layout.rowTop + max(Self.swatchSize, text.lineHeight(.legend))
        layout.summaryTop = rowBottom + 10
        let summary = summaryIndex.map { text.size(.legend, $0) } ?? (width: 0, height: 0)
        layout.width = max(layout.limitX + text.size(.legend, limitIndex).width, rowEnd, summary.width)
        layout.height = summaryIndex == nil ? rowBottom : layout.summaryTop + summary.height
        return layout
    }

    private func itemWidth(_ index: Int, _ text: DiffSheetText) -> Int {
        Self.swatchSize + 6 + text.size(.legend, index).width
    }

    /// Where the limit falls on the bar, from its left end: within its band in proportion (the
    /// last band, open-ended, as if it ended at twice its start).
    func markerOffset(swatchWidth: Int) -> Int? {
        guard let limit else { return nil }
        let bands = DeltaEBand.all
        let index = bands.firstIndex { limit < $0.upperBound } ?? bands.count - 1
        let band = bands[index]
        let span = band.upperBound.isFinite ? band.upperBound - band.lowerBound : max(band.lowerBound, 1)
        let fraction = min(1, max(0, (limit - band.lowerBound) / span))
        return index * swatchWidth + Int((fraction * Double(swatchWidth)).rounded())
    }

    func draw(
        _ layout: Layout, _ text: DiffSheetText, atX left: Int, y top: Int, on background: ColorU8,
        into canvas: inout DiffSheetCanvas
    ) {
        let line = text.lineHeight(.legend), swatch = Self.swatchSize
        func label(_ index: Int, _ x: Int, _ y: Int) {
            text.draw(.legend, index, color: Self.ink, on: background, atX: left + x, y: top + y, into: &canvas)
        }
        // The scale: title, the bands side by side, each named underneath, the limit's line across.
        label(titleIndex, 0, layout.barTop + (swatch - text.size(.legend, titleIndex).height) / 2)
        let bar = PixelRect(
            x: left + layout.barX, y: top + layout.barTop, width: DeltaEBand.all.count * layout.swatchWidth,
            height: swatch)
        canvas.frame(bar, with: Self.swatchFrame)
        for (offset, band) in DeltaEBand.all.enumerated() {
            let x = layout.barX + offset * layout.swatchWidth
            canvas.fill(
                PixelRect(x: left + x, y: bar.y, width: layout.swatchWidth, height: swatch), with: band.color)
            let name = bandIndices.lowerBound + offset
            label(name, x + (layout.swatchWidth - text.size(.legend, name).width) / 2, layout.barTop + swatch + 3)
        }
        if let marker = markerOffset(swatchWidth: layout.swatchWidth) {
            canvas.fill(
                PixelRect(x: bar.x + marker - 1, y: top, width: 2, height: layout.barTop * 2 + swatch), with: Self.ink)
        }
        label(limitIndex, layout.limitX, layout.barTop + (swatch - text.size(.legend, limitIndex).height) / 2)

        // The row of keys: the faded golden (black ink as it is drawn) and, for a size change, the hatching.
        var x = 0
        let keyTop = top + layout.rowTop, textTop = layout.rowTop + (swatch - line) / 2
        let unchanged = PixelRect(x: left, y: keyTop, width: swatch, height: swatch)
        canvas.fill(unchanged, with: DifferencePicture.faded(ColorU8(red: 0, green: 0, blue: 0)))
        canvas.frame(unchanged, with: Self.swatchFrame)
        label(unchangedIndex, swatch + 6, textTop)
        x += itemWidth(unchangedIndex, text) + 20
        if let outsideIndex {
            let outside = PixelRect(x: left + x, y: keyTop, width: swatch, height: swatch)
            canvas.hatch(outside, stripe: GoldenDiffSheet.outsideStripe, ground: GoldenDiffSheet.outsideGround)
            canvas.frame(outside, with: Self.swatchFrame)
            label(outsideIndex, x + swatch + 6, textTop)
        }
        if let summaryIndex { label(summaryIndex, 0, layout.summaryTop) }
    }
}
