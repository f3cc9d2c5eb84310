import Dispatch
import TextProofPlatform
import TextProofRaster
import TextProofText
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where each run goes on the canvas, and its coverage: the part of a proof that does not depend
/// on the appearance, computed once and drawn in every appearance.
///
/// Paragraphs stack top to bottom inside a 16-point margin, each followed by its spacing (half the
/// spec's size unless it says otherwise). Each run gets one coverage mask covering all its glyphs
/// and text-coloured decorations, on every line it reaches.
public struct CanvasLayout {
    /// Neither side of a canvas may exceed this many pixels.
    public static let maximumDimension = 10_000

    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// Every run laid out: its coverage mask, where it goes, its line boxes.
    public let runs: [LaidOutRun]

    /// Shapes and lays out every run of `spec` with `fonts`; over the canvas limit, an error that says how many runs fit.
    public init(spec: ProofSpec, fonts: FontProvider) throws(ProofError) {
        // Points become Int pixels below: a spec built in Swift is held to the parser's ranges first.
        do { try spec.checkNumbers() } catch { throw .spec(error) }
        let margin = Int((16 * spec.scale).rounded())
        var builders = spec.runs.indices.map { RunCoverage(index: $0) }
        var top = margin, right = margin
        for paragraph in spec.paragraphs {
            let layout: ParagraphLayout
            do { layout = try Self.layout(paragraph, of: spec, fonts: fonts) } catch {
                throw .font(error, spec: spec.source)
            }
            Self.renderGlyphsAhead(of: layout, fonts: fonts)
            var inkBottom = top + layout.height
            for line in layout.lines {
                let baseline = top + line.baseline
                for glyph in line.glyphs {
                    let originX = Self.penX(of: glyph), originY = glyph.y
                    let face = glyph.font.face
                    let image: GlyphImage
                    let key = Self.cacheKey(of: glyph)
                    do throws(FontError) {
                        image = try fonts.glyphCache.image(for: key) { () throws(FontError) in
                            try face.render(glyph: key.glyph, subpixelX: key.subpixelX, subpixelY: key.subpixelY)
                        }
                    } catch {
                        throw .font(error, spec: spec.source)
                    }
                    guard image.width > 0, image.height > 0 else { continue }
                    let x = margin + (originX >> 6) + image.left, y = baseline - ((originY >> 6) + image.top)
                    builders[glyph.runIndex].glyphs.append((image, x, y))
                    inkBottom = max(inkBottom, y + image.height)
                }
                for segment in line.segments {
                    let x0 = margin + (segment.x0 >> 6), x1 = margin + ((segment.x1 + 63) >> 6)
                    builders[segment.runIndex].lineBoxes.append(
                        PixelRect(x: x0, y: top + line.top, width: x1 - x0, height: line.height))
                }
                for decoration in line.decorations {
                    builders[decoration.runIndex].decorations.append(
                        (
                            x0: Double(margin) + Double(decoration.x0) / 64,
                            x1: Double(margin) + Double(decoration.x1) / 64,
                            y0: Double(baseline) - decoration.centre - decoration.thickness / 2,
                            y1: Double(baseline) - decoration.centre + decoration.thickness / 2
                        ))
                }
            }
            for (runIndex, families) in layout.fallbackFamilies { builders[runIndex].fallbackFamilies = families }
            right = max(right, margin + (layout.width + 63) / 64)
            let points = paragraph.spacingAfter ?? spec.size * 0.5
            top = max(top + layout.height, inkBottom) + Int((points * spec.scale).rounded())
        }
        let lastSpacing = Int(((spec.paragraphs.last?.spacingAfter ?? spec.size * 0.5) * spec.scale).rounded())
        let runs = Self.built(builders, spec: spec)
        for run in runs { right = max(right, run.maskOrigin.x + run.mask.width) }
        width = right + margin
        height = top - lastSpacing + margin
        guard width <= Self.maximumDimension, height <= Self.maximumDimension,
            runs.allSatisfy({ $0.maskOrigin.x >= 0 && $0.maskOrigin.y >= 0 })
        else {
            throw .spec(
                SpecError(
                    file: spec.source, field: spec.paragraphs.count == spec.runs.count ? "runs" : "paragraphs",
                    message: Self.overLimitAdvice(width: width, height: height, spec: spec)))
        }
        self.runs = runs
    }

