import Foundation
import Synchronization
import TextProofColor

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
/// runs a pixel at a time; `simd` runs four pixels in `SIMD16<UInt32>` lanes (the table lookups
/// become gathers on wide vectors), the same integer arithmetic, so the two agree to the bit; both
/// are within 1 of a `Double` model with exact transfer functions.
public enum CompositeOverSolidA8Linear {
    public enum Implementation: Sendable, CaseIterable {
        case reference
        case simd
    }

    static let decodeTable: [Float] = (0..<256).map { Float(sRGBToLinear(Double($0) / 255)) }
    static let encodeSize = 4096
    static let encodeTable: [UInt8] = (0..<encodeSize).map { UInt8((linearToSRGB(Double($0) / Double(encodeSize - 1)) * 255).rounded()) }

    static let linearScale = 32767
    static let decode15Table: [UInt32] = (0..<256).map { UInt32((sRGBToLinear(Double($0) / 255) * Double(linearScale)).rounded()) }
    static let encode15Table: [UInt8] = (0...linearScale).map { UInt8((linearToSRGB(Double($0) / Double(linearScale)) * 255).rounded()) }

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
                // w for this colour's alpha: a row of the table made once for every alpha.
                let weights = ReadPointer(base: Self.allWeights + Int(color.alpha) * 256)
                RowBands.run(rows: y1 - y0, maximumBands: bands) { band in
                    // Results depend only on (colour, backdrop pixel, coverage) and repeat along text
                    // edges over a background, and from run to run: a direct-mapped memo per thread,
                    // kept across calls (taken from a pool, so no two bands share one).
                    let memo = LinearMemo.take()
                    defer { LinearMemo.give(memo) }
                    memo.clearByCoverage()
                    for row in (y0 + band.lowerBound)..<(y0 + band.upperBound) {
                        let maskRow = source.base + (row - y) * maskStride + (x0 - x)
                        let destination = target.base + row * surfaceStride + x0 * 4
                        switch implementation {
                        case .reference:
                            referenceRow(color, mask: maskRow, destination: destination, count: x1 - x0, tables: tables, weights: weights.base)
                        case .simd:
                            simdRow(color, mask: maskRow, destination: destination, count: x1 - x0, tables: tables, weights: weights.base, memo: memo)
                        }
                    }
                }
            }
        }
    }

    public static func referenceRow(_ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        weights(alpha: color.alpha).withUnsafeBufferPointer {
            referenceRow(color, mask: mask, destination: destination, count: count, tables: tables, weights: $0.baseAddress!)
        }
    }

    public static func simdRow(_ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        let memo = LinearMemo.take()
        defer { LinearMemo.give(memo) }
        memo.clearByCoverage()
        weights(alpha: color.alpha).withUnsafeBufferPointer {
            simdRow(color, mask: mask, destination: destination, count: count, tables: tables, weights: $0.baseAddress!, memo: memo)
        }
    }

    /// A direct-mapped memo of opaque-destination results keyed by colour, backdrop pixel and
    /// coverage. A slot holds a result only for its exact key, so a hit is the value a miss computes.
    /// Memos live in a pool: a band takes one for the length of a call and gives it back, so each is
    /// used by one thread at a time, and its entries serve later calls.
    ///
    /// In front of it, `byCoverage` remembers the last result for each coverage value, with its
    /// backdrop: text over a flat background meets the same backdrop again and again, and a lookup
    /// by coverage needs no hash. It holds one colour's results, so it is cleared for each call.
    final class LinearMemo: @unchecked Sendable {
        static let bits = 12
        let keys: UnsafeMutablePointer<UInt64>
        let values: UnsafeMutablePointer<UInt32>
        /// backdrop << 32 | result; 0 is empty (results are opaque, never 0).
        let byCoverage: UnsafeMutablePointer<UInt64>

        func clearByCoverage() { byCoverage.update(repeating: 0, count: 256) }

        init() {
            keys = .allocate(capacity: 1 << Self.bits)
            keys.initialize(repeating: 0, count: 1 << Self.bits)
            values = .allocate(capacity: 1 << Self.bits)
            values.initialize(repeating: 0, count: 1 << Self.bits)
            byCoverage = .allocate(capacity: 256)
            byCoverage.initialize(repeating: 0, count: 256)
        }

        deinit {
            keys.deallocate()
            values.deallocate()
            byCoverage.deallocate()
        }

        private static let pool = Mutex<[LinearMemo]>([])

        static func take() -> LinearMemo {
            pool.withLock { $0.popLast() } ?? LinearMemo()
        }

        static func give(_ memo: LinearMemo) {
            pool.withLock { if $0.count < 16 { $0.append(memo) } }
        }
    }

    /// w for every coverage value: round(alpha × m / 255² × 65536).
    static func weights(alpha: UInt8) -> [UInt32] {
        (0...255).map { UInt32((Double(alpha) * Double($0) / 65025 * 65536).rounded()) }
    }

    /// `weights(alpha:)` for all 256 alphas, row by row (256 KiB, made once; never written after).
    nonisolated(unsafe) static let allWeights: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256 * 256)
        for alpha in 0...255 { table.advanced(by: alpha * 256).initialize(from: weights(alpha: UInt8(alpha)), count: 256) }
        return UnsafePointer(table)
    }()

    static func referenceRow(
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int, tables: Tables,
        weights: UnsafePointer<UInt32>
    ) {
        let source = (tables.decode15[Int(color.red)], tables.decode15[Int(color.green)], tables.decode15[Int(color.blue)])
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
        _ color: ColorU8, mask: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int, tables: Tables,
        weights: UnsafePointer<UInt32>, memo: LinearMemo
    ) {
        let keys = memo.keys, values = memo.values, byCoverage = memo.byCoverage
        let colorKey = UInt64(color.red) << 32 | UInt64(color.green) << 40 | UInt64(color.blue) << 48 | UInt64(color.alpha) << 56
        let (r, g, b) = (tables.decode15[Int(color.red)], tables.decode15[Int(color.green)], tables.decode15[Int(color.blue)])
        let colorBytes = SIMD16<UInt8>(
            color.red, color.green, color.blue, 255, color.red, color.green, color.blue, 255,
            color.red, color.green, color.blue, 255, color.red, color.green, color.blue, 255)
        let opaque = color.alpha == 255
        let decode = tables.decode15, encode = tables.encode15
        do {
            var index = 0
            while index + 4 <= count {
                // Sixteen uncovered pixels at once: most of a text mask.
                if index + 16 <= count, UnsafeRawPointer(mask + index).loadUnaligned(as: SIMD4<UInt32>.self).isAllZero {
                    index += 16
                    continue
                }
                let word = UnsafeRawPointer(mask + index).loadUnaligned(as: UInt32.self)
                if word == 0 {
                    index += 4
                    continue
                }
                let pixels = UnsafeMutableRawPointer(destination + index * 4)
                if opaque && word == .max {
                    pixels.storeBytes(of: colorBytes, as: SIMD16<UInt8>.self)
                    index += 4
                    continue
                }
                // All four destinations opaque? Four scalar loads (extracting vector lanes by a loop
                // index spills to the stack) and one AND.
                let b0 = pixels.loadUnaligned(as: UInt32.self), b1 = pixels.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                let b2 = pixels.loadUnaligned(fromByteOffset: 8, as: UInt32.self), b3 = pixels.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
                if (b0 & b1 & b2 & b3) >> 24 != 255 {
                    referenceRow(color, mask: mask + index, destination: destination + index * 4, count: 4, tables: tables, weights: weights)
                    index += 4
                    continue
                }
                // Four pixels' lookups are scalar (gathers are slow on some CPUs). Zero coverage
                // leaves a pixel; full coverage of an opaque colour was stored above.
                @inline(__always) func one(_ pixel: Int, _ backdrop: UInt32) {
                    let m = (word >> (8 * UInt32(pixel))) & 0xFF
                    if m == 0 { return }
                    let recent = byCoverage[Int(m)]
                    if recent >> 32 == UInt64(backdrop) && UInt32(truncatingIfNeeded: recent) != 0 {
                        pixels.storeBytes(of: UInt32(truncatingIfNeeded: recent), toByteOffset: pixel * 4, as: UInt32.self)
                        return
                    }
                    // Key: the colour, the backdrop's colour bytes and the coverage (never 0: the colour's
                    // alpha is not 0 here); slot by a multiplicative hash.
                    let key = colorKey | UInt64(backdrop & 0x00FF_FFFF) << 8 | UInt64(m)
                    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - LinearMemo.bits))
                    let value: UInt32
                    if keys[slot] == key {
                        value = values[slot]
                    } else {
                        let w = weights[Int(m)]
                        let inverse = 65536 &- w
                        let red = encode[Int((r &* w &+ decode[Int(backdrop & 0xFF)] &* inverse &+ 32768) >> 16)]
                        let green = encode[Int((g &* w &+ decode[Int((backdrop >> 8) & 0xFF)] &* inverse &+ 32768) >> 16)]
                        let blue = encode[Int((b &* w &+ decode[Int((backdrop >> 16) & 0xFF)] &* inverse &+ 32768) >> 16)]
                        value = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
                        keys[slot] = key
                        values[slot] = value
                    }
                    pixels.storeBytes(of: value, toByteOffset: pixel * 4, as: UInt32.self)
                    byCoverage[Int(m)] = UInt64(backdrop) << 32 | UInt64(value)
                }
                one(0, b0)
                one(1, b1)
                one(2, b2)
                one(3, b3)
                index += 4
            }
            referenceRow(color, mask: mask + index, destination: destination + index * 4, count: count - index, tables: tables, weights: weights)
        }
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
