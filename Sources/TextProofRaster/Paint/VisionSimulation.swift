import Foundation
import TextProofColor

/// A proof image as a person with a colour-vision deficiency sees it: each pixel decoded to
/// linear light (IEC 61966-2-1, which Display P3 shares), passed through the deficiency's model
/// and encoded again. Encoding is exact (rounded to nearest); results are cached per colour, as a
/// proof has few distinct colours. Alpha is kept.
public enum VisionSimulation {
    public static func simulate(_ surface: Surface, _ vision: VisionDeficiency, luminance: LuminanceCoefficients)
        -> Surface
    {
        let image = surface.unpremultiplied()
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        var cache: [UInt32: (UInt8, UInt8, UInt8)] = [:]
        let decode = (0..<256).map { linear(Double($0) / 255) }
        for offset in Swift.stride(from: 0, to: image.pixels.count, by: 4) {
            let r = image.pixels[offset], g = image.pixels[offset + 1], b = image.pixels[offset + 2],
                a = image.pixels[offset + 3]
            let key = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
            let simulated: (UInt8, UInt8, UInt8)
            if let cached = cache[key] {
                simulated = cached
            } else {
                let s = vision.simulate(linear: (decode[Int(r)], decode[Int(g)], decode[Int(b)]), luminance: luminance)
                simulated = (encode(s.0), encode(s.1), encode(s.2))
                cache[key] = simulated
            }
            let premultiplied = PremultipliedColorU8(
                ColorU8(red: simulated.0, green: simulated.1, blue: simulated.2, alpha: a))
            (out[offset], out[offset + 1], out[offset + 2], out[offset + 3]) =
                (premultiplied.red, premultiplied.green, premultiplied.blue, premultiplied.alpha)
        }
        return Surface(width: surface.width, height: surface.height, premultipliedBytes: out)!
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    static func encode(_ l: Double) -> UInt8 {
        let c = l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((min(max(c, 0), 1) * 255).rounded())
    }
}
