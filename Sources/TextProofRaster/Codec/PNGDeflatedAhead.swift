import Dispatch
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An 8-bit image's PNG bands, deflated on another thread while its owner goes on: a proof's image
/// is final well before its file is written (its report and its sheet are made meanwhile), and a
/// core would sit idle. The bands are the bytes `PNGCodec.write` makes of the same image. Bands not
/// yet started when the file is written are taken up by the writer on every core, so a large image
/// finishes no later than if it had waited for the writer — and the writer never waits for a task
/// the pool has not started: only for bands a running thread is deflating.
///
/// An image can be handed over finished (`init(_:start:)`), or while it is still being drawn
/// (`init(drawing:start:)`): then each band starts once its drawer says its rows are final
/// (`rowsFinal(below:)`), so a proof's text deflates on the other core as it is drawn, top to
/// bottom, and `drawn(_:on:)` hands over the finished image.
public final class PNGDeflatedAhead: @unchecked Sendable {
    /// The image's size in pixels.
    public let width: Int
    public let height: Int
    /// Nil: pixels that do not fill the size.
    private let bands: PNGBands?
    private let start: (@escaping @Sendable () -> Void) -> Void
    /// Guards everything below, and is signalled as bands are deflated.
    private let progress = ThreadCondition()
    /// The finished image; nil while it is being drawn.
    private var image: RGBAImage?
    /// The first row of the pixels bands are read from: the finished image's, or the surface being
    /// drawn (its storage stays where it is while its one owner draws into it, and the finished
    /// image shares it or `drawn` waits for reads of it to end).
    private var pixels: UnsafeRawPointer?
    /// Bands whose rows will not change: only these are claimed.
    private var finalBands = 0
    private var nextBand = 0
    private var deflating = 0
    private var deflated = 0
    /// Tasks started (by `start`) that have not ended.
    private var tasks = 0
    /// Whether the surface drawn on moved while bands were read from it.
    private var moved = false

