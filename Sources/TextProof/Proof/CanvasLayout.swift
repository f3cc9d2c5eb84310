import TextProofRaster
import TextProofText

/// Where each run goes on the canvas, and its coverage: the part of a proof that does not depend
/// on the appearance, computed once and drawn in every appearance.
///
/// Each run sits on a line of its own: a line box `ceil(ascender) + ceil(descender)` pixels tall,
/// lines half the spec's size apart, a 16-point margin all round.
public struct CanvasLayout {
    /// Neither side of a canvas may exceed this many pixels.
    public static let maximumDimension = 10_000

    public let width: Int
    public let height: Int
    public let runs: [LaidOutRun]

    public init(spec: ProofSpec, fonts: FontProvider) throws(SpecError) {
        let margin = Int((16 * spec.scale).rounded())
        let lineGap = Int((spec.size * spec.scale * 0.5).rounded())
        var runs: [LaidOutRun] = []
        var top = margin, right = 0
        for (index, run) in spec.runs.enumerated() {
            let points = run.size ?? spec.size
            let weight = run.weight ?? spec.weight
            let line: TextLine
            var glyphs: [(image: GlyphImage, x: Int, y: Int)] = []
            do {
                let font = try fonts.font(spec.font, pixelSize: points * spec.scale, weight: weight)
                line = TextLine(text: run.text, font: font)
                try line.rasterize { image, x, y in glyphs.append((image, x, y)) }
            } catch {
                throw SpecError(file: spec.source, field: "font", message: error.description)
            }
            let ascender = Int(line.face.ascender.rounded(.up))
            let descender = Int(line.face.descender.rounded(.up))
            let baseline = top + ascender
            let bounds = PixelRect(x: margin, y: top, width: line.width, height: ascender + descender)
            // The mask covers the line box and any ink outside it (overhangs, accents, tails).
            var maskRect = bounds
            for glyph in glyphs {
                maskRect = maskRect.union(
                    PixelRect(x: margin + glyph.x, y: baseline + glyph.y, width: glyph.image.width, height: glyph.image.height))
            }
            var mask = CoverageMask(width: maskRect.width, height: maskRect.height)
            for glyph in glyphs {
                glyph.image.coverage.withUnsafeBufferPointer { coverage in
                    mask.accumulate(
                        coverage, width: glyph.image.width, height: glyph.image.height, sourceStride: glyph.image.width,
                        atX: margin + glyph.x - maskRect.x, y: baseline + glyph.y - maskRect.y)
                }
            }
            runs.append(
                LaidOutRun(
                    index: index, text: run.text, color: run.color, highlight: run.background, points: points, weight: weight, bounds: bounds,
                    mask: mask, maskOrigin: (maskRect.x, maskRect.y)))
            right = max(right, maskRect.maxX)
            top = max(bounds.maxY, maskRect.maxY) + lineGap
        }
        width = max(right, margin) + margin
        height = top - lineGap + margin
        guard width <= Self.maximumDimension, height <= Self.maximumDimension, runs.allSatisfy({ $0.maskOrigin.x >= 0 && $0.maskOrigin.y >= 0 }) else {
            throw SpecError(
                file: spec.source, field: "runs",
                message: "the proof would be \(width)×\(height) pixels, over the \(Self.maximumDimension)-pixel limit; use fewer or shorter runs, or a smaller size or scale")
        }
        self.runs = runs
    }
}

/// A run placed on the canvas with its coverage.
public struct LaidOutRun {
    /// Index of the run in the spec.
    public let index: Int
    public let text: String
    public let color: ColorReference?
    public let highlight: ColorReference?
    public let points: Double
    public let weight: FontWeight
    /// The line box: pen advance wide, ascender to descender tall.
    public let bounds: PixelRect
    /// Coverage of every glyph of the run, top-left corner at `maskOrigin`.
    public let mask: CoverageMask
    public let maskOrigin: (x: Int, y: Int)
}
