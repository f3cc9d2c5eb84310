import CLittleCMS

/// Converts whole images of 16-bit straight-alpha RGBA between two ICC profiles with LittleCMS
/// (relative colorimetric; alpha copied unchanged). For comparing images that were written in
/// different colour spaces, not for the render path, where colours are converted once instead.
/// Owns its `cmsHTRANSFORM`; LittleCMS transforms made without a cache may be shared by threads.
public final class PixelTransform: @unchecked Sendable {
    private let handle: cmsHTRANSFORM

    public init(from source: ICCProfile, to destination: ICCProfile) throws(ColorManagementError) {
        guard
            let handle = cmsCreateTransform(
                source.handle, CLittleCMS_TYPE_RGBA_16, destination.handle, CLittleCMS_TYPE_RGBA_16,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA))
        else {
            throw ColorManagementError(
                call: "cmsCreateTransform", detail: "\(source.name) to \(destination.name), RGBA 16")
        }
        self.handle = handle
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts `samples` (R, G, B, A per pixel) in place.
    public func convert(_ samples: inout [UInt16]) {
        let pixels = samples.count / 4
        samples.withUnsafeMutableBufferPointer { buffer in
            cmsDoTransform(handle, buffer.baseAddress, buffer.baseAddress, cmsUInt32Number(pixels))
        }
    }
}
