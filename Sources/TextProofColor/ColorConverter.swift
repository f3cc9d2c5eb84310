import CLittleCMS
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Converts declared colours (`ColorValue`, any `ColorSpace`) into an output space once, before
/// compositing, and says how far out of the output gamut each one was.
///
/// Colorimetry (primaries, white point, chromatic adaptation) is LittleCMS's, relative
/// colorimetric, into the output primaries in linear light. Extended encodings are linearised, and
/// the result encoded, with Apple's sign-reflected transfer functions (CGColorSpace extendedSRGB /
/// extendedGray: `sign(x)·f(|x|)`), which ICC curves cannot express for negative values.
/// Out-of-gamut results are mapped by clipping each component to 0…1 after the relative
/// colorimetric conversion; `deltaE` is the CIEDE2000 difference that clipping made.
public final class ColorConverter {
    public let output: OutputColorSpace
    private let outputProfile: ICCProfile
    private let linearOutputProfile: ICCProfile
    private let labProfile: ICCProfile
    private var toOutput: [ColorSpace: ColorTransform] = [:]
    private var toLab: [ColorSpace: ColorTransform] = [:]
    private let outputToLab: ColorTransform

    public init(output: OutputColorSpace) throws(ColorManagementError) {
        self.output = output
        outputProfile = try output.makeProfile()
        linearOutputProfile = try output == .sRGB ? ICCProfile.linearSRGB() : ICCProfile.linearDisplayP3()
        labProfile = try ICCProfile.lab()
        outputToLab = try ColorTransform(
            from: outputProfile, channels: 3, to: labProfile, outputFormat: CLittleCMS_TYPE_Lab_DBL)
    }

    public func convert(_ value: ColorValue) throws(ColorManagementError) -> ConvertedColor {
        let (profileSpace, components) = Self.linearised(value)
        let linear = try transform(for: profileSpace, to: .output).transform(components)
        let exact = linear.map { Self.signReflected($0, Self.sRGBEncode) }
        let tolerance = 1e-4
        let outOfGamut = exact.contains { $0 < -tolerance || $0 > 1 + tolerance }
        let clipped = exact.map { min(max($0, 0), 1) }
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        let color = ColorU8(
            red: byte(clipped[0]), green: byte(clipped[1]), blue: byte(clipped[2]), alpha: byte(value.alpha))
        var deltaE = 0.0
        if outOfGamut {
            let original = try transform(for: profileSpace, to: .lab).transform(components)
            let mapped = outputToLab.transform(clipped)
            var a = cmsCIELab(L: original[0], a: original[1], b: original[2])
            var b = cmsCIELab(L: mapped[0], a: mapped[1], b: mapped[2])
            deltaE = cmsCIE2000DeltaE(&a, &b, 1, 1, 1)
        }
        return ConvertedColor(color: color, exact: exact, outOfGamut: outOfGamut, deltaE: deltaE)
    }

    private enum Destination { case output, lab }

    private func transform(for space: ColorSpace, to destination: Destination) throws(ColorManagementError)
        -> ColorTransform
    {
        if let cached = destination == .output ? toOutput[space] : toLab[space] { return cached }
        let source = try Self.profile(for: space)
        let transform =
            destination == .output
            ? try ColorTransform(
                from: source, channels: space.componentCount, to: linearOutputProfile,
                outputFormat: CLittleCMS_TYPE_RGB_DBL)
            : try ColorTransform(
                from: source, channels: space.componentCount, to: labProfile, outputFormat: CLittleCMS_TYPE_Lab_DBL)
        if destination == .output { toOutput[space] = transform } else { toLab[space] = transform }
        return transform
    }

    /// The profile LittleCMS converts from, after `linearised`.
    private static func profile(for space: ColorSpace) throws(ColorManagementError) -> ICCProfile {
        switch space {
        case .sRGB: try .sRGB()
        case .displayP3: try .displayP3()
        case .extendedSRGB, .extendedLinearSRGB: try .linearSRGB()
        case .grayGamma22: try .gray(gamma: 2.2)
        case .extendedGray: try .gray(gamma: 1)
        }
    }

    /// Extended encodings in linear light, keyed by the space whose profile takes them.
    static func linearised(_ value: ColorValue) -> (ColorSpace, [Double]) {
        switch value.space {
        case .extendedSRGB:
            return (.extendedSRGB, value.components.map { signReflected($0, sRGBDecode) })
        case .extendedGray:
            return (.extendedGray, value.components.map { signReflected($0) { Math.pow($0, 2.2) } })
        default:
            return (value.space, value.components)
        }
    }

    /// `sign(x) · f(|x|)`, Apple's extension of a transfer function to negative values.
    static func signReflected(_ x: Double, _ f: (Double) -> Double) -> Double {
        x < 0 ? -f(-x) : f(x)
    }

    /// IEC 61966-2-1 encoding, linear → encoded (Display P3 uses the same function).
    static func sRGBEncode(_ x: Double) -> Double {
        SRGBTransfer.encoded(x)
    }

    /// IEC 61966-2-1 decoding, encoded → linear.
    static func sRGBDecode(_ x: Double) -> Double {
        SRGBTransfer.linear(x)
    }
}

/// A declared colour in the output space.
public struct ConvertedColor: Hashable, Sendable {
    /// 8-bit, output-encoded, clipped to the gamut: what is composited.
    public let color: ColorU8
    /// The unclipped output components (outside 0…1 when out of gamut).
    public let exact: [Double]
    public let outOfGamut: Bool
    /// CIEDE2000 difference between the declared colour and `color`; 0 in gamut.
    public let deltaE: Double
}
