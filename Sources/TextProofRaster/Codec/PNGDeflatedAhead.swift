import Foundation
import TextProofConcurrency

/// An 8-bit image's PNG bands, deflated on another thread while its owner goes on: a proof's image
/// is final well before its file is written (its report and its sheet are made meanwhile), and a
/// core would sit idle. The bands are the bytes `PNGCodec.write` makes of the same image. Bands not
/// yet started when the file is written are taken up by the writer on every core, so a large image
/// finishes no later than if it had waited for the writer — and the writer never waits for a task
/// the pool has not started: only for bands a running thread is deflating.
public final class PNGDeflatedAhead: @unchecked Sendable {
    /// The image's size in pixels.
    public let width: Int
    public let height: Int
    private let image: RGBAImage
    /// Nil: pixels that do not fill the size.
    private let bands: PNGBands?
    /// Guards the next band to claim and the count deflated.
    private let progress = NSCondition()
    private var nextBand = 0
    private var deflated = 0

    /// Starts deflating `image` (straight-alpha RGBA, 8 bits) with `start` (on a global queue
    /// unless told otherwise).
    public init(
        _ image: RGBAImage,
        start: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) }
    ) {
        (width, height, self.image) = (image.width, image.height, image)
        bands = Self.bands(for: image)
        start { [self] in deflateUnclaimedBands() }
    }

    /// The bands, every one deflated: those still unclaimed are deflated here, on every core.
    var finished: PNGBands? {
        guard let bands else { return nil }
        DispatchQueue.concurrentPerform(iterations: min(bands.count, Cores.available)) {
            _ in deflateUnclaimedBands()
        }
        progress.lock()
        while deflated < bands.count { progress.wait() }
        progress.unlock()
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
                progress.lock()
                let band = nextBand
                nextBand += 1
                progress.unlock()
                guard band < bands.count else { return }
                bands.deflate(
                    band: band, from: pixels.baseAddress! + bands.rows(of: band).lowerBound * stride, stride: stride)
                progress.lock()
                deflated += 1
                if deflated == bands.count { progress.broadcast() }
                progress.unlock()
            }
        }
    }
}
