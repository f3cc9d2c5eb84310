import Foundation
import TextProofColor

/// The text path in linear light: a solid colour through an A8 coverage mask, source-over an
/// RGBA8 surface whose pixels are sRGB-encoded (Display P3 shares the transfer function), blended
/// after decoding to linear light and encoded again — an option beside the default encoded-space
/// blend, never a silent switch.
///
/// Transfer functions are lookup tables (documented choice): 256 entries decode IEC 61966-2-1 to
/// linear `Float`; 4096 entries encode linear back to 8 bits. Per opaque destination pixel:
///
///     a = source_alpha × coverage / 255²,  c = s_linear × a + d_linear × (1 − a),  d = encode(c)
///
/// Translucent destination pixels are unpremultiplied, blended with alpha (source-over) in linear
/// light and premultiplied again (`blendTranslucent`, shared by both implementations). Full
/// coverage of an opaque colour stores the colour; zero coverage leaves the pixel. `reference` runs
/// a pixel at a time; `simd` does the arithmetic for four pixels in `SIMD16<Float>` with the same
/// operations in the same order, so the two agree to the bit; both are within 1 of a `Double`
/// model with exact transfer functions.
public enum CompositeOverSolidA8Linear {
    public enum Implementation: Sendable, CaseIterable {
        case reference
        case simd
    }

    static let decodeTable: [Float] = (0..<256).map { Float(sRGBToLinear(Double($0) / 255)) }
    static let encodeSize = 4096
    static let encodeTable: [UInt8] = (0..<encodeSize).map { UInt8((linearToSRGB(Double($0) / Double(encodeSize - 1)) * 255).rounded()) }

    /// The tables as raw pointers, made once: array accesses in the loops would each check the
    /// lazy global and the bounds.
    struct Tables: @unchecked Sendable {
        let decode: UnsafePointer<Float>
        let encode: UnsafePointer<UInt8>

        /// + 0.5 and truncate: round half up, the same as rounding half away from zero for these
        /// non-negative values, without a call to roundf.
        @inline(__always)
        func encoded(_ linear: Float) -> UInt8 {
            encode[Int(min(max(linear, 0), 1) * Float(encodeSize - 1) + 0.5)]
        }
    }

    static let tables: Tables = {
        let decode = UnsafeMutablePointer<Float>.allocate(capacity: 256)
        decode.initialize(from: decodeTable, count: 256)
        let encode = UnsafeMutablePointer<UInt8>.allocate(capacity: encodeSize)
        encode.initialize(from: encodeTable, count: encodeSize)
        return Tables(decode: decode, encode: encode)
    }()

