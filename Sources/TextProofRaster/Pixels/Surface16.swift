/// An RGBA16 premultiplied pixel surface (R, G, B, A samples in host order, rows `stride` samples
/// apart): the surface of Display P3 and other 16-bit proofs, so that colours and their blends
/// keep 16 bits until the PNG is written.
///
/// Guarantees: in every pixel, R, G and B are each ≤ A.
public struct Surface16: Sendable {
    public let width: Int
    public let height: Int
    /// Samples per row.
    public let stride: Int
    public internal(set) var samples: [UInt16]

    public init(width: Int, height: Int, filledWith color: PremultipliedColorU16) {
        self.width = max(0, width)
        self.height = max(0, height)
        stride = self.width * 4
        let pixel = [color.red, color.green, color.blue, color.alpha]
        samples = (0..<stride * self.height).map { pixel[$0 & 3] }
    }

    public subscript(x: Int, y: Int) -> PremultipliedColorU16 {
        let offset = y * stride + x * 4
        return PremultipliedColorU16(
            premultipliedRed: samples[offset], green: samples[offset + 1], blue: samples[offset + 2],
            alpha: samples[offset + 3])
    }

    /// Composites `color` source-over every pixel of `rect` (clipped): highlights.
    public mutating func fillOver(_ rect: PixelRect, with color: PremultipliedColorU16) {
        guard let clip = rect.clipped(toWidth: width, height: height) else { return }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let blended = color.over(self[x, y])
                let offset = y * stride + x * 4
                (samples[offset], samples[offset + 1], samples[offset + 2], samples[offset + 3]) =
                    (blended.red, blended.green, blended.blue, blended.alpha)
            }
        }
    }

    /// Straight-alpha RGBA16 samples, as a 16-bit PNG stores them (rounded to nearest).
    public func unpremultipliedSamples() -> [UInt16] {
        var straight = [UInt16](repeating: 0, count: samples.count)
        for offset in Swift.stride(from: 0, to: samples.count, by: 4) {
            let alpha = UInt32(samples[offset + 3])
            straight[offset + 3] = UInt16(alpha)
            guard alpha != 0 else { continue }
            for channel in 0..<3 {
                straight[offset + channel] = UInt16(
                    min(65535, (UInt32(samples[offset + channel]) * 65535 + alpha / 2) / alpha))
            }
        }
        return straight
    }

    /// Writes `rect` (clipped) of this surface, rounded to 8 bits as `narrowed()` rounds, into
    /// `surface` of the same size: refreshing an 8-bit view where something was just drawn.
    public func narrow(_ rect: PixelRect, into surface: inout Surface) {
        guard let clip = rect.clipped(toWidth: min(width, surface.width), height: min(height, surface.height)) else {
            return
        }
        let (x0, x1, y0, y1) = (clip.x, clip.maxX, clip.y, clip.maxY)
        for y in y0..<y1 {
            for offset in (y * stride + x0 * 4)..<(y * stride + x1 * 4) {
                surface.bytes[offset] = UInt8((UInt32(samples[offset]) * 255 + 32767) / 65535)
            }
        }
    }

    /// The surface at 8 bits per sample (each rounded to nearest: v × 255 / 65535), for measuring
    /// contrast and for 8-bit views. Rounding keeps R, G, B ≤ A.
    public func narrowed() -> Surface {
        let bytes = samples.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        return Surface(width: width, height: height, premultipliedBytes: bytes)!
    }
}