    /// What is over the limit and what would bring it under: how many runs fit one image, how many
    /// specs that makes, or a wrap width for a line too long.
    static func overLimitAdvice(width: Int, height: Int, spec: ProofSpec) -> String {
        var message =
            "one image of this spec would be \(width)×\(height) pixels, over the \(maximumDimension)-pixel limit"
        var advice: [String] = []
        if height > maximumDimension {
            let paragraphs = max(spec.paragraphs.count, 1)
            let perParagraph = max(1, height / paragraphs)
            let fit = max(1, maximumDimension / perParagraph)
            let specs = (paragraphs + fit - 1) / fit
            advice.append(
                "its \(paragraphs) \(spec.paragraphs.count == spec.runs.count ? "runs" : "paragraphs") take about \(perParagraph) pixels each, "
                    + "so about \(fit) fit: split them over \(specs) specs (textproof render takes them all at once)")
            let scale = spec.scale * Double(maximumDimension) / Double(height)
            if scale >= 0.5 {
                advice.append(
                    "or lower scale from \(spec.scale) to \(String(printf: "%.2g", scale.rounded(.down) > 0 ? scale.rounded(.down) : scale))"
                )
            }
        }
        if width > maximumDimension {
            let points = Double(maximumDimension) / spec.scale * 0.9
            advice.append(
                "a line is \(width) pixels long: set a paragraph width (paragraphs: [{width: \(Int(points)), runs: …}]) to wrap it"
            )
        }
        message += "; " + advice.joined(separator: ", ")
        return message + ". The proof sheet itself is split into pages and never fails for size."
    }

    /// Shapes and sets one paragraph: each run with its own font (and the spec's fallbacks).
    static func layout(_ paragraph: ParagraphSpec, of spec: ProofSpec, fonts: FontProvider) throws(FontError)
        -> ParagraphLayout
    {
        var spans: [TextSpan] = []
        for index in paragraph.runs {
            let run = spec.runs[index]
            let (points, weight) = spec.metrics(of: run)
            let pixelSize = points * spec.scale
            let primaryReference = run.font ?? spec.font
            var chain = [
                try fonts.font(
                    primaryReference, pixelSize: pixelSize, weight: weight, italic: run.italic, points: points)
            ]
            // Fallbacks draw only what the primary lacks (a character, or the ellipsis of a cut
            // line): a run the primary covers never reaches them, so they are not made (each is
            // a face, a HarfBuzz font and its tables: a sheet's labels made three for nothing).
            if !chain[0].drawsAll(of: run.text) {
                for reference in spec.fallback where reference != primaryReference {
                    chain.append(
                        try fonts.font(
                            reference, pixelSize: pixelSize, weight: weight, italic: run.italic, points: points))
                }
            }
            spans.append(
                TextSpan(
                    text: run.text, runIndex: index, fonts: chain, features: run.features,
                    tracking: run.tracking * spec.scale,
                    baselineOffset: run.baselineOffset * spec.scale, underline: run.underline?.style,
                    strikethrough: run.strikethrough?.style))
        }
        let style = ParagraphStyle(
            width: paragraph.width.map { $0 * spec.scale }, alignment: paragraph.alignment,
            lineHeightMultiple: paragraph.lineHeightMultiple, direction: paragraph.direction,
            lineLimit: paragraph.lineLimit,
            language: paragraph.language)
        return ParagraphLayout(spans: spans, style: style)
    }
}

/// A run placed on the canvas with its coverage.
public struct LaidOutRun: Sendable {
    /// Index of the run in the spec.
    public let index: Int
    /// The run's text.
    public let text: String
    /// The run's colour, nil for the default foreground.
    public let color: ColorReference?
    /// The run's highlight colour, if any.
    public let highlight: ColorReference?
    /// The run's size in points.
    public let points: Double
    /// The run's weight.
    public let weight: FontWeight
    /// The union of the run's line boxes (pen advance wide, line tall).
    public let bounds: PixelRect
    /// Each line's stretch of the run: where a highlight is drawn.
    public let lineBoxes: [PixelRect]
    /// Coverage of every glyph of the run (and its decorations in the text's colour), top-left
    /// corner at `maskOrigin`.
    public let mask: CoverageMask
    /// Where the mask's top-left corner goes on the canvas.
    public let maskOrigin: (x: Int, y: Int)
    /// Decorations with a colour of their own, drawn after the text.
    public let colouredDecorations: [(color: ColorReference, mask: CoverageMask, origin: (x: Int, y: Int))]
    /// Families that drew characters the run's font lacks.
    public let fallbackFamilies: [String]
}

