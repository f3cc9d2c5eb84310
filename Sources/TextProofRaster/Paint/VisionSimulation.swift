import TextProofColor
import TextProofPlatform
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A proof image as a person with a colour-vision deficiency sees it: each pixel decoded to
/// linear light (IEC 61966-2-1, which Display P3 shares), passed through the deficiency's model
/// and encoded again. Encoding is exact (rounded to nearest); results are cached per colour, as a
/// proof has few distinct colours. Alpha is kept.
public enum VisionSimulation {
    /// In row bands on up to `bands` cores, each with its own cache; a pixel the colour of the one
    /// before it (most of a proof) reuses its result without a lookup.
    public static func simulate(
        _ surface: Surface, _ vision: VisionDeficiency, luminance: LuminanceCoefficients, bands: Int = 1
    ) -> Surface {
        let image = surface.unpremultiplied()
        let decode = (0..<256).map { linear(Double($0) / 255) }
        let width = surface.width
        return Surface(width: surface.width, height: surface.height) { out in
            guard let target = out.baseAddress else { return }
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let source = pixels.baseAddress else { return }
                let from = ReadPointer(base: source), to = BandPointer(base: target)
                RowBands.run(rows: surface.height, minimumRows: 16, maximumBands: bands) { rows in
                    var cache: [UInt32: (UInt8, UInt8, UInt8)] = [:]
                    // No colour has this key (keys are 24-bit).
                    var lastKey = UInt32.max, last: (UInt8, UInt8, UInt8) = (0, 0, 0)
                    for offset in Swift.stride(
                        from: rows.lowerBound * width * 4, to: rows.upperBound * width * 4, by: 4)
                    {
                        let r = from.base[offset], g = from.base[offset + 1], b = from.base[offset + 2]
                        let a = from.base[offset + 3]
                        let key = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
                        if key != lastKey {
                            if let cached = cache[key] {
                                last = cached
                            } else {
                                let s = vision.simulate(
                                    linear: (decode[Int(r)], decode[Int(g)], decode[Int(b)]), luminance: luminance)
                                last = (encode(s.0), encode(s.1), encode(s.2))
                                cache[key] = last
                            }
                            lastKey = key
                        }
                        let premultiplied = PremultipliedColorU8(
                            ColorU8(red: last.0, green: last.1, blue: last.2, alpha: a))
                        (to.base[offset], to.base[offset + 1], to.base[offset + 2], to.base[offset + 3]) =
                            (premultiplied.red, premultiplied.green, premultiplied.blue, premultiplied.alpha)
                    }
                }
            }
        }
    }

    static func linear(_ c: Double) -> Double { SRGBTransfer.linear(c) }

    static func encode(_ l: Double) -> UInt8 {
        let c = SRGBTransfer.encoded(l)
        return UInt8((min(max(c, 0), 1) * 255).rounded())
    }
}
