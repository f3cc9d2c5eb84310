import CPNG
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes PNG files (CPNG): written in bands deflated at once (`PNGBands`), read by a fast
/// path for TextProof's own kind of file and by libpng for any other (the CPNG shim keeps libpng's longjmp
/// error handling inside C).
public enum PNGCodec {
    /// Writes `image` at `bitDepth` 8 or 16 (16 widens each sample by ×257; stored as RGB when every
    /// pixel is opaque, else RGBA: both read back as the same RGBA pixels) to exactly `path`,
    /// embedding `iccProfile` (an iCCP chunk named `profileName`) or, when it is nil, an sRGB chunk.
    /// No timestamps: equal pixels, equal bytes.
    ///
    /// A failed write can leave a truncated file behind, so callers write to a temporary name and
    /// rename (see `writeAtomically`).
    public static func write(
        _ image: RGBAImage, to path: String, bitDepth: Int = 8, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) throws(PNGError) {
        try write(PNGFile(image, path: path, bitDepth: bitDepth, iccProfile: iccProfile, profileName: profileName))
    }

    /// Writes straight-alpha RGBA16 `samples` (host order) as a 16-bit PNG to exactly `path`.
    public static func write(
        samples: [UInt16], width: Int, height: Int, to path: String, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) throws(PNGError) {
        try write(
            PNGFile(
                samples: samples, width: width, height: height, path: path, iccProfile: iccProfile,
                profileName: profileName))
    }

    /// Writes one file to exactly its path.
    public static func write(_ file: PNGFile) throws(PNGError) {
        if let error = PNGEncoder.write([file])[0] { throw error }
    }

    /// Writes every file to exactly its path, all deflated at once on every core; the outcome of
    /// each, in order (nil: written). A failed file may leave a partial file behind: stage them.
    public static func write(_ files: [PNGFile]) -> [PNGError?] {
        PNGEncoder.write(files)
    }

    /// Writes to a temporary file beside `path`, then renames it over `path`: an interrupted or
    /// failed write never leaves a partial file under the final name.
    public static func writeAtomically(
        _ image: RGBAImage, to path: String, bitDepth: Int = 8, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB", replacing replacement: StagedFiles.Replacement = .durable
    ) throws(PNGError) {
        try atomically(path, replacing: replacement) { temporary throws(PNGError) in
            try write(image, to: temporary, bitDepth: bitDepth, iccProfile: iccProfile, profileName: profileName)
        }
    }

    /// `write(samples:…)` through a temporary file and a rename.
    public static func writeAtomically(
        samples: [UInt16], width: Int, height: Int, to path: String, iccProfile: [UInt8]? = nil,
        profileName: String = "sRGB"
    ) throws(PNGError) {
        try atomically(path) { temporary throws(PNGError) in
            try write(
                samples: samples, width: width, height: height, to: temporary, iccProfile: iccProfile,
                profileName: profileName)
        }
    }

    private static func atomically(
        _ path: String, replacing replacement: StagedFiles.Replacement = .durable,
        _ write: (String) throws(PNGError) -> Void
    ) throws(PNGError) {
        try StagedFiles.write(
            path, replacing: replacement, by: write, failure: { PNGError(path: path, message: $0.message) })
    }

    /// Reads any PNG libpng understands as 8-bit straight-alpha RGBA (16-bit samples rounded).
    public static func read(_ path: String) throws(PNGError) -> RGBAImage {
        try decode(path).image
    }

    /// Reads any PNG libpng understands, keeping its bit depth, 16-bit samples and ICC profile.
    public static func decode(_ path: String) throws(PNGError) -> DecodedPNG {
        try decode(path, reader: .automatic)
    }

    /// Which reader decodes: the fast path for TextProof's own kind of file with libpng for the
    /// rest (what users get), or either alone (for tests holding the two equal).
    enum Reader {
        case automatic, fastOnly, libpngOnly
    }

