import TextProofColor

/// An RGBA8 premultiplied pixel surface, rows `stride` bytes apart, bytes in R, G, B, A order.
///
/// Guarantees: in every pixel, R, G and B are each ≤ A.
public struct Surface: Sendable {
    public let width: Int
    public let height: Int
    public let stride: Int
    public internal(set) var bytes: [UInt8]

    /// A surface filled with `color`.
    public init(width: Int, height: Int, filledWith color: PremultipliedColorU8) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.stride = self.width * 4
        let pixel = [color.red, color.green, color.blue, color.alpha]
        self.bytes = [UInt8](unsafeUninitializedCapacity: self.stride * self.height) { buffer, count in
            for index in 0..<buffer.count { buffer[index] = pixel[index & 3] }
            count = buffer.count
        }
    }

    /// A surface over existing premultiplied RGBA bytes, tightly packed; nil when the count is not
    /// width × height × 4 or a pixel breaks the premultiplied guarantee.
    public init?(width: Int, height: Int, premultipliedBytes bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        for offset in Swift.stride(from: 0, to: bytes.count, by: 4)
        where bytes[offset] > bytes[offset + 3] || bytes[offset + 1] > bytes[offset + 3] || bytes[offset + 2] > bytes[offset + 3] {
            return nil
        }
        self.width = width
        self.height = height
        self.stride = width * 4
        self.bytes = bytes
    }

    public subscript(x: Int, y: Int) -> PremultipliedColorU8 {
        let offset = y * stride + x * 4
        return PremultipliedColorU8(
            red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }

    /// The surface with straight alpha, as a PNG stores it.
    public func unpremultiplied() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let color = self[x, y].unpremultiplied
                let offset = (y * width + x) * 4
                pixels[offset] = color.red
                pixels[offset + 1] = color.green
                pixels[offset + 2] = color.blue
                pixels[offset + 3] = color.alpha
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

/// 8-bit RGBA with straight alpha, tightly packed, top row first: what a PNG holds.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> ColorU8 {
        let offset = (y * width + x) * 4
        return ColorU8(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}

extension Surface {
    /// Composites `color` source-over every pixel of `rect` (clipped): backgrounds and highlights.
    /// Not a hot path; the same arithmetic as the text kernel at full coverage.
    public mutating func fill(_ rect: (x: Int, y: Int, width: Int, height: Int), with color: PremultipliedColorU8) {
        let x0 = max(0, rect.x), x1 = min(width, rect.x + rect.width)
        let y0 = max(0, rect.y), y1 = min(height, rect.y + rect.height)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let blended = color.over(self[x, y])
                let offset = y * stride + x * 4
                bytes[offset] = blended.red
                bytes[offset + 1] = blended.green
                bytes[offset + 2] = blended.blue
                bytes[offset + 3] = blended.alpha
            }
        }
    }
}
