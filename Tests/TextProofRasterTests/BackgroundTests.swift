import Foundation
import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Blur, gradients, materials")
struct BackgroundTests {
    @Test("Gaussian weights are symmetric and sum to exactly 65,536")
    func weights() {
        for sigma in [0.5, 1.3, 4, 12.5] {
            let w = GaussianBlur.weights(sigma: sigma)
            #expect(w.reduce(0, +) == 65536)
            #expect(w == Array(w.reversed()))
            #expect(w.count == 2 * Int((3 * sigma).rounded(.up)) + 1)
        }
    }

    @Test("blur: SIMD = reference to the bit, on random surfaces of awkward widths", arguments: [1, 3, 4, 5, 17, 37])
    func simdEqualsReference(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) * 31)
        let surface = Random.surface(width: width, height: 9, using: &generator)
        for sigma in [0.8, 2.5] {
            #expect(
                GaussianBlur.blur(surface, sigma: sigma, using: .simd).bytes
                    == GaussianBlur.blur(surface, sigma: sigma, using: .reference).bytes)
            #expect(
                GaussianBlur.blur(surface, sigma: sigma, bands: 2).bytes
                    == GaussianBlur.blur(surface, sigma: sigma, bands: 1).bytes)
        }
    }

    @Test("blur is within 1 of a direct 2-D convolution with the same Gaussian (edges clamped)")
    func directConvolution() {
        var generator = SeededGenerator(seed: 17)
        let surface = Random.surface(width: 23, height: 19, using: &generator)
        let sigma = 1.7
        let w = GaussianBlur.weights(sigma: sigma).map { Double($0) / 65536 }
        let radius = w.count / 2
        let blurred = GaussianBlur.blur(surface, sigma: sigma)
        var worst = 0.0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                for channel in 0..<4 {
                    var sum = 0.0
                    for j in -radius...radius {
                        for i in -radius...radius {
                            let sx = min(max(x + i, 0), surface.width - 1), sy = min(max(y + j, 0), surface.height - 1)
                            sum +=
                                w[i + radius] * w[j + radius]
                                * Double(surface.bytes[(sy * surface.width + sx) * 4 + channel])
                        }
                    }
                    worst = max(worst, abs(Double(blurred.bytes[(y * surface.width + x) * 4 + channel]) - sum))
                }
            }
        }
        #expect(worst <= 1)
    }

    @Test("a uniform surface stays uniform under blur")
    func uniform() {
        let surface = Surface(
            width: 20, height: 10, filledWith: PremultipliedColorU8(ColorU8(red: 10, green: 200, blue: 30, alpha: 128)))
        #expect(GaussianBlur.blur(surface, sigma: 3).bytes == surface.bytes)
    }

    @Test("linear gradient: the start colour at the start, the end at the end, the mean in the middle")
    func linearGradient() {
        let black = PremultipliedColorU8(.black), white = PremultipliedColorU8(.white)
        let horizontal = Backdrop.linearGradient(width: 101, height: 3, from: black, to: white, angle: 0)
        #expect(horizontal[0, 1].red <= 3 && horizontal[100, 1].red >= 252)
        #expect(abs(Int(horizontal[50, 1].red) - 128) <= 1)
        let vertical = Backdrop.linearGradient(width: 3, height: 101, from: black, to: white, angle: 90)
        #expect(vertical[1, 0].red <= 3 && vertical[1, 100].red >= 252)
    }

    @Test("saturation: factor 1 leaves pixels, 0 turns them to their luma")
    func saturation() {
        var same = Surface(
            width: 1, height: 1, filledWith: PremultipliedColorU8(ColorU8(red: 200, green: 50, blue: 10)))
        let original = same
        Backdrop.saturate(&same, by: 1)
        #expect(same.bytes == original.bytes)
        var grey = original
        Backdrop.saturate(&grey, by: 0)
        // 0.2126·200 + 0.7152·50 + 0.0722·10 = 78.76 → 79.
        #expect(grey[0, 0] == PremultipliedColorU8(ColorU8(red: 79, green: 79, blue: 79)))
    }

    @Test("materials: thinner presets blur less and tint less")
    func presets() {
        let order = Material.Preset.allCases.filter { $0 != .chrome }.map(Material.init)
        #expect(
            zip(order, order.dropFirst()).allSatisfy {
                $0.blurRadius < $1.blurRadius && $0.lightTint.alpha < $1.lightTint.alpha
            })
    }
}
