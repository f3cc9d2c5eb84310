/// Read-only view of tightly packed straight-alpha RGBA8 pixels as one 32-bit word each (R in the
/// low byte), the way pixelmatch reads them: whole pixels compare as words.
struct PixelGrid: @unchecked Sendable {
    let words: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always)
    subscript(index: Int) -> UInt32 { words[index] }

    /// Whether the eight pixels from `index` all equal `pixel` (four 64-bit compares: Swift's
    /// SIMD8 comparison compiled to a lane loop here).
    @inline(__always)
    func eightEqual(_ index: Int, to pixel: UInt32) -> Bool {
        let raw = UnsafeRawPointer(words + index), pair = UInt64(pixel) | UInt64(pixel) << 32
        let a = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        return (a ^ pair) | (b ^ pair) | (c ^ pair) | (d ^ pair) == 0
    }

}
