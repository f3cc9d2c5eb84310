import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The text path in linear light: a solid colour through an A8 coverage mask, source-over an
/// RGBA8 surface whose pixels are sRGB-encoded (Display P3 shares the transfer function), blended
/// after decoding to linear light and encoded again — an option beside the default encoded-space
/// blend, never a silent switch.
///
/// Transfer functions are lookup tables (documented choice): 256 entries decode IEC 61966-2-1 to
/// 15-bit linear (0…32767), 32,768 entries encode back to 8 bits; every 8-bit value survives the
/// round trip exactly. Per opaque destination pixel, in integers:
///
///     w = round(source_alpha × coverage / 255² × 65536)              (a table of 256 per colour)
///     c = (s₁₅ × w + d₁₅ × (65536 − w) + 32768) >> 16,   d = encode(c)
///
/// Translucent destination pixels are unpremultiplied, blended with alpha (source-over) in linear
/// light and premultiplied again (`blendTranslucent`, shared by both implementations). `reference`
/// runs a pixel at a time; `simd` (`LinearLightRow`) runs sixteen pixels a step and reaches the same
/// integers through tables of results (`LinearLightMemo`), so the two agree to the bit; both are
/// within 1 of a `Double` model with exact transfer functions.
public enum CompositeOverSolidA8Linear {
    public typealias Implementation = KernelImplementation

    static let decodeTable: [Float] = (0..<256).map { Float(sRGBToLinear(Double($0) / 255)) }
    static let encodeSize = 4096
    static let encodeTable: [UInt8] = (0..<encodeSize).map {
        UInt8((linearToSRGB(Double($0) / Double(encodeSize - 1)) * 255).rounded())
    }

    static let linearScale = 32767
    static let decode15Table: [UInt32] = (0..<256).map {
        UInt32((sRGBToLinear(Double($0) / 255) * Double(linearScale)).rounded())
    }
    static let encode15Table: [UInt8] = (0...linearScale).map {
        UInt8((linearToSRGB(Double($0) / Double(linearScale)) * 255).rounded())
    }

    /// The tables as raw pointers, made once: array accesses in the loops would each check the
    /// lazy global and the bounds.
    struct Tables: @unchecked Sendable {
        let decode: UnsafePointer<Float>
        let encode: UnsafePointer<UInt8>
        let decode15: UnsafePointer<UInt32>
        /// 32 KiB: small enough to stay in the first-level cache.
        let encode15: UnsafePointer<UInt8>

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
        let decode15 = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        decode15.initialize(from: decode15Table, count: 256)
        let encode15 = UnsafeMutablePointer<UInt8>.allocate(capacity: linearScale + 1)
        encode15.initialize(from: encode15Table, count: linearScale + 1)
        return Tables(decode: decode, encode: encode, decode15: decode15, encode15: encode15)
    }()

    static func sRGBToLinear(_ x: Double) -> Double { SRGBTransfer.linear(x) }
    static func linearToSRGB(_ x: Double) -> Double { SRGBTransfer.encoded(x) }

    /// `color` is straight-alpha and encoded, as declared colours are after conversion.
    public static func composite(
        _ color: ColorU8, through mask: CoverageMask, atX x: Int, y: Int, onto surface: inout Surface,
        using implementation: Implementation = .simd, bands: Int = 1
    ) {
        guard color.alpha != 0 else { return }
        let tables = Self.tables
        // w for this colour's alpha: a row of the table made once for every alpha.
        let weights = ReadPointer(base: Self.allWeights + Int(color.alpha) * 256)
        MaskRows.forEachBand(mask, atX: x, y: y, in: &surface, bands: bands) { band in
            // Results depend only on (colour, backdrop pixel, coverage) and repeat over a
            // background, and from run to run: tables of results per thread, kept across calls
            // (taken from a pool, so no two bands share one).
            let memo = LinearLightMemo.take()
            defer { LinearLightMemo.give(memo) }
            memo.clearByCoverage()
            band.walk { maskRow, destination, count in
                switch implementation {
                case .reference:
                    referenceRow(
                        color, mask: maskRow, destination: destination, count: count, tables: tables,
                        weights: weights.base)
                case .simd:
                    simdRow(
                        color, mask: maskRow, destination: destination, count: count, tables: tables,
                        weights: weights.base, memo: memo)
                }
            }
        }
    }

    public static func referenceRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        weights(alpha: color.alpha).withUnsafeBufferPointer {
            referenceRow(
                color, mask: mask, destination: destination, count: count, tables: tables, weights: $0.baseAddress!)
        }
    }

    public static func simdRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let memo = LinearLightMemo.take()
        defer { LinearLightMemo.give(memo) }
        memo.clearByCoverage()
        weights(alpha: color.alpha).withUnsafeBufferPointer {
            simdRow(
                color, mask: mask, destination: destination, count: count, tables: tables, weights: $0.baseAddress!,
                memo: memo)
        }
    }

    /// w for every coverage value: round(alpha × m / 255² × 65536).
    static func weights(alpha: UInt8) -> [UInt32] {
        (0...255).map { UInt32((Double(alpha) * Double($0) / 65025 * 65536).rounded()) }
    }

    /// `weights(alpha:)` for all 256 alphas, row by row (256 KiB, made once; never written after).
    nonisolated(unsafe) static let allWeights: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256 * 256)
        for alpha in 0...255 {
            table.advanced(by: alpha * 256).initialize(from: weights(alpha: UInt8(alpha)), count: 256)
        }
        return UnsafePointer(table)
    }()

    static func referenceRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int,
        tables: Tables,
        weights: UnsafePointer<UInt32>
    ) {
        let source = (
            tables.decode15[Int(color.red)], tables.decode15[Int(color.green)], tables.decode15[Int(color.blue)]
        )
        for index in 0..<count {
            let m = mask[index]
            if m == 0 { continue }
            let pixel = destination + index * 4
            if pixel[3] != 255 {
                blendTranslucent(color, a: Float(color.alpha) / 255 * (Float(m) / 255), pixel: pixel, tables: tables)
                continue
            }
            let w = weights[Int(m)]
            func mix(_ s: UInt32, _ d: UInt8) -> UInt8 {
                (tables.encode15[Int((s &* w &+ tables.decode15[Int(d)] &* (65536 &- w) &+ 32768) >> 16)])
            }
            (pixel[0], pixel[1], pixel[2]) = (mix(source.0, pixel[0]), mix(source.1, pixel[1]), mix(source.2, pixel[2]))
        }
    }

    static func simdRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int,
        tables: Tables,
        weights: UnsafePointer<UInt32>, memo: LinearLightMemo
    ) {
        LinearLightRow(color, tables: tables, weights: weights, memo: memo).run(
            mask: mask, destination: destination, count: count)
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
