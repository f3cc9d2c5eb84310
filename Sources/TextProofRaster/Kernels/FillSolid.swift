/// Solid fills of a rectangle: `copy` writes the colour (Porter-Duff SRC), `over` composites it
/// (the text kernel at full coverage). `reference` is the scalar definition; `simd` stores sixteen
/// pixels a step. Identical bytes at any vector width.
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
}
