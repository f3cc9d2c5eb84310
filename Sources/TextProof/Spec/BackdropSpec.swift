import TextProofRaster

/// A background that is not one colour: a gradient, an image, or a material over one of those.
public indirect enum BackdropSpec: Sendable, Equatable, CustomStringConvertible {
    /// From `from` to `to` along `angle` degrees (0 points right, 90 down).
    case linearGradient(from: ColorReference, to: ColorReference, angle: Double)
    /// From `inner` at the centre to `outer` at the corners.
    case radialGradient(inner: ColorReference, outer: ColorReference)
    /// A PNG scaled to cover the canvas.
    case image(path: String)
    /// A material over a backdrop: blurred, saturated, tinted for the appearance.
    case material(Material.Preset, backdrop: BackdropSpec)

    /// The backdrop as the spec writes it.
    public var description: String {
        switch self {
        case .linearGradient(let from, let to, let angle): "linear-gradient(\(from), \(to), \(angle)°)"
        case .radialGradient(let inner, let outer): "radial-gradient(\(inner), \(outer))"
        case .image(let path): "image(\(path))"
        case .material(let preset, let backdrop): "material \(preset.rawValue) over \(backdrop)"
        }
    }

    /// Every colour reference inside, for validation and lints.
    var colors: [ColorReference] {
        switch self {
        case .linearGradient(let from, let to, _): [from, to]
        case .radialGradient(let inner, let outer): [inner, outer]
        case .image: []
        case .material(_, let backdrop): backdrop.colors
        }
    }
}
