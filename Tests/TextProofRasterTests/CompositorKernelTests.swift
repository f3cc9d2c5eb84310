import Foundation
import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Compositor kernels: SIMD against scalar references")
struct CompositorKernelTests {
    @Test(
        "image OVER image: SIMD = reference on random and edge inputs, at widths around 16",
        arguments: [1, 15, 16, 17, 64, 100])
    func imageOver(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) + 100)
        for _ in 0..<20 {
            let source = Random.surface(width: width, height: 3, using: &generator)
            let base = Random.surface(width: width + 2, height: 4, using: &generator)
            var reference = base, simd = base
            CompositeOverRGBA8.composite(source, atX: 1, y: 1, onto: &reference, using: .reference)
            CompositeOverRGBA8.composite(source, atX: 1, y: 1, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes)
        }
    }

    @Test("image OVER image reference = s + d·(255 − sa)/255 rounded, for every source alpha and sampled destinations")
    func imageOverModel() {
        var generator = SeededGenerator(seed: 7)
        var mismatches = 0
        for alpha in 0...255 {
            let red: UInt8 = .random(in: 0...255, using: &generator)
            let s = PremultipliedColorU8(ColorU8(red: red, green: 9, blue: 200, alpha: UInt8(alpha)))
            let dRed: UInt8 = .random(in: 0...255, using: &generator),
                dAlpha: UInt8 = .random(in: 0...255, using: &generator)
            let d = PremultipliedColorU8(ColorU8(red: dRed, green: 77, blue: 0, alpha: dAlpha))
            let sourceBytes: [UInt8] = [s.red, s.green, s.blue, s.alpha]
            let destinationBytes: [UInt8] = [d.red, d.green, d.blue, d.alpha]
            var surface = Surface(width: 1, height: 1, premultipliedBytes: destinationBytes)!
            let source = Surface(width: 1, height: 1, premultipliedBytes: sourceBytes)!
            CompositeOverRGBA8.composite(source, atX: 0, y: 0, onto: &surface, using: .reference)
            var expected: [Int] = []
            for channel in 0..<4 {
                let scaled = Double(destinationBytes[channel]) * Double(255 - alpha) / 255
                expected.append(Int(sourceBytes[channel]) + Int(scaled.rounded()))
            }
            if surface.bytes.map(Int.init) != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("solid fill: SIMD = reference, clipped")
    func fill() {
        let color = PremultipliedColorU8(ColorU8(red: 1, green: 2, blue: 3, alpha: 4))
        var reference = Surface(width: 37, height: 5, filledWith: PremultipliedColorU8(.white)), simd = reference
        FillSolid.copy(color, x: -3, y: 1, width: 30, height: 9, into: &reference, using: .reference)
        FillSolid.copy(color, x: -3, y: 1, width: 30, height: 9, into: &simd, using: .simd)
        #expect(simd.bytes == reference.bytes)
        #expect(
            reference[0, 1] == color && reference[26, 4] == color && reference[27, 4] == PremultipliedColorU8(.white)
                && reference[0, 0] == PremultipliedColorU8(.white))
    }

    @Test("solid source-over fill: SIMD = reference on every colour kind over noise, clipped; by hand over white")
    func fillOver() {
        // By hand: (100, 0, 0, 128) premultiplied over white adds 255 × 127 / 255 = 127 to each channel.
        var white = Surface(width: 5, height: 1, filledWith: PremultipliedColorU8(.white))
        let red = PremultipliedColorU8(premultipliedRed: 100, green: 0, blue: 0, alpha: 128)
        FillSolid.over(red, in: PixelRect(x: 1, y: 0, width: 3, height: 1), onto: &white, using: .simd)
        #expect(white[1, 0] == PremultipliedColorU8(premultipliedRed: 227, green: 127, blue: 127, alpha: 255))
        #expect(white[0, 0] == PremultipliedColorU8(.white) && white[4, 0] == PremultipliedColorU8(.white))

        var state: UInt32 = 12345
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var bytes = [UInt8](repeating: 0, count: 37 * 7 * 4)
        for index in bytes.indices where index % 4 == 3 {
            let alpha = next()
            bytes[index] = alpha
            for channel in 1...3 { bytes[index - channel] = UInt8(UInt16(next()) % (UInt16(alpha) + 1)) }
        }
        let noise = Surface(width: 37, height: 7, premultipliedBytes: bytes)!
        let colors = [
            PremultipliedColorU8(premultipliedRed: 0, green: 0, blue: 0, alpha: 0), PremultipliedColorU8(.white), red,
            PremultipliedColorU8(premultipliedRed: 1, green: 2, blue: 3, alpha: 4),
            PremultipliedColorU8(premultipliedRed: 9, green: 200, blue: 0, alpha: 254),
        ]
        for color in colors {
            var reference = noise, simd = noise
            let rect = PixelRect(x: -3, y: 1, width: 33, height: 9)
            FillSolid.over(color, in: rect, onto: &reference, using: .reference)
            FillSolid.over(color, in: rect, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes, "\(color)")
            #expect(reference[0, 0] == noise[0, 0] && reference[30, 3] == noise[30, 3])
        }
    }

    @Test("mask accumulation: sums saturate at 255, SIMD = reference at every width, clipped to the mask")
    func maskAccumulation() {
        // By hand: 3 + 4 = 7, 200 + 100 saturates at 255, 255 + 0 stays, 0 + 255 = 255, 240 + 10 = 250,
        // 250 + 10 saturates; twenty bytes, so the sixteen-byte step and the tail both count.
        for implementation in KernelImplementation.allCases {
            var mask = CoverageMask(width: 20, height: 1)
            mask.bytes = [3, 200, 255, 0] + [UInt8](repeating: 240, count: 8) + [UInt8](repeating: 250, count: 8)
            ([4, 100, 0, 255] + [UInt8](repeating: 10, count: 16)).withUnsafeBufferPointer {
                mask.accumulate($0, width: 20, height: 1, sourceStride: 20, atX: 0, y: 0, using: implementation)
            }
            #expect(
                mask.bytes
                    == [7, 255, 255, 255] + [UInt8](repeating: 250, count: 8) + [UInt8](repeating: 255, count: 8))
        }
        // A source too short for its size: the rows it holds are added, the rest add nothing.
        var short = CoverageMask(width: 3, height: 3)
        [UInt8]([1, 2, 3, 4, 5]).withUnsafeBufferPointer {
            short.accumulate($0, width: 3, height: 3, sourceStride: 3, atX: 0, y: 0)
        }
        #expect(short.bytes == [1, 2, 3, 0, 0, 0, 0, 0, 0])
        var generator = SeededGenerator(seed: 41)
        for width in 0...70 {
            let glyph = (0..<(width * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let base = (0..<(80 * 5)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var reference = CoverageMask(width: 80, height: 5), simd = reference
            reference.bytes = base
            simd.bytes = base
            glyph.withUnsafeBufferPointer {
                // Partly off the left and bottom edges: the clipped part is added, nothing else.
                reference.accumulate($0, width: width, height: 3, sourceStride: width, atX: -2, y: 3, using: .reference)
                simd.accumulate($0, width: width, height: 3, sourceStride: width, atX: -2, y: 3, using: .simd)
            }
            #expect(simd.bytes == reference.bytes, "width \(width)")
            #expect(reference.bytes[0..<(80 * 3)] == base[0..<(80 * 3)])
            if width > 2 {
                #expect(reference[0, 3] == UInt8(min(255, Int(base[3 * 80]) + Int(glyph[2]))))
            }
        }
    }

    @Test("row bands on two cores give the same bytes as one pass, for every kernel")
    func bands() {
        var generator = SeededGenerator(seed: 99)
        let mask = Random.mask(width: 300, height: 257, using: &generator)
        let source = Random.surface(width: 300, height: 257, using: &generator)
        let base = Random.surface(width: 300, height: 257, opaque: true, using: &generator)
        let color = PremultipliedColorU8(ColorU8(red: 10, green: 20, blue: 30, alpha: 200))
        var one = base, two = base
        CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &one, bands: 1)
        CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &two, bands: 2)
        #expect(one.bytes == two.bytes)
        CompositeOverRGBA8.composite(source, atX: 0, y: 0, onto: &one, bands: 1)
        CompositeOverRGBA8.composite(source, atX: 0, y: 0, onto: &two, bands: 2)
        #expect(one.bytes == two.bytes)
        CompositeOverSolidA8Linear.composite(
            ColorU8(red: 10, green: 20, blue: 30, alpha: 200), through: mask, atX: 0, y: 0, onto: &one, bands: 1)
        CompositeOverSolidA8Linear.composite(
            ColorU8(red: 10, green: 20, blue: 30, alpha: 200), through: mask, atX: 0, y: 0, onto: &two, bands: 2)
        #expect(one.bytes == two.bytes)
        CompositeBlendSolidA8.composite(color, mode: .softLight, through: mask, atX: 0, y: 0, onto: &one, bands: 1)
        CompositeBlendSolidA8.composite(color, mode: .softLight, through: mask, atX: 0, y: 0, onto: &two, bands: 2)
        #expect(one.bytes == two.bytes)
    }
}

