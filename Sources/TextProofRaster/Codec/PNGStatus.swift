import CPNG

/// CPNG's statuses in words, the one place Swift reads them.
extension PNGStatus {
    /// What went wrong, for a `PNGError`; the C side's own message, when it wrote one, says more.
    var problem: String {
        switch self {
        case .ok: "no error"
        case .declined: "left to libpng"
        case .cannotOpen: "cannot open the file"
        case .notPNG: "not a PNG file (bad signature)"
        case .outOfMemory: "out of memory"
        case .malformed: "malformed PNG"
        case .pixelNotInPalette: "a pixel's colour is not in the palette"
        case .writeFailed: "write failed"
        case .invalidArgument: "unsupported bit depth, channel count or palette size"
        case .invalidICCProfile: "iCCP: not an RGB ICC profile"
        case .translucent: "a band stored as RGB has a pixel that is not opaque"
        }
    }
}
