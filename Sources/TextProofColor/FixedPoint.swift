import Foundation

extension String {
    /// `value` with `digits` digits after the point, as C's printf writes `%.Nf` (the exact binary
    /// value rounded, ties to even): the text `String(format:)` gives, without Foundation's
    /// CFString formatting, which cost a sheet of 26 badges about 0.2 ms on its critical path.
    public init(fixed value: Double, digits: Int) {
        var buffer = [CChar](repeating: 0, count: 48)
        let written = Self.print(value, digits: digits, into: &buffer)
        if written >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(written) + 1)
            _ = Self.print(value, digits: digits, into: &buffer)
        }
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func print(_ value: Double, digits: Int, into buffer: inout [CChar]) -> Int32 {
        let count = buffer.count
        return buffer.withUnsafeMutableBufferPointer { target in
            withVaList([Int32(digits), value]) { vsnprintf(target.baseAddress, count, "%.*f", $0) }
        }
    }
}
