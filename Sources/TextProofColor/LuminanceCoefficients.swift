/// The luminance weights of an RGB space: the Y row of its RGB → XYZ (D65) matrix.
public struct LuminanceCoefficients: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double

    /// WCAG 2.x's sRGB weights (ITU-R BT.709).
    public static let sRGB = LuminanceCoefficients(red: 0.2126, green: 0.7152, blue: 0.0722)
    /// Display P3 (DCI-P3 primaries, D65): the Y row of its RGB → XYZ matrix.
    /// The weighted sum of linear (or, for a luma, encoded) components.
    @inlinable public func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        red * r + green * g + blue * b
    }

    public static let displayP3 = LuminanceCoefficients(red: 0.2289745641, green: 0.6917385218, blue: 0.0792869141)
}
