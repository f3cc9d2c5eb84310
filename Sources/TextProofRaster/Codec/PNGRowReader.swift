import CPNG

/// Rows of a PNG this package wrote (`PNGBands`: each band of rows deflated on its own, in its own
/// IDAT chunk), read without inflating the rest of the file.
public enum PNGRowReader {
    /// The rows of the file's bands, as `PNGBands` splits an 8-bit image `width` pixels wide.
    public static func bands(width: Int, height: Int) -> [Range<Int>] {
        PNGBands.bandRows(width: width, height: height, bitDepth: 8)
    }

    /// Rows `rows` of the 8-bit image at `path`, `width` pixels wide, as straight-alpha RGBA; nil
    /// when the file is not of that shape (another writer's, or changed), for a caller to read it whole.
    public static func rows(_ rows: Range<Int>, of path: String, width: Int) -> RGBAImage? {
        guard width > 0, !rows.isEmpty, rows.lowerBound >= 0 else { return nil }
        var fileWidth: UInt32 = 0, fileHeight: UInt32 = 0
        var status = PNGStatus.declined
        let pixels = [UInt8](unsafeUninitializedCapacity: rows.count * width * 4) { buffer, count in
            status = textproof_png_read_rows(
                path, UInt32(rows.lowerBound), UInt32(rows.count),
                UInt32(PNGBands.rowsPerBand(width: width, bitDepth: 8)), buffer.baseAddress, buffer.count,
                &fileWidth, &fileHeight)
            count = status == .ok ? buffer.count : 0
        }
        guard status == .ok, Int(fileWidth) == width else { return nil }
        return RGBAImage(width: width, height: rows.count, pixels: pixels)
    }
}
