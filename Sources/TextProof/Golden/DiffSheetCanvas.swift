import TextProofColor
import TextProofRaster

/// The failure sheet's pixels as they are drawn: opaque RGBA8 (so straight and premultiplied
/// alike), every drawing clipped to the canvas.
struct DiffSheetCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, background: ColorU8) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        fill(PixelRect(x: 0, y: 0, width: width, height: height), with: background)
    }

    var image: RGBAImage { RGBAImage(width: width, height: height, pixels: pixels) }

    /// Sets one pixel (ignored outside the canvas).
    mutating func set(_ x: Int, _ y: Int, to color: ColorU8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 4
        (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (
            color.red, color.green, color.blue, 255
        )
    }

    mutating func fill(_ rect: PixelRect, with color: ColorU8) {
        guard let rect = rect.clipped(toWidth: width, height: height) else { return }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { set(x, y, to: color) }
        }
    }

    /// A one-pixel line just outside `rect`.
    mutating func frame(_ rect: PixelRect, with color: ColorU8) {
        fill(PixelRect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: 1), with: color)
        fill(PixelRect(x: rect.x - 1, y: rect.maxY, width: rect.width + 2, height: 1), with: color)
        fill(PixelRect(x: rect.x - 1, y: rect.y, width: 1, height: rect.height), with: color)
        fill(PixelRect(x: rect.maxX, y: rect.y, width: 1, height: rect.height), with: color)
    }

    /// Diagonal stripes over `rect`, in canvas pixels (so they look the same at any zoom).
    mutating func hatch(_ rect: PixelRect, stripe: ColorU8, ground: ColorU8) {
        guard let rect = rect.clipped(toWidth: width, height: height) else { return }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { set(x, y, to: (x + y) % 6 < 2 ? stripe : ground) }
        }
    }

    /// Draws `image` with its top-left corner at (x, y), each pixel `zoom` × `zoom` canvas pixels,
    /// composited over white (a translucent golden shows as the ΔE measures it). Whole panels go
    /// through here, so it works on the buffers directly.
    mutating func draw(_ image: RGBAImage, atX left: Int, y top: Int, zoom: Int = 1) {
        let zoom = max(1, zoom), canvasWidth = width
        let columns = max(0, left)..<min(width, left + image.width * zoom)
        let rows = max(0, top)..<min(height, top + image.height * zoom)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in rows {
                    let sourceRow = (y - top) / zoom * image.width
                    for x in columns {
                        let from = (sourceRow + (x - left) / zoom) * 4, to = (y * canvasWidth + x) * 4
                        let alpha = UInt32(source[from + 3])
                        for channel in 0..<3 {
                            let value = UInt32(source[from + channel])
                            target[to + channel] =
                                alpha == 255 ? UInt8(value) : UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
                        }
                        target[to + 3] = 255
                    }
                }
            }
        }
    }

    static func overWhite(_ color: ColorU8) -> ColorU8 {
        guard color.alpha < 255 else { return color }
        let alpha = UInt32(color.alpha)
        func channel(_ value: UInt8) -> UInt8 { UInt8((UInt32(value) * alpha + 255 * (255 - alpha) + 127) / 255) }
        return ColorU8(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }
}
