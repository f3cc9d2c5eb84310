import TestScratch
import TextProofColor
import TextProofRaster

/// Random premultiplied surfaces and text-like masks, seeded.
enum Random {
    static func surface(width: Int, height: Int, opaque: Bool = false, using generator: inout SeededGenerator)
        -> Surface
    {
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) {
            let alphas: [UInt8] = [0, 255, 255, 128, .random(in: 0...255, using: &generator)]
            let alpha = opaque ? 255 : alphas[Int.random(in: 0..<alphas.count, using: &generator)]
            let p = PremultipliedColorU8(
                ColorU8(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator), alpha: alpha))
            bytes += [p.red, p.green, p.blue, p.alpha]
        }
        return Surface(width: width, height: height, premultipliedBytes: bytes)!
    }

    static func mask(width: Int, height: Int, using generator: inout SeededGenerator) -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        for index in mask.bytes.indices {
            switch UInt8.random(in: 0...5, using: &generator) {
            case 0, 1: mask.bytes[index] = 0
            case 2: mask.bytes[index] = 255
            default: mask.bytes[index] = .random(in: 0...255, using: &generator)
            }
        }
        return mask
    }

    static func color(using generator: inout SeededGenerator) -> ColorU8 {
        let alphas: [UInt8] = [255, 255, 153, 1, 0, .random(in: 0...255, using: &generator)]
        return ColorU8(
            red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
            blue: .random(in: 0...255, using: &generator),
            alpha: alphas[Int.random(in: 0..<alphas.count, using: &generator)])
    }
}

/// Largest per-channel difference between two surfaces.
func maximumDifference(_ a: Surface, _ b: Surface) -> Int {
    zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
}
