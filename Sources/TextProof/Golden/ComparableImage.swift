import Dispatch
import TextProofColor
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A PNG read for comparison: 8-bit straight RGBA pixels, with the colour space the file
/// declared (an iCCP profile; none means sRGB; a grey profile's greys are converted to sRGB).
public struct ComparableImage: Sendable {
    /// The colour space the pixels are in: an ICC profile's description, or sRGB when the PNG has none.
    public enum Space: Equatable, Sendable {
        /// sRGB, or no profile at all.
        case sRGB
        /// Display P3.
        case displayP3
        /// Any other profile, by its bytes.
        case profile([UInt8])
    }

    /// The file read.
    public let path: String
    /// Its pixels, straight-alpha RGBA8.
    public let image: RGBAImage
    /// The space of those pixels.
    public let space: Space
    /// The 16-bit samples of a 16-bit file, kept for converting between colour spaces at full
    /// precision; nil for 8-bit images, widened only if a conversion needs them.
    let wideSamples: [UInt16]?
    let iccProfile: [UInt8]?

    /// Reads any PNG libpng can (1–16 bits, grey, palette, RGB, with or without alpha).
    public init(path: String) throws(GoldenError) {
        let decoded: DecodedPNG
        do { decoded = try PNGCodec.decode(path) } catch { throw .unreadable(path: path, message: error.message) }
        try self.init(path: path, decoded: decoded)
    }

    init(path: String, decoded: DecodedPNG) throws(GoldenError) {
        self.path = path
        let profile = try Self.open(decoded.iccProfile, path: path)
        if let gray = profile, gray.isGray {
            // A greyscale PNG's profile (snapshot tests' references carry Apple's Generic Gray Gamma
            // 2.2) says how its greys look: they are compared as the sRGB colours they are.
            var samples = decoded.samples16
            do { try PixelTransform(from: gray, to: ICCProfile.sRGB()).convert(&samples) } catch {
                throw .colorProfile(path: path, message: "cannot convert its greys to sRGB: \(error.detail)")
            }
            image = RGBAImage(
                width: decoded.image.width, height: decoded.image.height,
                pixels: samples.map { UInt8((UInt32($0) * 255 + 32767) / 65535) })
            wideSamples = decoded.wideSamples == nil ? nil : samples
            iccProfile = nil
            space = .sRGB
            return
        }
        image = decoded.image
        wideSamples = decoded.wideSamples
        iccProfile = decoded.iccProfile
        space = Self.space(of: decoded.iccProfile, opened: profile)
    }

    /// The embedded profile, opened (RGB or grey), if there is one.
    static func open(_ profile: [UInt8]?, path: String) throws(GoldenError) -> ICCProfile? {
        guard let profile else { return nil }
        do { return try ICCProfile.open(bytes: profile, name: path) } catch {
            throw .colorProfile(path: path, message: error.detail)
        }
    }

    /// Two files decoded at once, one per core.
    public static func pair(golden: String, actual: String) throws(GoldenError) -> (
        golden: ComparableImage, actual: ComparableImage
    ) {
        let results = ConcurrentSlots<Result<ComparableImage, GoldenError>>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let path = index == 0 ? golden : actual
            do throws(GoldenError) { results.set(index, .success(try ComparableImage(path: path))) } catch {
                results.set(index, .failure(error))
            }
        }
        let decoded = results.all
        return (try decoded[0]!.get(), try decoded[1]!.get())
    }

    /// An image in memory, in a known output space (a render about to be compared); `path` only
    /// names it in messages.
    public init(path: String, image: RGBAImage, colorSpace: OutputColorSpace) {
        self.path = path
        self.image = image
        wideSamples = nil
        iccProfile = nil
        space = colorSpace == .sRGB ? .sRGB : .displayP3
    }

    /// Profiles are told apart by their description, so LittleCMS's sRGB, a camera's
    /// "sRGB IEC61966-2.1" and a file with no profile are all sRGB.
    static func space(of bytes: [UInt8]?, opened profile: ICCProfile?) -> Space {
        guard let bytes, let profile else { return .sRGB }
        let description = profile.profileDescription ?? ""
        if description.hasPrefix("sRGB") { return .sRGB }
        if description == "Display P3" { return .displayP3 }
        return .profile(bytes)
    }

    func profile() throws(ColorManagementError) -> ICCProfile {
        switch space {
        case .sRGB: try ICCProfile.sRGB()
        case .displayP3: try ICCProfile.displayP3()
        case .profile(let bytes): try ICCProfile.open(bytes: bytes, name: path)
        }
    }

    /// The pixels in `target`'s colour space: unchanged when the spaces are the same, otherwise
    /// converted by LittleCMS from the 16-bit samples and rounded to 8 bits.
    func pixels(in target: ComparableImage) throws(GoldenError) -> RGBAImage {
        guard space != target.space else { return image }
        do {
            var samples = wideSamples ?? image.pixels.map { UInt16($0) * 257 }
            try PixelTransform(from: profile(), to: target.profile()).convert(&samples)
            return RGBAImage(
                width: image.width, height: image.height,
                pixels: samples.map { UInt8((UInt32($0) * 255 + 32767) / 65535) })
        } catch {
            throw .colorProfile(path: path, message: "cannot convert to \(target.path)'s colour space: \(error.detail)")
        }
    }
}
