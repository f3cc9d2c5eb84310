/// A 16-bit colour with premultiplied alpha, as `Surface16` stores it: Display P3 and other
/// 16-bit proofs keep colours converted from their declarations without rounding to 8 bits.
///
/// Guarantees: `red`, `green` and `blue` are each ≤ `alpha`.
public struct PremultipliedColorU16: Hashable, Sendable {
    public let red: UInt16
    public let green: UInt16
    public let blue: UInt16
    public let alpha: UInt16

    /// From straight components 0…1 (clipped): each channel and alpha to the nearest 16-bit value,
    /// then premultiplied with exact rounding.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        func sample(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 65535).rounded()) }
        let a = sample(alpha)
        self.init(
            premultipliedRed: UInt16(divideBy65535(sample(red) * a)), green: UInt16(divideBy65535(sample(green) * a)),
            blue: UInt16(divideBy65535(sample(blue) * a)), alpha: UInt16(a))
    }

    /// An 8-bit premultiplied colour widened exactly (× 257).
    public init(_ color: PremultipliedColorU8) {
        self.init(
            premultipliedRed: UInt16(color.red) * 257, green: UInt16(color.green) * 257, blue: UInt16(color.blue) * 257,
            alpha: UInt16(color.alpha) * 257)
    }

    init(premultipliedRed red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// This colour source-over `destination`, with the 16-bit text kernel's arithmetic at full coverage.
    public func over(_ destination: PremultipliedColorU16) -> PremultipliedColorU16 {
        let inverse = 65535 - UInt32(alpha)
        func blend(_ s: UInt16, _ d: UInt16) -> UInt16 { UInt16(UInt32(s) + divideBy65535(UInt32(d) * inverse)) }
        return PremultipliedColorU16(
            premultipliedRed: blend(red, destination.red), green: blend(green, destination.green),
            blue: blend(blue, destination.blue), alpha: blend(alpha, destination.alpha))
    }
}
