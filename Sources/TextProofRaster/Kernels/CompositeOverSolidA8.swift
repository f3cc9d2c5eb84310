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
    /// `reference`: one pixel at a time, the definition. `simd`: sixteen pixels at a time with
    /// Swift SIMD types; skips all-zero mask runs and stores opaque colours directly under full
    /// coverage.
    public typealias Implementation = KernelImplementation

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
        let opaqueGroup = SIMD16<UInt8>(narrowing: colorLanes)
        let redBlue = SIMD16<UInt32>(repeating: UInt32(color.red) | UInt32(color.blue) << 16)
        let greenAlpha = SIMD16<UInt32>(repeating: UInt32(color.green) | UInt32(color.alpha) << 16)
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
                for group in 0..<4 {
                    pixels.storeBytes(of: opaqueGroup, toByteOffset: group * 16, as: SIMD16<UInt8>.self)
                }
                index += 16
                continue
            }
            // Sixteen pixels in one pass, two channels per 32-bit lane (R and B, G and A): each
            // product of two bytes fits its 16-bit half, so one 512-bit multiply does eight pixels'
            // channels; `divideBy255Pairs` is `divideBy255` on both halves. Zero coverage leaves a
            // pixel as it was (d × 255 / 255 = d), so no lane needs masking.
            let m = SIMD16<UInt32>(widening: unsafeBitCast(words, to: SIMD16<UInt8>.self))
            let v = pixels.loadUnaligned(as: SIMD16<UInt32>.self)
            let sourceLow = divideBy255Pairs(redBlue &* m), sourceHigh = divideBy255Pairs(greenAlpha &* m)
            let inverse = 255 &- (sourceHigh &>> 16)  // one factor for both halves of a lane
            let low = sourceLow &+ divideBy255Pairs((v & 0x00FF_00FF) &* inverse)
            let high = sourceHigh &+ divideBy255Pairs(((v &>> 8) & 0x00FF_00FF) &* inverse)
            pixels.storeBytes(of: low | (high &<< 8), as: SIMD16<UInt32>.self)
            index += 16
        }
        referenceRow(color, mask: mask + index, destination: destination + index * 4, count: count - index)
    }
}
