#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// WCAG 2.x contrast ratio (Understanding SC 1.4.3; definitions of "relative luminance" and
/// "contrast ratio").
///
///     L = 0.2126 R + 0.7152 G + 0.0722 B,  C = C_srgb / 12.92            if C_srgb <= 0.04045
///                                          C = ((C_srgb + 0.055) / 1.055)^2.4  otherwise
///     ratio = (L_lighter + 0.05) / (L_darker + 0.05)                      1…21
///
/// WCAG 2.0 printed the threshold as 0.03928; no 8-bit value lies between the two, so results agree.
public enum WCAGContrast {
    /// Relative luminance of an opaque colour encoded with the sRGB transfer function, weighted by
    /// `space`'s coefficients (sRGB's by default; Display P3 shares the transfer function).
    public static func relativeLuminance(_ color: ColorU8, weights space: LuminanceCoefficients = .sRGB) -> Double {
        linearized.withUnsafeBufferPointer { linear in
            space.luminance(linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
        }
    }

    /// Each 8-bit component value made linear, by the formula above: the same doubles, looked up
    /// (a colour search judges thousands of candidates, three `pow` calls each).
    static let linearized: [Double] = (0...255).map { component in
        SRGBTransfer.linear(Double(component) / 255)
    }

    /// The ratio of two opaque colours, in either order. Alpha is ignored: measure composited pixels.
    public static func ratio(_ a: ColorU8, _ b: ColorU8, weights space: LuminanceCoefficients = .sRGB) -> Double {
        let la = relativeLuminance(a, weights: space), lb = relativeLuminance(b, weights: space)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

/// WCAG 2.x success level for text (SC 1.4.3 AA and SC 1.4.6 AAA).
public enum ContrastLevel: String, Codable, Sendable, Comparable, CaseIterable {
    case fail = "fail"
    case aa = "AA"
    case aaa = "AAA"

    /// Normal text needs 4.5:1 for AA and 7:1 for AAA; large text 3:1 and 4.5:1. The ratio is
    /// compared unrounded: 4.499:1 fails.
    public init(ratio: Double, largeText: Bool) {
        let (aa, aaa) = largeText ? (3.0, 4.5) : (4.5, 7.0)
        self = ratio >= aaa ? .aaa : ratio >= aa ? .aa : .fail
    }

    /// Large text is at least 18 pt, or at least 14 pt when bold or heavier.
    public static func isLargeText(points: Double, isBold: Bool) -> Bool {
        points >= 18 || (points >= 14 && isBold)
    }

    private var rank: Int {
        switch self {
        case .fail: 0
        case .aa: 1
        case .aaa: 2
        }
    }

    public static func < (lhs: ContrastLevel, rhs: ContrastLevel) -> Bool { lhs.rank < rhs.rank }
}
