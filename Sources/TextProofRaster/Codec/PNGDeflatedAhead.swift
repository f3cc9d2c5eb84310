import CPNG
import Dispatch

/// An 8-bit image's PNG bands, deflated on another thread while its owner goes on: a proof's image
/// is final well before its file is written (its report and its sheet are made meanwhile), and a
/// core would sit idle. The bands are the bytes `PNGCodec.write` makes of the same image, one
/// after another on that thread; a `PNGFile` made from them writes them once they are done.
public final class PNGDeflatedAhead: @unchecked Sendable {
    /// The image's size in pixels.
    public let width: Int
    public let height: Int
    private let done = DispatchGroup()
    // Written once by the deflating task, read only after `done` is waited for.
    private var bands: PNGBands?

    /// Starts deflating `image` (straight-alpha RGBA, 8 bits) on a global queue.
    public init(_ image: RGBAImage) {
        (width, height) = (image.width, image.height)
        DispatchQueue.global().async(group: done) { [self] in bands = Self.deflate(image) }
    }

    /// The bands, once every one is deflated (nil for an image with no pixels: `PNGFile` says why).
    var finished: PNGBands? {
        done.wait()
        return bands
    }

    private static func deflate(_ image: RGBAImage) -> PNGBands? {
        let stride = image.width * 4
        guard image.width > 0, image.height > 0, image.pixels.count == stride * image.height else { return nil }
        return image.pixels.withUnsafeBytes { pixels in
            // Stored as RGB when every pixel is opaque, as PNGEncoder decides for an image held whole.
            let opaque =
                textproof_png_rows_opaque(pixels.baseAddress, stride, UInt32(image.width), 8, 0, UInt32(image.height))
                != 0
            let bands = PNGBands(width: image.width, height: image.height, bitDepth: 8, opaque: opaque)
            for band in 0..<bands.count {
                bands.deflate(
                    band: band, from: pixels.baseAddress! + bands.rows(of: band).lowerBound * stride, stride: stride)
            }
            return bands
        }
    }
}
