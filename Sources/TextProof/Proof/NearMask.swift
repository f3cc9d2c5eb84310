import TextProofRaster

/// The pixels of a coverage mask within `radius` (Chebyshev distance) of a covered one, one bit a
/// pixel: where a run's background is looked for. Pixel x of row y is bit x % 64 of word
/// `y × wordsPerRow + x / 64`.
///
/// A square dilation done on 64 pixels a word: a horizontal pass (the row's bits shifted by up to
/// `radius` each way, carried across words) then a vertical one (the rows `radius` above and below
/// ORed in). A byte a pixel, as it was, cost the measurement a fifth of its time.
struct NearMask {
    let words: [UInt64]
    let wordsPerRow: Int

    init(_ mask: CoverageMask, radius: Int) {
        let width = mask.width, height = mask.height, perRow = (width + 63) / 64
        wordsPerRow = perRow
        guard width > 0, height > 0 else {
            words = []
            return
        }
        var covered = [UInt64](repeating: 0, count: perRow * height)
        mask.bytes.withUnsafeBytes { coverage in
            covered.withUnsafeMutableBufferPointer { covered in
                for y in 0..<height {
                    let row = y * mask.stride, to = y * perRow
                    var x = 0
                    while x + 8 <= width {
                        let bytes = UInt64(
                            littleEndian: coverage.loadUnaligned(fromByteOffset: row + x, as: UInt64.self))
                        covered[to + x >> 6] |= Self.nonzeroBits(bytes) << UInt64(x & 63)
                        x += 8
                    }
                    for x in x..<width where coverage[row + x] != 0 { covered[to + x >> 6] |= 1 << UInt64(x & 63) }
                }
            }
        }
        // Horizontal: each word ORed with itself shifted, the neighbouring words' edge bits carried in.
        let lastBits = width & 63 == 0 ? UInt64.max : (1 << UInt64(width & 63)) - 1
        var horizontal = covered
        covered.withUnsafeBufferPointer { covered in
            horizontal.withUnsafeMutableBufferPointer { horizontal in
                for y in 0..<height {
                    for i in 0..<perRow {
                        let index = y * perRow + i, word = covered[index]
                        let before = i > 0 ? covered[index - 1] : 0, after = i + 1 < perRow ? covered[index + 1] : 0
                        var spread = word
                        for shift in 1...max(1, radius) where shift <= radius {
                            let s = UInt64(shift)
                            spread |= word << s | word >> s | before >> (64 - s) | after << (64 - s)
                        }
                        horizontal[index] = i + 1 == perRow ? spread & lastBits : spread
                    }
                }
            }
        }
        // Vertical: row y takes rows y − radius … y + radius that exist.
        var near = horizontal
        horizontal.withUnsafeBufferPointer { horizontal in
            near.withUnsafeMutableBufferPointer { near in
                for y in 0..<height {
                    for other in max(0, y - radius)...min(height - 1, y + radius) where other != y {
                        for i in 0..<perRow { near[y * perRow + i] |= horizontal[other * perRow + i] }
                    }
                }
            }
        }
        words = near
    }

    /// 1 in bit i for each nonzero byte i of `bytes` (byte 0 the lowest).
    @inline(__always)
    static func nonzeroBits(_ bytes: UInt64) -> UInt64 {
        let ones = (~StripTallies.zeroBytes(bytes) >> 7) & 0x0101_0101_0101_0101
        // Each byte's bit gathered into the top byte, byte i to bit i.
        return (ones &* 0x0102_0408_1020_4080) >> 56
    }

    /// The bits of pixels x … x + 7 of the row starting at word `row` (bit 0 for pixel x); the
    /// caller keeps x + 7 inside the row.
    @inline(__always)
    static func eight(_ words: UnsafeBufferPointer<UInt64>, row: Int, x: Int) -> UInt64 {
        let index = row + x >> 6, shift = UInt64(x & 63)
        var bits = words[index] >> shift
        if shift > 56 { bits |= words[index + 1] << (64 - shift) }
        return bits & 0xFF
    }

    /// Whether pixel x of the row starting at word `row` is near.
    @inline(__always)
    static func contains(_ words: UnsafeBufferPointer<UInt64>, row: Int, x: Int) -> Bool {
        words[row + x >> 6] >> UInt64(x & 63) & 1 != 0
    }
}
