/// How a run's colour combines with what is under it: the Porter-Duff operators, the W3C
/// Compositing and Blending Level 1 separable and non-separable modes, and Apple's plus-lighter and
/// plus-darker. Every mode works on premultiplied colour, as the W3C spec defines them.
public enum BlendMode: String, Codable, Sendable, CaseIterable {
    // Porter-Duff (W3C § 9.1): co = cs × Fa + cb × Fb, αo = αs × Fa + αb × Fb.
    case clear
    case source = "src"
    case destination = "dst"
    case sourceOver = "src-over"
    case destinationOver = "dst-over"
    case sourceIn = "src-in"
    case destinationIn = "dst-in"
    case sourceOut = "src-out"
    case destinationOut = "dst-out"
    case sourceAtop = "src-atop"
    case destinationAtop = "dst-atop"
    case xor, plus
    // Separable (§ 10.2) and non-separable (§ 10.3) blend modes, composited source-over.
    case multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case hardLight = "hard-light"
    case softLight = "soft-light"
    case difference, exclusion
    case hue, saturation, color, luminosity
    // Apple's CGBlendMode.plusLighter / plusDarker.
    case plusLighter = "plus-lighter"
    case plusDarker = "plus-darker"

    /// A premultiplied colour, components 0…1, alpha last.
    public typealias Pixel<T: BinaryFloatingPoint> = (r: T, g: T, b: T, a: T)

    /// `source` combined with `backdrop`, both premultiplied.
    public func apply<T: BinaryFloatingPoint>(_ source: Pixel<T>, over backdrop: Pixel<T>) -> Pixel<T> {
        let (cs, cb, αs, αb) = (
            Components(source.r, source.g, source.b), Components(backdrop.r, backdrop.g, backdrop.b), source.a,
            backdrop.a
        )
        if let (fa, fb) = porterDuffFactors(αs, αb) {
            let c = Components.zip(cs, cb) { s, b in s * fa + b * fb }
            let alpha = αs * fa + αb * fb
            return self == .plus ? (min(1, c.r), min(1, c.g), min(1, c.b), min(1, alpha)) : (c.r, c.g, c.b, alpha)
        }
        switch self {
        case .plusLighter:
            // R = min(1, S + D) on premultiplied components.
            return (min(1, cs.r + cb.r), min(1, cs.g + cb.g), min(1, cs.b + cb.b), min(1, αs + αb))
        case .plusDarker:
            // Apple: R = max(0, 1 − ((1 − D) + (1 − S))) for opaque colours; premultiplied, each
            // term is measured from its own alpha, and alpha adds as in plus-lighter.
            let alpha = min(1, αs + αb)
            let c = Components.zip(cs, cb) { s, b in max(0, alpha - ((αb - b) + (αs - s))) }
            return (c.r, c.g, c.b, alpha)
        default:
            break
        }
        // Straight colours for B(Cb, Cs).
        let straightSource = cs.map { αs > 0 ? min(1, $0 / αs) : 0 }
        let straightBackdrop = cb.map { αb > 0 ? min(1, $0 / αb) : 0 }
        let blended = blend(backdrop: straightBackdrop, source: straightSource)
        // co = cs × (1 − αb) + cb × (1 − αs) + αs × αb × B(Cb, Cs); αo = αs + αb × (1 − αs).
        func mixed(_ s: T, _ b: T, _ blend: T) -> T { s * (1 - αb) + b * (1 - αs) + αs * αb * blend }
        return (
            mixed(cs.r, cb.r, blended.r), mixed(cs.g, cb.g, blended.g), mixed(cs.b, cb.b, blended.b),
            αs + αb * (1 - αs)
        )
    }

    private func porterDuffFactors<T: BinaryFloatingPoint>(_ αs: T, _ αb: T) -> (T, T)? {
        switch self {
        case .clear: (0, 0)
        case .source: (1, 0)
        case .destination: (0, 1)
        case .sourceOver: (1, 1 - αs)
        case .destinationOver: (1 - αb, 1)
        case .sourceIn: (αb, 0)
        case .destinationIn: (0, αs)
        case .sourceOut: (1 - αb, 0)
        case .destinationOut: (0, 1 - αs)
        case .sourceAtop: (αb, 1 - αs)
        case .destinationAtop: (1 - αb, αs)
        case .xor: (1 - αb, 1 - αs)
        case .plus: (1, 1)
        default: nil
        }
    }

    /// B(Cb, Cs) on straight colours.
    private func blend<T: BinaryFloatingPoint>(backdrop cb: Components<T>, source cs: Components<T>) -> Components<T> {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return Components.zip(cb, cs) { b, s in separable(b, s) }
        }
    }

    private func separable<T: BinaryFloatingPoint>(_ cb: T, _ cs: T) -> T {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return BlendMode.hardLight.separable(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.separable(cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    // W3C § 10.3 helpers.
    static func lum<T: BinaryFloatingPoint>(_ c: Components<T>) -> T { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func clipColor<T: BinaryFloatingPoint>(_ c: Components<T>) -> Components<T> {
        let l = lum(c), n = c.smallest, x = c.largest
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    static func setLum<T: BinaryFloatingPoint>(_ c: Components<T>, _ l: T) -> Components<T> {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat<T: BinaryFloatingPoint>(_ c: Components<T>) -> T { c.largest - c.smallest }

    static func setSat<T: BinaryFloatingPoint>(_ c: Components<T>, _ s: T) -> Components<T> {
        let maximum = c.largest, minimum = c.smallest
        guard maximum > minimum else { return Components(0, 0, 0) }
        return c.map { $0 == maximum ? s : $0 == minimum ? 0 : ($0 - minimum) * s / (maximum - minimum) }
    }
}

/// A colour's three components, for W3C's formulas component by component: these run for every
/// pixel of the general kernel, where arrays were allocated several times a pixel.
struct Components<T: BinaryFloatingPoint> {
    var r: T, g: T, b: T

    init(_ r: T, _ g: T, _ b: T) { (self.r, self.g, self.b) = (r, g, b) }

    func map(_ transform: (T) -> T) -> Components { Components(transform(r), transform(g), transform(b)) }

    static func zip(_ x: Components, _ y: Components, _ combine: (T, T) -> T) -> Components {
        Components(combine(x.r, y.r), combine(x.g, y.g), combine(x.b, y.b))
    }

    /// As `Sequence.min()` picks it: a later component replaces the result only when smaller.
    var smallest: T {
        var m = r
        if g < m { m = g }
        if b < m { m = b }
        return m
    }

    /// As `Sequence.max()` picks it: a later component replaces the result only when larger.
    var largest: T {
        var m = r
        if m < g { m = g }
        if m < b { m = b }
        return m
    }
}
