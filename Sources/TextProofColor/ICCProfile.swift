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
