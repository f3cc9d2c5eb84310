/// The text path: a solid colour through an A8 coverage mask, source-over onto an RGBA8
/// premultiplied surface, in the surface's encoded space (as Core Graphics composites).
///
/// Porter-Duff OVER with the mask applied to the source (pixman's `over_n_8_8888`):
///
///     s = c × m / 255                     per channel, c premultiplied, m the coverage
///     d = s + d × (255 − s_alpha) / 255
///
/// each division `divideBy255`, rounded to nearest. Every implementation here produces identical
/// bytes at any vector width; `reference` is the scalar definition the others are tested against.
public enum CompositeOverSolidA8 {
    public enum Implementation: Sendable, CaseIterable {
        /// One pixel at a time: the definition.
        case reference
        /// Sixteen pixels at a time with Swift SIMD types; skips all-zero mask runs and stores
        /// opaque colours directly under full coverage.
        case simd
    }

    /// Composites `mask` with its top-left corner at (`x`, `y`) of `surface`, clipped to the surface.
    /// `bands` above 1 splits the rows across that many cores (same bytes as one band).
    public static func composite(
        _ color: PremultipliedColorU8, through mask: CoverageMask, atX x: Int, y: Int,
        onto surface: inout Surface, using implementation: Implementation = .simd, bands: Int = 1
    ) {
        guard color.alpha != 0 else { return }
        MaskRows.forEach(mask, atX: x, y: y, in: &surface, bands: bands) { maskRow, destination, count in
            switch implementation {
            case .reference: referenceRow(color, mask: maskRow, destination: destination, count: count)
            case .simd: simdRow(color, mask: maskRow, destination: destination, count: count)
            }
        }
    }

    /// The scalar definition, one pixel at a time.
    public static func referenceRow(
        _ color: PremultipliedColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>,
        count: Int
    ) {
        let c = (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        for index in 0..<count {
            let m = UInt16(mask[index])
            if m == 0 { continue }
            let pixel = destination + index * 4
            let sa = divideBy255(c.3 * m)
            let inverse = 255 - sa
            pixel[0] = UInt8(divideBy255(c.0 * m) + divideBy255(UInt16(pixel[0]) * inverse))
            pixel[1] = UInt8(divideBy255(c.1 * m) + divideBy255(UInt16(pixel[1]) * inverse))
            pixel[2] = UInt8(divideBy255(c.2 * m) + divideBy255(UInt16(pixel[2]) * inverse))
            pixel[3] = UInt8(sa + divideBy255(UInt16(pixel[3]) * inverse))
        }
    }

    /// Sixteen pixels per step; the tail goes through `referenceRow`.
    public static func simdRow(
        _ color: PremultipliedColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>,
        count: Int
    ) {
        let colorLanes = SIMD16<UInt16>(
            repeating4: (UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha)))
        let alphaLanes = SIMD16<UInt16>(repeating: UInt16(color.alpha))
        let opaqueGroup = SIMD16<UInt8>(narrowing: colorLanes)
        let isOpaque = color.alpha == 255
        var index = 0
        while index + 16 <= count {
            // Sixteen coverage bytes as four words, one per four pixels.
            let words = UnsafeRawPointer(mask + index).loadUnaligned(as: SIMD4<UInt32>.self)
            let pixels = UnsafeMutableRawPointer(destination + index * 4)
            if words.isAllZero {
                index += 16
                continue
            }
            if isOpaque && words.isAllOnes {
                for group in 0..<4 { pixels.storeBytes(of: opaqueGroup, toByteOffset: group * 16, as: SIMD16<UInt8>.self) }
                index += 16
                continue
            }
            let bytes = unsafeBitCast(words, to: SIMD16<UInt8>.self)
            blend(words[0], bytes.lowHalf.lowHalf, 0)
            blend(words[1], bytes.lowHalf.highHalf, 16)
            blend(words[2], bytes.highHalf.lowHalf, 32)
            blend(words[3], bytes.highHalf.highHalf, 48)
            index += 16

            /// Four pixels under one word of coverage: skipped when it is zero, the colour stored
            /// when all four are full and the colour opaque.
            @inline(__always)
            func blend(_ word: UInt32, _ coverage: SIMD4<UInt8>, _ offset: Int) {
                if word == 0 { return }
                if isOpaque && word == .max {
                    pixels.storeBytes(of: opaqueGroup, toByteOffset: offset, as: SIMD16<UInt8>.self)
                    return
                }
                let m = SIMD16<UInt16>(repeatingEachOf: coverage)
                let d = SIMD16<UInt16>(widening: pixels.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
                let s = divideBy255(colorLanes &* m)
                let inverse = 255 &- divideBy255(alphaLanes &* m)
                let result = s &+ divideBy255(d &* inverse)
                pixels.storeBytes(of: SIMD16<UInt8>(narrowing: result), toByteOffset: offset, as: SIMD16<UInt8>.self)
            }
        }
        referenceRow(color, mask: mask + index, destination: destination + index * 4, count: count - index)
    }
}

@inline(__always)
func divideBy255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

extension SIMD16 where Scalar == UInt16 {
    /// Four lanes per pixel: (r, g, b, a) repeated four times.
    @inline(__always)
    init(repeating4 v: (UInt16, UInt16, UInt16, UInt16)) {
        self.init(v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3)
    }

    /// Four values, each repeated over a pixel's four channels: widen each byte to a 64-bit lane
    /// and copy it into all four 16-bit parts, then read the lanes as 16-bit.
    @inline(__always)
    init(repeatingEachOf values: SIMD4<UInt8>) {
        let wide = SIMD4<UInt64>(UInt64(values[0]), UInt64(values[1]), UInt64(values[2]), UInt64(values[3]))
        self = unsafeBitCast(wide &* 0x0001_0001_0001_0001, to: SIMD16<UInt16>.self)
    }
}
