import CLittleCMS

/// Converts colours between two ICC profiles with LittleCMS (relative colorimetric, in double
/// precision). Owns its `cmsHTRANSFORM`.
///
/// Used to convert resolved colours once, before compositing; pixels are never pushed through
/// LittleCMS on the hot path.
public final class ColorTransform {
    private let handle: cmsHTRANSFORM

    public init(from source: ICCProfile, to destination: ICCProfile) throws(ColorManagementError) {
        guard
            let handle = cmsCreateTransform(
                source.handle, CLittleCMS_TYPE_RGB_DBL, destination.handle, CLittleCMS_TYPE_RGB_DBL,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
        else {
            throw ColorManagementError(
                call: "cmsCreateTransform", detail: "\(source.name) to \(destination.name)")
        }
        self.handle = handle
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts one colour; alpha is carried through unchanged.
    public func convert(_ color: ColorU8) -> ColorU8 {
        var input = [Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255]
        var output = [0.0, 0.0, 0.0]
        cmsDoTransform(handle, &input, &output, 1)
        func quantize(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return ColorU8(
            red: quantize(output[0]), green: quantize(output[1]), blue: quantize(output[2]),
            alpha: color.alpha)
    }
}
