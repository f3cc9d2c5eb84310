import TestScratch
import Testing
import TextProofColor

@testable import TextProofRaster

@Suite("16-bit surface and text kernel")
struct Surface16Tests {
    static func randomSurface(width: Int, height: Int, using generator: inout SeededGenerator) -> Surface16 {
        var surface = Surface16(
            width: width, height: height, filledWith: PremultipliedColorU16(red: 0, green: 0, blue: 0, alpha: 0))
        for y in 0..<height {
            for x in 0..<width {
                let alpha = [0.0, 1.0, 1.0, 0.5, Double.random(in: 0...1, using: &generator)].randomElement(
                    using: &generator)!
                surface.fillOver(
                    PixelRect(x: x, y: y, width: 1, height: 1),
                    with: PremultipliedColorU16(
                        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                        blue: .random(in: 0...1, using: &generator), alpha: alpha))
            }
        }
        return surface
    }

    @Test(
        "SIMD = reference to the bit on random masks, colours and destinations",
        arguments: [1, 3, 4, 15, 16, 17, 64, 99])
    func simdEqualsReference(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) * 7)
        for trial in 0..<8 {
            let color = PremultipliedColorU16(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator),
                alpha: trial % 2 == 0 ? 1 : .random(in: 0...1, using: &generator))
            let mask = Random.mask(width: width, height: 3, using: &generator)
            let base = Self.randomSurface(width: width, height: 3, using: &generator)
            var reference = base, simd = base
            CompositeOverSolidA8RGBA16.composite(
                color, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
            CompositeOverSolidA8RGBA16.composite(color, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
            #expect(simd.samples == reference.samples, "trial \(trial)")
        }
    }

    @Test(
        "within 1.5 of source-over in Double; full coverage of an opaque colour is the colour; zero coverage leaves the pixel"
    )
    func model() {
        var generator = SeededGenerator(seed: 99)
        let color = PremultipliedColorU16(red: 0.2, green: 0.47, blue: 0.97, alpha: 0.6)
        let mask = Random.mask(width: 64, height: 4, using: &generator)
        let base = Self.randomSurface(width: 64, height: 4, using: &generator)
        var surface = base
        CompositeOverSolidA8RGBA16.composite(color, through: mask, atX: 0, y: 0, onto: &surface)
        let source = [color.red, color.green, color.blue, color.alpha].map(Double.init)
        var worst = 0.0
        for y in 0..<4 {
            for x in 0..<64 {
                let m = Double(mask[x, y]) / 255
                let d = base[x, y], r = surface[x, y]
                let before = [d.red, d.green, d.blue, d.alpha].map(Double.init),
                    after = [r.red, r.green, r.blue, r.alpha].map(Double.init)
                for channel in 0..<4 {
                    let expected = source[channel] * m + before[channel] * (1 - source[3] * m / 65535)
                    worst = max(worst, abs(after[channel] - expected))
                }
                if mask[x, y] == 0 { #expect(r == d) }
            }
        }
        // Two roundings of ±0.5 (the coverage-scaled source, the division) and the inverse alpha
        // taken from the rounded source alpha (±0.5 × d / 65535): at most 1.5 in 65535.
        #expect(worst <= 1.5, "largest difference \(worst)")

        let opaque = PremultipliedColorU16(red: 0.2046, green: 0.471, blue: 0.9661, alpha: 1)
        var full = base
        var all = CoverageMask(width: 64, height: 4)
        for index in all.bytes.indices { all.bytes[index] = 255 }
        CompositeOverSolidA8RGBA16.composite(opaque, through: all, atX: 0, y: 0, onto: &full)
        #expect((0..<64).allSatisfy { full[$0, 2] == opaque })
    }

    @Test("16-bit colours, straight samples and the 8-bit view, worked by hand")
    func conversions() {
        // 0.5 → 32768 (0.5 × 65535 = 32767.5, rounded half up); red 1 premultiplied by it is 32768.
        let half = PremultipliedColorU16(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(half.red == 32768 && half.alpha == 32768)
        let surface = Surface16(width: 1, height: 1, filledWith: half)
        #expect(surface.unpremultipliedSamples() == [65535, 0, 0, 32768])
        // 32768 × 255 / 65535 = 127.5019… → 128.
        #expect(surface.narrowed().bytes == [128, 0, 0, 128])
        // Widening is exact: 0x80 → 0x8080.
        #expect(PremultipliedColorU16(PremultipliedColorU8(ColorU8(red: 128, green: 0, blue: 0))).red == 0x8080)
    }
}

@Suite("ImagePixels")
struct ImagePixelsTests {
    @Test("16-bit samples of the image's size make a 16-bit image; of another size, an 8-bit one, no trap")
    func depth() {
        let image = RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
        #expect(ImagePixels(image: image, wideSamples: [65535, 0, 0, 65535]).bitDepth == 16)
        #expect(ImagePixels(image: image, wideSamples: [65535, 0]).bitDepth == 8)
        #expect(ImagePixels(image).wideSamples == nil)
    }
}
