import CPNG
import Foundation

/// Reads and writes PNG files through libpng (via the CPNG shim, which keeps libpng's longjmp
/// error handling inside C).
public enum PNGCodec {
    /// Writes `image` as 8-bit RGBA to exactly `path`, embedding `iccProfile` (an iCCP chunk named
    /// `profileName`) or, when it is nil, an sRGB chunk. No timestamps: equal pixels, equal bytes.
    ///
    /// A failed libpng write can leave a truncated file behind, so callers write to a temporary name
    /// and rename (see `writeAtomically`).
    public static func write(
        _ image: RGBAImage, to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB"
    ) throws(PNGError) {
        var message = [CChar](repeating: 0, count: 512)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            if let iccProfile {
                return iccProfile.withUnsafeBufferPointer { icc in
                    textproof_png_write_rgba8(
                        path, pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                        icc.baseAddress, icc.count, profileName, &message, message.count)
                }
            }
            return textproof_png_write_rgba8(
                path, pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                nil, 0, nil, &message, message.count)
        }
        guard status == 0 else { throw PNGError(path: path, message: decodeMessage(message)) }
    }

    /// Writes to a temporary file beside `path`, then renames it over `path`: an interrupted or
    /// failed write never leaves a partial file under the final name.
    public static func writeAtomically(
        _ image: RGBAImage, to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB"
    ) throws(PNGError) {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try write(image, to: temporary, iccProfile: iccProfile, profileName: profileName)
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

    /// Reads any PNG libpng understands as 8-bit straight-alpha RGBA.
    public static func read(_ path: String) throws(PNGError) -> RGBAImage {
        var message = [CChar](repeating: 0, count: 512)
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        guard textproof_png_read_rgba8(path, &pixels, &width, &height, &message, message.count) == 0,
            let pixels
        else { throw PNGError(path: path, message: decodeMessage(message)) }
        defer { textproof_png_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return RGBAImage(
            width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
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
