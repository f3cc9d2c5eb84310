import TextProofColor
import TextProofPlatform
import TextProofRaster

/// Wants each image of a proof as soon as it is painted, before the renderer makes the report and
/// the sheet (`ProofRenderer(imagesFinished:)`): a writer can start encoding it there.
public protocol FinishedImageObserver: Sendable {
    /// `image`, finished, in a proof of `space`.
    func finished(_ image: ProofImage, in space: OutputColorSpace)
    /// The image `fileName` is about to be drawn on `surface` (8 bits, in `space`), top to bottom:
    /// what to tell which of its rows are final as it is drawn and hand the finished image to
    /// (`PNGDeflatedAhead.drawn(_:on:)`) before `finished` is called with it, if anything. Nil by default.
    func drawing(_ fileName: String, on surface: inout Surface, in space: OutputColorSpace) -> PNGDeflatedAhead?
}

extension FinishedImageObserver {
    public func drawing(_ fileName: String, on surface: inout Surface, in space: OutputColorSpace)
        -> PNGDeflatedAhead?
    {
        nil
    }
}

/// Starts each 8-bit image deflating into its PNG on another core: band by band while it is drawn,
/// the rest once it is finished, while the renderer makes the report and the sheet;
/// `ProofWriter.write(_:to:encodedAhead:)` takes up the bands (and deflates any band not yet
/// started itself). The files are the same bytes either way.
public final class PNGEncodingAhead: FinishedImageObserver {
    private let started = LockedState([String: PNGDeflatedAhead]())

    public init() {}

    public func drawing(_ fileName: String, on surface: inout Surface, in space: OutputColorSpace)
        -> PNGDeflatedAhead?
    {
        // Display P3 proofs are 16-bit files, written whole.
        guard space == .sRGB else { return nil }
        let deflating = PNGDeflatedAhead(drawing: &surface)
        started.withLock { $0[fileName] = deflating }
        return deflating
    }

    public func finished(_ image: ProofImage, in space: OutputColorSpace) {
        guard space == .sRGB, image.pixels.bitDepth == 8 else { return }
        // Deflated while it was drawn, and handed over by its drawer.
        if bands(for: image) != nil { return }
        let deflating = PNGDeflatedAhead(image.image)
        started.withLock { $0[image.fileName] = deflating }
    }

    /// The bands deflating for `image`, if it was started here (the same name and size) and
    /// finished (an image whose drawing was never finished is written whole).
    public func bands(for image: ProofImage) -> PNGDeflatedAhead? {
        started.withLock { $0[image.fileName] }.flatMap {
            $0.width == image.image.width && $0.height == image.image.height && $0.isDrawn ? $0 : nil
        }
    }
}
