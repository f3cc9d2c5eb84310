import TextProofColor
import TextProofRaster

/// The failure sheet's difference panel at 1×, over the area both images share from their
/// top-left corners: the golden faded to light grey, and each changed pixel in the colour of its
/// CIEDE2000 band (`DeltaEBand`), so the eye goes to what moved and sees how far.
enum DifferencePicture {
    /// How much of the golden's darkness is kept: black text fades to grey 191, white stays white,
    /// lighter than every band colour.
    static let fade = 0.25

    /// The unchanged golden pixel `color` as drawn: 255 − (255 − Y) · `fade`, a grey, Y its luma
    /// (Rec. 601, pixelmatch's) over white.
    static func faded(_ color: ColorU8) -> ColorU8 {
        let opaque = DiffSheetCanvas.overWhite(color)
        let luma =
            0.29889531 * Double(opaque.red) + 0.58662247 * Double(opaque.green) + 0.11448223 * Double(opaque.blue)
        let grey = UInt8((255 - (255 - luma) * fade).rounded())
        return ColorU8(red: grey, green: grey, blue: grey)
    }

    /// The picture of `golden` against `actual` (same colour space), as wide and tall as the area
    /// they share. ΔE is measured through `lab` (sRGB when nil), as the comparison measures it;
    /// pixels in `ignoredRegions` show as unchanged.
    static func draw(golden: RGBAImage, actual: RGBAImage, lab: LabConverter?, ignoredRegions: [PixelRect])
        -> RGBAImage
    {
        let width = min(golden.width, actual.width), height = min(golden.height, actual.height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func paint(_ x: Int, _ y: Int, _ color: ColorU8) {
            let offset = (y * width + x) * 4
            (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (color.red, color.green, color.blue)
        }
        // Faded greys repeat (a proof has a background and a few inks, in runs): each worked out once.
        var fadedByColor: [ColorU8: ColorU8] = [:]
        var last = (
            color: ColorU8(red: 255, green: 255, blue: 255), grey: faded(ColorU8(red: 255, green: 255, blue: 255))
        )
        for y in 0..<height {
            for x in 0..<width {
                let color = golden[x, y]
                if color != last.color {
                    let grey = fadedByColor[color] ?? faded(color)
                    fadedByColor[color] = grey
                    last = (color, grey)
                }
                paint(x, y, last.grey)
            }
        }
        ImageComparison.forEachChangedPixel(golden: golden, actual: actual, lab: lab) { x, y, deltaE in
            let ignored = ignoredRegions.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }
            if !ignored { paint(x, y, DeltaEBand.band(for: deltaE).color) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
