/// Read-only view of tightly packed straight-alpha RGBA8 pixels as one 32-bit word each (R in the
/// low byte), the way pixelmatch reads them: whole pixels compare as words.
struct PixelGrid: @unchecked Sendable {
    let words: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always)
    subscript(index: Int) -> UInt32 { words[index] }

}
