/// An 8-bit colour with straight (not premultiplied) alpha, components encoded in their colour
/// space's transfer function (sRGB unless the owner says otherwise).
///
/// Guarantees: every component is 0…255; `alpha` 255 is opaque.
public struct ColorU8: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBBAA`.
    public init(rgba: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24), green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8), alpha: UInt8(truncatingIfNeeded: rgba))
    }

    public static let black = ColorU8(red: 0, green: 0, blue: 0)
    public static let white = ColorU8(red: 255, green: 255, blue: 255)

    public var isOpaque: Bool { alpha == 255 }

    /// The same colour with full alpha.
    public var opaque: ColorU8 { ColorU8(red: red, green: green, blue: blue) }
}

extension ColorU8 {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive). Returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8,
            digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(rgba: digits.count == 6 ? value << 8 | 0xFF : value)
    }

    /// `#RRGGBBAA`, upper case.
    public var hexRGBA: String { "#" + [red, green, blue, alpha].map(Self.hexByte).joined() }

    /// `#RRGGBB`, upper case; alpha is dropped.
    public var hexRGB: String { "#" + [red, green, blue].map(Self.hexByte).joined() }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

extension ColorU8: CustomStringConvertible {
    public var description: String { hexRGBA }
}
