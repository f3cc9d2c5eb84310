import CLittleCMS

/// An ICC profile made or opened by LittleCMS. Owns its `cmsHPROFILE`.
public final class ICCProfile {
    let handle: cmsHPROFILE
    /// A short name for errors and PNG iCCP chunks.
    public let name: String

    private init(handle: cmsHPROFILE, name: String) {
        self.handle = handle
        self.name = name
    }

    deinit { cmsCloseProfile(handle) }

    /// IEC 61966-2-1 sRGB, built by LittleCMS (`cmsCreate_sRGBProfile`).
    public static func sRGB() throws(ColorManagementError) -> ICCProfile {
        guard let handle = cmsCreate_sRGBProfile() else {
            throw ColorManagementError(call: "cmsCreate_sRGBProfile", detail: "no profile")
        }
        return ICCProfile(handle: handle, name: "sRGB")
    }

    /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function (Apple's definition).
    public static func displayP3() throws(ColorManagementError) -> ICCProfile {
        try rgb(name: "Display P3", primaries: displayP3Primaries, curve: sRGBCurve)
    }

    /// sRGB primaries with a linear (gamma 1.0) transfer function: the space extended colours are
    /// linearised into before LittleCMS converts them.
    public static func linearSRGB() throws(ColorManagementError) -> ICCProfile {
        try rgb(name: "Linear sRGB", primaries: sRGBPrimaries, curve: [1.0])
    }

    /// Display P3 primaries with a linear transfer function: where conversions land before Apple's
    /// sign-reflected encoding is applied, so out-of-gamut negatives encode as on Apple platforms.
    public static func linearDisplayP3() throws(ColorManagementError) -> ICCProfile {
        try rgb(name: "Linear Display P3", primaries: displayP3Primaries, curve: [1.0])
    }

    /// Generic Gray Gamma 2.2 (D65 white), and its linear counterpart for extended grey.
    public static func gray(gamma: Double) throws(ColorManagementError) -> ICCProfile {
        var white = d65
        guard let curve = cmsBuildGamma(nil, gamma) else {
            throw ColorManagementError(call: "cmsBuildGamma", detail: "gamma \(gamma)")
        }
        defer { cmsFreeToneCurve(curve) }
        guard let handle = cmsCreateGrayProfile(&white, curve) else {
            throw ColorManagementError(call: "cmsCreateGrayProfile", detail: "gamma \(gamma)")
        }
        return ICCProfile(handle: handle, name: gamma == 1 ? "Linear Gray" : "Gray Gamma \(gamma)")
    }

    /// CIE L*a*b* (D50), for colour differences.
    public static func lab() throws(ColorManagementError) -> ICCProfile {
        guard let handle = cmsCreateLab4Profile(nil) else {
            throw ColorManagementError(call: "cmsCreateLab4Profile", detail: "D50")
        }
        return ICCProfile(handle: handle, name: "Lab")
    }

    /// A profile read from its serialized bytes (an iCCP chunk, an .icc file): RGB, or grey (a
    /// greyscale PNG's, such as Apple's Generic Gray Gamma 2.2 in snapshot-test references). `name`
    /// is used in errors; the profile's own description is `profileDescription`.
    public static func open(bytes: [UInt8], name: String) throws(ColorManagementError) -> ICCProfile {
        guard bytes.count >= 128, let handle = cmsOpenProfileFromMem(bytes, cmsUInt32Number(bytes.count)) else {
            throw ColorManagementError(
                call: "cmsOpenProfileFromMem", detail: "\(name): not an ICC profile LittleCMS can read")
        }
        guard [cmsSigRgbData, cmsSigGrayData].contains(cmsGetColorSpace(handle)) else {
            cmsCloseProfile(handle)
            throw ColorManagementError(call: "cmsGetColorSpace", detail: "\(name): neither an RGB nor a grey profile")
        }
        return ICCProfile(handle: handle, name: name)
    }

    /// Whether the profile describes grey (one channel), not RGB.
    public var isGray: Bool { cmsGetColorSpace(handle) == cmsSigGrayData }

    /// The profile's description tag (ICC 'desc'), e.g. "sRGB IEC61966-2.1" or "Display P3".
    public var profileDescription: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cmsGetProfileInfoASCII(
            handle, cmsInfoDescription, "en", "US", &buffer, cmsUInt32Number(buffer.count))
        guard length > 1 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static let d65 = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    static let sRGBPrimaries = cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: 0.64, y: 0.33, Y: 1), Green: cmsCIExyY(x: 0.30, y: 0.60, Y: 1),
        Blue: cmsCIExyY(x: 0.15, y: 0.06, Y: 1))
    static let displayP3Primaries = cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
        Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
    /// IEC 61966-2-1 as an ICC parametric curve (type 4): γ 2.4, a 1/1.055, b 0.055/1.055, c 1/12.92, d 0.04045.
    static let sRGBCurve: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]

    /// A matrix-shaper RGB profile with a description tag. `curve` is a parametric curve's
    /// parameters: one value is a plain gamma (type 1), five the sRGB form (type 4).
    static func rgb(name: String, primaries: cmsCIExyYTRIPLE, curve parameters: [Double]) throws(ColorManagementError)
        -> ICCProfile
    {
        var white = d65
        var primaries = primaries
        guard let curve = cmsBuildParametricToneCurve(nil, parameters.count == 1 ? 1 : 4, parameters) else {
            throw ColorManagementError(call: "cmsBuildParametricToneCurve", detail: name)
        }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        guard let handle = cmsCreateRGBProfile(&white, &primaries, &curves) else {
            throw ColorManagementError(call: "cmsCreateRGBProfile", detail: name)
        }
        let profile = ICCProfile(handle: handle, name: name)
        if let description = cmsMLUalloc(nil, 1) {
            defer { cmsMLUfree(description) }
            cmsMLUsetASCII(description, "en", "US", name)
            cmsWriteTag(handle, cmsSigProfileDescriptionTag, UnsafeRawPointer(description))
        }
        return profile
    }

    /// The serialized profile, with a fixed creation date so that files embedding it are
    /// byte-for-byte reproducible. (LittleCMS stamps the current time and has no setter.)
    public func data() throws(ColorManagementError) -> [UInt8] {
        var length: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(handle, nil, &length) != 0, length >= 128 else {
            throw ColorManagementError(call: "cmsSaveProfileToMem", detail: "cannot size profile \(name)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard cmsSaveProfileToMem(handle, &bytes, &length) != 0 else {
            throw ColorManagementError(call: "cmsSaveProfileToMem", detail: "cannot save profile \(name)")
        }
        // ICC.1 §7.2.8: dateTimeNumber at bytes 24…35, six big-endian UInt16s: 2000-01-01 00:00:00.
        let fixedDate: [UInt16] = [2000, 1, 1, 0, 0, 0]
        for (index, value) in fixedDate.enumerated() {
            bytes[24 + 2 * index] = UInt8(value >> 8)
            bytes[25 + 2 * index] = UInt8(value & 0xFF)
        }
        return bytes
    }
}

/// A LittleCMS call that failed.
public struct ColorManagementError: Error, CustomStringConvertible {
    public var call: String
    public var detail: String
    public var description: String { "LittleCMS \(call): \(detail)" }
}
