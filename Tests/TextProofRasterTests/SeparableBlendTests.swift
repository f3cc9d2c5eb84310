import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Separable blend modes in integers")
struct SeparableBlendTests {
    static let modes = BlendMode.allCases.filter(SeparableBlend.supports)

    @Test("the separable modes and Apple's two plus modes are the ones handled")
    func supported() {
        #expect(
            Set(Self.modes) == [
                .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight,
                .difference, .exclusion, .plusLighter, .plusDarker,
            ])
    }

    @Test("vector = scalar reference to the bit, on rows of every length up to 37", arguments: modes)
    func vectorEqualsScalar(mode: BlendMode) {
        var generator = SeededGenerator(seed: UInt64(Self.modes.firstIndex(of: mode)!) + 101)
        for width in [1, 2, 7, 8, 9, 16, 37] {
            let mask = Random.mask(width: width, height: 6, using: &generator)
            // Random backdrops, a solid one (where the vector path reuses the last result, row to
            // row) and a clear one (all zero bytes: a blend is still worked out for it).
            let random = Random.surface(width: width, height: 6, using: &generator)
            let solid = Surface(
                width: width, height: 6,
                filledWith: PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247, alpha: 255)))
            let clear = Surface(
                width: width, height: 6, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 0, blue: 0, alpha: 0)))
            for base in [random, solid, clear] {
                for _ in 0..<6 {
                    let color = PremultipliedColorU8(Random.color(using: &generator))
                    var scalar = base, vector = base
                    SeparableBlend.composite(
                        color, mode: mode, through: mask, atX: 0, y: 0, onto: &scalar, using: .reference)
                    SeparableBlend.composite(
                        color, mode: mode, through: mask, atX: 0, y: 0, onto: &vector, using: .simd)
                    #expect(scalar.bytes == vector.bytes, "\(mode) width \(width) colour \(color)")
                }
            }
        }
    }

    @Test("within 1 of the Double model (BlendMode.apply) and still premultiplied", arguments: modes)
    func withinOneOfDouble(mode: BlendMode) {
        var generator = SeededGenerator(seed: UInt64(Self.modes.firstIndex(of: mode)!) + 7)
        let mask = Random.mask(width: 64, height: 16, using: &generator)
        let base = Random.surface(width: 64, height: 16, using: &generator)
        for _ in 0..<8 {
            let color = PremultipliedColorU8(Random.color(using: &generator))
            var reference = base, integer = base
            CompositeBlendSolidA8.composite(
                color, mode: mode, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
            SeparableBlend.composite(color, mode: mode, through: mask, atX: 0, y: 0, onto: &integer, using: .reference)
            #expect(maximumDifference(reference, integer) <= 1, "\(mode) colour \(color)")
            #expect(Surface(width: 64, height: 16, premultipliedBytes: integer.bytes) != nil)
        }
    }

    @Test("a mode it does not handle goes to the general kernel: hue gives CompositeBlendSolidA8's bytes")
    func otherModes() {
        var generator = SeededGenerator(seed: 41)
        let mask = Random.mask(width: 20, height: 3, using: &generator)
        let base = Random.surface(width: 20, height: 3, using: &generator)
        let color = PremultipliedColorU8(ColorU8(red: 200, green: 40, blue: 90, alpha: 255))
        var general = base, separable = base
        CompositeBlendSolidA8.composite(
            color, mode: .hue, through: mask, atX: 0, y: 0, onto: &general, using: .reference)
        SeparableBlend.composite(color, mode: .hue, through: mask, atX: 0, y: 0, onto: &separable, using: .reference)
        #expect(general.bytes == separable.bytes)
    }
}
