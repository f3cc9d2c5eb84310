import TextProofRaster

/// A screenshot with a frame around every line the audit found, coloured by its verdict: red below
/// the requirement, orange AA, green AAA, blue waived, grey for shapes that read as no text.
/// Frames are drawn just outside the line's box, so the glyphs stay as they were measured.
public enum AnnotatedScreenshot {
    public static func draw(_ shot: AuditedScreenshot, over image: RGBAImage) -> RGBAImage {
        var pixels = image.pixels
        let thickness = max(2, Int(shot.scale.rounded()))
        for line in shot.lines {
            let color = Self.color(line)
            let outer = PixelRect(
                x: line.box.x - thickness - 1, y: line.box.y - thickness - 1, width: line.box.width + 2 * thickness + 2,
                height: line.box.height + 2 * thickness + 2)
            for band in 0..<thickness {
                let x0 = outer.x + band, y0 = outer.y + band
                let x1 = outer.maxX - 1 - band, y1 = outer.maxY - 1 - band
                for x in x0...x1 {
                    set(&pixels, image, x, y0, color)
                    set(&pixels, image, x, y1, color)
                }
                for y in y0...y1 {
                    set(&pixels, image, x0, y, color)
                    set(&pixels, image, x1, y, color)
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    static func color(_ line: AuditedLine) -> (UInt8, UInt8, UInt8) {
        if line.kind == .graphic { return (142, 142, 147) }
        if line.waiver != nil { return (0, 122, 255) }
        if !line.passes { return (255, 59, 48) }
        return line.level == .aaa ? (52, 199, 89) : (255, 149, 0)
    }

    @inline(__always)
    private static func set(
        _ pixels: inout [UInt8], _ image: RGBAImage, _ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8)
    ) {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
        let index = (y * image.width + x) * 4
        pixels[index] = color.0
        pixels[index + 1] = color.1
        pixels[index + 2] = color.2
        pixels[index + 3] = 255
    }
}
