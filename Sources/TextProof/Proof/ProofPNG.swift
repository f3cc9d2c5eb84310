import TextProofColor
import TextProofPlatform
import TextProofRaster

/// How a proof image is stored: sRGB proofs as 8-bit PNGs, Display P3 ones as 16-bit, each with
/// its ICC profile in an iCCP chunk. Proof folders and goldens share it, so a recorded golden is
/// the same bytes as the proof it came from.
public struct ProofPNG: Sendable {
    /// The space the PNGs carry the ICC profile of.
    public let colorSpace: OutputColorSpace
    let profile: [UInt8]

    /// A writer for `colorSpace` (its ICC profile made with LittleCMS once a process).
    public init(colorSpace: OutputColorSpace) throws(ColorManagementError) {
        self.colorSpace = colorSpace
        if let made = Self.profiles.withLock({ $0[colorSpace] }) {
            profile = made
        } else {
            profile = try colorSpace.makeProfile().data()
            Self.profiles.withLock { $0[colorSpace] = profile }
        }
    }

    /// Each space's profile bytes, made the first time a writer for it is: the same bytes every
    /// time, and building them cost a proof about 0.2 ms.
    private static let profiles = LockedState<[OutputColorSpace: [UInt8]]>([:])

    var bitDepth: Int { colorSpace == .sRGB ? 8 : 16 }

    /// Writes exactly `path` (callers stage and rename). A 16-bit proof writes the pixels' 16-bit
    /// samples when they have them, else their 8-bit samples widened.
    public func write(_ pixels: ImagePixels, to path: String) throws(PNGError) {
        try PNGCodec.write(file(pixels, at: path))
    }

    /// The PNG file of `pixels` at `path`, to write with others at once (`PNGCodec.write(_:)`).
    public func file(_ pixels: ImagePixels, at path: String) -> PNGFile {
        if bitDepth == 16, let samples = pixels.wideSamples {
            return PNGFile(
                samples: samples, width: pixels.width, height: pixels.height, path: path, iccProfile: profile,
                profileName: colorSpace.profileName)
        }
        return PNGFile(
            pixels.image, path: path, bitDepth: bitDepth, iccProfile: profile, profileName: colorSpace.profileName)
    }

    /// The PNG file of a sheet page at `path`: at 8 bits painted band by band as it is deflated,
    /// never held whole; at 16 bits painted whole and widened, as any image.
    func file(_ sheet: ProofSheet, at path: String) -> PNGFile {
        guard bitDepth == 8 else { return file(ImagePixels(sheet.image), at: path) }
        return PNGFile(
            width: sheet.geometry.width, height: sheet.geometry.height, path: path, iccProfile: profile,
            profileName: colorSpace.profileName, paint: sheet.rows)
    }

    /// Writes a temporary file beside `path` and renames it over `path`.
    public func writeAtomically(
        _ pixels: ImagePixels, to path: String,
        replacing replacement: StagedFiles.Replacement = .durable
    ) throws(PNGError) {
        try StagedFiles.write(
            path, replacing: replacement,
            by: { temporary throws(PNGError) in try write(pixels, to: temporary) },
            failure: { PNGError(path: path, message: $0.message) })
    }
}
