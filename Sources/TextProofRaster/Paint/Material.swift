import TextProofColor
import TextProofPlatform

/// A material: a backdrop blurred, its saturation raised, and a tint laid over it, as UIKit's
/// blur materials and AppKit's visual-effect materials look.
///
/// Apple publishes no parameters for these. The presets are approximations chosen by matching the
/// look of the system materials over colourful backdrops: thinner materials blur less and tint
/// less; dark variants tint toward systemBackground's dark greys. Treat proofs on them as close,
/// not exact.
public struct Material: Sendable, Equatable {
    public enum Preset: String, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, chrome
    }

    /// Blur radius in points (σ is half of it).
    public let blurRadius: Double
    public let saturation: Double
    public let lightTint: ColorU8
    public let darkTint: ColorU8

    public init(blurRadius: Double, saturation: Double, lightTint: ColorU8, darkTint: ColorU8) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.lightTint = lightTint
        self.darkTint = darkTint
    }

    public init(_ preset: Preset) {
        switch preset {
        case .ultraThin:
            self.init(
                blurRadius: 8, saturation: 1.6, lightTint: ColorU8(rgba: 0xFFFF_FF4C),
                darkTint: ColorU8(rgba: 0x1C1C_1E4C))
        case .thin:
            self.init(
                blurRadius: 12, saturation: 1.8, lightTint: ColorU8(rgba: 0xFFFF_FF80),
                darkTint: ColorU8(rgba: 0x1C1C_1E80))
        case .regular:
            self.init(
                blurRadius: 16, saturation: 1.8, lightTint: ColorU8(rgba: 0xF2F2_F7B3),
                darkTint: ColorU8(rgba: 0x1C1C_1EB3))
        case .thick:
            self.init(
                blurRadius: 20, saturation: 1.8, lightTint: ColorU8(rgba: 0xF2F2_F7D9),
                darkTint: ColorU8(rgba: 0x1C1C_1ED9))
        case .chrome:
            self.init(
                blurRadius: 16, saturation: 1.5, lightTint: ColorU8(rgba: 0xFAFA_FACC),
                darkTint: ColorU8(rgba: 0x2626_28CC))
        }
    }

    /// The material over `backdrop`: blurred (σ = radius × scale / 2 pixels), saturated, tinted.
    /// `tint` is the appearance's tint already converted to the surface's space. The blur is
    /// `CascadedBoxBlur`, within a level or two of the exact Gaussian (`GaussianBlur`) and far faster.
    public func apply(to backdrop: Surface, scale: Double, tint: ColorU8, bands: Int = 1) -> Surface {
        var surface = CascadedBoxBlur.blur(backdrop, sigma: blurRadius * scale / 2, bands: bands)
        // Saturation, then the tint, a band of rows at a time on every core given: both are per
        // pixel, and one core spent as long on them as two did on the blur.
        let (rowBytes, height) = (surface.width * 4, surface.height)
        let (saturation, tint) = (saturation, PremultipliedColorU8(tint))
        surface.bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let to = BandPointer(base: base)
            RowBands.run(rows: height, minimumRows: 16, maximumBands: bands) { rows in
                let band = UnsafeMutableBufferPointer(
                    start: to.base + rows.lowerBound * rowBytes, count: rows.count * rowBytes)
                Backdrop.saturate(band, by: saturation)
                FillSolid.over(tint, rows: band)
            }
        }
        return surface
    }
}
