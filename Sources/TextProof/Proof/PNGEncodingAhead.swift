import TextProofColor
import TextProofConcurrency
import TextProofRaster

/// Wants each image of a proof as soon as it is painted, before the renderer makes the report and
/// the sheet (`ProofRenderer(imagesFinished:)`): a writer can start encoding it there.
public protocol FinishedImageObserver: Sendable {
    /// `image`, finished, in a proof of `space`.
    func finished(_ image: ProofImage, in space: OutputColorSpace)
}

/// Starts each finished 8-bit image deflating into its PNG on another core while the renderer
/// makes the report and the sheet; `ProofWriter.write(_:to:encodedAhead:)` takes up the bands (and
/// deflates any band not yet started itself). The files are the same bytes either way.
public final class PNGEncodingAhead: FinishedImageObserver {
    private let started = LockedState([String: PNGDeflatedAhead]())

    public init() {}

    public func finished(_ image: ProofImage, in space: OutputColorSpace) {
        // Display P3 proofs are 16-bit files, written whole.
        guard space == .sRGB, image.pixels.bitDepth == 8 else { return }
        let deflating = PNGDeflatedAhead(image.image)
        started.withLock { $0[image.fileName] = deflating }
    }

    /// The bands deflating for `image`, if it was started here (the same name and size).
    public func bands(for image: ProofImage) -> PNGDeflatedAhead? {
        started.withLock { $0[image.fileName] }.flatMap {
            $0.width == image.image.width && $0.height == image.image.height ? $0 : nil
        }
    }
}
