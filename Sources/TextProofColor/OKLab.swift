#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Analytic colour conversions through CIE XYZ (D65), with CSS Color 4's published matrices:
/// RGB spaces, OKLab/OKLCH (Björn Ottosson, 2020) and CIE Lab (D50, Bradford-adapted) for ΔE2000.
/// Used where a search needs thousands of conversions (suggested colours) and for design tokens'
/// colour spaces; colours drawn in a proof still go through LittleCMS once.
public enum ColorMath {
    public typealias Vector = SIMD3<Double>

    /// A 3 × 3 matrix by rows: a value, so a conversion in a search loop retains nothing.
    struct Matrix3: Sendable {
        let rows: (Vector, Vector, Vector)
        init(_ first: Vector, _ second: Vector, _ third: Vector) { rows = (first, second, third) }
    }

    static func multiply(_ m: Matrix3, _ v: Vector) -> Vector {
        Vector((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    static let linearSRGBToXYZ = Matrix3(
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607])
    static let xyzToLinearSRGB = Matrix3(
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786])
    static let linearP3ToXYZ = Matrix3(
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976])
    static let xyzToLinearP3 = Matrix3(
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872])
    static let xyzToLMS = Matrix3(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309])
    static let lmsToOKLab = Matrix3(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774])
    static let okLabToLMS = Matrix3(
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092])
    static let lmsToXYZ = Matrix3(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816])
    static let d65ToD50 = Matrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371])
    static let whiteD50 = Vector(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// The sRGB transfer function (IEC 61966-2-1), which Display P3 shares; sign-reflected.
    public static func decode(_ c: Double) -> Double {
        SRGBTransfer.linearExtended(c)
    }

    public static func encode(_ c: Double) -> Double {
        SRGBTransfer.encodedExtended(c)
    }

    /// Encoded RGB in `space` (sRGB or Display P3) → XYZ D65.
    public static func xyz(encoded rgb: Vector, in space: OutputColorSpace) -> Vector {
        let linear = Vector(decode(rgb.x), decode(rgb.y), decode(rgb.z))
        return multiply(space == .sRGB ? linearSRGBToXYZ : linearP3ToXYZ, linear)
    }

    /// XYZ D65 → encoded RGB in `space`, unclipped.
    public static func encoded(xyz: Vector, in space: OutputColorSpace) -> Vector {
        let linear = multiply(space == .sRGB ? xyzToLinearSRGB : xyzToLinearP3, xyz)
        return Vector(encode(linear.x), encode(linear.y), encode(linear.z))
    }

    public static func linearSRGB(xyz: Vector) -> Vector { multiply(xyzToLinearSRGB, xyz) }
    public static func xyz(linearSRGB: Vector) -> Vector { multiply(linearSRGBToXYZ, linearSRGB) }
    public static func xyz(linearP3: Vector) -> Vector { multiply(linearP3ToXYZ, linearP3) }

    /// XYZ D65 → OKLab (L 0…1, a, b).
    public static func okLab(xyz: Vector) -> Vector {
        let lms = multiply(xyzToLMS, xyz)
        return multiply(lmsToOKLab, Vector(Math.cbrt(lms.x), Math.cbrt(lms.y), Math.cbrt(lms.z)))
    }

    /// OKLab → XYZ D65.
    public static func xyz(okLab: Vector) -> Vector {
        let root = multiply(okLabToLMS, okLab)
        return multiply(lmsToXYZ, root * root * root)
    }

    /// OKLab → OKLCH (L, C, hue in degrees 0…360).
    public static func okLCH(okLab lab: Vector) -> Vector {
        let hue = Math.atan2(lab.z, lab.y) * 180 / .pi
        return Vector(lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue < 0 ? hue + 360 : hue)
    }

    public static func okLab(okLCH lch: Vector) -> Vector {
        let radians = lch.z * .pi / 180
        return Vector(lch.x, lch.y * Math.cos(radians), lch.y * Math.sin(radians))
    }

    /// XYZ D65 → CIE Lab D50 (Bradford), as CSS Color 4 and ICC profiles define it.
    public static func lab(xyz: Vector) -> CIELab {
        lab(xyzD50: multiply(d65ToD50, xyz))
    }

    /// XYZ already relative to D50 → CIE Lab D50.
    public static func lab(xyzD50 d50: Vector) -> CIELab {
        let scaled = d50 / whiteD50
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        func f(_ t: Double) -> Double { t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return CIELab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE Lab D50 → XYZ D65.
    public static func xyz(lab: CIELab) -> Vector {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let fy = (lab.l + 16) / 116, fx = fy + lab.a / 500, fz = fy - lab.b / 200
        func inverse(_ f: Double) -> Double { f * f * f > epsilon ? f * f * f : (116 * f - 16) / kappa }
        let y = lab.l > kappa * epsilon ? fy * fy * fy : lab.l / kappa
        let d50 = Vector(inverse(fx), y, inverse(fz)) * whiteD50
        // Bradford D50 → D65 (CSS Color 4).
        let d50ToD65 = Matrix3(
            [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
            [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
            [0.012314014864481998, -0.020507649298898964, 1.330365926242124])
        return multiply(d50ToD65, d50)
    }
}
