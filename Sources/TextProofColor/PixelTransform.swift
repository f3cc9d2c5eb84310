import CLittleCMS

/// Converts whole images of 16-bit straight-alpha RGBA between two ICC profiles with LittleCMS
/// (relative colorimetric; alpha copied unchanged), or from a grey profile into an RGB one. For comparing images that were written in
/// different colour spaces, not for the render path, where colours are converted once instead.
/// Owns its `cmsHTRANSFORM`; LittleCMS transforms made without a cache may be shared by threads.
public final class PixelTransform: @unchecked Sendable {
    private let handle: cmsHTRANSFORM

    /// Whether the source is grey: `convert` then reads each pixel's red sample as its grey (a
    /// greyscale PNG is decoded with R = G = B).
    private let fromGray: Bool

    public init(from source: ICCProfile, to destination: ICCProfile) throws(ColorManagementError) {
        fromGray = source.isGray
        guard
            let handle = cmsCreateTransform(
                source.handle, fromGray ? CLittleCMS_TYPE_GRAYA_16 : CLittleCMS_TYPE_RGBA_16, destination.handle,
                CLittleCMS_TYPE_RGBA_16,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA))
        else {
            throw ColorManagementError(
                call: "cmsCreateTransform", detail: "\(source.name) to \(destination.name), RGBA 16")
        }
        self.handle = handle
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts `samples` (R, G, B, A per pixel) in place. From a grey profile, each pixel's red
    /// sample is its grey.
    public func convert(_ samples: inout [UInt16]) {
        let pixels = samples.count / 4
        if fromGray {
            var gray = [UInt16](repeating: 0, count: 2 * pixels)
            for pixel in 0..<pixels {
                gray[2 * pixel] = samples[4 * pixel]
                gray[2 * pixel + 1] = samples[4 * pixel + 3]
            }
            samples.withUnsafeMutableBufferPointer { buffer in
                cmsDoTransform(handle, gray, buffer.baseAddress, cmsUInt32Number(pixels))
            }
            return
        }
        samples.withUnsafeMutableBufferPointer { buffer in
            cmsDoTransform(handle, buffer.baseAddress, buffer.baseAddress, cmsUInt32Number(pixels))
        }
    }
}
