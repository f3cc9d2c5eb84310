/// `SeparableBlend`'s fast path: four pixels per sixteen 16-bit lanes ([r g b a] × 4), the mode
/// chosen once per row, eight pixels skipped at a time where the mask is empty, the blend of the
/// last four backdrop pixels reused while they repeat. Every product and
/// `N` fit 16 bits (N ≤ 255², since a result never exceeds its alpha), so lanes wrap harmlessly
/// in sums and differences; comparisons only ever see values that fit. The modes that divide
/// work out `T` in two eight-lane Float halves.
extension SeparableBlend {
    typealias Lanes = SIMD16<UInt16>

    public static func vectorRow(
        _ color: PremultipliedColorU8, mode: BlendMode, mask: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let pixel = SIMD4<UInt16>(UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        let s = Lanes(lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel), highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
        let sa = Lanes(repeating: UInt16(color.alpha))
        let one = straight(color), cs = SIMD8<Float>(lowHalf: one, highHalf: one)
        let alphaLane = Lanes(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1) .== 1

        /// The separable modes' result before coverage, from `T`.
        @inline(__always) func separable(_ d: Lanes, _ da: Lanes, _ t: Lanes) -> Lanes {
            let alpha = divideBy255(sa &* 255 &+ da &* (255 &- sa))
            let n = s &* (255 &- da) &+ d &* (255 &- sa) &+ t
            return minimum(divideBy255(n), alpha).replacing(with: alpha, where: alphaLane)
        }
        @inline(__always) func float(_ d: Lanes, _ da: Lanes) -> Lanes {
            @inline(__always) func half(_ d: SIMD8<UInt16>, _ da: SIMD8<UInt16>) -> SIMD8<UInt16> {
                let alpha = floats(da)
                let cb = (floats(d) / alpha).replacing(with: 0, where: alpha .== 0)
                return rounded(floats(sa.lowHalf &* da) * floatBlend(mode, cb: cb, cs: cs))
            }
            return separable(
                d, da, Lanes(lowHalf: half(d.lowHalf, da.lowHalf), highHalf: half(d.highHalf, da.highHalf)))
        }

        switch mode {
        case .multiply: walk(mask, destination, count, color, mode) { d, da in separable(d, da, s &* d) }
        case .screen:
            walk(mask, destination, count, color, mode) { d, da in separable(d, da, s &* da &+ d &* sa &- s &* d) }
        case .overlay:
            walk(mask, destination, count, color, mode) { d, da in
                let high = sa &* da &- 2 &* (da &- d) &* (sa &- s)
                return separable(d, da, high.replacing(with: 2 &* s &* d, where: 2 &* d .<= da))
            }
        case .hardLight:
            walk(mask, destination, count, color, mode) { d, da in
                let high = sa &* da &- 2 &* (da &- d) &* (sa &- s)
                return separable(d, da, high.replacing(with: 2 &* s &* d, where: 2 &* s .<= sa))
            }
        case .darken:
            walk(mask, destination, count, color, mode) { d, da in separable(d, da, minimum(s &* da, d &* sa)) }
        case .lighten:
            walk(mask, destination, count, color, mode) { d, da in separable(d, da, maximum(s &* da, d &* sa)) }
        case .difference:
            walk(mask, destination, count, color, mode) { d, da in
                let x = s &* da, y = d &* sa
                return separable(d, da, maximum(x, y) &- minimum(x, y))
            }
        case .exclusion:
            walk(mask, destination, count, color, mode) { d, da in separable(d, da, s &* da &+ d &* sa &- 2 &* s &* d) }
        case .colorDodge, .colorBurn, .softLight: walk(mask, destination, count, color, mode) { d, da in float(d, da) }
        case .plusLighter:
            walk(mask, destination, count, color, mode) { d, _ in minimum(s &+ d, Lanes(repeating: 255)) }
        case .plusDarker:
            walk(mask, destination, count, color, mode) { d, da in
                let alpha = minimum(sa &+ da, Lanes(repeating: 255))
                // max(0, α − ((αb − d) + (αs − s))) without going below zero in unsigned lanes.
                let lost = (da &- d) &+ (sa &- s)
                return alpha &- minimum(alpha, lost)
            }
        default:
            // Not a separable mode: the general kernel's row, not this arithmetic.
            CompositeBlendSolidA8.simdRow(color, mode: mode, mask: mask, destination: destination, count: count)
        }
    }

    /// `floatBlend` per lane: the same operations, every branch worked out and chosen by mask.
    @inline(__always)
    static func floatBlend(_ mode: BlendMode, cb: SIMD8<Float>, cs: SIMD8<Float>) -> SIMD8<Float> {
        let one = SIMD8<Float>(repeating: 1)
        switch mode {
        // min(1, q) as a compare and a select (the generic `pointwiseMin` was a call for every
        // vector); the lanes where q is not a number (0 / 0) are replaced just after.
        case .colorDodge:
            let q = cb / (1 - cs)
            return one.replacing(with: q, where: q .< one).replacing(with: 1, where: cs .== 1).replacing(
                with: 0, where: cb .== 0)
        case .colorBurn:
            let q = (1 - cb) / cs
            return (1 - one.replacing(with: q, where: q .< one)).replacing(with: 0, where: cs .== 0).replacing(
                with: 1, where: cb .== 1)
        default:  // soft-light
            let low = cb - (1 - 2 * cs) * cb * (1 - cb)
            // root(cb) where cb > ¼; other lanes' roots (of 0 … ¼) are finite and discarded.
            var r = 1.75 - 0.75 * cb
            for _ in 0..<4 { r = r * (1.5 - 0.5 * cb * r * r) }
            let dark = (((16 * cb - 12) * cb + 4) * cb).replacing(with: cb * r, where: cb .> 0.25)
            return (cb + (2 * cs - 1) * (dark - cb)).replacing(with: low, where: cs .<= 0.5)
        }
    }

    /// The row walk: eight mask bytes at a time (skipped when all zero), four pixels a vector,
    /// `blend` giving the result before coverage from the backdrop and its alpha in every lane.
    @inline(__always)
    static func walk(
        _ mask: UnsafePointer<UInt8>, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int,
        _ color: PremultipliedColorU8,
        _ mode: BlendMode,
        _ blend: (_ d: Lanes, _ da: Lanes) -> Lanes
    ) {
        let pixels = UnsafeMutableRawPointer(destination), coverage = UnsafeRawPointer(mask)
        // The blend depends on the backdrop alone, so four pixels of the backdrop last seen (a solid
        // background under text) reuse the result. None is worked out before the first backdrop
        // (one of a clear backdrop was, for nothing: about 5 % of soft-light's time on 256-pixel rows).
        var lastBackdrop = SIMD2<UInt64>(repeating: 0), lastBlend = Lanes.zero, blended = false
        var index = 0
        while index + 8 <= count {
            if coverage.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0 {
                index += 8
                continue
            }
            for half in 0..<2 {
                let quad = index + half * 4
                let m = coverage.loadUnaligned(fromByteOffset: quad, as: UInt32.self)
                guard m != 0 else { continue }
                let packed = pixels.loadUnaligned(fromByteOffset: quad * 4, as: SIMD4<UInt32>.self)
                let d = widened(packed)
                let backdrop = unsafeBitCast(packed, to: SIMD2<UInt64>.self)
                if !blended || backdrop[0] != lastBackdrop[0] || backdrop[1] != lastBackdrop[1] {
                    lastBlend = blend(d, d.alphaBroadcast)
                    lastBackdrop = backdrop
                    blended = true
                }
                let mm = spread(m)
                let out = divideBy255(d &* (255 &- mm) &+ lastBlend &* mm)
                pixels.storeBytes(of: narrowed(out), toByteOffset: quad * 4, as: SIMD16<UInt8>.self)
            }
            index += 8
        }
        if index < count {
            scalarRow(color, mode: mode, mask: mask + index, destination: destination + index * 4, count: count - index)
        }
    }

    // MARK: - Lane helpers, each written in the form that compiles to the fewest instructions here.

    /// Four coverage bytes (pixel 0 in the low byte), each in its pixel's four lanes, from one
    /// 64-bit lane a pixel. Built as four 32-bit words and widened byte by byte, the compiler
    /// extracted and broadcast each of the sixteen lanes on AVX2 (about thirty instructions).
    @inline(__always)
    static func spread(_ coverage: UInt32) -> Lanes {
        Lanes(repeatingEachOf: (SIMD4<UInt64>(repeating: UInt64(coverage)) &>> SIMD4<UInt64>(0, 8, 16, 24)) & 0xFF)
    }

    /// `pointwiseMin` and `pointwiseMax` of these lanes as a compare and a select, which compile
    /// to one instruction: the standard library's generic ones were called here, not inlined.
    @inline(__always)
    static func minimum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }

