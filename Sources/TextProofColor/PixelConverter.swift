import CLittleCMS
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Converts whole images of 8-bit pixels between output spaces (sRGB ↔ Display P3) fast enough for
/// image backgrounds and cross-space diffs, where LittleCMS per pixel (~23 Mpix/s at 8 bits, ~2 at
/// float here) is far too slow.
///
/// The fast path is built from LittleCMS: the 3×3 linear-light matrix is read off a LittleCMS
/// transform between the two spaces' linear profiles (the images of the three primaries), and the
/// transfer functions are tables of IEC 61966-2-1 (shared by sRGB and Display P3): 256 entries to
/// decode, 4096 to encode. Results are clipped to the gamut, as the colour conversion clips. Tests
/// hold it within 1/255 of LittleCMS's float transform.
public struct PixelConverter: Sendable {
    public let source: OutputColorSpace
    public let destination: OutputColorSpace
    /// Row-major linear RGB → linear RGB.
    public let matrix: [Double]
    private let decode: [Float]
    private let encode: [UInt8]
    private static let encodeSize = 4096

    public init(from source: OutputColorSpace, to destination: OutputColorSpace) throws(ColorManagementError) {
        self.source = source
        self.destination = destination
        func linearProfile(_ space: OutputColorSpace) throws(ColorManagementError) -> ICCProfile {
            space == .sRGB ? try ICCProfile.linearSRGB() : try ICCProfile.linearDisplayP3()
        }
        let transform = try ColorTransform(from: linearProfile(source), to: linearProfile(destination))
        let columns = [[1.0, 0, 0], [0, 1.0, 0], [0, 0, 1.0]].map { transform.transform($0) }
        matrix = (0..<3).flatMap { row in (0..<3).map { column in columns[column][row] } }
        decode = (0..<256).map { Float(ColorConverter.sRGBDecode(Double($0) / 255)) }
        let size = Self.encodeSize
        encode = (0..<size).map { UInt8((ColorConverter.sRGBEncode(Double($0) / Double(size - 1)) * 255).rounded()) }
    }

    /// Converts one straight-alpha pixel; alpha is unchanged.
    @inline(__always)
    public func convert(_ color: ColorU8) -> ColorU8 {
        let r = decode[Int(color.red)], g = decode[Int(color.green)], b = decode[Int(color.blue)]
        func channel(_ row: Int) -> UInt8 {
            let value = Float(matrix[row * 3]) * r + Float(matrix[row * 3 + 1]) * g + Float(matrix[row * 3 + 2]) * b
            let index = Int((min(max(value, 0), 1) * Float(Self.encodeSize - 1)).rounded())
            return encode[index]
        }
        return ColorU8(red: channel(0), green: channel(1), blue: channel(2), alpha: color.alpha)
    }

    /// Converts tightly packed straight-alpha RGBA8 pixels in place.
    public func convert(rgba pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { bytes in
            var offset = 0
            while offset + 4 <= bytes.count {
                let converted = convert(
                    ColorU8(
                        red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
                )
                bytes[offset] = converted.red
                bytes[offset + 1] = converted.green
                bytes[offset + 2] = converted.blue
                offset += 4
            }
        }
    }
}
