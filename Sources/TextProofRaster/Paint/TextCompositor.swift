import TextProofColor

/// The one place that chooses a kernel: (blend mode, compositing space, surface depth) → the
/// kernel that draws a colour through a coverage mask, and the fills and image composites around
/// them. Proofs and sheets call this, never `Kernels/`.
///
/// | surface | mode | space | kernel |
/// |---|---|---|---|
/// | 8-bit | source-over | encoded | `CompositeOverSolidA8` |
/// | 8-bit | source-over | linear light | `CompositeOverSolidA8Linear` |
/// | 8-bit | separable, plus-lighter/-darker | either | `SeparableBlend` (through `CompositeBlendSolidA8`) |
/// | 8-bit | any other | either | `CompositeBlendSolidA8` |
/// | 16-bit | source-over | encoded | `CompositeOverSolidA8RGBA16` |
public struct TextCompositor: Sendable {
    /// Where blending happens: on the encoded values (as Core Graphics does), or in linear light.
    public enum Space: Sendable {
        case encoded
        case linear
    }

    public let space: Space
    public let implementation: KernelImplementation

    public init(space: Space = .encoded, implementation: KernelImplementation = .simd) {
        self.space = space
        self.implementation = implementation
    }

    /// `color` (straight alpha, in the surface's space) through `mask` at `origin`, with `mode`.
    public func composite(
        _ color: ColorU8, mode: BlendMode, through mask: CoverageMask, at origin: (x: Int, y: Int),
        onto surface: inout Surface
    ) {
        switch (mode, space) {
        case (.sourceOver, .encoded):
            CompositeOverSolidA8.composite(
                PremultipliedColorU8(color), through: mask, atX: origin.x, y: origin.y, onto: &surface,
                using: implementation)
        case (.sourceOver, .linear):
            CompositeOverSolidA8Linear.composite(
                color, through: mask, atX: origin.x, y: origin.y, onto: &surface, using: implementation)
        default:
            CompositeBlendSolidA8.composite(
                PremultipliedColorU8(color), mode: mode, through: mask, atX: origin.x, y: origin.y, onto: &surface,
                using: implementation)
        }
    }

    /// A premultiplied 16-bit colour source-over a 16-bit surface (Display P3 proofs draw in 16
    /// bits only with source-over in the encoded space).
    public func composite(
        _ color: PremultipliedColorU16, through mask: CoverageMask, at origin: (x: Int, y: Int),
        onto surface: inout Surface16
    ) {
        CompositeOverSolidA8RGBA16.composite(
            color, through: mask, atX: origin.x, y: origin.y, onto: &surface, using: implementation)
    }

    /// `color` copied into every pixel of `rect` (clipped): the sheet's column backgrounds and badges.
    public func fillCopying(_ rect: PixelRect, with color: PremultipliedColorU8, onto surface: inout Surface) {
        FillSolid.copy(
            color, x: rect.x, y: rect.y, width: rect.width, height: rect.height, into: &surface, using: implementation)
    }

    /// `image` source-over `surface` at its origin, in row bands on up to `bands` cores: a backdrop
    /// over the window colour behind it.
    public func composite(_ image: Surface, over surface: inout Surface, bands: Int = 1) {
        CompositeOverRGBA8.composite(image, atX: 0, y: 0, onto: &surface, using: implementation, bands: bands)
    }
}
