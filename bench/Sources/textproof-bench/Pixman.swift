import CPixman
import TextProofRaster

/// pixman images over buffers we own: the same pixels as TextProof's, in pixman's formats.
/// a8r8g8b8 is one little-endian word per pixel, so its bytes are B, G, R, A: TextProof's RGBA
/// with red and blue swapped. Timing does not depend on the order; equality checks swap back.
final class PixmanImage {
    let handle: OpaquePointer
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let stride: Int

    init(
        format: pixman_format_code_t, width: Int, height: Int, bytesPerPixel: Int,
        fill: (UnsafeMutableRawPointer) -> Void
    ) {
        self.width = width
        self.height = height
        stride = (width * bytesPerPixel + 3) & ~3
        pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
        fill(pixels)
        handle = pixman_image_create_bits(
            format, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))
    }

    deinit {
        pixman_image_unref(handle)
        pixels.deallocate()
        initial?.deallocate()
    }

    /// The pixels as made, kept by `remember()` for `restore()`.
    private var initial: UnsafeMutableRawPointer?

    func remember() {
        initial = initial ?? UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
        initial!.copyMemory(from: pixels, byteCount: stride * height)
    }

    /// Back to the pixels `remember()` kept.
    func restore() {
        guard let initial else { return }
        pixels.copyMemory(from: initial, byteCount: stride * height)
    }

    /// a8r8g8b8 from a TextProof surface.
    convenience init(surface: Surface) {
        self.init(format: PIXMAN_a8r8g8b8, width: surface.width, height: surface.height, bytesPerPixel: 4) { pixels in
            let bytes = pixels.assumingMemoryBound(to: UInt8.self)
            for index in 0..<(surface.width * surface.height) {
                bytes[index * 4] = surface.bytes[index * 4 + 2]
                bytes[index * 4 + 1] = surface.bytes[index * 4 + 1]
                bytes[index * 4 + 2] = surface.bytes[index * 4]
                bytes[index * 4 + 3] = surface.bytes[index * 4 + 3]
            }
        }
    }

    /// a8 from a coverage mask.
    convenience init(mask: CoverageMask) {
        self.init(format: PIXMAN_a8, width: mask.width, height: mask.height, bytesPerPixel: 1) { pixels in
            let stride = (mask.width + 3) & ~3
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    pixels.storeBytes(of: mask[column, row], toByteOffset: row * stride + column, as: UInt8.self)
                }
            }
        }
    }

    /// RGBA bytes, red and blue swapped back.
    var rgbaBytes: [UInt8] {
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let source = row * stride + column * 4, target = (row * width + column) * 4
                result[target] = bytes[source + 2]
                result[target + 1] = bytes[source + 1]
                result[target + 2] = bytes[source]
                result[target + 3] = bytes[source + 3]
            }
        }
        return result
    }

    static func solid(_ color: PremultipliedColorU8) -> OpaquePointer {
        func wide(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }
        var pixmanColor = pixman_color_t(
            red: wide(color.red), green: wide(color.green), blue: wide(color.blue), alpha: wide(color.alpha))
        return pixman_image_create_solid_fill(&pixmanColor)
    }

    func composite(_ op: pixman_op_t, source: OpaquePointer, mask: OpaquePointer?) {
        pixman_image_composite32(op, source, mask, handle, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    }
}
