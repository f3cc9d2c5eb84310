#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// APCA lightness contrast Lc, APCA-W3 0.0.98G-4g (the constants of Myndex's apca-w3 0.1.9,
/// "SA98G"). Text first: dark text on a light background gives positive Lc, light on dark negative.
///
///     Y   = 0.2126729 R^2.4 + 0.7151522 G^2.4 + 0.0721750 B^2.4        (simple 2.4 power, no linear toe)
///     Y  += (0.022 − Y)^1.414                                          when Y < 0.022 (soft black clamp)
///     BoW: S = (Ybg^0.56 − Ytxt^0.57) × 1.14;  Lc = S < 0.1 ? 0 : S − 0.027
///     WoB: S = (Ybg^0.65 − Ytxt^0.62) × 1.14;  Lc = S > −0.1 ? 0 : S + 0.027
///     Lc × 100; 0 when |Ybg − Ytxt| < 0.0005
public enum APCAContrast {
    static let mainTRC = 2.4
    /// APCA-W3's own luminance weights per space (`sRGB` and `displayP3` of apca-w3's colour parsers).
    static let sRGBCoefficients = LuminanceCoefficients(red: 0.2126729, green: 0.7151522, blue: 0.0721750)
    static let displayP3Coefficients = LuminanceCoefficients(
        red: 0.2289829594805780, green: 0.6917492625852380, blue: 0.0792677779341829)
    static let (normBG, normTXT, revTXT, revBG) = (0.56, 0.57, 0.62, 0.65)
    static let (blackThreshold, blackClamp) = (0.022, 1.414)
    static let (scaleBoW, scaleWoB) = (1.14, 1.14)
    static let (offsetBoW, offsetWoB) = (0.027, 0.027)
    static let (deltaYMin, lowClip) = (0.0005, 0.1)

    /// APCA's screen luminance estimate of an sRGB colour, before the black clamp.
    public static func screenLuminance(_ color: ColorU8, in space: OutputColorSpace = .sRGB) -> Double {
        let weights = space == .sRGB ? sRGBCoefficients : displayP3Coefficients
        return weights.luminance(
            powers[Int(color.red)], powers[Int(color.green)], powers[Int(color.blue)])
    }

    /// (c / 255)^2.4 for every 8-bit channel value c, worked out once: the same values as computing
    /// each (the same expression), without three `pow` calls for every colour a measurement meets.
    static let powers: [Double] = (0...255).map { Math.pow(Double($0) / 255, mainTRC) }

    /// Lc of `text` on `background`, both opaque pixels encoded in `space`.
    public static func lightnessContrast(text: ColorU8, background: ColorU8, in space: OutputColorSpace = .sRGB)
        -> Double
    {
        func clamped(_ y: Double) -> Double {
            y >= blackThreshold ? y : y + Math.pow(blackThreshold - y, blackClamp)
        }
        let yText = clamped(screenLuminance(text, in: space))
        let yBackground = clamped(screenLuminance(background, in: space))
        guard abs(yBackground - yText) >= deltaYMin else { return 0 }
        let output: Double
        if yBackground > yText {
            let s = (Math.pow(yBackground, normBG) - Math.pow(yText, normTXT)) * scaleBoW
            output = s < lowClip ? 0 : s - offsetBoW
        } else {
            let s = (Math.pow(yBackground, revBG) - Math.pow(yText, revTXT)) * scaleWoB
            output = s > -lowClip ? 0 : s + offsetWoB
        }
        return output * 100
    }
}
