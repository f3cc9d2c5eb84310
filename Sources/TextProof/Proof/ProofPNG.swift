import TextProofColor
import TextProofRaster

/// How a proof image is stored: sRGB proofs as 8-bit PNGs, Display P3 ones as 16-bit, each with
/// its ICC profile in an iCCP chunk. Proof folders and goldens share it, so a recorded golden is
/// the same bytes as the proof it came from.
public struct ProofPNG: Sendable {
    /// The space the PNGs carry the ICC profile of.
    public let colorSpace: OutputColorSpace
    let profile: [UInt8]

    /// A writer for `colorSpace` (its ICC profile made once with LittleCMS).
    public init(colorSpace: OutputColorSpace) throws(ColorManagementError) {
        self.colorSpace = colorSpace
        profile = try colorSpace.makeProfile().data()
    }

    var bitDepth: Int { colorSpace == .sRGB ? 8 : 16 }

    /// Writes exactly `path` (callers stage and rename). A 16-bit proof writes `samples16`, its
    /// full-precision pixels, when it has them, else `image` widened.
    public func write(_ image: RGBAImage, samples16: [UInt16]? = nil, to path: String) throws(PNGError) {
        try PNGCodec.write(file(image, samples16: samples16, at: path))
    }

    /// The PNG file of `image` at `path`, to write with others at once (`PNGCodec.write(_:)`).
    public func file(_ image: RGBAImage, samples16: [UInt16]? = nil, at path: String) -> PNGFile {
        if bitDepth == 16, let samples16 {
            return PNGFile(
                samples: samples16, width: image.width, height: image.height, path: path, iccProfile: profile,
                profileName: colorSpace.profileName)
        }
        return PNGFile(
            image, path: path, bitDepth: bitDepth, iccProfile: profile, profileName: colorSpace.profileName)
    }

    /// The PNG file of a proof's image at `path`: its bands deflated ahead when it has them (8 bits).
    func file(_ image: ProofImage, at path: String) -> PNGFile {
        if bitDepth == 8, let deflated = image.deflatedAhead {
            return PNGFile(deflated, path: path, iccProfile: profile, profileName: colorSpace.profileName)
        }
        return file(image.image, samples16: image.samples16, at: path)
    }

    /// The PNG file of a sheet page at `path`: at 8 bits painted band by band as it is deflated,
    /// never held whole; at 16 bits painted whole and widened, as any image.
    func file(_ sheet: ProofSheet, at path: String) -> PNGFile {
        guard bitDepth == 8 else { return file(sheet.image, at: path) }
        return PNGFile(
            width: sheet.geometry.width, height: sheet.geometry.height, path: path, iccProfile: profile,
            profileName: colorSpace.profileName, paint: sheet.rows)
    }

    /// Writes a temporary file beside `path` and renames it over `path`.
    public func writeAtomically(
        _ image: RGBAImage, samples16: [UInt16]? = nil, to path: String,
        replacing replacement: StagedFiles.Replacement = .durable
    ) throws(PNGError) {
        try StagedFiles.write(
            path, replacing: replacement,
            by: { temporary throws(PNGError) in try write(image, samples16: samples16, to: temporary) },
            failure: { PNGError(path: path, message: $0.message) })
    }
}
