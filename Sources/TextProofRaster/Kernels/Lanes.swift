// The lane helpers every kernel shares: rounding divisions, widening and narrowing, broadcasts.

/// Widening and narrowing between byte and 16-bit lanes, written lane by lane so that they inline:
/// the standard library's `init(truncatingIfNeeded:)` on SIMD vectors is a generic call in every
/// kernel that uses it (a function call and a `vzeroupper` per conversion), where these compile to
/// one zero-extend or pack instruction.
extension SIMD16 where Scalar == UInt16 {
    @inline(__always)
    init(widening v: SIMD16<UInt8>) {
        self.init(
            UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]),
            UInt16(v[7]),
            UInt16(v[8]), UInt16(v[9]), UInt16(v[10]), UInt16(v[11]), UInt16(v[12]), UInt16(v[13]), UInt16(v[14]),
            UInt16(v[15]))
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
            UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]),
            UInt32(v[7]),
            UInt32(v[8]), UInt32(v[9]), UInt32(v[10]), UInt32(v[11]), UInt32(v[12]), UInt32(v[13]), UInt32(v[14]),
            UInt32(v[15]))
    }

    @inline(__always)
    init(widening v: SIMD16<UInt16>) {
        self.init(
            UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]),
            UInt32(v[7]),
            UInt32(v[8]), UInt32(v[9]), UInt32(v[10]), UInt32(v[11]), UInt32(v[12]), UInt32(v[13]), UInt32(v[14]),
            UInt32(v[15]))
    }
}

extension SIMD16 where Scalar == UInt16 {
    /// Keeps the low half of each lane (callers guarantee lanes ≤ 65535): the even 16-bit parts
    /// of the little-endian lanes.
    @inline(__always)
    init(truncating v: SIMD16<UInt32>) {
        let low = unsafeBitCast(v.lowHalf, to: SIMD16<UInt16>.self)
        let high = unsafeBitCast(v.highHalf, to: SIMD16<UInt16>.self)
        self.init(
            low[0], low[2], low[4], low[6], low[8], low[10], low[12], low[14],
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

// MARK: - Rounding divisions

/// x / 255 rounded to nearest, exact for 0 ≤ x ≤ 255 × 255: `(x + 128 + ((x + 128) >> 8)) >> 8`,
/// the form pixman uses, so kernels here match pixman bit for bit.
@inline(__always)
func divideBy255(_ x: UInt16) -> UInt16 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// x / 65535 rounded to nearest, exact for 0 ≤ x ≤ 65535²: the 16-bit form of `divideBy255`.
@inline(__always)
func divideBy65535(_ x: UInt32) -> UInt32 {
    let t = x &+ 32768
    return (t &+ (t >> 16)) >> 16
}

/// `divideBy255` on both 16-bit halves of each lane (each half ≤ 255 × 255).
@inline(__always)
func divideBy255Pairs(_ x: SIMD16<UInt32>) -> SIMD16<UInt32> {
    let t = x &+ 0x0080_0080
    return ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
}

@inline(__always)
func divideBy255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// x / 255 rounded to nearest for 0 ≤ x ≤ 65,280 in 32-bit lanes' worth of Int32 (the separable
/// blend modes' scalar arithmetic).
@inline(__always)
func divideBy255(_ x: Int32) -> Int32 {
    let t = x + 128
    return (t + (t >> 8)) >> 8
}

// MARK: - Broadcasts and conversions

extension SIMD16 where Scalar == UInt16 {
    /// Four lanes per pixel: (r, g, b, a) repeated four times.
    @inline(__always)
    init(repeating4 v: (UInt16, UInt16, UInt16, UInt16)) {
        self.init(v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3, v.0, v.1, v.2, v.3)
    }

    /// Four values below 2¹⁶, one a pixel, each repeated over that pixel's four lanes: each 64-bit
    /// lane's value copied into all four of its 16-bit parts (the compiler turns the shifts into
    /// whichever of shifts or a multiply the CPU does best).
    @inline(__always)
    init(repeatingEachOf values: SIMD4<UInt64>) {
        let pairs = values | values &<< 16
        self = unsafeBitCast(pairs | pairs &<< 32, to: SIMD16<UInt16>.self)
    }
}

extension SIMD16 where Scalar == UInt16 {
    /// Each pixel's alpha (lane 4k + 3) repeated over its four lanes.
    @inline(__always)
    var alphaBroadcast: SIMD16<UInt16> {
        SIMD16<UInt16>(repeatingEachOf: unsafeBitCast(self, to: SIMD4<UInt64>.self) &>> 48)
    }
}

extension SIMD4 where Scalar == Float {
    @inline(__always)
    init(_ bytes: SIMD4<UInt8>) {
        self.init(Float(bytes[0]), Float(bytes[1]), Float(bytes[2]), Float(bytes[3]))
    }
}

extension SIMD4 where Scalar == UInt8 {
    @inline(__always)
    init(_ floats: SIMD4<Float>) {
        self.init(UInt8(floats[0]), UInt8(floats[1]), UInt8(floats[2]), UInt8(floats[3]))
    }
}

extension SIMD8 where Scalar == Int32 {
    @inline(__always)
    init(widening v: SIMD8<UInt16>) {
        self.init(
            Int32(v[0]), Int32(v[1]), Int32(v[2]), Int32(v[3]), Int32(v[4]), Int32(v[5]), Int32(v[6]), Int32(v[7]))
    }
}

extension SIMD8 where Scalar == UInt16 {
    @inline(__always)
    init(widening v: SIMD8<UInt8>) {
        self.init(
            UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]),
            UInt16(v[7]))
    }

    /// Keeps each lane's low 16 bits (callers guarantee lanes ≤ 65535).
    @inline(__always)
    init(truncating v: SIMD8<Int32>) {
        self.init(
            UInt16(truncatingIfNeeded: v[0]), UInt16(truncatingIfNeeded: v[1]), UInt16(truncatingIfNeeded: v[2]),
            UInt16(truncatingIfNeeded: v[3]),
            UInt16(truncatingIfNeeded: v[4]), UInt16(truncatingIfNeeded: v[5]), UInt16(truncatingIfNeeded: v[6]),
            UInt16(truncatingIfNeeded: v[7]))
    }
}
