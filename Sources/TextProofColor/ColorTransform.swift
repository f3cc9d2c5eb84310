import CLittleCMS

/// Converts colours between two ICC profiles with LittleCMS, relative colorimetric, in double
/// precision. Float transforms between matrix-shaper profiles are unbounded: values outside 0…1
/// come back as such, which is how out-of-gamut colours are found. Owns its `cmsHTRANSFORM`.
///
/// Used to convert resolved colours once, before compositing; pixels are never pushed through
/// LittleCMS on the hot path.
public final class ColorTransform {
    private let handle: cmsHTRANSFORM
    private let inputChannels: Int

    public convenience init(from source: ICCProfile, to destination: ICCProfile) throws(ColorManagementError) {
        try self.init(from: source, channels: 3, to: destination, outputFormat: CLittleCMS_TYPE_RGB_DBL)
    }

    /// `channels` is 1 for a grey source, 3 for RGB; `outputFormat` a `CLittleCMS_TYPE_*_DBL`.
    init(from source: ICCProfile, channels: Int, to destination: ICCProfile, outputFormat: cmsUInt32Number)
        throws(ColorManagementError)
    {
        let inputFormat = channels == 1 ? CLittleCMS_TYPE_GRAY_DBL : CLittleCMS_TYPE_RGB_DBL
        guard
            let handle = cmsCreateTransform(
                source.handle, inputFormat, destination.handle, outputFormat,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
        else {
            throw ColorManagementError(call: "cmsCreateTransform", detail: "\(source.name) to \(destination.name)")
        }
        self.handle = handle
        inputChannels = channels
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts one colour of `inputChannels` components into three output values.
    func transform(_ components: [Double]) -> [Double] {
        var input = components
        var output = [0.0, 0.0, 0.0]
        cmsDoTransform(handle, &input, &output, 1)
        return output
    }

    /// Converts one 8-bit colour; alpha is carried through unchanged.
    public func convert(_ color: ColorU8) -> ColorU8 {
        let output = transform([Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255])
        func quantize(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return ColorU8(
            red: quantize(output[0]), green: quantize(output[1]), blue: quantize(output[2]), alpha: color.alpha)
    }
}
