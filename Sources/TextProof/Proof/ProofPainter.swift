import TextProofColor
import TextProofPlatform
import TextProofRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paints one appearance of a proof: the background (solid, gradient, image or material) and each
/// run with the kernel its blend needs.
struct ProofPainter {
    let spec: ProofSpec
    let colors: ResolvedColors
    let output: OutputColorSpace
    let implementation: KernelImplementation
    let width: Int
    let height: Int
    /// Image backdrops, read once per render.
    var images: [String: RGBAImage] = [:]

    init(
        spec: ProofSpec, colors: ResolvedColors, output: OutputColorSpace, implementation: KernelImplementation,
        width: Int, height: Int
    ) {
        self.spec = spec
        self.colors = colors
        self.output = output
        self.implementation = implementation
        self.width = width
        self.height = height
    }

    /// The backdrop for `appearance`: the window colour, then a solid background over it, or a
    /// gradient, image or material.
    mutating func background(
        for appearance: Appearance, solid: ResolvedColors.Resolved, window: ResolvedColors.Resolved
    ) throws(ProofError) -> Surface {
        let base = PremultipliedColorU8(solid.converted.color).over(PremultipliedColorU8(window.converted.color.opaque))
        guard let backdrop = spec.backdrop else { return Surface(width: width, height: height, filledWith: base) }
        var surface = try draw(backdrop, for: appearance)
        // Anything translucent in the backdrop shows the window.
        var under = Surface(
            width: width, height: height, filledWith: PremultipliedColorU8(window.converted.color.opaque))
        compositor.composite(surface, over: &under, bands: Cores.available)
        surface = under
        return surface
    }

    private mutating func draw(_ backdrop: BackdropSpec, for appearance: Appearance) throws(ProofError) -> Surface {
        switch backdrop {
        case .linearGradient(let from, let to, let angle):
            return Backdrop.linearGradient(
                width: width, height: height, from: try premultiplied(from, appearance),
                to: try premultiplied(to, appearance), angle: angle
            )
        case .radialGradient(let inner, let outer):
            return Backdrop.radialGradient(
                width: width, height: height, inner: try premultiplied(inner, appearance),
                outer: try premultiplied(outer, appearance))
        case .image(let path):
            return Backdrop.image(try image(at: path), width: width, height: height)
        case .material(let preset, let under):
            let material = Material(preset)
            let tint = appearance.colorScheme == .dark ? material.darkTint : material.lightTint
            let converted: ColorU8
            do { converted = try colors.convert(ColorValue(tint)).color } catch { throw .colorManagement(error) }
            return material.apply(
                to: try draw(under, for: appearance), scale: spec.scale, tint: converted,
                bands: Cores.available)
        }
    }

    private func premultiplied(_ reference: ColorReference, _ appearance: Appearance) throws(ProofError)
        -> PremultipliedColorU8
    {
        PremultipliedColorU8(try colors.resolve(reference, field: "background", for: appearance).converted.color)
    }

    /// A PNG backdrop, assumed sRGB, converted once into the output space.
    private mutating func image(at path: String) throws(ProofError) -> RGBAImage {
        if let cached = images[path] { return cached }
        var image: RGBAImage
        do { image = try PNGCodec.read(path) } catch {
            throw .spec(SpecError(file: spec.source, field: "background.image", message: error.description))
        }
        if output != .sRGB {
            do {
                var pixels = image.pixels
                try PixelConverter(from: .sRGB, to: output).convert(rgba: &pixels)
                image = RGBAImage(width: image.width, height: image.height, pixels: pixels)
            } catch { throw .colorManagement(error) }
        }
        images[path] = image
        return image
    }

    /// The blend a run uses in `appearance`: its own, else vibrancy's, else source-over.
    static func blendMode(for run: RunSpec, in appearance: Appearance) -> BlendMode {
        if let blend = run.blend { return blend }
        guard appearance.isVibrant else { return .sourceOver }
        return appearance.colorScheme == .dark ? .plusLighter : .plusDarker
    }

    /// The text kernels for this spec's compositing space.
    var compositor: TextCompositor {
        TextCompositor(space: spec.compositing == .linear ? .linear : .encoded, implementation: implementation)
    }
}
