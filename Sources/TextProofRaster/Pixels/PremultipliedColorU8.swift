import TextProofColor

/// An 8-bit colour with premultiplied alpha, as surfaces store it.
///
/// Guarantees: `red`, `green` and `blue` are each ≤ `alpha`.
public struct PremultipliedColorU8: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8

    /// Premultiplies with exact rounding: c × a / 255 rounded to nearest, as pixman does.
    public init(_ color: ColorU8) {
        let a = UInt16(color.alpha)
        red = UInt8(divideBy255(UInt16(color.red) * a))
        green = UInt8(divideBy255(UInt16(color.green) * a))
        blue = UInt8(divideBy255(UInt16(color.blue) * a))
        alpha = color.alpha
    }

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Back to straight alpha, rounding to nearest. Transparent pixels become transparent black.
    public var unpremultiplied: ColorU8 {
        guard alpha != 0 else { return ColorU8(red: 0, green: 0, blue: 0, alpha: 0) }
        func divide(_ c: UInt8) -> UInt8 {
            UInt8(min(255, (UInt32(c) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return ColorU8(red: divide(red), green: divide(green), blue: divide(blue), alpha: alpha)
    }
}

extension PremultipliedColorU8 {
    /// This colour source-over `destination`, with the text kernel's arithmetic at full coverage.
    public func over(_ destination: PremultipliedColorU8) -> PremultipliedColorU8 {
        let inverse = 255 - UInt16(alpha)
        func blend(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(UInt16(s) + divideBy255(UInt16(d) * inverse)) }
        return PremultipliedColorU8(
            red: blend(red, destination.red), green: blend(green, destination.green),
            blue: blend(blue, destination.blue), alpha: blend(alpha, destination.alpha))
    }
}