    static func sRGBToLinear(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
    static func linearToSRGB(_ x: Double) -> Double { x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055 }


    /// `color` is straight-alpha and encoded, as declared colours are after conversion.
    public static func composite(
        _ color: ColorU8, through mask: CoverageMask, atX x: Int, y: Int, onto surface: inout Surface,
        using implementation: Implementation = .simd, bands: Int = 1
    ) {
        let x0 = max(0, x), x1 = min(surface.width, x + mask.width)
        let y0 = max(0, y), y1 = min(surface.height, y + mask.height)
        guard x0 < x1, y0 < y1, color.alpha != 0 else { return }
        let surfaceStride = surface.stride, maskStride = mask.stride
        mask.bytes.withUnsafeBufferPointer { maskBytes in
            surface.bytes.withUnsafeMutableBufferPointer { surfaceBytes in
                guard let maskBase = maskBytes.baseAddress, let surfaceBase = surfaceBytes.baseAddress else { return }
                let source = ReadPointer(base: maskBase), target = BandPointer(base: surfaceBase)
                let tables = Self.tables
                RowBands.run(rows: y1 - y0, maximumBands: bands) { band in
                    for row in (y0 + band.lowerBound)..<(y0 + band.upperBound) {
                        let maskRow = source.base + (row - y) * maskStride + (x0 - x)
                        let destination = target.base + row * surfaceStride + x0 * 4
                        switch implementation {
                        case .reference: referenceRow(color, mask: maskRow, destination: destination, count: x1 - x0, tables: tables)
                        case .simd: simdRow(color, mask: maskRow, destination: destination, count: x1 - x0, tables: tables)
                        }
                    }
                }
            }
        }
    }

    public static func referenceRow(_ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        referenceRow(color, mask: mask, destination: destination, count: count, tables: tables)
    }

    public static func simdRow(_ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        simdRow(color, mask: mask, destination: destination, count: count, tables: tables)
    }

    static func referenceRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int, tables: Tables
    ) {
        let decode = tables.decode
        let source = (decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)])
        let sourceAlpha = Float(color.alpha) / 255
        for index in 0..<count {
            let m = mask[index]
            if m == 0 { continue }
            let pixel = destination + index * 4
            if m == 255 && color.alpha == 255 {
                (pixel[0], pixel[1], pixel[2], pixel[3]) = (color.red, color.green, color.blue, 255)
                continue
            }
            let a = sourceAlpha * (Float(m) / 255)
            if pixel[3] != 255 {
                blendTranslucent(color, a: a, pixel: pixel, tables: tables)
                continue
            }
            let inverse = 1 - a
            pixel[0] = tables.encoded(source.0 * a + decode[Int(pixel[0])] * inverse)
            pixel[1] = tables.encoded(source.1 * a + decode[Int(pixel[1])] * inverse)
            pixel[2] = tables.encoded(source.2 * a + decode[Int(pixel[2])] * inverse)
        }
    }

    static func simdRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int, tables: Tables
    ) {
        let decode = tables.decode
        let sourceLanes = SIMD16<Float>(
            decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)], 0,
            decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)], 0,
            decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)], 0,
            decode[Int(color.red)], decode[Int(color.green)], decode[Int(color.blue)], 0)
        let sourceAlpha = Float(color.alpha) / 255
        let opaque = color.alpha == 255
        var index = 0
        while index + 4 <= count {
            let word = UnsafeRawPointer(mask + index).loadUnaligned(as: UInt32.self)
            let pixels = destination + index * 4
            if word == 0 {
                index += 4
                continue
            }
            if opaque && word == .max {
                for pixel in 0..<4 { (pixels[pixel * 4], pixels[pixel * 4 + 1], pixels[pixel * 4 + 2], pixels[pixel * 4 + 3]) = (color.red, color.green, color.blue, 255) }
                index += 4
                continue
            }
            // Any translucent destination, or a pixel among the four that needs no work: one at a time.
            let alphas = (pixels[3], pixels[7], pixels[11], pixels[15])
            if alphas != (255, 255, 255, 255) || UInt8(truncatingIfNeeded: word) == 0 || UInt8(truncatingIfNeeded: word >> 8) == 0
                || UInt8(truncatingIfNeeded: word >> 16) == 0 || UInt8(truncatingIfNeeded: word >> 24) == 0
            {
                referenceRow(color, mask: mask + index, destination: pixels, count: 4, tables: tables)
                index += 4
                continue
            }
            func coverage(_ shift: UInt32) -> Float { sourceAlpha * (Float(UInt8(truncatingIfNeeded: word >> shift)) / 255) }
            let (a0, a1, a2, a3) = (coverage(0), coverage(8), coverage(16), coverage(24))
            let a = SIMD16<Float>(a0, a0, a0, a0, a1, a1, a1, a1, a2, a2, a2, a2, a3, a3, a3, a3)
            var d = SIMD16<Float>()
            for lane in 0..<16 { d[lane] = decode[Int(pixels[lane])] }
            let result = sourceLanes * a + d * (1 - a)
            for pixel in 0..<4 {
                if opaque && UInt8(truncatingIfNeeded: word >> (8 * UInt32(pixel))) == 255 {
                    (pixels[pixel * 4], pixels[pixel * 4 + 1], pixels[pixel * 4 + 2]) = (color.red, color.green, color.blue)
                } else {
                    pixels[pixel * 4] = tables.encoded(result[pixel * 4])
                    pixels[pixel * 4 + 1] = tables.encoded(result[pixel * 4 + 1])
                    pixels[pixel * 4 + 2] = tables.encoded(result[pixel * 4 + 2])
                }
            }
            index += 4
        }
        referenceRow(color, mask: mask + index, destination: destination + index * 4, count: count - index, tables: tables)
    }

    /// Source-over in linear light onto a translucent premultiplied pixel.
    static func blendTranslucent(_ color: ColorU8, a: Float, pixel: UnsafeMutablePointer<UInt8>, tables: Tables) {
        let decode = tables.decode
        let destinationAlpha = Float(pixel[3]) / 255
        let resultAlpha = a + destinationAlpha * (1 - a)
        for channel in 0..<3 {
            let straight = pixel[3] == 0 ? 0 : min(255, (Int(pixel[channel]) * 255 + Int(pixel[3]) / 2) / Int(pixel[3]))
            let value = channel == 0 ? color.red : channel == 1 ? color.green : color.blue
            let linear = decode[Int(value)] * a + decode[straight] * destinationAlpha * (1 - a)
            let encodedStraight = resultAlpha == 0 ? 0 : Float(tables.encoded(linear / resultAlpha))
            pixel[channel] = UInt8((encodedStraight * resultAlpha).rounded())
        }
        pixel[3] = UInt8((resultAlpha * 255).rounded())
    }
}
