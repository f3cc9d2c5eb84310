import TextProofColor
import TextProofPlatform

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
        ProcessMemory.prepareThreadHeap(forBytes: self.stride * self.height)
        // No bytes: a plain empty array. Initialising zero capacity writes the count of the runtime's
        // one shared empty array, a race ThreadSanitizer reports with every thread reading one.
        guard self.stride * self.height > 0 else {
            self.bytes = []
            return
        }
        self.bytes = [UInt8](unsafeUninitializedCapacity: self.stride * self.height) { buffer, count in
            ProcessMemory.adviseHugePages(buffer)
            // One 32-bit word a pixel, R first in memory whatever the byte order.
            let word =
                UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) {
                $0.initialize(repeating: UInt32(littleEndian: word))
            }
            count = buffer.count
        }
    }

    /// A surface whose every byte `initialize` writes (tightly packed, each pixel premultiplied):
    /// for kernels that overwrite a whole image, which need neither a fill nor a copy first.
    init(width: Int, height: Int, initializingWith initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.stride = self.width * 4
        ProcessMemory.prepareThreadHeap(forBytes: self.stride * self.height)
        // No bytes: a plain empty array (see `init(width:height:filledWith:)`).
        guard self.stride * self.height > 0 else {
            self.bytes = []
            return
        }
        self.bytes = [UInt8](unsafeUninitializedCapacity: self.stride * self.height) { buffer, count in
            initialize(buffer)
            count = buffer.count
        }
    }

    /// A surface over existing premultiplied RGBA bytes, tightly packed; nil when the count is not
    /// width × height × 4 or a pixel breaks the premultiplied guarantee.
    public init?(width: Int, height: Int, premultipliedBytes bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        for offset in Swift.stride(from: 0, to: bytes.count, by: 4)
        where bytes[offset] > bytes[offset + 3] || bytes[offset + 1] > bytes[offset + 3]
            || bytes[offset + 2] > bytes[offset + 3]
        {
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

    /// The surface with straight alpha, as a PNG stores it (each channel rounded to nearest;
    /// opaque pixels copied as they are).
    public func unpremultiplied() -> RGBAImage {
        // An opaque surface (a proof on a solid background, every sheet) is the same bytes either
        // way: shared, not copied.
        if bytes.withUnsafeBufferPointer({ Self.isOpaque($0) }) {
            return RGBAImage(width: width, height: height, pixels: bytes)
        }
        ProcessMemory.prepareThreadHeap(forBytes: width * height * 4)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, initialized in
            initialized = target.count
            ProcessMemory.adviseHugePages(target)
            bytes.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    var from = y * stride, to = y * width * 4
                    // An opaque row is the same bytes either way.
                    if width > 0, Self.isOpaque(UnsafeBufferPointer(rebasing: source[from..<from + width * 4])) {
                        UnsafeMutableRawPointer(target.baseAddress! + to).copyMemory(
                            from: source.baseAddress! + from, byteCount: width * 4)
                        continue
                    }
                    for _ in 0..<width {
                        let alpha = UInt32(source[from + 3])
                        if alpha == 255 {
                            (target[to], target[to + 1], target[to + 2], target[to + 3]) = (
                                source[from], source[from + 1], source[from + 2], 255
                            )
                        } else if alpha != 0 {
                            for channel in 0..<3 {
                                target[to + channel] = UInt8(
                                    min(255, (UInt32(source[from + channel]) * 255 + alpha / 2) / alpha))
                            }
                            target[to + 3] = UInt8(alpha)
                        } else {
                            (target[to], target[to + 1], target[to + 2], target[to + 3]) = (0, 0, 0, 0)
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

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
        return ColorU8(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}

extension Surface {
    /// Whether every pixel of RGBA `bytes` has alpha 255 (eight pixels a step).
    @inline(__always)
    static func isOpaque(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        // The AND of whole 64-bit words (two pixels each), alpha bytes checked every 64 bytes: a
        // sheet band is scanned at memory speed, not a byte a step.
        let raw = UnsafeRawPointer(base), alphas = UInt64(littleEndian: 0xFF00_0000_FF00_0000)
        var offset = 0
        while offset + 64 <= bytes.count {
            var all = UInt64.max
            for word in 0..<8 { all &= raw.loadUnaligned(fromByteOffset: offset + word * 8, as: UInt64.self) }
            if all & alphas != alphas { return false }
            offset += 64
        }
        var all: UInt8 = 255
        var index = offset + 3
        while index < bytes.count {
            all &= bytes[index]
            index += 4
        }
        return all == 255
    }

    /// The pixels of `rect` (clipped to the surface; empty when they do not meet), as a surface
    /// of their own.
    public func cropped(to rect: PixelRect) -> Surface {
        guard let clipped = rect.clipped(toWidth: width, height: height) else {
            return Surface(width: 0, height: 0) { _ in }
        }
        return Surface(width: clipped.width, height: clipped.height) { target in
            bytes.withUnsafeBufferPointer { source in
                for row in 0..<clipped.height {
                    UnsafeMutableRawPointer(target.baseAddress! + row * clipped.width * 4).copyMemory(
                        from: source.baseAddress! + (clipped.y + row) * stride + clipped.x * 4,
                        byteCount: clipped.width * 4)
                }
            }
        }
    }

    /// Copies `source` of a straight-alpha image to (x, y), each pixel premultiplied (clipped to
    /// both): pasting proof cells onto a sheet.
    public mutating func copy(_ source: PixelRect, of image: RGBAImage, toX x: Int, y: Int) {
        let x0 = max(0, source.x, source.x - x), y0 = max(0, source.y, source.y - y)
        let x1 = min(image.width, source.maxX, width - x + source.x),
            y1 = min(image.height, source.maxY, height - y + source.y)
        guard x0 < x1, y0 < y1 else { return }
        image.pixels.withUnsafeBufferPointer { pixels in
            bytes.withUnsafeMutableBufferPointer { target in
                for row in y0..<y1 {
                    var from = (row * image.width + x0) * 4
                    var to = (row - source.y + y) * stride + (x0 - source.x + x) * 4
                    // An opaque span is the same bytes premultiplied or not.
                    if Self.isOpaque(UnsafeBufferPointer(rebasing: pixels[from..<from + (x1 - x0) * 4])) {
                        UnsafeMutableRawPointer(target.baseAddress! + to).copyMemory(
                            from: pixels.baseAddress! + from, byteCount: (x1 - x0) * 4)
                        continue
                    }
                    for _ in x0..<x1 {
                        let alpha = UInt16(pixels[from + 3])
                        if alpha == 255 {
                            (target[to], target[to + 1], target[to + 2], target[to + 3]) = (
                                pixels[from], pixels[from + 1], pixels[from + 2], 255
                            )
                        } else {
                            for channel in 0..<3 {
                                target[to + channel] = UInt8(divideBy255(UInt16(pixels[from + channel]) * alpha))
                            }
                            target[to + 3] = UInt8(alpha)
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }

    /// Composites `color` source-over every pixel of `rect` (clipped): backgrounds and highlights.
    /// The text kernel's arithmetic at full coverage (`FillSolid.over`).
    public mutating func fillOver(_ rect: PixelRect, with color: PremultipliedColorU8) {
        FillSolid.over(color, in: rect, onto: &self)
    }
}
