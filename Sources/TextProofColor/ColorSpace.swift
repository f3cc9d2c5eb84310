/// The colour spaces a colour can be declared in: Xcode's asset-catalog spaces, and the
/// `display-p3(…)`, `srgb(…)`, `extended-srgb(…)` forms of a spec.
public enum ColorSpace: String, Sendable, CaseIterable {
    /// IEC 61966-2-1 sRGB; components 0…1.
    case sRGB = "srgb"
    /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function; components 0…1.
    case displayP3 = "display-p3"
    /// sRGB primaries and transfer function; components may leave 0…1 (negative values use the
    /// transfer function's reflection, `sign(x)·f(|x|)`, as CGColorSpace.extendedSRGB defines).
    case extendedSRGB = "extended-srgb"
    /// sRGB primaries, linear light; components may leave 0…1.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Grey with a 2.2 power transfer function (Generic Gray Gamma 2.2); one component 0…1.
    case grayGamma22 = "gray-gamma-22"
    /// Grey gamma 2.2 with extended range, reflected for negative values (CGColorSpace.extendedGray).
    case extendedGray = "extended-gray"

    public var componentCount: Int { isGray ? 1 : 3 }

    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Whether components outside 0…1 are meaningful in this space.
    public var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }
}

/// The colour space a proof is composited in and written as.
public enum OutputColorSpace: String, Sendable, CaseIterable {
    /// 8-bit PNG with LittleCMS's sRGB profile.
    case sRGB = "srgb"
    /// 16-bit PNG with a Display P3 profile built by LittleCMS.
    case displayP3 = "display-p3"

    /// The matching declared-colour space: colours in it need no gamut mapping.
    public var colorSpace: ColorSpace { self == .sRGB ? .sRGB : .displayP3 }

    /// The ICC profile LittleCMS builds for this space.
    public func makeProfile() throws(ColorManagementError) -> ICCProfile {
        switch self {
        case .sRGB: try ICCProfile.sRGB()
        case .displayP3: try ICCProfile.displayP3()
        }
    }

    /// The name an embedded profile is given (the PNG iCCP chunk's name).
    public var profileName: String {
        switch self {
        case .sRGB: "sRGB IEC61966-2.1"
        case .displayP3: "Display P3"
        }
    }

    /// Luminance weights (the Y row of the space's RGB → XYZ matrix) used to measure contrast on
    /// this space's pixels. Both spaces share the sRGB transfer function.
    public var luminance: LuminanceCoefficients {
        switch self {
        case .sRGB: .sRGB
        case .displayP3: .displayP3
        }
    }
}
