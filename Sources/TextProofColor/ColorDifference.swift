import CLittleCMS

/// A CIE L*a*b* colour (D50, the ICC profile connection space).
public struct CIELab: Equatable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}

/// Colour differences between L*a*b* colours, computed by LittleCMS.
public enum ColorDifference {
    /// CIEDE2000 (CIE 142-2001) with kL = kC = kH = 1. The corresponding C function is `cmsCIE2000DeltaE`.
    public static func ciede2000(_ x: CIELab, _ y: CIELab) -> Double {
        var first = cmsCIELab(L: x.l, a: x.a, b: x.b), second = cmsCIELab(L: y.l, a: y.a, b: y.b)
        return cmsCIE2000DeltaE(&first, &second, 1, 1, 1)
    }

    /// CIE94 with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015; SC and SH
    /// from the chroma of `reference`): the ΔE 1994 that Core Image's `CILabDeltaE`, and so
    /// swift-snapshot-testing's `perceptualPrecision`, measures. (LittleCMS's `cmsCIE94DeltaE`
    /// uses other constants and the geometric mean chroma, so it is not used.)
    public static func cie94(reference x: CIELab, _ y: CIELab) -> Double {
        let c1 = (x.a * x.a + x.b * x.b).squareRoot(), c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let dL = x.l - y.l, dC = c1 - c2, da = x.a - y.a, db = x.b - y.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + dC * dC / (sC * sC) + dH2 / (sH * sH)).squareRoot()
    }
}

/// Converts RGB colours of one profile into L*a*b* with LittleCMS (relative colorimetric).
/// Safe to share between threads: the transform is made without LittleCMS's cache.
public final class LabConverter: @unchecked Sendable {
    private let transform: ColorTransform

    public init(profile: ICCProfile) throws(ColorManagementError) {
        transform = try ColorTransform(
            from: profile, channels: 3, to: ICCProfile.lab(), outputFormat: CLittleCMS_TYPE_Lab_DBL)
    }

    /// `red`, `green`, `blue` encoded in the profile, 0…1.
    public func lab(red: Double, green: Double, blue: Double) -> CIELab {
        let lab = transform.transform([red, green, blue])
        return CIELab(l: lab[0], a: lab[1], b: lab[2])
    }
}