    static func decode(_ path: String, reader: Reader) throws(PNGError) -> DecodedPNG {
        // The IHDR chunk (always first) gives the size, so the pixels are decoded straight into
        // the array that holds them: one copy of the image in memory, at its own bit depth.
        let header = try Self.header(path)
        // Each side first, so that the product cannot overflow (IHDR allows 2³¹ − 1 a side).
        guard header.width > 0, header.height > 0, header.width <= 1 << 28, header.height <= 1 << 28,
            header.width * header.height <= 1 << 28
        else {
            throw PNGError(path: path, message: "image too large or empty (\(header.width)×\(header.height))")
        }
        var message = [CChar](repeating: 0, count: 512)
        var icc: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, iccLength: UInt32 = 0
        var bitDepth: Int32 = 0, sourceDepth: Int32 = 0
        let count = header.width * header.height * 4
        func read(_ buffer: UnsafeMutableRawPointer, capacity: Int) -> PNGStatus {
            switch reader {
            case .automatic:
                return textproof_png_read_rgba(
                    path, buffer, capacity, &width, &height, &bitDepth, &sourceDepth, &icc, &iccLength, &message,
                    message.count)
            case .libpngOnly:
                return textproof_png_read_rgba_libpng(
                    path, buffer, capacity, &width, &height, &bitDepth, &sourceDepth, &icc, &iccLength, &message,
                    message.count)
            case .fastOnly:
                let status = textproof_png_read_rgba_fast(
                    path, buffer, capacity, &width, &height, &bitDepth, &icc, &iccLength)
                sourceDepth = bitDepth
                if status != .ok {
                    let declined = "declined by the fast reader".utf8CString
                    message.replaceSubrange(0..<declined.count, with: declined)
                }
                return status
            }
        }
        defer { textproof_png_free(icc) }
        if header.bitDepth == 16 {
            var status = PNGStatus.ok
            // One byte a row more than the pixels: an RGBA file is inflated in place, filter bytes and all.
            let wide = [UInt16](unsafeUninitializedCapacity: count + header.height / 2 + 1) { buffer, initialized in
                status = read(buffer.baseAddress!, capacity: buffer.count * 2)
                initialized = status == .ok ? count : 0
            }
            guard status == .ok, bitDepth == 16 else {
                throw PNGError(path: path, message: decodeMessage(message, status))
            }
            // Nearest 8-bit value: exact for samples widened from 8 bits.
            let narrow = wide.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
            return DecodedPNG(
                image: RGBAImage(width: header.width, height: header.height, pixels: narrow), wideSamples: wide,
                bitDepth: Int(sourceDepth),
                iccProfile: icc.map { Array(UnsafeBufferPointer(start: $0, count: Int(iccLength))) })
        }
        var status = PNGStatus.ok
        let narrow = [UInt8](unsafeUninitializedCapacity: count + header.height) { buffer, initialized in
            status = read(buffer.baseAddress!, capacity: buffer.count)
            initialized = status == .ok ? count : 0
        }
        guard status == .ok, bitDepth == 8 else { throw PNGError(path: path, message: decodeMessage(message, status)) }
        return DecodedPNG(
            image: RGBAImage(width: header.width, height: header.height, pixels: narrow), wideSamples: nil,
            bitDepth: Int(sourceDepth),
            iccProfile: icc.map { Array(UnsafeBufferPointer(start: $0, count: Int(iccLength))) })
    }

    /// Width, height and bit depth from the IHDR chunk, which a PNG must start with; a file that is
    /// not a PNG gets libpng's own message when it is read.
    static func header(_ path: String) throws(PNGError) -> (width: Int, height: Int, bitDepth: Int) {
        let descriptor: FileDescriptor
        do { descriptor = try .openForReading(path) } catch { throw PNGError(path: path, message: error.reason) }
        defer { try? descriptor.close() }
        var bytes = [UInt8](repeating: 0, count: 25)
        var filled = 0
        while filled < bytes.count {
            let count =
                (try? bytes.withUnsafeMutableBytes {
                    try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...]))
                }) ?? 0
            guard count > 0 else { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        guard bytes.count == 25, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            // Let libpng say what is wrong (not a PNG, truncated) in its own words.
            var message = [CChar](repeating: 0, count: 512)
            var width: UInt32 = 0, height: UInt32 = 0, depth: Int32 = 0, source: Int32 = 0, length: UInt32 = 0
            var icc: UnsafeMutablePointer<UInt8>?
            let status = textproof_png_read_rgba(
                path, nil, 0, &width, &height, &depth, &source, &icc, &length, &message, message.count)
            textproof_png_free(icc)
            throw PNGError(path: path, message: decodeMessage(message, status == .ok ? .notPNG : status))
        }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20), Int(bytes[24]))
    }
}

/// A PNG as read: 8-bit pixels, the full-precision samples, and what the file declared.
public struct DecodedPNG: Sendable {
    public let image: RGBAImage
    /// The 16-bit samples of a 16-bit file; nil for 8-bit files, which are held at 8 bits only.
    public let wideSamples: [UInt16]?
    /// The file's bit depth per sample: 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    /// The embedded ICC profile (iCCP chunk), if any.
    public let iccProfile: [UInt8]?

    /// Straight-alpha RGBA, 16 bits per sample (8-bit files widened by ×257, on demand).
    public var samples16: [UInt16] { wideSamples ?? image.pixels.map { UInt16($0) * 257 } }
}

/// A PNG that could not be read or written.
public struct PNGError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// A NUL-terminated C message buffer as a String.
/// The C side's message when it wrote one, else what `status` means.
private func decodeMessage(_ buffer: [CChar], _ status: PNGStatus) -> String {
    let detail = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if !detail.isEmpty { return detail }
    return status == .ok ? "unexpected bit depth after decoding" : status.problem
}
