import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("Blend modes")
struct BlendModeTests {
    /// One pixel `source` (premultiplied bytes) composited at full coverage over `backdrop`.
    func blend(
        _ mode: BlendMode, _ source: [UInt8], over backdrop: [UInt8],
        using implementation: CompositeBlendSolidA8.Implementation = .reference
    ) -> [UInt8] {
        var surface = Surface(width: 1, height: 1, premultipliedBytes: backdrop)!
        var mask = CoverageMask(width: 1, height: 1)
        mask[0, 0] = 255
        let color = Surface(width: 1, height: 1, premultipliedBytes: source)![0, 0]
        CompositeBlendSolidA8.composite(
            color, mode: mode, through: mask, atX: 0, y: 0, onto: &surface, using: implementation)
        return surface.bytes
    }

    // Cs = (0.8, 0.4, 0.2), Cb = (0.2, 0.6, 1.0), both opaque: co = B(Cb, Cs). Worked by hand from W3C § 10.
    static let s: [UInt8] = [204, 102, 51, 255]
    static let b: [UInt8] = [51, 153, 255, 255]

    @Test(
        "separable and non-separable modes against the W3C formulas worked by hand",
        arguments: [
            (BlendMode.multiply, [41, 61, 51]),  // 0.16, 0.24, 0.2
            (.screen, [214, 194, 255]),  // 0.84, 0.76, 1.0
            (.overlay, [82, 133, 255]),  // 2·0.2·0.8; screen(0.4, 0.2) = 0.52; 1.0
            (.darken, [51, 102, 51]),
            (.lighten, [204, 153, 255]),
            (.colorDodge, [255, 255, 255]),  // 0.2/0.2; 0.6/0.6; Cb = 1
            (.colorBurn, [0, 0, 255]),  // 1 − 0.8/0.8; 1 − 0.4/0.4; Cb = 1
            (.hardLight, [173, 122, 102]),  // screen(0.2, 0.6) = 0.68; 2·0.6·0.4; 2·1·0.2
            (.softLight, [89, 141, 255]),  // 0.2 + 0.6·(D(0.2) = 0.448 − 0.2); 0.6 − 0.2·0.6·0.4; 1
            (.difference, [153, 51, 204]),
            (.exclusion, [173, 133, 204]),  // 0.68, 0.52, 0.8
            (.luminosity, [44, 146, 248]),  // SetLum(Cb, Lum(Cs) = 0.498): Cb − 0.026
            (.color, [211, 109, 58]),  // SetLum(Cs, Lum(Cb) = 0.524): Cs + 0.026
        ])
    func blendModes(mode: BlendMode, expected: [Int]) {
        #expect(blend(mode, Self.s, over: Self.b).map(Int.init) == expected + [255])
        #expect(blend(mode, Self.s, over: Self.b, using: .simd).map(Int.init) == expected + [255])
    }

    // A translucent source, premultiplied (120, 60, 30, 150), over the opaque backdrop (51, 153, 255).
    static let t: [UInt8] = [120, 60, 30, 150]

    @Test(
        "Porter-Duff operators: co = cs·Fa + cb·Fb, αo = αs·Fa + αb·Fb",
        arguments: [
            (BlendMode.sourceOver, [141, 123, 135, 255]),  // cs + cb·105/255
            (.xor, [21, 63, 105, 105]),  // cb·(1 − αs); αs·0 + αb·(1 − αs)
            (.destinationOut, [21, 63, 105, 105]),
            (.sourceIn, [120, 60, 30, 150]),  // cs·αb
            (.destinationAtop, [30, 90, 150, 150]),  // cb·αs
            (.plus, [171, 213, 255, 255]),  // min(1, cs + cb)
            (.source, [120, 60, 30, 150]),
            (.destination, [51, 153, 255, 255]),
            (.clear, [0, 0, 0, 0]),
            (.destinationOver, [51, 153, 255, 255]),
        ])
    func porterDuff(mode: BlendMode, expected: [Int]) {
        #expect(blend(mode, Self.t, over: Self.b).map(Int.init) == expected)
    }

    @Test("plus-lighter: R = min(1, S + D); plus-darker: R = max(0, 1 − ((1 − D) + (1 − S)))")
    func appleModes() {
        #expect(blend(.plusLighter, Self.s, over: [20, 40, 60, 255]) == [224, 142, 111, 255])
        #expect(blend(.plusLighter, Self.s, over: Self.b) == [255, 255, 255, 255])
        #expect(blend(.plusDarker, Self.s, over: Self.b) == [0, 0, 51, 255])  // 204 + 51 − 255 = 0 …
        // Translucent: each term measured from its own alpha: 255 − (255 − 200) − (150 − 120) = 170 …
        #expect(blend(.plusDarker, Self.t, over: [200, 200, 200, 255]) == [170, 110, 80, 255])
    }

    @Test("source-over as a blend mode equals the text kernel exactly")
    func sourceOverMatchesKernel() {
        var generator = SeededGenerator(seed: 3)
        let mask = Random.mask(width: 64, height: 4, using: &generator)
        let base = Random.surface(width: 64, height: 4, using: &generator)
        let color = PremultipliedColorU8(ColorU8(red: 60, green: 60, blue: 67, alpha: 153))
        var kernel = base, mode = base
        CompositeOverSolidA8.composite(color, through: mask, atX: 0, y: 0, onto: &kernel)
        CompositeBlendSolidA8.composite(
            color, mode: .sourceOver, through: mask, atX: 0, y: 0, onto: &mode, using: .reference)
        #expect(maximumDifference(kernel, mode) <= 1)
    }

    @Test("SIMD (Float) within 1 of reference (Double) for every mode on random inputs", arguments: BlendMode.allCases)
    func simdWithinOne(mode: BlendMode) {
        var generator = SeededGenerator(seed: UInt64(BlendMode.allCases.firstIndex(of: mode)!) + 1)
        let mask = Random.mask(width: 33, height: 5, using: &generator)
        let base = Random.surface(width: 33, height: 5, using: &generator)
        let color = PremultipliedColorU8(Random.color(using: &generator))
        var reference = base, simd = base
        CompositeBlendSolidA8.composite(
            color, mode: mode, through: mask, atX: 0, y: 0, onto: &reference, using: .reference)
        CompositeBlendSolidA8.composite(color, mode: mode, through: mask, atX: 0, y: 0, onto: &simd, using: .simd)
        #expect(maximumDifference(reference, simd) <= 1)
        // Premultiplied invariant kept.
        for index in stride(from: 0, to: simd.bytes.count, by: 4) {
            #expect(simd.bytes[index] <= simd.bytes[index + 3] && simd.bytes[index + 2] <= simd.bytes[index + 3])
        }
    }
}
