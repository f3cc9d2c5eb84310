import Foundation
import TextProofConcurrency

/// An 8-bit image's PNG bands, deflated on another thread while its owner goes on: a proof's image
/// is final well before its file is written (its report and its sheet are made meanwhile), and a
/// core would sit idle. The bands are the bytes `PNGCodec.write` makes of the same image. Bands not
/// yet started when the file is written are taken up by the writer on every core, so a large image
/// finishes no later than if it had waited for the writer.
public final class PNGDeflatedAhead: @unchecked Sendable {
    /// The image's size in pixels.
    public let width: Int
    public let height: Int
    private let image: RGBAImage
    /// Left once `bands` is set (nil: pixels that do not fill the size).
    private let prepared = DispatchGroup()
    /// Left once the background task has no band left to start.
    private let done = DispatchGroup()
    // Set once by the background task before `prepared` is left; read only after it is waited for.
    private var bands: PNGBands?
    private let claims = NSLock()
    private var nextBand = 0

    /// Starts deflating `image` (straight-alpha RGBA, 8 bits) on a global queue.
    public init(_ image: RGBAImage) {
        (width, height, self.image) = (image.width, image.height, image)
        prepared.enter()
        DispatchQueue.global().async(group: done) { [self] in
            bands = Self.bands(for: image)
            prepared.leave()
            deflateUnclaimedBands()
        }
    }

    /// The bands, every one deflated: those still unclaimed are deflated here, on every core.
    var finished: PNGBands? {
        prepared.wait()
        guard let bands else { return nil }
        DispatchQueue.concurrentPerform(iterations: min(bands.count, Cores.available)) {
            _ in deflateUnclaimedBands()
        }
        done.wait()
        guard bands.metTranslucentPixel else { return bands }
        // Not opaque after all: every band again, as RGBA (as PNGEncoder stores such an image).
        let whole = PNGBands(width: width, height: height, bitDepth: 8, opaque: false)
        let stride = width * 4
        image.pixels.withUnsafeBytes { pixels in
            nonisolated(unsafe) let base = pixels.baseAddress!
            DispatchQueue.concurrentPerform(iterations: whole.count) { band in
                whole.deflate(band: band, from: base + whole.rows(of: band).lowerBound * stride, stride: stride)
            }
        }
        return whole
    }

    /// Bands for the image, stored as RGB: a proof's image is opaque, and each band checks its
    /// pixels as it drops their alpha, so the image is not read once more first (`finished` starts
    /// again as RGBA when one was not); nil when the pixels do not fill its size.
    private static func bands(for image: RGBAImage) -> PNGBands? {
        let stride = image.width * 4
        guard image.width > 0, image.height > 0, image.pixels.count == stride * image.height else { return nil }
        return PNGBands(width: image.width, height: image.height, bitDepth: 8, opaque: true)
    }

    /// Deflates bands, each claimed by one thread, until none is left to start.
    private func deflateUnclaimedBands() {
        guard let bands else { return }
        let stride = width * 4
        image.pixels.withUnsafeBytes { pixels in
            while true {
                let band = claims.withLock {
                    defer { nextBand += 1 }
                    return nextBand
                }
                guard band < bands.count else { return }
                bands.deflate(
                    band: band, from: pixels.baseAddress! + bands.rows(of: band).lowerBound * stride, stride: stride)
            }
        }
    }
}
