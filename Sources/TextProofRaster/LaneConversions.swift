/// Widening and narrowing between byte and 16-bit lanes, written lane by lane so that they inline:
/// the standard library's `init(truncatingIfNeeded:)` on SIMD vectors is a generic call in every
/// kernel that uses it (a function call and a `vzeroupper` per conversion), where these compile to
/// one zero-extend or pack instruction.
extension SIMD16 where Scalar == UInt16 {
    @inline(__always)
    init(widening v: SIMD16<UInt8>) {
        self.init(
            UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]),
            UInt16(v[8]), UInt16(v[9]), UInt16(v[10]), UInt16(v[11]), UInt16(v[12]), UInt16(v[13]), UInt16(v[14]), UInt16(v[15]))
    }
}

extension SIMD16 where Scalar == UInt8 {
    /// Keeps the low byte of each lane (callers guarantee lanes ≤ 255): the even bytes of the
    /// little-endian lanes, one pack instruction.
    @inline(__always)
    init(narrowing v: SIMD16<UInt16>) {
        let low = unsafeBitCast(v.lowHalf, to: SIMD16<UInt8>.self)
        let high = unsafeBitCast(v.highHalf, to: SIMD16<UInt8>.self)
        self.init(
            low[0], low[2], low[4], low[6], low[8], low[10], low[12], low[14],
            high[0], high[2], high[4], high[6], high[8], high[10], high[12], high[14])
    }
}

/// Whole-vector tests as scalar reductions: `==` on SIMD vectors compiles to a loop over the lanes
/// in these kernels, where OR/AND of the words is two or three instructions.
extension SIMD4 where Scalar == UInt32 {
    @inline(__always)
    var isAllZero: Bool { (self[0] | self[1] | self[2] | self[3]) == 0 }

    @inline(__always)
    var isAllOnes: Bool { (self[0] & self[1] & self[2] & self[3]) == .max }
}

extension SIMD16 where Scalar == UInt8 {
    @inline(__always)
    var words: SIMD4<UInt32> { unsafeBitCast(self, to: SIMD4<UInt32>.self) }
}

extension SIMD16 where Scalar == UInt32 {
    @inline(__always)
    init(widening v: SIMD16<UInt8>) {
        self.init(
            UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]), UInt32(v[7]),
            UInt32(v[8]), UInt32(v[9]), UInt32(v[10]), UInt32(v[11]), UInt32(v[12]), UInt32(v[13]), UInt32(v[14]), UInt32(v[15]))
    }

    @inline(__always)
    init(widening v: SIMD16<UInt16>) {
        self.init(
            UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]), UInt32(v[7]),
            UInt32(v[8]), UInt32(v[9]), UInt32(v[10]), UInt32(v[11]), UInt32(v[12]), UInt32(v[13]), UInt32(v[14]), UInt32(v[15]))
    }
}

extension SIMD16 where Scalar == UInt16 {
    /// Keeps the low half of each lane (callers guarantee lanes ≤ 65535): the even 16-bit parts
    /// of the little-endian lanes.
    @inline(__always)
    init(truncating v: SIMD16<UInt32>) {
        let low = unsafeBitCast(v.lowHalf, to: SIMD16<UInt16>.self)
        let high = unsafeBitCast(v.highHalf, to: SIMD16<UInt16>.self)
        self.init(low[0], low[2], low[4], low[6], low[8], low[10], low[12], low[14],
                  high[0], high[2], high[4], high[6], high[8], high[10], high[12], high[14])
    }
}

extension SIMD16 where Scalar == UInt32 {
    /// The OR of all sixteen lanes: a vector OR tree down to four lanes, then three scalar ORs.
    @inline(__always)
    var orOfLanes: UInt32 {
        let eight = lowHalf | highHalf
        let four = eight.lowHalf | eight.highHalf
        return four[0] | four[1] | four[2] | four[3]
    }

    @inline(__always)
    var isAllZero: Bool { orOfLanes == 0 }
}
