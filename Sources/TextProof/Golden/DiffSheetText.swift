import TextProofColor
import TextProofRaster
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The failure sheet's words (panel headers, legend), set by TextProof's own engine in its own
/// Inter. When the fonts cannot be loaded every label is empty (0 × 0) and draws nothing: the
/// sheet loses its words, never the comparison its diff image.
struct DiffSheetText {
    private let headers: SheetLabels?
    private let legend: SheetLabels?

    /// Sets `headers` in the proof sheet's header type and `legend` in its legend type, at 1×.
    init(headers: [String], legend: [String]) {
        let fonts = Self.fonts()
        func set(_ texts: [String], _ style: (points: Double, weight: FontWeight)) -> SheetLabels? {
            guard let fonts else { return nil }
            return try? SheetLabels(texts, points: style.points, weight: style.weight, scale: 1, fonts: fonts)
        }
        self.headers = set(headers, SheetLabels.header)
        self.legend = set(legend, SheetLabels.legend)
    }

    /// Which set a label is in.
    enum Kind { case header, legend }

    private func labels(_ kind: Kind) -> SheetLabels? { kind == .header ? headers : legend }

    /// A label's box, 0 × 0 without fonts.
    func size(_ kind: Kind, _ index: Int) -> (width: Int, height: Int) {
        guard let label = labels(kind)?.labels[index] else { return (0, 0) }
        return (label.width, label.height)
    }

    /// The tallest label of `kind`: a line's height.
    func lineHeight(_ kind: Kind) -> Int { labels(kind)?.labels.map(\.height).max() ?? 0 }

    /// Draws a label with its box's top-left corner at (x, y), on `background` (what lies there).
    func draw(
        _ kind: Kind, _ index: Int, color: ColorU8, on background: ColorU8, atX x: Int, y: Int,
        into canvas: inout DiffSheetCanvas
    ) {
        guard let labels = labels(kind) else { return }
        let label = labels.labels[index]
        guard label.width > 0, label.height > 0 else { return }
        // Set on a label-sized surface of the background, then copied: the canvas stays plain bytes.
        var surface = Surface(width: label.width, height: label.height, filledWith: PremultipliedColorU8(background))
        labels.draw(index, color: color, atX: 0, y: 0, onto: &surface)
        canvas.draw(surface.unpremultiplied(), atX: x, y: y)
    }

    /// A provider over TextProof's own `fonts/` (the checkout this was built from), else the
    /// usual folder; nil when neither loads.
    static func fonts() -> FontProvider? {
        // The sheet's words are always Inter, whatever fonts the compared proofs were set in.
        guard let directory = FontProvider.packageDirectory() ?? FontProvider.defaultDirectory() else { return nil }
        return try? FontProvider(fontsDirectory: directory)
    }
}
