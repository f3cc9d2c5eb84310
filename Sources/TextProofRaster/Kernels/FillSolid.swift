/// Solid fills of a rectangle: `copy` writes the colour (Porter-Duff SRC), `over` composites it
/// (the text kernel's arithmetic at full coverage). `reference` is the scalar definition; `simd`
/// works sixteen pixels a step. Identical bytes at any vector width.
public enum FillSolid {
    public typealias Implementation = KernelImplementation

    /// Writes `color` into every pixel of the rectangle (clipped).
    public static func copy(
        _ color: PremultipliedColorU8, x: Int, y: Int, width: Int, height: Int, into surface: inout Surface,
        using implementation: Implementation = .simd
    ) {
        guard
            let clip = PixelRect(x: x, y: y, width: width, height: height).clipped(
                toWidth: surface.width, height: surface.height)
        else {
            return
        }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        let stride = surface.stride
        surface.bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for row in y0..<y1 {
                let destination = base + row * stride + x0 * 4
                switch implementation {
                case .reference: referenceRow(color, destination: destination, count: x1 - x0)
                case .simd: simdRow(color, destination: destination, count: x1 - x0)
                }
            }
        }
    }

    public static func referenceRow(_ color: PremultipliedColorU8, destination: UnsafeMutablePointer<UInt8>, count: Int)
    {
        for index in 0..<count {
            destination[index * 4] = color.red
            destination[index * 4 + 1] = color.green
            destination[index * 4 + 2] = color.blue
            destination[index * 4 + 3] = color.alpha
        }
    }

    public static func simdRow(_ color: PremultipliedColorU8, destination: UnsafeMutablePointer<UInt8>, count: Int) {
        let pixel = SIMD4<UInt8>(color.red, color.green, color.blue, color.alpha)
        let group = SIMD16<UInt8>(
            lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel), highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
        let raw = UnsafeMutableRawPointer(destination)
        var index = 0
        while index + 16 <= count {
            for offset in Swift.stride(from: 0, to: 64, by: 16) {
                raw.storeBytes(of: group, toByteOffset: index * 4 + offset, as: SIMD16<UInt8>.self)
            }
            index += 16
        }
        referenceRow(color, destination: destination + index * 4, count: count - index)
    }

    /// Composites `color` source-over every pixel of the rectangle (clipped): backgrounds and highlights.
    public static func over(
        _ color: PremultipliedColorU8, in rect: PixelRect, onto surface: inout Surface,
        using implementation: Implementation = .simd
    ) {
        guard let clip = rect.clipped(toWidth: surface.width, height: surface.height) else { return }
        let stride = surface.stride
        surface.bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for row in clip.y..<clip.maxY {
                overRow(color, destination: base + row * stride + clip.x * 4, count: clip.width, using: implementation)
            }
        }
    }

    /// Composites `color` source-over whole rows of premultiplied RGBA bytes (a band of a surface).
    public static func over(
        _ color: PremultipliedColorU8, rows bytes: UnsafeMutableBufferPointer<UInt8>,
        using implementation: Implementation = .simd
    ) {
        guard let base = bytes.baseAddress else { return }
        overRow(color, destination: base, count: bytes.count / 4, using: implementation)
    }

    static func overRow(
        _ color: PremultipliedColorU8, destination: UnsafeMutablePointer<UInt8>, count: Int,
        using implementation: Implementation
    ) {
        switch implementation {
        case .reference: referenceRowOver(color, destination: destination, count: count)
        case .simd: simdRowOver(color, destination: destination, count: count)
        }
    }

    public static func referenceRowOver(
        _ color: PremultipliedColorU8, destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for index in 0..<count {
            let pixel = destination + index * 4
            let under = PremultipliedColorU8(red: pixel[0], green: pixel[1], blue: pixel[2], alpha: pixel[3])
            let c = color.over(under)
            (pixel[0], pixel[1], pixel[2], pixel[3]) = (c.red, c.green, c.blue, c.alpha)
        }
    }

    /// Four pixels a step in 16-bit lanes: colour + under × (255 − alpha) / 255, pixman's rounding.
    public static func simdRowOver(_ color: PremultipliedColorU8, destination: UnsafeMutablePointer<UInt8>, count: Int)
    {
        if color.alpha == 255 { return simdRow(color, destination: destination, count: count) }
        if color.alpha == 0 && color.red == 0 && color.green == 0 && color.blue == 0 { return }
        let pixel = SIMD4<UInt16>(UInt16(color.red), UInt16(color.green), UInt16(color.blue), UInt16(color.alpha))
        let source = SIMD16<UInt16>(
            lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel), highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
        let inverse = SIMD16<UInt16>(repeating: 255 - UInt16(color.alpha))
        let raw = UnsafeMutableRawPointer(destination)
        var index = 0
        while index + 4 <= count {
            let under = SIMD16<UInt16>(widening: raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt8>.self))
            let result = source &+ divideBy255(under &* inverse)
            raw.storeBytes(of: SIMD16<UInt8>(narrowing: result), toByteOffset: index * 4, as: SIMD16<UInt8>.self)
            index += 4
        }
        referenceRowOver(color, destination: destination + index * 4, count: count - index)
    }
}
