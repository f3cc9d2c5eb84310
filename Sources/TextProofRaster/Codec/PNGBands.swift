import CPNG
import TextProofColor
import TextProofPlatform

/// One image's rows deflated in bands of about 256 KiB, each band on its own (see CPNG's
/// `textproof_png_deflate_band`), then written as one PNG. Bands can be deflated at once on
/// different threads, in any order, as soon as their rows exist: an image drawn band by band (a
/// golden diff's) is encoded as it is drawn and never held whole. Band boundaries depend on the
/// width alone, never on the core count: equal pixels give equal bytes on every machine.
///
/// Rows are unfiltered: measured on the paragraph benchmark's proof (an image and a sheet), no
/// filter deflates 5–20 % smaller than Sub, Up, Paeth or a per-row choice, because text on flat
/// backgrounds repeats whole pixel runs that filters break up. The deflating is CPNG's own
/// (Deflate.c): it tries the pixel to the left and the pixel above before a one-entry hash, and
/// is 2.1–2.4× zlib's fastest level on a proof's image and sheet for 7 % more bytes. libdeflate
/// cannot end a band on a byte boundary without ending the stream, so its bands could not be joined.
public final class PNGBands: @unchecked Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// Bits per sample: 8 or 16.
    public let bitDepth: Int
    /// 3: stored as RGB (an opaque image: the same pixels read back, a quarter less to deflate); 4: RGBA;
    /// 1: indexed (an image of at most 256 known opaque colours: a quarter of RGBA's bytes).
    public let channels: Int
    /// The indexed image's colours, as RGBA words in memory order, sorted.
    let palette: [UInt32]
    /// Rows in every band but perhaps the last.
    public let rowsPerBand: Int
    /// 256 KiB of RGBA rows: a paragraph's proof is 26 bands, its sheet 73, so the last bands of
    /// an image finish on both cores rather than one (with 1 MiB bands a proof waited about 0.4 ms,
    /// and one with its sheet 0.9 ms, on the other core's last band), for files about 1 % larger.
    static let bandBytes = 1 << 18
    // Each band's slot is written by the one task deflating it and read after all are done.
    private let bands: UnsafeMutableBufferPointer<textproof_png_band>
    /// Each band's status; nil until it is deflated.
    private let statuses: UnsafeMutableBufferPointer<PNGStatus?>

    /// Bands for a `width` × `height` RGBA image of `bitDepth` 8 or 16 (both at least 1), stored
    /// as RGB when `opaque`.
    public convenience init(width: Int, height: Int, bitDepth: Int, opaque: Bool) {
        self.init(width: width, height: height, bitDepth: bitDepth, channels: opaque ? 3 : 4, palette: [])
    }

    /// Bands for an 8-bit image whose pixels are all among `colors` (opaque, at most 256), stored
    /// indexed; nil when there are more than 256 distinct colours or a translucent one.
    public convenience init?(width: Int, height: Int, colors: [ColorU8]) {
        guard colors.allSatisfy({ $0.alpha == 255 }) else { return nil }
        let words = Set(colors.map(Self.word))
        guard !words.isEmpty, words.count <= 256 else { return nil }
        self.init(width: width, height: height, bitDepth: 8, channels: 1, palette: words.sorted())
    }

    private init(width: Int, height: Int, bitDepth: Int, channels: Int, palette: [UInt32]) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.bitDepth = bitDepth
        self.channels = channels
        self.palette = palette
        rowsPerBand = Self.rowsPerBand(width: self.width, bitDepth: bitDepth)
        let count = (self.height + rowsPerBand - 1) / rowsPerBand
        bands = .allocate(capacity: count)
        bands.initialize(repeating: textproof_png_band())
        statuses = .allocate(capacity: count)
        statuses.initialize(repeating: nil)
    }

    /// Rows a band: about 256 KiB of the RGBA rows the caller hands over, whatever is stored.
    static func rowsPerBand(width: Int, bitDepth: Int) -> Int {
        max(1, bandBytes / (max(1, width) * bitDepth / 2))
    }

    /// The rows of every band of an image, in order: where `PNGBands` of that size splits it.
    static func bandRows(width: Int, height: Int, bitDepth: Int) -> [Range<Int>] {
        let rows = rowsPerBand(width: width, bitDepth: bitDepth)
        return stride(from: 0, to: max(1, height), by: rows).map { $0..<min(max(1, height), $0 + rows) }
    }

    /// An opaque colour as its pixel lies in memory (R first), so C compares words without reordering.
    static func word(_ color: ColorU8) -> UInt32 {
        UInt32(littleEndian: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000)
    }

    deinit {
        for index in bands.indices { textproof_png_band_free(&bands[index]) }
        bands.deallocate()
        statuses.deallocate()
    }

    /// How many bands the image has.
    public var count: Int { bands.count }

    /// The rows of band `index`.
    public func rows(of index: Int) -> Range<Int> {
        index * rowsPerBand..<min(height, (index + 1) * rowsPerBand)
    }

    /// Deflates band `index` from `pixels`, its first row (straight-alpha RGBA: bytes for 8 bits,
    /// host-order samples for 16), rows `stride` bytes apart. Safe to call for different bands at once.
    public func deflate(band index: Int, from pixels: UnsafeRawPointer, stride: Int) {
        let rows = rows(of: index)
        statuses[index] = palette.withUnsafeBufferPointer { palette in
            textproof_png_deflate_band(
                pixels, stride, UInt32(width), Int32(bitDepth), Int32(channels), palette.baseAddress,
                Int32(palette.count), 0, UInt32(rows.count), index == count - 1 ? 1 : 0, &bands[index])
        }
    }

    /// Band `index`'s status once deflated.
    func status(of index: Int) -> PNGStatus? { statuses[index] }

    /// Deflates band `index` of an indexed image from `indices`, its first row of palette indices
    /// (one byte a pixel, each < the palette's count), rows `stride` bytes apart.
    func deflate(band index: Int, indices: UnsafeRawPointer, stride: Int) {
        let rows = rows(of: index)
        statuses[index] = textproof_png_deflate_band(
            indices, stride, UInt32(width), 8, 1, nil, Int32(palette.count), 0, UInt32(rows.count),
            index == count - 1 ? 1 : 0, &bands[index])
    }

    /// The index of `color` (opaque) in an indexed image's palette.
    func paletteIndex(of color: ColorU8) -> UInt8? {
        palette.firstIndex(of: Self.word(color)).map { UInt8($0) }
    }

    /// Writes the PNG to exactly `path` (stage and rename for atomicity) once every band is
    /// deflated, with `iccProfile` in an iCCP chunk named `profileName`, or sRGB, gAMA and cHRM
    /// chunks when it is nil.
    public func write(to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB") throws(PNGError) {
        if statuses.contains(nil) { throw PNGError(path: path, message: "a band of the image was never deflated") }
        if let failed = statuses.lazy.compactMap({ $0 }).first(where: { $0 != .ok }) {
            throw PNGError(path: path, message: failed == .outOfMemory ? "out of memory deflating" : failed.problem)
        }
        var message = [CChar](repeating: 0, count: 512)
        let icc = iccProfile ?? []
        let status = icc.withUnsafeBufferPointer { profile in
            palette.withUnsafeBufferPointer { palette in
                textproof_png_write_bands(
                    path, UInt32(width), UInt32(height), Int32(bitDepth), Int32(channels), palette.baseAddress,
                    Int32(palette.count), bands.baseAddress, bands.count,
                    iccProfile == nil ? nil : profile.baseAddress, profile.count, profileName, &message, message.count)
            }
        }
        guard status == .ok else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError(path: path, message: detail.isEmpty ? status.problem : detail)
        }
    }

    /// `write(to:)` through a temporary file and a rename: never a partial file under `path`.
    public func writeAtomically(
        to path: String, iccProfile: [UInt8]? = nil, profileName: String = "sRGB",
        replacing replacement: StagedFiles.Replacement = .durable
    ) throws(PNGError) {
        try StagedFiles.write(
            path, replacing: replacement,
            by: { temporary throws(PNGError) in
                try write(to: temporary, iccProfile: iccProfile, profileName: profileName)
            },
            failure: { PNGError(path: path, message: $0.message) })
    }
}
