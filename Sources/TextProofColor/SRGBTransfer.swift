#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The sRGB transfer function (IEC 61966-2-1), which Display P3 shares: the one definition every
/// conversion, contrast measurement, colour difference and kernel table uses.
public enum SRGBTransfer {
    /// Encoded (0…1) → linear light.
    @inlinable public static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : Math.pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// Linear light → encoded (0…1).
    @inlinable public static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055
    }

    /// `linear` reflected through zero, for extended-range components (below 0 or above 1).
    @inlinable public static func linearExtended(_ encoded: Double) -> Double {
        encoded < 0 ? -linear(-encoded) : linear(encoded)
    }

    /// `encoded` reflected through zero, for extended-range components.
    @inlinable public static func encodedExtended(_ linear: Double) -> Double {
        linear < 0 ? -encoded(-linear) : encoded(linear)
    }
}