/// Collects one run's glyph images and decorations, then builds its mask.
extension CanvasLayout {
    /// Every run's mask, each drawn from its glyphs on its own (the runs share nothing): on all cores.
    fileprivate static func built(_ builders: [RunCoverage], spec: ProofSpec) -> [LaidOutRun] {
        guard builders.count > 1 else { return builders.map { $0.build(spec: spec) } }
        let slots = ConcurrentSlots<LaidOutRun>(count: builders.count)
        DispatchQueue.concurrentPerform(iterations: builders.count) { index in
            slots.set(index, builders[index].build(spec: spec))
        }
        return slots.all.map { $0! }
    }
}

private struct RunCoverage {
    let index: Int
    var glyphs: [(image: GlyphImage, x: Int, y: Int)] = []
    var lineBoxes: [PixelRect] = []
    var decorations: [(x0: Double, x1: Double, y0: Double, y1: Double)] = []
    var fallbackFamilies: [String] = []

    init(index: Int) { self.index = index }

    func build(spec: ProofSpec) -> LaidOutRun {
        let run = spec.runs[index]
        let (points, weight) = spec.metrics(of: run)
        let bounds = lineBoxes.dropFirst().reduce(lineBoxes.first ?? PixelRect(x: 0, y: 0, width: 0, height: 0)) {
            $0.union($1)
        }
        // Decorations with their own colour get masks of their own.
        let textDecorations = decorations.enumerated().filter { !hasOwnColor($0.offset, run) }.map(\.element)
        var rect = bounds
        for glyph in glyphs {
            rect = rect.union(PixelRect(x: glyph.x, y: glyph.y, width: glyph.image.width, height: glyph.image.height))
        }
        for stroke in textDecorations { rect = rect.union(Self.pixelRect(stroke)) }
        var mask = CoverageMask(width: rect.width, height: rect.height)
        for glyph in glyphs {
            glyph.image.coverage.withUnsafeBufferPointer { coverage in
                mask.accumulate(
                    coverage, width: glyph.image.width, height: glyph.image.height, sourceStride: glyph.image.width,
                    atX: glyph.x - rect.x, y: glyph.y - rect.y)
            }
        }
        for stroke in textDecorations {
            mask.accumulateRectangle(
                x0: stroke.x0 - Double(rect.x), y0: stroke.y0 - Double(rect.y), x1: stroke.x1 - Double(rect.x),
                y1: stroke.y1 - Double(rect.y))
        }
        var coloured: [(ColorReference, CoverageMask, (x: Int, y: Int))] = []
        for (offset, stroke) in decorations.enumerated() {
            guard let color = ownColor(offset, run) else { continue }
            let box = Self.pixelRect(stroke)
            var strokeMask = CoverageMask(width: box.width, height: box.height)
            strokeMask.accumulateRectangle(
                x0: stroke.x0 - Double(box.x), y0: stroke.y0 - Double(box.y), x1: stroke.x1 - Double(box.x),
                y1: stroke.y1 - Double(box.y))
            coloured.append((color, strokeMask, (box.x, box.y)))
        }
        return LaidOutRun(
            index: index, text: run.text, color: run.color, highlight: run.background, points: points, weight: weight,
            bounds: bounds, lineBoxes: lineBoxes, mask: mask, maskOrigin: (rect.x, rect.y),
            colouredDecorations: coloured,
            fallbackFamilies: fallbackFamilies)
    }

    /// Strokes are recorded underline(s) first, then strikethrough(s), per segment.
    private func ownColor(_ offset: Int, _ run: RunSpec) -> ColorReference? {
        let perSegment = strokes(run.underline) + strokes(run.strikethrough)
        guard perSegment > 0 else { return nil }
        let position = offset % perSegment
        return position < strokes(run.underline) ? run.underline?.color : run.strikethrough?.color
    }

    private func hasOwnColor(_ offset: Int, _ run: RunSpec) -> Bool { ownColor(offset, run) != nil }

    private func strokes(_ decoration: DecorationSpec?) -> Int {
        guard let decoration else { return 0 }
        return decoration.style == .double ? 2 : 1
    }

    static func pixelRect(_ stroke: (x0: Double, x1: Double, y0: Double, y1: Double)) -> PixelRect {
        let x = Int(stroke.x0.rounded(.down)), y = Int(stroke.y0.rounded(.down))
        return PixelRect(x: x, y: y, width: Int(stroke.x1.rounded(.up)) - x, height: Int(stroke.y1.rounded(.up)) - y)
    }
}
