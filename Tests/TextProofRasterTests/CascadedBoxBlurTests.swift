import Foundation
import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Cascaded box blur (the material's blur)")
struct CascadedBoxBlurTests {
    @Test("box widths worked by hand: σ² = 256 → 31, 31, 33 (variances 80 + 80 + 90⅔); σ² = 4 → 3, 3, 5")
    func widths() {
        #expect(CascadedBoxBlur.widths(sigma: 16) == [31, 31, 33])
        #expect(CascadedBoxBlur.widths(sigma: 2) == [3, 3, 5])
        // Every width odd, and the variances sum within one width step of σ².
        for sigma in [1.0, 2.5, 7, 12.5, 30] {
            let widths = CascadedBoxBlur.widths(sigma: sigma)
            #expect(widths.allSatisfy { $0 % 2 == 1 })
            let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(abs(variance - sigma * sigma) <= Double(widths.max()! + 1) / 3)
        }
    }

    @Test(
        "SIMD = reference to the bit, one band or two, on awkward sizes (odd widths, partial strips, two bands of rows)",
        arguments: [(1, 9), (3, 1), (5, 7), (17, 23), (37, 5), (70, 12), (33, 40)])
    func simdEqualsReference(size: (Int, Int)) {
        var generator = SeededGenerator(seed: UInt64(size.0 * 131 + size.1))
        let surface = Random.surface(width: size.0, height: size.1, using: &generator)
        for sigma in [0.8, 2.5, 9] {
            let reference = CascadedBoxBlur.blur(surface, sigma: sigma, using: .reference)
            #expect(CascadedBoxBlur.blur(surface, sigma: sigma, using: .simd).bytes == reference.bytes)
            #expect(CascadedBoxBlur.blur(surface, sigma: sigma, using: .simd, bands: 2).bytes == reference.bytes)
            // Still premultiplied: each channel ≤ its alpha.
            #expect(Surface(width: size.0, height: size.1, premultipliedBytes: reference.bytes) != nil)
        }
    }

    @Test("a uniform surface stays exactly uniform")
    func uniform() {
        for color in [
            ColorU8(red: 10, green: 200, blue: 30, alpha: 128), ColorU8(red: 255, green: 255, blue: 255, alpha: 255),
        ] {
            let surface = Surface(width: 40, height: 30, filledWith: PremultipliedColorU8(color))
            #expect(CascadedBoxBlur.blur(surface, sigma: 5).bytes == surface.bytes)
        }
    }

    /// The approximation's error against the exact Gaussian (`GaussianBlur`), measured. The bounds
    /// are the ones a 1-D computation of the same kernels in Double predicts (a three-box cascade
    /// of these widths differs from the Gaussian's step response by at most 2.1 levels at σ 16 and
    /// 1.7 at σ 4; on ramps by well under one level).
    @Test("within one level of the exact Gaussian on gradients, σ 2…16", arguments: [2.0, 4, 8, 16])
    func gradients(sigma: Double) {
        let start = PremultipliedColorU8(ColorU8(red: 0, green: 122, blue: 255, alpha: 255))
        let end = PremultipliedColorU8(ColorU8(red: 255, green: 45, blue: 85, alpha: 255))
        for backdrop in [
            Backdrop.linearGradient(width: 160, height: 120, from: start, to: end, angle: 30),
            Backdrop.radialGradient(width: 160, height: 120, inner: start, outer: end),
        ] {
            let exact = GaussianBlur.blur(backdrop, sigma: sigma)
            #expect(maximumDifference(CascadedBoxBlur.blur(backdrop, sigma: sigma), exact) <= 1)
        }
    }

    @Test("on a hard black-to-white edge: within 2 levels at σ 4 and 3 at σ 16, under half a level on average")
    func hardEdge() {
        var bytes = [UInt8](repeating: 255, count: 200 * 8 * 4)
        for y in 0..<8 { for x in 0..<100 { for channel in 0..<3 { bytes[(y * 200 + x) * 4 + channel] = 0 } } }
        let edge = Surface(width: 200, height: 8, premultipliedBytes: bytes)!
        for (sigma, bound) in [(4.0, 2), (16.0, 3)] {
            let fast = CascadedBoxBlur.blur(edge, sigma: sigma), exact = GaussianBlur.blur(edge, sigma: sigma)
            #expect(maximumDifference(fast, exact) <= bound)
            let mean =
                zip(fast.bytes, exact.bytes).map { abs(Double($0) - Double($1)) }.reduce(0, +) / Double(bytes.count)
            #expect(mean < 0.5)
        }
    }
}
