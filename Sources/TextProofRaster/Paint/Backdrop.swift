import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Backgrounds that are not one colour: gradients and images, drawn into a whole surface.
/// Interpolation is in the surface's encoded space on premultiplied values (as Core Graphics draws
/// gradients by default), rounded to nearest.
public enum Backdrop {
    /// A linear gradient from `start` to `end` along `angle` degrees (0 points right, 90 down), its
    /// ends at the corners the axis reaches, as CSS `linear-gradient` does.
    public static func linearGradient(
        width: Int, height: Int, from start: PremultipliedColorU8, to end: PremultipliedColorU8, angle: Double
    ) -> Surface {
        let radians = angle * .pi / 180
        let (dx, dy) = (Math.cos(radians), Math.sin(radians))
        let half = (abs(dx) * Double(width) + abs(dy) * Double(height)) / 2
        return fill(width: width, height: height) { x, y in
            let t =
                ((Double(x) + 0.5 - Double(width) / 2) * dx + (Double(y) + 0.5 - Double(height) / 2) * dy) / (2 * half)
                + 0.5
            return mix(start, end, t)
        }
    }

    /// A radial gradient from `inner` at the centre to `outer` at the farthest corner.
    public static func radialGradient(width: Int, height: Int, inner: PremultipliedColorU8, outer: PremultipliedColorU8)
        -> Surface
    {
        let reach = (Double(width * width + height * height)).squareRoot() / 2
        return fill(width: width, height: height) { x, y in
            let ox = Double(x) + 0.5 - Double(width) / 2, oy = Double(y) + 0.5 - Double(height) / 2
            return mix(inner, outer, (ox * ox + oy * oy).squareRoot() / reach)
        }
    }

    /// `image` scaled to cover the surface (aspect kept, centred, cropped), bilinear, premultiplied.
    public static func image(_ image: RGBAImage, width: Int, height: Int) -> Surface {
        guard image.width > 0, image.height > 0 else {
            return Surface(width: width, height: height, filledWith: PremultipliedColorU8(.white))
        }
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let offsetX = (Double(image.width) * scale - Double(width)) / 2,
            offsetY = (Double(image.height) * scale - Double(height)) / 2
        let premultiplied = (0..<(image.width * image.height)).map {
            PremultipliedColorU8(image[$0 % image.width, $0 / image.width])
        }
        return fill(width: width, height: height) { x, y in
            let sx = min(max((Double(x) + 0.5 + offsetX) / scale - 0.5, 0), Double(image.width - 1))
            let sy = min(max((Double(y) + 0.5 + offsetY) / scale - 0.5, 0), Double(image.height - 1))
            let x0 = Int(sx), y0 = Int(sy), x1 = min(x0 + 1, image.width - 1), y1 = min(y0 + 1, image.height - 1)
            let fx = sx - Double(x0), fy = sy - Double(y0)
            func at(_ x: Int, _ y: Int) -> PremultipliedColorU8 { premultiplied[y * image.width + x] }
            let top = blend(at(x0, y0), at(x1, y0), fx), bottom = blend(at(x0, y1), at(x1, y1), fx)
            return round(top + (bottom - top) * fy)
        }
    }

    /// Scales each pixel's saturation by `factor` about its BT.709 luma (encoded), clamped to alpha.
    public static func saturate(_ surface: inout Surface, by factor: Double) {
        surface.bytes.withUnsafeMutableBufferPointer { saturate($0, by: factor) }
    }

    /// `saturate` on premultiplied RGBA bytes (some rows of a surface).
    static func saturate(_ bytes: UnsafeMutableBufferPointer<UInt8>, by factor: Double) {
        for offset in Swift.stride(from: 0, to: bytes.count, by: 4) {
            let (r, g, b, alpha) = (
                Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2]), Double(bytes[offset + 3])
            )
            let luma = LuminanceCoefficients.sRGB.luminance(r, g, b)
            @inline(__always) func scaled(_ c: Double) -> UInt8 {
                UInt8(min(alpha, max(0, (luma + (c - luma) * factor).rounded())))
            }
            (bytes[offset], bytes[offset + 1], bytes[offset + 2]) = (scaled(r), scaled(g), scaled(b))
        }
    }

    /// Every pixel from `color(x, y)`, in row bands on every core: a canvas is megapixels, each
    /// worked out in Double (one core took a fifth of a paragraph proof over a gradient).
    static func fill(width: Int, height: Int, _ color: @Sendable (Int, Int) -> PremultipliedColorU8) -> Surface {
        Surface(width: width, height: height) { target in
            guard let base = target.baseAddress else { return }
            let to = BandPointer(base: base), width = max(0, width)
            RowBands.run(
                rows: max(0, height), minimumRows: 16, maximumBands: Cores.available
            ) { rows in
                for y in rows {
                    var pixel = to.base + y * width * 4
                    for x in 0..<width {
                        let c = color(x, y)
                        (pixel[0], pixel[1], pixel[2], pixel[3]) = (c.red, c.green, c.blue, c.alpha)
                        pixel += 4
                    }
                }
            }
        }
    }

    static func mix(_ a: PremultipliedColorU8, _ b: PremultipliedColorU8, _ t: Double) -> PremultipliedColorU8 {
        round(blend(a, b, min(max(t, 0), 1)))
    }

    /// `a` to `b` at `t`, channel by channel (red first). In lanes, not arrays: this runs for every
    /// pixel of the backdrop, and arrays were allocated three times a pixel.
    @inline(__always)
    static func blend(_ a: PremultipliedColorU8, _ b: PremultipliedColorU8, _ t: Double) -> SIMD4<Double> {
        let from = SIMD4<Double>(Double(a.red), Double(a.green), Double(a.blue), Double(a.alpha))
        let to = SIMD4<Double>(Double(b.red), Double(b.green), Double(b.blue), Double(b.alpha))
        return from + (to - from) * t
    }

    @inline(__always)
    static func round(_ c: SIMD4<Double>) -> PremultipliedColorU8 {
        let alpha = UInt8(min(255, max(0, c[3].rounded())))
        func channel(_ v: Double) -> UInt8 { min(alpha, UInt8(min(255, max(0, v.rounded())))) }
        return PremultipliedColorU8(
            premultipliedRed: channel(c[0]), green: channel(c[1]), blue: channel(c[2]), alpha: alpha)
    }
}

extension PremultipliedColorU8 {
    /// Components already premultiplied; callers keep them ≤ alpha.
    public init(premultipliedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.init(red: min(red, alpha), green: min(green, alpha), blue: min(blue, alpha), alpha: alpha)
    }
}
