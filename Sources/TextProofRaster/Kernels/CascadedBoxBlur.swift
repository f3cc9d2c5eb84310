#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The material's blur: three box filters in each direction, which together approximate a
/// Gaussian of standard deviation σ (a box cascade converges on a Gaussian; three boxes of widths
/// chosen so their variances add up to σ² are within about two 8-bit levels of the exact kernel on
/// a hard edge and a fraction of a level on gradients — `GaussianBlur` is the exact reference, and
/// the tests measure the difference). Each box costs two additions a channel whatever its width,
/// where the exact kernel costs 6σ + 1 multiplications.
///
/// Arithmetic: the input's bytes become 8.8 fixed point (×256), its edges extended once for the
/// whole cascade; each pass sums `width` samples in 32-bit integers and divides by the width as Float(sum) × (1/width) rounded to
/// nearest, so a flat region stays exactly flat; the last pass rounds 8.8 back to bytes. `reference` sums
/// every window sample by sample; `simd` keeps running sums — horizontally four rows' pixels at a
/// time along padded rows, vertically 32 lanes (channels) at a time down strips of columns that stay
/// in cache through all three passes, their sums in registers all the way down. Integer sums and the same Float operations in the same
/// order: the two agree to the bit.
public enum CascadedBoxBlur {
    public typealias Implementation = KernelImplementation

    /// Three odd box widths whose variances ((w² − 1) / 12 each) sum closest to σ² (Kovesi's
    /// choice: the smaller odd width `m` times, the next odd width for the rest).
    public static func widths(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let l = Double(lower)
        let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { $0 < Int(m) ? lower : lower + 2 }
    }

    public static func blur(
        _ surface: Surface, sigma: Double, using implementation: Implementation = .simd, bands: Int = 1
    ) -> Surface {
        guard sigma > 0, surface.width > 0, surface.height > 0 else { return surface }
        let radii = widths(sigma: sigma).map { $0 / 2 }
        switch implementation {
        case .reference: return reference(surface, radii: radii)
        case .simd: return simd(surface, radii: radii, bands: bands)
        }
    }

    /// The division every pass ends with, shared by both implementations so they round alike:
    /// adding 1.5 × 2²³ rounds to nearest (ties to even) and leaves the integer in the low mantissa
    /// bits (exact below 2²²; sums of 8.8 samples divided by their count stay below 2¹⁶).
    @inline(__always)
    static func normalized(_ sum: Int32, reciprocal: Float) -> Int32 {
        Int32(bitPattern: (Float(sum) * reciprocal + roundingBias).bitPattern) &- roundingBiasBits
    }

    static let roundingBias: Float = 12_582_912
    static let roundingBiasBits: Int32 = 0x4B40_0000

    static func reciprocal(radius: Int) -> Float { 1 / Float(2 * radius + 1) }

    // MARK: - Reference: the image extended by its edges once, each window summed sample by sample.

    /// Extends the edges once for the whole cascade (by the three radii together), so the result is
    /// the cascade's kernel convolved with the clamped image — what a single convolution does. Each
    /// pass clamping again would not be: its edge samples are already blurred.
    static func reference(_ surface: Surface, radii: [Int]) -> Surface {
        let margin = radii.reduce(0, +)
        let width = surface.width + 2 * margin, height = surface.height + 2 * margin
        var samples = [Int32](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let sx = min(max(x - margin, 0), surface.width - 1), sy = min(max(y - margin, 0), surface.height - 1)
                for channel in 0..<4 {
                    samples[(y * width + x) * 4 + channel] =
                        Int32(surface.bytes[(sy * surface.width + sx) * 4 + channel]) << 8
                }
            }
        }
        for radius in radii {
            samples = referencePass(samples, width: width, height: height, radius: radius, horizontal: true)
        }
        for radius in radii {
            samples = referencePass(samples, width: width, height: height, radius: radius, horizontal: false)
        }
        var output = surface
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                for channel in 0..<4 {
                    let sample = samples[((y + margin) * width + x + margin) * 4 + channel]
                    output.bytes[(y * surface.width + x) * 4 + channel] = UInt8((sample + 128) >> 8)
                }
            }
        }
        return output
    }

    /// One box over the extended image. Windows near its border clamp, but those samples lie
    /// in the margin, which the crop discards.
    static func referencePass(_ input: [Int32], width: Int, height: Int, radius: Int, horizontal: Bool) -> [Int32] {
        let reciprocal = reciprocal(radius: radius)
        var output = input
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    var sum: Int32 = 0
                    for offset in -radius...radius {
                        let (sx, sy) =
                            horizontal
                            ? (min(max(x + offset, 0), width - 1), y) : (x, min(max(y + offset, 0), height - 1))
                        sum += input[(sy * width + sx) * 4 + channel]
                    }
                    output[(y * width + x) * 4 + channel] = normalized(sum, reciprocal: reciprocal)
                }
            }
        }
        return output
    }
}
