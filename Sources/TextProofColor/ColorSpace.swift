/// An output colour space: the space proofs are composited and written in.
public enum ColorSpace: String, Sendable, CaseIterable {
    /// IEC 61966-2-1 sRGB.
    case sRGB = "srgb"

    /// The ICC profile LittleCMS builds for this space.
    public func makeProfile() throws(ColorManagementError) -> ICCProfile {
        switch self {
        case .sRGB: try ICCProfile.sRGB()
        }
    }
}