@Suite("Linear-light text kernel")
struct LinearLightTests {
    @Test("SIMD = reference, to the bit, on random masks, colours and destinations (opaque and translucent)")
    func simdEqualsReference() {
        var generator = SeededGenerator(seed: 5)
        for trial in 0..<30 {
            let color = Random.color(using: &generator)
            let mask = Random.mask(width: 41, height: 3, using: &generator)
            let base = Random.surface(width: 41, height: 3, opaque: trial % 3 != 0, using: &generator)
            var reference = base, simd = base
            CompositeOverSolidA8Linear.composite(
                color, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
            CompositeOverSolidA8Linear.composite(color, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes, "trial \(trial)")
        }
    }

    @Test(
        "SIMD = reference over solid and banded backgrounds, many colours in a row (the per-backdrop table and the memo)"
    )
    func simdEqualsReferenceOnSolidBackgrounds() {
        var generator = SeededGenerator(seed: 17)
        for trial in 0..<40 {
            let color = Random.color(using: &generator)
            let mask = Random.mask(width: 150, height: 4, using: &generator)
            // Solid, or in vertical bands of 1–9 pixels: runs of equal backdrops of every length.
            var base = Surface(
                width: 150, height: 4, filledWith: PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247)))
            if trial % 2 == 1 {
                var x = 0
                while x < 150 {
                    let width = Int.random(in: 1...9, using: &generator)
                    base.fillOver(
                        PixelRect(x: x, y: 0, width: min(width, 150 - x), height: 4),
                        with: PremultipliedColorU8(
                            ColorU8(
                                red: .random(in: 0...255, using: &generator), green: 128,
                                blue: .random(in: 0...255, using: &generator))))
                    x += width
                }
            }
            var reference = base, simd = base
            CompositeOverSolidA8Linear.composite(
                color, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
            CompositeOverSolidA8Linear.composite(color, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes, "trial \(trial)")
        }
    }

