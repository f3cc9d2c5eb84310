/// The separable blend modes (W3C Compositing § 10.2) and Apple's plus-lighter and plus-darker, for
/// a solid colour through a coverage mask, in integers on premultiplied bytes — the text path's
/// arithmetic rather than a Double per component.
///
/// With s, d the source and backdrop channels, αs, αb their alphas (all 0…255), a mode's result
/// scaled by 255² is `N = s·(255 − αb) + d·(255 − αs) + T`, where `T = αs·αb·B(Cb, Cs)` needs no
/// division for most modes (multiply: s·d; screen: s·αb + d·αs − s·d; darken: min(s·αb, d·αs); …);
/// colour-dodge, colour-burn and soft-light work out `B` in Float from the straight colours and
/// round `T`. Alpha is `αs·255 + αb·(255 − αs)`. The result, `N / 255` rounded and kept ≤ alpha, is
/// mixed with the backdrop by coverage m as `(d·(255 − m) + r·m) / 255` rounded — two roundings,
/// so within 1 of the Double model (`BlendMode.apply`), which the tests check.
///
/// `reference` (`scalarRow`) goes one channel at a time. `simd` (`vectorRow`) works on two pixels per
/// eight-lane vector, skips eight pixels at a time where the mask is empty, and agrees with the
/// reference to the bit. `CompositeBlendSolidA8` calls it for the modes it `supports`; given any
/// other mode, both rows hand the work to `CompositeBlendSolidA8`'s own rows.
public enum SeparableBlend {
    public typealias Implementation = KernelImplementation

    public static func composite(
        _ color: PremultipliedColorU8, mode: BlendMode, through mask: CoverageMask, atX x: Int, y: Int,
        onto surface: inout Surface, using implementation: Implementation = .simd, bands: Int = 1
    ) {
        MaskRows.forEach(mask, atX: x, y: y, in: &surface, bands: bands) { maskRow, destination, count in
            switch implementation {
            case .reference: scalarRow(color, mode: mode, mask: maskRow, destination: destination, count: count)
            case .simd: vectorRow(color, mode: mode, mask: maskRow, destination: destination, count: count)
            }
        }
    }

    public static func supports(_ mode: BlendMode) -> Bool {
        switch mode {
        case .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight,
            .difference, .exclusion, .plusLighter, .plusDarker:
            true
        default:
            false
        }
    }

    // MARK: - The arithmetic, one channel.

    /// `T = αs·αb·B(Cb, Cs)` scaled by 255², for a colour channel.
    @inline(__always)
    static func term(_ mode: BlendMode, s: Int32, sa: Int32, d: Int32, da: Int32, straightSource cs: Float) -> Int32 {
        switch mode {
        case .multiply: return s * d
        case .screen: return s * da + d * sa - s * d
        case .overlay: return 2 * d <= da ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
        case .hardLight: return 2 * s <= sa ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
        case .darken: return min(s * da, d * sa)
        case .lighten: return max(s * da, d * sa)
        case .difference: return abs(s * da - d * sa)
        case .exclusion: return s * da + d * sa - 2 * s * d
        default:
            let cb = da == 0 ? 0 : Float(d) / Float(da)
            return rounded(Float(sa * da) * floatBlend(mode, cb: cb, cs: cs))
        }
    }

    /// B(Cb, Cs) for the modes that divide, on straight colours (W3C § 10.2).
    @inline(__always)
    static func floatBlend(_ mode: BlendMode, cb: Float, cs: Float) -> Float {
        switch mode {
        case .colorDodge: return cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        default:  // soft-light
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dark = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : root(cb)
            return cb + (2 * cs - 1) * (dark - cb)
        }
    }

    /// √x for x in (¼, 1] as x / √x, 1/√x by Newton's method without division from 1.75 − 0.75x
    /// (at most 22 % off; four steps reach Float precision: 22 % → 6 % → 0.5 % → 4·10⁻⁶ → rounding).
    /// Spelt out because a vector of `squareRoot()` compiles to a library call per lane and
    /// division is slow; the vector path takes the same steps.
    @inline(__always)
    static func root(_ x: Float) -> Float {
        var r = 1.75 - 0.75 * x
        for _ in 0..<4 { r = r * (1.5 - 0.5 * x * r * r) }
        return x * r
    }

    /// Nearest integer (ties to even) of a non-negative Float below 2²²: adding 1.5 × 2²³ leaves it
    /// in the low mantissa bits. The vector path does the same per lane.
    @inline(__always)
    static func rounded(_ value: Float) -> Int32 {
        Int32(bitPattern: (value + 12_582_912).bitPattern) &- 0x4B40_0000
    }

    /// One pixel's four result channels before coverage: the mode's colour, alpha last.
    @inline(__always)
    static func blended(_ mode: BlendMode, source: SIMD4<Int32>, straight: SIMD4<Float>, backdrop d: SIMD4<Int32>)
        -> SIMD4<Int32>
    {
        let sa = source[3], da = d[3]
        switch mode {
        case .plusLighter:
            return SIMD4(
                min(255, source[0] + d[0]), min(255, source[1] + d[1]), min(255, source[2] + d[2]), min(255, sa + da))
        case .plusDarker:
            let alpha = min(255, sa + da)
            return SIMD4(
                max(0, alpha - ((da - d[0]) + (sa - source[0]))), max(0, alpha - ((da - d[1]) + (sa - source[1]))),
                max(0, alpha - ((da - d[2]) + (sa - source[2]))), alpha)
        default:
            let alpha = divideBy255(sa * 255 + da * (255 - sa))
            var result = SIMD4<Int32>(repeating: alpha)
            for channel in 0..<3 {
                let n =
                    source[channel] * (255 - da) + d[channel] * (255 - sa)
                    + term(mode, s: source[channel], sa: sa, d: d[channel], da: da, straightSource: straight[channel])
                result[channel] = min(alpha, min(255, max(0, divideBy255(n))))
            }
            return result
        }
    }

    /// The premultiplied source's straight colour, per channel (what `B` reads), in Float.
    static func straight(_ color: PremultipliedColorU8) -> SIMD4<Float> {
        let alpha = Float(color.alpha)
        guard alpha > 0 else { return .zero }
        return SIMD4(
            min(1, Float(color.red) / alpha), min(1, Float(color.green) / alpha), min(1, Float(color.blue) / alpha), 1)
    }

    // MARK: - Reference: one pixel, one channel at a time.

    public static func scalarRow(
        _ color: PremultipliedColorU8, mode: BlendMode, mask: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        guard supports(mode) else {
            return CompositeBlendSolidA8.referenceRow(
                color, mode: mode, mask: mask, destination: destination, count: count)
        }
        let source = SIMD4<Int32>(Int32(color.red), Int32(color.green), Int32(color.blue), Int32(color.alpha))
        let straight = straight(color)
        for index in 0..<count where mask[index] != 0 {
            let pixel = destination + index * 4, m = Int32(mask[index])
            let d = SIMD4<Int32>(Int32(pixel[0]), Int32(pixel[1]), Int32(pixel[2]), Int32(pixel[3]))
            let r = blended(mode, source: source, straight: straight, backdrop: d)
            for channel in 0..<4 { pixel[channel] = UInt8(divideBy255(d[channel] * (255 - m) + r[channel] * m)) }
        }
    }
}
