/// A colour as declared: components in a `ColorSpace` (possibly outside 0…1 in extended spaces)
/// and a straight alpha. Converted to the output space once, by `ColorConverter`.
public struct ColorValue: Hashable, Sendable {
    public var space: ColorSpace
    /// Three components for RGB spaces, one for grey ones.
    public var components: [Double]
    public var alpha: Double

    /// nil when the number of components does not suit `space`.
    public init?(space: ColorSpace, components: [Double], alpha: Double = 1) {
        guard components.count == space.componentCount, components.allSatisfy(\.isFinite), alpha.isFinite else {
            return nil
        }
        self.space = space
        self.components = components
        self.alpha = min(max(alpha, 0), 1)
    }

    /// An 8-bit sRGB colour, as Apple's catalogs and hex values give them.
    public init(_ color: ColorU8) {
        space = .sRGB
        components = [Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255]
        alpha = Double(color.alpha) / 255
    }

    /// The 8-bit sRGB colour this is exactly, if it is one (sRGB, every value a multiple of 1/255).
    public var exactSRGB8: ColorU8? {
        guard space == .sRGB else { return nil }
        func byte(_ value: Double) -> UInt8? {
            let scaled = value * 255
            guard scaled >= 0, scaled <= 255, abs(scaled - scaled.rounded()) < 1e-9 else { return nil }
            return UInt8(scaled.rounded())
        }
        guard let r = byte(components[0]), let g = byte(components[1]), let b = byte(components[2]), let a = byte(alpha)
        else { return nil }
        return ColorU8(red: r, green: g, blue: b, alpha: a)
    }

    /// A component beyond 0…1: extended range (EDR) where the space allows it.
    public var hasExtendedRangeComponent: Bool { components.contains { $0 < 0 || $0 > 1 } }

    /// `#RRGGBBAA` for exact 8-bit sRGB colours, otherwise the CSS-like form a spec accepts:
    /// `display-p3(1 0 0 / 0.5)`.
    public var specDescription: String {
        if let exact = exactSRGB8 { return exact.hexRGBA }
        let numbers = components.map(Self.format).joined(separator: " ")
        let alphaPart = alpha < 1 ? " / \(Self.format(alpha))" : ""
        return "\(space.rawValue)(\(numbers)\(alphaPart))"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        // Whole numbers without ".0"; the bound keeps `Int(_:)` from trapping on a huge component.
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