    /// Starts deflating `image` (straight-alpha RGBA, 8 bits) with `start` (on a global queue
    /// unless told otherwise).
    public init(
        _ image: RGBAImage,
        start: @escaping (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) }
    ) {
        (width, height, self.start) = (image.width, image.height, start)
        bands = Self.bands(width: image.width, height: image.height, count: image.pixels.count)
        self.image = image
        // `image` is held here and never changed: its storage does not move.
        pixels = image.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
        finalBands = bands?.count ?? 0
        startTask()
    }

    /// Deflates `surface`'s rows while they are drawn: none until `rowsFinal(below:)`, the rest
    /// once `drawn(_:on:)` hands over the finished image. The surface's storage is made its own
    /// here; the caller then draws into it alone (no copy of it is drawn into meanwhile: its
    /// storage must not move), and never again into rows it has called final.
    public init(
        drawing surface: inout Surface,
        start: @escaping (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) }
    ) {
        (width, height, self.start) = (surface.width, surface.height, start)
        bands = Self.bands(width: surface.width, height: surface.height, count: surface.bytes.count)
        // A mutable view copies storage shared with another value now, before any band reads it.
        pixels = surface.bytes.withUnsafeMutableBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// Rows above `row` will not change again: their bands may be deflated.
    public func rowsFinal(below row: Int) {
        guard let bands else { return }
        let final = row >= height ? bands.count : max(0, row) / bands.rowsPerBand
        progress.lock()
        let more = final > finalBands
        if more { finalBands = final }
        progress.unlock()
        if more { startTask() }
    }

    /// The drawing is done: `image` is `surface`'s pixels with straight alpha (its own storage
    /// when it is opaque), read for every band not yet begun. Should the surface's storage have
    /// moved after all (a copy drawn into), the bands read from it are dropped and every band is
    /// deflated again from `image`.
    /// An image or surface of another size is not this drawing's: it is left undrawn (and a
    /// writer asking for its bands gets none).
    public func drawn(_ image: RGBAImage, on surface: Surface) {
        guard image.width == width, image.height == height, surface.width == width, surface.height == height else {
            return
        }
        let drawnOn = surface.bytes.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
        let base = image.pixels.withUnsafeBytes { $0.baseAddress.map(UnsafeRawPointer.init) }
        progress.lock()
        // Reads of a surface the image does not share end before its drawer may let it go.
        if base != pixels { while deflating > 0 { progress.wait() } }
        if drawnOn != pixels { moved = true }
        (self.image, pixels, finalBands) = (image, base, bands?.count ?? 0)
        progress.unlock()
        startTask()
    }

    /// Whether the image is finished (handed over finished, or `drawn`).
    public var isDrawn: Bool {
        progress.lock()
        defer { progress.unlock() }
        return image != nil
    }

    /// The bands, every one deflated: those still unclaimed are deflated here, on every core.
    /// Nil when the pixels do not fill the size, or the drawing was never finished (`drawn`).
    var finished: PNGBands? {
        guard let bands else { return nil }
        progress.lock()
        let image = self.image
        progress.unlock()
        guard let image else { return nil }
        DispatchQueue.concurrentPerform(iterations: min(bands.count, Cores.available)) {
            _ in deflateUnclaimedBands()
        }
        progress.lock()
        while deflated < bands.count { progress.wait() }
        let moved = self.moved
        progress.unlock()
        var result = bands
        // Every band again from the finished image: as RGB if bands were read from a surface that
        // moved, as RGBA if a pixel is not opaque (as PNGEncoder stores such an image).
        if moved { result = Self.deflated(image, opaque: true) }
        if result.metTranslucentPixel { result = Self.deflated(image, opaque: false) }
        return result
    }

    /// Every band of `image` deflated here, on every core.
    private static func deflated(_ image: RGBAImage, opaque: Bool) -> PNGBands {
        let whole = PNGBands(width: image.width, height: image.height, bitDepth: 8, opaque: opaque)
        let stride = image.width * 4
        image.pixels.withUnsafeBytes { pixels in
            nonisolated(unsafe) let base = pixels.baseAddress!
            DispatchQueue.concurrentPerform(iterations: whole.count) { band in
                whole.deflate(band: band, from: base + whole.rows(of: band).lowerBound * stride, stride: stride)
            }
        }
        return whole
    }

    /// Bands for an image, stored as RGB: a proof's image is opaque, and each band checks its
    /// pixels as it drops their alpha, so the image is not read once more first (`finished` starts
    /// again as RGBA when one was not); nil when `count` bytes do not fill its size.
    private static func bands(width: Int, height: Int, count: Int) -> PNGBands? {
        guard width > 0, height > 0, count == width * 4 * height else { return nil }
        return PNGBands(width: width, height: height, bitDepth: 8, opaque: true)
    }

    /// One task deflating what is final, unless one is already at it.
    private func startTask() {
        progress.lock()
        let needed = tasks == 0 && nextBand < finalBands
        if needed { tasks += 1 }
        progress.unlock()
        guard needed else { return }
        start { [self] in
            deflateUnclaimedBands()
            progress.lock()
            tasks -= 1
            // Bands made final since this task last looked: it takes them up rather than leave them.
            let again = nextBand < finalBands && tasks == 0
            progress.unlock()
            if again { startTask() }
        }
    }

    /// Deflates final bands, each claimed by one thread, until none is left to start.
    private func deflateUnclaimedBands() {
        guard let bands else { return }
        let stride = width * 4
        while true {
            progress.lock()
            guard nextBand < finalBands, let pixels else {
                progress.unlock()
                return
            }
            let band = nextBand
            nextBand += 1
            deflating += 1
            progress.unlock()
            bands.deflate(band: band, from: pixels + bands.rows(of: band).lowerBound * stride, stride: stride)
            progress.lock()
            deflating -= 1
            deflated += 1
            progress.broadcast()
            progress.unlock()
        }
    }
}