    /// Exact IEC 61966-2-1 in Double.
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }

    @Test("within 1 of a Double model with exact transfer functions, on opaque destinations")
    func model() {
        var generator = SeededGenerator(seed: 11)
        var worst = 0
        for _ in 0..<2000 {
            let color = ColorU8(
                red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                blue: .random(in: 0...255, using: &generator), alpha: .random(in: 1...255, using: &generator))
            let d = (
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator)
            )
            let m = UInt8.random(in: 1...255, using: &generator)
            var surface = Surface(width: 1, height: 1, premultipliedBytes: [d.0, d.1, d.2, 255])!
            var mask = CoverageMask(width: 1, height: 1)
            mask[0, 0] = m
            CompositeOverSolidA8Linear.composite(color, through: mask, atX: 0, y: 0, onto: &surface, using: .reference)
            let a = Double(color.alpha) / 255 * Double(m) / 255
            for (channel, (s, b)) in [(color.red, d.0), (color.green, d.1), (color.blue, d.2)].enumerated() {
                let expected =
                    Self.encoded(Self.linear(Double(s) / 255) * a + Self.linear(Double(b) / 255) * (1 - a)) * 255
                worst = max(worst, abs(Int(surface.bytes[channel]) - Int(expected.rounded())))
            }
        }
        #expect(worst <= 1)
    }

    @Test("linear light differs from encoded blending where it should: 50 % black over white is #BCBCBC, not #808080")
    func halfBlack() {
        // Linear: 0.5 × 0 + 0.5 × 1 = 0.5 → encoded 0.7354 → 188 (0xBC). Encoded space: 128.
        var surface = Surface(width: 1, height: 1, filledWith: PremultipliedColorU8(.white))
        var mask = CoverageMask(width: 1, height: 1)
        mask[0, 0] = 255
        CompositeOverSolidA8Linear.composite(
            ColorU8(red: 0, green: 0, blue: 0, alpha: 128), through: mask, atX: 0, y: 0, onto: &surface)
        #expect(abs(Int(surface[0, 0].red) - 188) <= 1)
    }
}
