import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Text kernel: solid colour through A8 coverage, source-over RGBA8")
struct CompositeOverSolidA8Tests {
    /// Pixman-style reference in Double: s = c·m/255, d = s + d·(255 − sa)/255, each product rounded.
    static func modelPixel(color: PremultipliedColorU8, coverage m: Int, destination d: [Int]) -> [Int] {
        let c = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
        let sa = (Double(c[3] * m) / 255).rounded()
        return (0..<4).map { k in
            let s = (Double(c[k] * m) / 255).rounded()
            return Int(s + (Double(d[k]) * (255 - sa) / 255).rounded())
        }
    }

    @Test("premultiplication is c·a/255 rounded to nearest, for all 65,536 pairs")
    func premultiplyExhaustive() {
        var mismatches = 0
        for c in 0...255 {
            for a in 0...255 {
                let p = PremultipliedColorU8(ColorU8(red: UInt8(c), green: 0, blue: 0, alpha: UInt8(a)))
                if Int(p.red) != Int((Double(c * a) / 255).rounded()) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("reference kernel equals the Double model for every coverage × colour alpha, on sampled destinations")
    func referenceMatchesModel() {
        var generator = SeededGenerator(seed: 1)
        var mismatches = 0
        for m in 0...255 {
            for alpha in stride(from: 0, through: 255, by: 5) {
                let color = PremultipliedColorU8(
                    ColorU8(red: .random(in: 0...255, using: &generator), green: 200, blue: 17, alpha: UInt8(alpha)))
                let d = PremultipliedColorU8(
                    ColorU8(
                        red: .random(in: 0...255, using: &generator), green: 0, blue: 255,
                        alpha: .random(in: 0...255, using: &generator)))
                var destination = [d.red, d.green, d.blue, d.alpha]
                let mask = [UInt8(m)]
                mask.withUnsafeBufferPointer { maskBytes in
                    destination.withUnsafeMutableBufferPointer { pixels in
                        CompositeOverSolidA8.referenceRow(
                            color, mask: maskBytes.baseAddress!, destination: pixels.baseAddress!, count: 1)
                    }
                }
                let expected = Self.modelPixel(
                    color: color, coverage: m, destination: [Int(d.red), Int(d.green), Int(d.blue), Int(d.alpha)])
                if destination.map(Int.init) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("secondaryLabel (#3C3C43, alpha 0.6) over white at full coverage is (138, 138, 142)")
    func secondaryLabelOverWhite() {
        for implementation in CompositeOverSolidA8.Implementation.allCases {
            var surface = Surface(width: 20, height: 1, filledWith: PremultipliedColorU8(.white))
            var mask = CoverageMask(width: 20, height: 1)
            for x in 0..<20 { mask[x, 0] = 255 }
            CompositeOverSolidA8.composite(
                PremultipliedColorU8(ColorU8(hex: "#3C3C4399")!), through: mask, atX: 0, y: 0, onto: &surface,
                using: implementation)
            for x in 0..<20 {
                #expect(
                    surface[x, 0].unpremultiplied == ColorU8(red: 138, green: 138, blue: 142),
                    "\(implementation) x=\(x)")
            }
        }
    }

    @Test(
        "SIMD equals reference on random masks, colours and destinations, at widths around 16",
        arguments: [1, 15, 16, 17, 31, 64, 100, 257])
    func simdMatchesReference(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width))
        for trial in 0..<40 {
            let alphas: [UInt8] = [0, 1, 127, 254, 255]
            let color = PremultipliedColorU8(
                ColorU8(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator),
                    alpha: trial < alphas.count ? alphas[trial] : .random(in: 0...255, using: &generator)))
            var mask = CoverageMask(width: width, height: 3)
            for index in mask.bytes.indices {
                // Text-like: runs of 0 and 255 with edges between.
                switch UInt8.random(in: 0...3, using: &generator) {
                case 0: mask.bytes[index] = 0
                case 1: mask.bytes[index] = 255
                default: mask.bytes[index] = .random(in: 0...255, using: &generator)
                }
            }
            if trial == 5 { mask.bytes = [UInt8](repeating: 255, count: mask.bytes.count) }
            if trial == 6 { mask.bytes = [UInt8](repeating: 0, count: mask.bytes.count) }
            var bytes: [UInt8] = []
            for _ in 0..<((width + 3) * 5) {
                let pixel = PremultipliedColorU8(
                    ColorU8(
                        red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                        blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator)))
                bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
            var reference = Surface(width: width + 3, height: 5, premultipliedBytes: bytes)!
            var simd = reference
            CompositeOverSolidA8.composite(color, through: mask, atX: 2, y: 1, onto: &reference, using: .reference)
            CompositeOverSolidA8.composite(color, through: mask, atX: 2, y: 1, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes, "trial \(trial)")
        }
    }

    @Test("masks hanging off any edge are clipped, not written out of bounds")
    func clipping() {
        var surface = Surface(width: 4, height: 4, filledWith: PremultipliedColorU8(.white))
        var mask = CoverageMask(width: 3, height: 3)
        for index in mask.bytes.indices { mask.bytes[index] = 255 }
        for (x, y) in [(-2, -2), (3, 3), (-5, 0), (10, 10)] {
            CompositeOverSolidA8.composite(PremultipliedColorU8(.black), through: mask, atX: x, y: y, onto: &surface)
        }
        #expect(surface[0, 0].unpremultiplied == .black)
        #expect(surface[1, 1].unpremultiplied == .white)
        #expect(surface[3, 3].unpremultiplied == .black)
        #expect(surface[2, 2].unpremultiplied == .white)
    }
}
