import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A separable Gaussian blur of a premultiplied RGBA8 surface: a horizontal then a vertical pass
/// with integer weights that sum to 65,536 (σ given; taps to ±⌈3σ⌉; edges clamp), each pass
/// rounding `(Σ wᵢ·pᵢ + 32768) >> 16`. `reference` convolves channel by channel; `simd` convolves
/// whole pixels (horizontal) and four pixels at once (vertical) in 32-bit lanes — integer sums,
/// so the two agree to the bit. Rows split into bands across cores.
public enum GaussianBlur {
    public typealias Implementation = KernelImplementation

    /// Weights of a Gaussian of standard deviation `sigma`, centre first at index `radius`.
    public static func weights(sigma: Double) -> [UInt32] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { Math.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { UInt32(($0 / total * 65536).rounded()) }
        // Put the rounding remainder on the centre tap so the weights sum to exactly 65,536.
        let sum = weights.reduce(0, +)
        weights[radius] = weights[radius] &+ 65536 &- sum
        return weights
    }

    public static func blur(
        _ surface: Surface, sigma: Double, using implementation: Implementation = .simd, bands: Int = 1
    ) -> Surface {
        guard sigma > 0, surface.width > 0, surface.height > 0 else { return surface }
        let weights = weights(sigma: sigma)
        let horizontal = pass(surface, weights: weights, horizontal: true, implementation: implementation, bands: bands)
        return pass(horizontal, weights: weights, horizontal: false, implementation: implementation, bands: bands)
    }

    private static func pass(
        _ input: Surface, weights: [UInt32], horizontal: Bool, implementation: Implementation, bands: Int
    ) -> Surface {
        var output = input
        let width = input.width, height = input.height
        input.bytes.withUnsafeBufferPointer { source in
            output.bytes.withUnsafeMutableBufferPointer { target in
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                let from = ReadPointer(base: sourceBase), to = BandPointer(base: targetBase)
                weights.withUnsafeBufferPointer { taps in
                    guard let tapsBase = taps.baseAddress else { return }
                    let kernel = ReadPointer(base: tapsBase), count = taps.count
                    RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { rows in
                        let taps = UnsafeBufferPointer(start: kernel.base, count: count)
                        switch (implementation, horizontal) {
                        case (.reference, true):
                            referenceHorizontal(from.base, to.base, width: width, rows: rows, taps: taps)
                        case (.reference, false):
                            referenceVertical(from.base, to.base, width: width, height: height, rows: rows, taps: taps)
                        case (.simd, true): simdHorizontal(from.base, to.base, width: width, rows: rows, taps: taps)
                        case (.simd, false):
                            simdVertical(from.base, to.base, width: width, height: height, rows: rows, taps: taps)
                        }
                    }
                }
            }
        }
        return output
    }

    static func referenceHorizontal(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>
    ) {
        reference(source, target, width: width, rows: rows, taps: taps) { row, x, offset in
            row * width + min(max(x + offset, 0), width - 1)
        }
    }

    static func referenceVertical(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>
    ) {
        reference(source, target, width: width, rows: rows, taps: taps) { row, x, offset in
            min(max(row + offset, 0), height - 1) * width + x
        }
    }

    /// The definition: each output channel the weighted sum of the pixels `tap(row, x, offset)`
    /// for offsets −radius…radius (edges clamped by `tap`), rounded as `(Σ + 32768) >> 16`.
    static func reference(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>, tap: (_ row: Int, _ x: Int, _ offset: Int) -> Int
    ) {
        let radius = taps.count / 2
        for row in rows {
            for x in 0..<width {
                for channel in 0..<4 {
                    var sum: UInt32 = 32768
                    for (index, weight) in taps.enumerated() {
                        sum &+= weight &* UInt32(source[tap(row, x, index - radius) * 4 + channel])
                    }
                    target[(row * width + x) * 4 + channel] = UInt8(truncatingIfNeeded: sum >> 16)
                }
            }
        }
    }

    static func simdHorizontal(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>
    ) {
        let radius = taps.count / 2
        let raw = UnsafeRawPointer(source)
        for row in rows {
            let base = row * width
            for x in 0..<width {
                var sum = SIMD4<UInt32>(repeating: 32768)
                for index in 0..<taps.count {
                    let column = min(max(x + index - radius, 0), width - 1)
                    let pixel = raw.loadUnaligned(fromByteOffset: (base + column) * 4, as: SIMD4<UInt8>.self)
                    sum &+=
                        SIMD4<UInt32>(UInt32(pixel[0]), UInt32(pixel[1]), UInt32(pixel[2]), UInt32(pixel[3]))
                        &* taps[index]
                }
                let out = sum &>> 16
                UnsafeMutableRawPointer(target).storeBytes(
                    of: SIMD4<UInt8>(
                        UInt8(truncatingIfNeeded: out[0]), UInt8(truncatingIfNeeded: out[1]),
                        UInt8(truncatingIfNeeded: out[2]),
                        UInt8(truncatingIfNeeded: out[3])),
                    toByteOffset: (base + x) * 4, as: SIMD4<UInt8>.self)
            }
        }
    }

    static func simdVertical(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>
    ) {
        let radius = taps.count / 2
        let raw = UnsafeRawPointer(source), out = UnsafeMutableRawPointer(target)
        let bytesPerRow = width * 4
        for row in rows {
            var offset = 0
            // Four pixels (sixteen channels) at a time down the column block.
            while offset + 16 <= bytesPerRow {
                var sum = SIMD16<UInt32>(repeating: 32768)
                for index in 0..<taps.count {
                    let sourceRow = min(max(row + index - radius, 0), height - 1)
                    let bytes = raw.loadUnaligned(
                        fromByteOffset: sourceRow * bytesPerRow + offset, as: SIMD16<UInt8>.self)
                    sum &+= SIMD16<UInt32>(widening: bytes) &* taps[index]
                }
                out.storeBytes(
                    of: SIMD16<UInt8>(narrowing: SIMD16<UInt16>(truncating: sum &>> 16)),
                    toByteOffset: row * bytesPerRow + offset,
                    as: SIMD16<UInt8>.self)
                offset += 16
            }
            if offset < bytesPerRow {
                referenceVertical(
                    source, target, width: width, height: height, rows: row..<row + 1, taps: taps, fromByte: offset)
            }
        }
    }

    /// The reference vertical pass over the bytes from `fromByte` of each row (a row's tail).
    static func referenceVertical(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        rows: Range<Int>,
        taps: UnsafeBufferPointer<UInt32>, fromByte: Int
    ) {
        let radius = taps.count / 2
        for row in rows {
            for byte in fromByte..<(width * 4) {
                var sum: UInt32 = 32768
                for (index, weight) in taps.enumerated() {
                    let sourceRow = min(max(row + index - radius, 0), height - 1)
                    sum &+= weight &* UInt32(source[sourceRow * width * 4 + byte])
                }
                target[row * width * 4 + byte] = UInt8(truncatingIfNeeded: sum >> 16)
            }
        }
    }
}
