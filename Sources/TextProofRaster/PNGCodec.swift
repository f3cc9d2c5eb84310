import CPNG
import Foundation

/// Reads and writes PNG files through libpng (via the CPNG shim, which keeps libpng's longjmp
/// error handling inside C).
public enum PNGCodec {
    /// Writes `image` as RGBA at `bitDepth` 8 or 16 (16 widens each sample by ×257) to exactly
    /// `path`, embedding `iccProfile` (an iCCP chunk named `profileName`) or, when it is nil, an
    /// sRGB chunk. No timestamps: equal pixels, equal bytes.
    ///
    /// A failed libpng write can leave a truncated file behind, so callers write to a temporary name
    /// and rename (see `writeAtomically`).
    public static func write(
        _ image: RGBAImage, to path: String, bitDepth: Int = 8, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) throws(PNGError) {
        var message = [CChar](repeating: 0, count: 512)
        let icc = iccProfile ?? []
        let status: Int32
        if bitDepth == 16 {
            let samples = image.pixels.map { UInt16($0) * 257 }
            status = samples.withUnsafeBytes { pixels in
                icc.withUnsafeBufferPointer { profile in
                    textproof_png_write_rgba(
                        path, pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 8, 16,
                        iccProfile == nil ? nil : profile.baseAddress, profile.count, profileName, &message, message.count)
                }
            }
        } else {
            status = image.pixels.withUnsafeBytes { pixels in
                icc.withUnsafeBufferPointer { profile in
                    textproof_png_write_rgba(
                        path, pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, Int32(bitDepth),
                        iccProfile == nil ? nil : profile.baseAddress, profile.count, profileName, &message, message.count)
                }
            }
        }
        guard status == 0 else { throw PNGError(path: path, message: decodeMessage(message)) }
    }

    /// Writes straight-alpha RGBA16 `samples` (host order) as a 16-bit PNG to exactly `path`.
    public static func write(
        samples: [UInt16], width: Int, height: Int, to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB"
    ) throws(PNGError) {
        guard samples.count == width * height * 4 else {
            throw PNGError(path: path, message: "\(samples.count) samples for a \(width)×\(height) RGBA image")
        }
        var message = [CChar](repeating: 0, count: 512)
        let icc = iccProfile ?? []
        let status = samples.withUnsafeBytes { pixels in
            icc.withUnsafeBufferPointer { profile in
                textproof_png_write_rgba(
                    path, pixels.baseAddress, UInt32(width), UInt32(height), width * 8, 16,
                    iccProfile == nil ? nil : profile.baseAddress, profile.count, profileName, &message, message.count)
            }
        }
        guard status == 0 else { throw PNGError(path: path, message: decodeMessage(message)) }
    }

    /// Writes to a temporary file beside `path`, then renames it over `path`: an interrupted or
    /// failed write never leaves a partial file under the final name.
    public static func writeAtomically(
        _ image: RGBAImage, to path: String, bitDepth: Int = 8, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) throws(PNGError) {
        try atomically(path) { temporary throws(PNGError) in
            try write(image, to: temporary, bitDepth: bitDepth, iccProfile: iccProfile, profileName: profileName)
        }
    }

    /// `write(samples:…)` through a temporary file and a rename.
    public static func writeAtomically(
        samples: [UInt16], width: Int, height: Int, to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB"
    ) throws(PNGError) {
        try atomically(path) { temporary throws(PNGError) in
            try write(samples: samples, width: width, height: height, to: temporary, iccProfile: iccProfile, profileName: profileName)
        }
    }

    private static func atomically(_ path: String, _ write: (String) throws(PNGError) -> Void) throws(PNGError) {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try write(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PNGError(path: path, message: reason)
        }
    }

    /// Reads any PNG libpng understands as 8-bit straight-alpha RGBA (16-bit samples rounded).
    public static func read(_ path: String) throws(PNGError) -> RGBAImage {
        try decode(path).image
    }

    /// Reads any PNG libpng understands, keeping its bit depth, 16-bit samples and ICC profile.
    public static func decode(_ path: String) throws(PNGError) -> DecodedPNG {
        var message = [CChar](repeating: 0, count: 512)
        var samples: UnsafeMutablePointer<UInt16>?
        var icc: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, iccLength: UInt32 = 0
        var bitDepth: Int32 = 0
        let status = textproof_png_read_rgba16(
            path, &samples, &width, &height, &bitDepth, &icc, &iccLength, &message, message.count)
        defer {
            textproof_png_free(samples)
            textproof_png_free(icc)
        }
        guard status == 0, let samples else { throw PNGError(path: path, message: decodeMessage(message)) }
        let wide = Array(UnsafeBufferPointer(start: samples, count: Int(width) * Int(height) * 4))
        // Nearest 8-bit value: exact for samples widened from 8 bits.
        let narrow = wide.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        return DecodedPNG(
            image: RGBAImage(width: Int(width), height: Int(height), pixels: narrow), samples16: wide,
            bitDepth: Int(bitDepth), iccProfile: icc.map { Array(UnsafeBufferPointer(start: $0, count: Int(iccLength))) })
    }
}

/// A PNG as read: 8-bit pixels, the full-precision samples, and what the file declared.
public struct DecodedPNG: Sendable {
    public let image: RGBAImage
    /// Straight-alpha RGBA, 16 bits per sample (8-bit files widened by ×257).
    public let samples16: [UInt16]
    /// The file's bit depth per sample: 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    /// The embedded ICC profile (iCCP chunk), if any.
    public let iccProfile: [UInt8]?
}

/// A PNG that could not be read or written.
public struct PNGError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

/// A NUL-terminated C message buffer as a String.
private func decodeMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
