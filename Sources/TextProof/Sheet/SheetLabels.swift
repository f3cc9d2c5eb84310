import TextProofColor
import TextProofRaster
import TextProofText

/// Text for the sheet's own words (headers, badges, legend), set by the same engine as the
/// proofs: each label's coverage, cropped to its line box.
struct SheetLabels: Sendable {
    struct Label: Sendable {
        let mask: CoverageMask
        /// Where the mask's top-left corner lies relative to the label box's.
        let offset: (x: Int, y: Int)
        let width: Int
        let height: Int
    }

    let labels: [Label]

    /// The type of the labels every sheet sets: column headers, badges, the legend.
    static let header = (points: 13.0, weight: FontWeight.semibold)
    static let badge = (points: 11.0, weight: FontWeight.semibold)
    static let legend = (points: 11.0, weight: FontWeight.regular)

    /// Makes the fonts of `header`, `badge` and `legend` at `scale`, each with its HarfBuzz layout
    /// tables (a font's first shaping builds them: about 0.25 ms each for Inter), so that setting
    /// the labels finds them made. Renders nothing. A renderer calls it on another core while it
    /// paints, when nothing else uses `fonts`.
    static func prepareFonts(scale: Double, fonts: FontProvider) {
        for style in [header, badge, legend] {
            let spec = Self.spec(["0"], points: style.points, weight: style.weight, scale: scale)
            let (points, weight) = spec.metrics(of: spec.runs[0])
            // As CanvasLayout asks for a run's primary font.
            _ = try? fonts.font(
                spec.font, pixelSize: points * spec.scale, weight: weight, italic: false, points: points
            )
            .shape("0")
        }
    }

    /// The spec a batch of labels is set as: a run (a paragraph) each.
    static func spec(_ texts: some Collection<String>, points: Double, weight: FontWeight, scale: Double) -> ProofSpec {
        ProofSpec(
            name: "sheet-labels", source: "<proof sheet>", size: points, weight: weight, scale: scale,
            appearances: [.light], runs: texts.map { RunSpec(text: $0.isEmpty ? " " : $0) })
    }

    init(_ texts: [String], points: Double, weight: FontWeight, scale: Double, fonts: FontProvider) throws(ProofError) {
        guard !texts.isEmpty else {
            labels = []
            return
        }
        // Each distinct text is set once (a sheet's badges mostly repeat: a paragraph's 26 runs all
        // read "21.00:1 · Lc 106.0 · AAA"); a label's coverage does not depend on where it was set.
        var firstIndex: [String: Int] = [:], distinct: [String] = []
        let positions = texts.map { text in
            if let known = firstIndex[text] { return known }
            firstIndex[text] = distinct.count
            distinct.append(text)
            return distinct.count - 1
        }
        let set = try Self.set(distinct, points: points, weight: weight, scale: scale, fonts: fonts)
        labels = positions.map { set[$0] }
    }

    private static func set(_ texts: [String], points: Double, weight: FontWeight, scale: Double, fonts: FontProvider)
        throws(ProofError) -> [Label]
    {
        // Set in batches: one canvas per batch keeps any number of labels inside the canvas limit.
        var labels: [Label] = []
        // A line with its spacing takes about 1.75 × its size: stay under half the limit per canvas.
        let batch = max(1, CanvasLayout.maximumDimension / 2 / max(1, Int(2 * points * scale)))
        for start in stride(from: 0, to: texts.count, by: batch) {
            let spec = Self.spec(
                texts[start..<min(start + batch, texts.count)], points: points, weight: weight, scale: scale)
            let layout: CanvasLayout
            layout = try CanvasLayout(spec: spec, fonts: fonts)
            labels += layout.runs.map { run in
                Label(
                    mask: run.mask, offset: (run.maskOrigin.x - run.bounds.x, run.maskOrigin.y - run.bounds.y),
                    width: run.bounds.width, height: run.bounds.height)
            }
        }
        return labels
    }

    /// Draws label `index` with its box's top-left corner at (x, y).
    func draw(_ index: Int, color: ColorU8, atX x: Int, y: Int, onto surface: inout Surface) {
        let label = labels[index]
        TextCompositor().composite(
            color, mode: .sourceOver, through: label.mask, at: (x + label.offset.x, y + label.offset.y), onto: &surface)
    }
}
