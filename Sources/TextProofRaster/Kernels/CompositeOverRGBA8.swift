import TextProofPlatform

/// Image OVER image: a premultiplied RGBA8 source source-over a premultiplied RGBA8 destination,
/// in encoded space (pixman's `over_8888_8888`):
///
///     d = s + d × (255 − s_alpha) / 255          per channel, divideBy255 rounding
///
/// `reference` is the scalar definition; `simd` runs sixteen pixels a step, skipping fully
/// transparent source runs and copying fully opaque ones. Identical bytes at any vector width.
public enum CompositeOverRGBA8 {
    public typealias Implementation = KernelImplementation

    /// Composites `source` with its top-left at (`x`, `y`) of `destination`, clipped. `bands`
    /// above 1 splits the rows across that many cores (same bytes as one band).
    public static func composite(
        _ source: Surface, atX x: Int, y: Int, onto destination: inout Surface,
        using implementation: Implementation = .simd,
        bands: Int = 1
    ) {
        guard
            let clip = PixelRect(x: x, y: y, width: source.width, height: source.height).clipped(
                toWidth: destination.width, height: destination.height)
        else { return }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        let destinationStride = destination.stride, sourceStride = source.stride
        source.bytes.withUnsafeBufferPointer { sourceBytes in
            destination.bytes.withUnsafeMutableBufferPointer { destinationBytes in
                guard let sourceBase = sourceBytes.baseAddress, let destinationBase = destinationBytes.baseAddress
                else { return }
                let input = ReadPointer(base: sourceBase), output = BandPointer(base: destinationBase)
                RowBands.run(rows: y1 - y0, maximumBands: bands) { band in
                    for row in (y0 + band.lowerBound)..<(y0 + band.upperBound) {
                        let sourceRow = input.base + (row - y) * sourceStride + (x0 - x) * 4
                        let destinationRow = output.base + row * destinationStride + x0 * 4
                        switch implementation {
                        case .reference: referenceRow(source: sourceRow, destination: destinationRow, count: x1 - x0)
                        case .simd: simdRow(source: sourceRow, destination: destinationRow, count: x1 - x0)
                        }
                    }
                }
            }
        }
    }

    public static func referenceRow(source: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int)
    {
        for index in 0..<count {
            let s = source + index * 4, d = destination + index * 4
            let inverse = 255 - UInt16(s[3])
            for channel in 0..<4 {
                d[channel] = UInt8(UInt16(s[channel]) + divideBy255(UInt16(d[channel]) * inverse))
            }
        }
    }

    public static func simdRow(source: UnsafePointer<UInt8>, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        var index = 0
        let alphaMask = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
        while index + 16 <= count {
            let s = UnsafeRawPointer(source + index * 4)
            let d = UnsafeMutableRawPointer(destination + index * 4)
            let groups = (
                s.loadUnaligned(fromByteOffset: 0, as: SIMD16<UInt8>.self),
                s.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                s.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self),
                s.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
            )
            let alphas =
                (groups.0 & alphaMask) | (groups.1 & alphaMask) | (groups.2 & alphaMask) | (groups.3 & alphaMask)
            if alphas.words.isAllZero {
                index += 16
                continue
            }
            let opaque = (groups.0 & groups.1 & groups.2 & groups.3) | ~alphaMask
            if opaque.words.isAllOnes {
                d.storeBytes(of: groups.0, toByteOffset: 0, as: SIMD16<UInt8>.self)
                d.storeBytes(of: groups.1, toByteOffset: 16, as: SIMD16<UInt8>.self)
                d.storeBytes(of: groups.2, toByteOffset: 32, as: SIMD16<UInt8>.self)
                d.storeBytes(of: groups.3, toByteOffset: 48, as: SIMD16<UInt8>.self)
                index += 16
                continue
            }
            blend(groups.0, into: d, at: 0)
            blend(groups.1, into: d, at: 16)
            blend(groups.2, into: d, at: 32)
            blend(groups.3, into: d, at: 48)
            index += 16
        }
        referenceRow(source: source + index * 4, destination: destination + index * 4, count: count - index)
    }

    /// Four pixels: d = s + d × (255 − s_alpha) / 255; skipped when all four are clear, copied
    /// when all four are opaque.
    @inline(__always)
    private static func blend(_ group: SIMD16<UInt8>, into destination: UnsafeMutableRawPointer, at offset: Int) {
        let words = group.words
        let any = words[0] | words[1] | words[2] | words[3], all = words[0] & words[1] & words[2] & words[3]
        if any >> 24 == 0 { return }
        if all >> 24 == 255 {
            destination.storeBytes(of: group, toByteOffset: offset, as: SIMD16<UInt8>.self)
            return
        }
        let source16 = SIMD16<UInt16>(widening: group)
        let inverse = 255 &- source16.alphaBroadcast
        let destination16 = SIMD16<UInt16>(
            widening: destination.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
        let result = source16 &+ divideBy255(destination16 &* inverse)
        destination.storeBytes(of: SIMD16<UInt8>(narrowing: result), toByteOffset: offset, as: SIMD16<UInt8>.self)
    }
}
