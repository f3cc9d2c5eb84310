import TextProofColor
import TextProofRaster

/// A screenshot's pixels as the audit reads them: opaque colours (a translucent pixel is laid over
/// the matte, as the screen behind it would show it) and each pixel's luma.
public struct ScreenPixels: Sendable {
    public let width: Int
    public let height: Int
    /// Opaque colours, row by row, packed `0xRRGGBB`.
    let colors: [UInt32]
    /// Rec. 601-weighted luma, 0–255: what text is found by (its polarity, its edges).
    let luma: GrayImage

    /// `image` laid over `matte` wherever it is not opaque.
    public init(_ image: RGBAImage, matte: ColorU8 = ColorU8(red: 255, green: 255, blue: 255, alpha: 255)) {
        width = image.width
        height = image.height
        let count = image.width * image.height
        var luma = [UInt8](repeating: 0, count: count)
        let matteRGB = (UInt32(matte.red), UInt32(matte.green), UInt32(matte.blue))
        colors = [UInt32](unsafeUninitializedCapacity: count) { colors, initialized in
            image.pixels.withUnsafeBufferPointer { rgba in
                luma.withUnsafeMutableBufferPointer { luma in
                    for index in 0..<count {
                        var r = UInt32(rgba[index * 4]), g = UInt32(rgba[index * 4 + 1])
                        var b = UInt32(rgba[index * 4 + 2])
                        let a = UInt32(rgba[index * 4 + 3])
                        if a != 255 {
                            r = (r * a + matteRGB.0 * (255 - a) + 127) / 255
                            g = (g * a + matteRGB.1 * (255 - a) + 127) / 255
                            b = (b * a + matteRGB.2 * (255 - a) + 127) / 255
                        }
                        colors[index] = r << 16 | g << 8 | b
                        luma[index] = UInt8((r * 77 + g * 150 + b * 29) >> 8)
                    }
                }
            }
            initialized = count
        }
        self.luma = GrayImage(width: width, height: height, sized: luma)
    }

    /// The colour at index `index` (`y * width + x`).
    @inline(__always)
    func color(at index: Int) -> ColorU8 { Self.color(colors[index]) }

    @inline(__always)
    static func color(_ packed: UInt32) -> ColorU8 {
        ColorU8(
            red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF), alpha: 255)
    }
}

/// A one-byte-a-pixel image: luma, or the picture of text handed to Tesseract.
public struct GrayImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Nil unless `pixels` holds exactly `width × height` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.init(width: width, height: height, sized: pixels)
    }

    /// `pixels`, which the caller made `width × height` bytes.
    init(width: Int, height: Int, sized pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension ColorU8 {
    /// `0xRRGGBB`, as `ScreenPixels` packs its colours.
    var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}
