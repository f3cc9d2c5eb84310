/// Read-only view of tightly packed straight-alpha RGBA8 pixels as one 32-bit word each (R in the
/// low byte), the way pixelmatch reads them: whole pixels compare as words.
struct PixelGrid: @unchecked Sendable {
    let words: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always)
    subscript(index: Int) -> UInt32 { words[index] }

    @inline(__always)
    func channels(_ index: Int) -> SIMD4<Int32> {
        let word = words[index]
        return SIMD4(Int32(word & 0xFF), Int32(word >> 8 & 0xFF), Int32(word >> 16 & 0xFF), Int32(word >> 24))
    }
}
