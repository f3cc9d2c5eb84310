import TextProofColor
import TextProofRaster

/// The picture of a failed golden comparison (`<name>.diff.png`): three panels side by side,
/// **golden | actual | difference**, each headed by its name and size, and a legend underneath.
///
/// The difference panel shows the golden faded to light grey and each changed pixel in the colour
/// of its CIEDE2000 band (`DeltaEBand`: under 1 pale blue, 1–2 blue, 2–5 amber, 5–10 orange,
/// 10 and over deep magenta); the legend draws the bands as a scale with the ΔE limit marked on
/// it. When the sizes differ, each image keeps its own size and the difference panel covers
/// both: the area they share from their top-left corners is measured, the rest is hatched.
///
/// Images up to 160 pixels a side are shown enlarged (`zoom`, at most 8×) so single pixels can be
/// seen. Words are set in TextProof's own Inter; without fonts the sheet has none, and is still drawn.
public struct GoldenDiffSheet: Sendable {
    /// The sheet's pixels, opaque, in the golden's colour space.
    public let image: RGBAImage
    /// Where the golden's pixels lie on the sheet (enlarged by `zoom`).
    public let golden: PixelRect
    /// Where the actual image's pixels lie.
    public let actual: PixelRect
    /// The difference panel: as wide as the wider image and as tall as the taller one (enlarged).
    public let difference: PixelRect
    /// The part of `difference` both images cover, measured; the rest of it is hatched.
    public let overlap: PixelRect
    /// How many sheet pixels a side each image pixel takes (1 for images over 160 pixels a side).
    public let zoom: Int

    /// The largest sheet drawn, in pixels (128 MiB of RGBA): a larger one is not drawn at all.
    public static let maximumPixels = 32 * 1024 * 1024
    /// The sheet's ground around the panels (the proof sheet's legend grey).
    public static let background = ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)
    /// The hatching where only one of the images has pixels: stripes on a light ground.
    public static let outsideStripe = ColorU8(red: 0x9A, green: 0x9A, blue: 0xA8)
    public static let outsideGround = ColorU8(red: 0xE4, green: 0xE4, blue: 0xEA)
    static let panelFrame = ColorU8(red: 0x8E, green: 0x8E, blue: 0x93)
    static let margin = 16, panelGap = 24, headerGap = 6, legendGap = 16

    /// How much images of these sizes are enlarged: to about 160 pixels a side, at most 8×.
    static func zoom(for sizes: [(width: Int, height: Int)]) -> Int {
        let side = sizes.map { max($0.width, $0.height) }.max() ?? 0
        return side == 0 ? 8 : max(1, min(8, 160 / side))
    }

    /// Whether the panels of images of these sizes stay under `maximumPixels` (checked before
    /// anything is drawn or compared for the sheet).
    public static func fits(golden: (width: Int, height: Int), actual: (width: Int, height: Int)) -> Bool {
        let zoom = zoom(for: [golden, actual])
        let union = max(golden.width, actual.width) * max(golden.height, actual.height)
        let panels = (golden.width * golden.height + actual.width * actual.height + union) * zoom * zoom
        return panels <= maximumPixels
    }

    /// The sheet of `actual` against `golden`, both straight RGBA8 in the same colour space; ΔE is
    /// measured through `lab` (sRGB when nil) and the legend marks `deltaELimit`. `summary` (the
    /// verdict's line) ends the legend. Pixels in `ignoredRegions` show as unchanged. Nil when the
    /// sheet would be over `maximumPixels`.
    public init?(
        golden: RGBAImage, actual: RGBAImage, deltaELimit: Double?, summary: String? = nil, lab: LabConverter? = nil,
        ignoredRegions: [PixelRect] = []
    ) {
        let goldenSize = (width: golden.width, height: golden.height)
        let actualSize = (width: actual.width, height: actual.height)
        guard Self.fits(golden: goldenSize, actual: actualSize) else { return nil }
        let zoom = Self.zoom(for: [goldenSize, actualSize])
        let sizesDiffer = goldenSize != actualSize
        let shown = zoom == 1 ? "" : ", shown ×\(zoom)"
        let legend = DiffSheetLegend(limit: deltaELimit, showsOutside: sizesDiffer, summary: summary)
        let text = DiffSheetText(
            headers: [
                "golden \(golden.width)×\(golden.height)\(shown)", "actual \(actual.width)×\(actual.height)\(shown)",
                "difference: ΔE2000 of each pixel",
            ],
            legend: legend.texts)

        // Three columns, each as wide as its framed panel or its header.
        let unionSize = (width: max(golden.width, actual.width), height: max(golden.height, actual.height))
        let pictures = [goldenSize, actualSize, unionSize].map { (width: $0.width * zoom, height: $0.height * zoom) }
        let columnWidths = pictures.indices.map { max(pictures[$0].width + 2, text.size(.header, $0).width) }
        let headerHeight = text.lineHeight(.header)
        let panelTop = Self.margin + headerHeight + Self.headerGap
        var columnX: [Int] = []
        var x = Self.margin
        for width in columnWidths {
            columnX.append(x)
            x += width + Self.panelGap
        }
        let rects = pictures.indices.map { column in
            PixelRect(
                x: columnX[column] + 1, y: panelTop + 1, width: pictures[column].width,
                height: pictures[column].height)
        }
        let legendTop = panelTop + (pictures.map(\.height).max() ?? 0) + 2 + Self.legendGap
        let legendLayout = legend.layout(text)
        let width = max(x - Self.panelGap + Self.margin, 2 * Self.margin + legendLayout.width)
        let height = legendTop + legendLayout.height + Self.margin
        guard width * height <= Self.maximumPixels else { return nil }

        var canvas = DiffSheetCanvas(width: width, height: height, background: Self.background)
        for column in rects.indices {
            text.draw(
                .header, column, color: DiffSheetLegend.ink, on: Self.background, atX: columnX[column], y: Self.margin,
                into: &canvas)
            canvas.frame(rects[column], with: Self.panelFrame)
        }
        canvas.draw(golden, atX: rects[0].x, y: rects[0].y, zoom: zoom)
        canvas.draw(actual, atX: rects[1].x, y: rects[1].y, zoom: zoom)
        let picture = DifferencePicture.draw(golden: golden, actual: actual, lab: lab, ignoredRegions: ignoredRegions)
        let overlap = PixelRect(
            x: rects[2].x, y: rects[2].y, width: picture.width * zoom, height: picture.height * zoom)
        canvas.hatch(rects[2], stripe: Self.outsideStripe, ground: Self.outsideGround)
        canvas.draw(picture, atX: overlap.x, y: overlap.y, zoom: zoom)
        legend.draw(
            legendLayout, text, atX: Self.margin, y: legendTop, on: Self.background, into: &canvas)

        image = canvas.image
        (self.golden, self.actual, difference, self.overlap, self.zoom) = (rects[0], rects[1], rects[2], overlap, zoom)
    }
}
