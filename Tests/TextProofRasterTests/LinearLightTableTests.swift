import TestScratch
import Testing
import TextProofColor
import TextProofRaster

/// The linear-light SIMD row reaches the reference's bytes through tables of results kept between
/// pixels and between calls (flat-backdrop tables, started, filled entry by entry, made whole, kept,
/// replaced; a per-coverage memo for other backdrops). Each case here drives one of those paths and
/// compares the bytes with the reference's on a fresh copy of the same surface.
@Suite("Linear-light text kernel: result tables")
struct LinearLightTableTests {
    /// Text-like coverage: mostly zero, in glyph-sized clusters of soft edges and full interiors.
    static func sparseMask(width: Int, height: Int, using generator: inout SeededGenerator) -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        for y in 0..<height {
            var x = Int.random(in: 0..<24, using: &generator)
            while x < width {
                for offset in 0..<Int.random(in: 1...7, using: &generator) where x + offset < width {
                    mask.bytes[y * mask.stride + x + offset] =
                        [255, .random(in: 1...254, using: &generator)][Int.random(in: 0...1, using: &generator)]
                }
                x += Int.random(in: 8...40, using: &generator)
            }
        }
        return mask
    }

    /// Composites with both implementations onto copies of `base` and expects the same bytes.
    static func expectSameBytes(
        _ color: ColorU8, _ mask: CoverageMask, over base: Surface, atX x: Int = 0, y: Int = 0, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var reference = base, simd = base
        CompositeOverSolidA8Linear.composite(color, through: mask, atX: x, y: y, onto: &reference, using: .reference)
        CompositeOverSolidA8Linear.composite(color, through: mask, atX: x, y: y, onto: &simd, using: .simd)
        #expect(simd.bytes == reference.bytes, comment, sourceLocation: sourceLocation)
    }

    static let grouped = PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247))

    @Test(
        "every coverage value over a solid background: the table filled entry by entry, then whole, then kept for a second call"
    )
    func wholeTable() {
        // Each row holds all 256 coverage values in a different order: far more than 32 misses.
        var generator = SeededGenerator(seed: 31)
        var mask = CoverageMask(width: 256, height: 8)
        for y in 0..<8 {
            for (x, m) in (0...255).shuffled(using: &generator).enumerated() {
                mask.bytes[y * mask.stride + x] = UInt8(m)
            }
        }
        let base = Surface(width: 256, height: 8, filledWith: Self.grouped)
        for color in [
            ColorU8(red: 60, green: 60, blue: 67, alpha: 153), ColorU8(red: 0, green: 122, blue: 255),
            ColorU8(red: 255, green: 255, blue: 255, alpha: 1),
        ] {
            Self.expectSameBytes(color, mask, over: base, "first call, \(color)")
            Self.expectSameBytes(color, mask, over: base, "second call (tables kept), \(color)")
        }
    }

    @Test("a kept table serves only its own colour: same backdrop, colours differing in one channel or in alpha")
    func tablesKeyedByColour() {
        var generator = SeededGenerator(seed: 32)
        let mask = Self.sparseMask(width: 300, height: 12, using: &generator)
        let base = Surface(width: 300, height: 12, filledWith: Self.grouped)
        let colors = [
            ColorU8(red: 60, green: 60, blue: 67, alpha: 153), ColorU8(red: 61, green: 60, blue: 67, alpha: 153),
            ColorU8(red: 60, green: 60, blue: 67, alpha: 154), ColorU8(red: 60, green: 60, blue: 67, alpha: 153),
        ]
        for (index, color) in colors.enumerated() {
            Self.expectSameBytes(color, mask, over: base, "colour \(index)")
        }
    }

    @Test("more flat backgrounds in a row than tables (four) and than a row may start, in every order")
    func manyFlatBackgrounds() {
        var generator = SeededGenerator(seed: 33)
        for trial in 0..<12 {
            // Bands of 16–80 pixels, each a solid opaque colour, six to nine of them, some repeating.
            let palette = (0..<6).map { _ in
                PremultipliedColorU8(
                    ColorU8(
                        red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                        blue: .random(in: 0...255, using: &generator)))
            }
            var base = Surface(width: 520, height: 6, filledWith: palette[0])
            var x = 0
            while x < 520 {
                let width = Int.random(in: 16...80, using: &generator)
                base.fillOver(
                    PixelRect(x: x, y: 0, width: min(width, 520 - x), height: 6),
                    with: palette[Int.random(in: 0..<palette.count, using: &generator)])
                x += width
            }
            let mask =
                trial % 2 == 0
                ? Self.sparseMask(width: 520, height: 6, using: &generator)
                : Random.mask(width: 520, height: 6, using: &generator)
            Self.expectSameBytes(Random.color(using: &generator), mask, over: base, "trial \(trial)")
        }
    }

    @Test("text composited again and again onto its own output (backdrops that are the text's earlier results)")
    func ontoItsOwnOutput() {
        var generator = SeededGenerator(seed: 34)
        let mask = Self.sparseMask(width: 200, height: 10, using: &generator)
        var reference = Surface(width: 200, height: 10, filledWith: Self.grouped), simd = reference
        for round in 0..<6 {
            let color =
                round < 4 ? ColorU8(red: 60, green: 60, blue: 67, alpha: 153) : ColorU8(red: 255, green: 59, blue: 48)
            CompositeOverSolidA8Linear.composite(
                color, through: mask, atX: round, y: 0, onto: &reference, using: .reference)
            CompositeOverSolidA8Linear.composite(color, through: mask, atX: round, y: 0, onto: &simd, using: .simd)
            #expect(simd.bytes == reference.bytes, "round \(round)")
        }
    }

    @Test("flat but not opaque backgrounds never take a table: clear, translucent, and clear beside opaque")
    func flatTranslucentBackgrounds() {
        var generator = SeededGenerator(seed: 35)
        let mask = Self.sparseMask(width: 160, height: 6, using: &generator)
        var beside = Surface(
            width: 160, height: 6, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 0, blue: 0, alpha: 0)))
        beside.fillOver(PixelRect(x: 80, y: 0, width: 80, height: 6), with: Self.grouped)
        let backgrounds = [
            Surface(
                width: 160, height: 6, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 0, blue: 0, alpha: 0))),
            Surface(
                width: 160, height: 6,
                filledWith: PremultipliedColorU8(ColorU8(red: 120, green: 200, blue: 40, alpha: 128))),
            beside,
        ]
        for (index, base) in backgrounds.enumerated() {
            Self.expectSameBytes(
                ColorU8(red: 60, green: 60, blue: 67, alpha: 153), mask, over: base, "background \(index)")
            Self.expectSameBytes(
                ColorU8(red: 0, green: 122, blue: 255), mask, over: base, "background \(index), opaque colour")
        }
    }

    @Test("a horizontal gradient (no flat run) and a vertical one (every row flat, each a new colour)")
    func gradients() {
        var generator = SeededGenerator(seed: 36)
        let mask = Self.sparseMask(width: 700, height: 40, using: &generator)
        let start = PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247)),
            end = PremultipliedColorU8(ColorU8(red: 255, green: 214, blue: 165))
        for angle in [0.0, 90.0] {
            let base = Backdrop.linearGradient(width: 700, height: 40, from: start, to: end, angle: angle)
            Self.expectSameBytes(ColorU8(red: 60, green: 60, blue: 67, alpha: 153), mask, over: base, "angle \(angle)")
        }
    }

    @Test(
        "clipped and offset: rows that start and end mid-step over a solid background", arguments: [-13, -1, 0, 3, 17])
    func clipped(x: Int) {
        var generator = SeededGenerator(seed: 37 + UInt64(x + 20))
        let mask = Self.sparseMask(width: 97, height: 9, using: &generator)
        let base = Surface(width: 90, height: 7, filledWith: Self.grouped)
        Self.expectSameBytes(
            ColorU8(red: 60, green: 60, blue: 67, alpha: 153), mask, over: base, atX: x, y: x % 3, "x \(x)")
    }
}
