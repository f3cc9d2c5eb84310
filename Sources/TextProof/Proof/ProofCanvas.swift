import TextProofColor
import TextProofRaster

/// One appearance's pixels, at 8 or 16 bits behind one `fill` / `composite` surface, so drawing
/// never branches on depth. A 16-bit canvas (Display P3 with only solid backgrounds and
/// source-over text) keeps an 8-bit view that `refresh` brings up to date where a run was drawn,
/// because contrast is measured on 8-bit pixels.
struct ProofCanvas {
    /// The 8-bit image: the canvas itself, or the 16-bit canvas's view.
    private(set) var view: Surface
    private var deep: Surface16?
    let compositor: TextCompositor

    /// `background` is the 8-bit backdrop; `deepBackground`, when given, makes the canvas 16-bit.
    init(background: Surface, deepBackground: PremultipliedColorU16?, compositor: TextCompositor) {
        view = background
        deep = deepBackground.map { Surface16(width: background.width, height: background.height, filledWith: $0) }
        self.compositor = compositor
    }

    /// `color` source-over every pixel of `rect` (a run's highlight).
    mutating func fillOver(_ rect: PixelRect, with color: ResolvedColors.Resolved) {
        if deep != nil {
            deep!.fillOver(rect, with: Self.deep(color))
        } else {
            view.fillOver(rect, with: PremultipliedColorU8(color.converted.color))
        }
    }

    /// `color` through `mask` at `origin` with `mode` (16-bit canvases only ever draw source-over).
    mutating func composite(
        _ color: ResolvedColors.Resolved, mode: BlendMode, mask: CoverageMask, at origin: (x: Int, y: Int)
    ) {
        if deep != nil {
            compositor.composite(Self.deep(color), through: mask, at: origin, onto: &deep!)
        } else {
            compositor.composite(color.converted.color, mode: mode, through: mask, at: origin, onto: &view)
        }
    }

    /// Brings the 8-bit view up to date within `rect` (a no-op at 8 bits).
    mutating func refresh(_ rect: PixelRect) {
        deep?.narrow(rect, into: &view)
    }

    /// The finished premultiplied surface at 8 bits (the 16-bit canvas rounded), for simulated
    /// visions, and the finished image's pixels at its depth.
    func finished() -> (surface: Surface, pixels: ImagePixels) {
        guard let deep else { return (view, ImagePixels(view.unpremultiplied())) }
        let narrow = deep.narrowed()
        return (narrow, ImagePixels(image: narrow.unpremultiplied(), wideSamples: deep.unpremultipliedSamples()))
    }

    /// A resolved colour at 16 bits: its unclipped output components clipped to the gamut, not
    /// rounded to 8 bits first.
    static func deep(_ color: ResolvedColors.Resolved, opaque: Bool = false) -> PremultipliedColorU16 {
        let exact = color.converted.exact
        return PremultipliedColorU16(
            red: exact[0], green: exact[1], blue: exact[2], alpha: opaque ? 1 : color.value.alpha)
    }
}