    @inline(__always)
    static func maximum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .> a) }

    @inline(__always)
    static func widened(_ quad: SIMD4<UInt32>) -> Lanes {
        Lanes(widening: unsafeBitCast(quad, to: SIMD16<UInt8>.self))
    }

    /// The standard library's conversion here: measured faster than picking even bytes (which
    /// compiled to a byte insert per lane in this kernel).
    @inline(__always)
    static func narrowed(_ v: Lanes) -> SIMD16<UInt8> {
        SIMD16<UInt8>(truncatingIfNeeded: v)
    }

    @inline(__always)
    static func floats(_ v: SIMD8<UInt16>) -> SIMD8<Float> {
        SIMD8(Float(v[0]), Float(v[1]), Float(v[2]), Float(v[3]), Float(v[4]), Float(v[5]), Float(v[6]), Float(v[7]))
    }

    /// `rounded` per lane (values below 2¹⁶).
    @inline(__always)
    static func rounded(_ value: SIMD8<Float>) -> SIMD8<UInt16> {
        let bits = unsafeBitCast(value + 12_582_912, to: SIMD8<UInt32>.self) &- 0x4B40_0000
        return SIMD8(
            UInt16(truncatingIfNeeded: bits[0]), UInt16(truncatingIfNeeded: bits[1]),
            UInt16(truncatingIfNeeded: bits[2]),
            UInt16(truncatingIfNeeded: bits[3]),
            UInt16(truncatingIfNeeded: bits[4]), UInt16(truncatingIfNeeded: bits[5]),
            UInt16(truncatingIfNeeded: bits[6]),
            UInt16(truncatingIfNeeded: bits[7]))
    }
}
