import Testing
import TextProofColor
import TextProofRaster

@testable import TextProof

/// The contrast measurement's pixel walks (CMeasurement's, 32 mask bytes a step with AVX2; Swift's,
/// eight a step; both dilating by shifted ORs) against their reference (every pixel on its own, each neighbour looked at): the same colours
/// counted in every strip, on random masks, surfaces and placements.
@Suite("Contrast measurement: pixel walk = reference")
struct StripTalliesTests {
    /// Knuth's MMIX linear congruential generator: seeded, so every run draws the same cases.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static func run(mask: CoverageMask, origin: (x: Int, y: Int), bounds: PixelRect) -> LaidOutRun {
        LaidOutRun(
            index: 0, text: "x", color: nil, highlight: nil, points: 17, weight: .regular, bounds: bounds,
            lineBoxes: [bounds], mask: mask, maskOrigin: origin, colouredDecorations: [], fallbackFamilies: [])
    }

    @Test(
        "random glyph-like masks over random surfaces, partly off the surface and left of the bounds: both walks",
        arguments: [(vector: true, widest: 70), (vector: false, widest: 70), (vector: true, widest: 300)])
    func randomRuns(vector: Bool, widest: Int) throws {
        var generator = Generator(state: 17 &+ UInt64(widest))
        for round in 0..<60 {
            let width = Int.random(in: 1...widest, using: &generator),
                height = Int.random(in: 1...30, using: &generator)
            var mask = CoverageMask(width: width, height: height)
            let maximum = [255, 200, 1][Int.random(in: 0..<3, using: &generator)] as UInt8
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let x = Int.random(in: 0..<width, using: &generator), y = Int.random(in: 0..<height, using: &generator)
                for dy in 0..<Int.random(in: 1...4, using: &generator) where y + dy < height {
                    for dx in 0..<Int.random(in: 1...9, using: &generator) where x + dx < width {
                        mask[x + dx, y + dy] =
                            Bool.random(using: &generator) ? maximum : UInt8.random(in: 0...maximum, using: &generator)
                    }
                }
            }
            let surfaceWidth = Int.random(in: 20...(widest + 20), using: &generator)
            let surfaceHeight = Int.random(in: 10...40, using: &generator)
            // A few colours (so that runs of equal neighbours form), some translucent.
            let palette: [[UInt8]] = [[255, 255, 255, 255], [10, 20, 30, 255], [60, 30, 0, 128], [0, 0, 0, 0]]
            var pixels: [UInt8] = []
            for _ in 0..<(surfaceWidth * surfaceHeight) {
                pixels += palette[Int.random(in: 0..<palette.count, using: &generator) % (round % 4 + 1)]
            }
            let surface = try #require(Surface(width: surfaceWidth, height: surfaceHeight, premultipliedBytes: pixels))
            let origin = (x: Int.random(in: 0...30, using: &generator), y: Int.random(in: 0...20, using: &generator))
            let bounds = PixelRect(
                x: origin.x + Int.random(in: -3...10, using: &generator),
                y: origin.y + Int.random(in: -3...6, using: &generator),
                width: Int.random(in: 1...60, using: &generator),
                height: Int.random(in: 1...25, using: &generator))
            let run = Self.run(mask: mask, origin: origin, bounds: bounds)
            let fast = StripTallies(run: run, on: surface, vector: vector)
            let reference = StripTallies.reference(run: run, on: surface)
            #expect((fast == nil) == (reference == nil), "round \(round)")
            guard let fast, let reference else { continue }
            #expect(fast.text.count == reference.text.count, "round \(round)")
            for strip in fast.text.indices {
                #expect(fast.text[strip].histogram == reference.text[strip].histogram, "round \(round)")
                #expect(fast.background[strip].histogram == reference.background[strip].histogram, "round \(round)")
            }
            #expect(ColorTally.mostFrequent(in: fast.text) == ColorTally.mostFrequent(in: reference.text))
            #expect(ColorTally.mostFrequent(in: fast.background) == ColorTally.mostFrequent(in: reference.background))
        }
    }

    @Test(
        "flat ground and wide stems, across strip edges and left of the bounds: every colour counted as the reference counts it",
        arguments: [0, 3, 5, 12])
    func flatRegions(shift: Int) throws {
        // A 61×9 mask: two fully covered bars 11 and 19 pixels wide, a grey hairline, the rest
        // clear; on a white surface with the bars black and one off-white pixel in the ring.
        var mask = CoverageMask(width: 61, height: 9)
        for y in 2...6 {
            for x in 3..<14 { mask[x, y] = 255 }
            for x in 30..<49 { mask[x, y] = 255 }
            mask[55, y] = 90
        }
        let origin = (x: 4, y: 1), surfaceWidth = 80
        var pixels = [UInt8](repeating: 255, count: surfaceWidth * 12 * 4)
        for y in 0..<9 {
            for x in 0..<61 where mask[x, y] == 255 {
                let offset = ((origin.y + y) * surfaceWidth + origin.x + x) * 4
                pixels.replaceSubrange(offset..<offset + 3, with: [0, 0, 0])
            }
        }
        let ring = ((origin.y + 1) * surfaceWidth + origin.x + 20) * 4
        pixels.replaceSubrange(ring..<ring + 3, with: [250, 250, 250])
        let surface = try #require(Surface(width: surfaceWidth, height: 12, premultipliedBytes: pixels))
        // The bounds start `shift` pixels right of the mask: strips fall across the 8-pixel steps,
        // and text left of the bounds lands in the first strip.
        let run = Self.run(
            mask: mask, origin: origin,
            bounds: PixelRect(x: origin.x + shift, y: origin.y, width: 61 - shift, height: 9))
        let fast = try #require(StripTallies(run: run, on: surface))
        let eightAtATime = try #require(StripTallies(run: run, on: surface, vector: false))
        let reference = try #require(StripTallies.reference(run: run, on: surface))
        #expect(fast.text.map(\.histogram) == reference.text.map(\.histogram))
        #expect(fast.background.map(\.histogram) == reference.background.map(\.histogram))
        #expect(eightAtATime.text.map(\.histogram) == reference.text.map(\.histogram))
        #expect(eightAtATime.background.map(\.histogram) == reference.background.map(\.histogram))
        // Worked by hand: 30 black bar pixels a row over 5 rows.
        let black = fast.text.reduce(0) { $0 + ($1.histogram[0x0000_00FF] ?? 0) }
        #expect(black == 150)
    }

    @Test("a box edge at every column of a 32-pixel step: ground counted up to the edge, not past it")
    func boxEdges() throws {
        // Ink every fifth column of a 100 × 6 mask, so every uncovered pixel is near ink; a surface
        // whose every column has its own colour, so a pixel counted on the wrong side shows.
        var mask = CoverageMask(width: 100, height: 6)
        for y in 0..<6 { for x in Swift.stride(from: 0, to: 100, by: 5) { mask[x, y] = 255 } }
        var pixels: [UInt8] = []
        for _ in 0..<6 { for x in 0..<100 { pixels += [UInt8(x), UInt8(255 - x), 7, 255] } }
        let surface = try #require(Surface(width: 100, height: 6, premultipliedBytes: pixels))
        for (left, right) in [(0, 100), (1, 100), (0, 31), (0, 32), (0, 33), (7, 63), (8, 64), (9, 65), (33, 95)] {
            let run = Self.run(
                mask: mask, origin: (0, 0), bounds: PixelRect(x: left, y: 1, width: right - left, height: 4))
            let fast = try #require(StripTallies(run: run, on: surface))
            let reference = try #require(StripTallies.reference(run: run, on: surface))
            #expect(fast.text.map(\.histogram) == reference.text.map(\.histogram), "bounds \(left)..<\(right)")
            #expect(
                fast.background.map(\.histogram) == reference.background.map(\.histogram), "bounds \(left)..<\(right)")
        }
    }

    @Test(
        "pixels near ink, 64 a word: the same as looking at every neighbour, across word edges",
        arguments: [1, 63, 64, 65, 130])
    func nearMask(width: Int) {
        var generator = Generator(state: UInt64(width))
        var mask = CoverageMask(width: width, height: 9)
        for _ in 0..<max(1, width / 6) {
            mask[Int.random(in: 0..<width, using: &generator), Int.random(in: 0..<9, using: &generator)] = UInt8.random(
                in: 1...255, using: &generator)
        }
        // The dots' columns cover both edges of every word.
        for x in [0, 62, 63, 64, 65, 127, 128, width - 1] where x < width { mask[x, 4] = 30 }
        let near = NearMask(mask, radius: 2)
        var differences = 0
        near.words.withUnsafeBufferPointer { words in
            for y in 0..<9 {
                for x in 0..<width {
                    var expected = false
                    for ny in max(0, y - 2)...min(8, y + 2) {
                        for nx in max(0, x - 2)...min(width - 1, x + 2) where mask[nx, ny] > 0 { expected = true }
                    }
                    if NearMask.contains(words, row: y * near.wordsPerRow, x: x) != expected { differences += 1 }
                    if x + 8 <= width {
                        let bits = NearMask.eight(words, row: y * near.wordsPerRow, x: x)
                        if (bits & 1 != 0) != expected { differences += 1 }
                    }
                }
            }
        }
        #expect(differences == 0)
    }

    @Test("a hand-drawn case: text pixels and the two-pixel ring counted, the far background not")
    func handDrawn() throws {
        // A 2×2 fully covered square at mask (5, 2) on a 12×7 mask, the surface white with the
        // square's pixels black and one grey pixel three columns right of it (outside the ring).
        var mask = CoverageMask(width: 12, height: 7)
        for y in 2...3 { for x in 5...6 { mask[x, y] = 255 } }
        var pixels = [UInt8](repeating: 255, count: 12 * 7 * 4)
        for y in 2...3 {
            for x in 5...6 { pixels.replaceSubrange((y * 12 + x) * 4..<(y * 12 + x) * 4 + 3, with: [0, 0, 0]) }
        }
        pixels.replaceSubrange((2 * 12 + 10) * 4..<(2 * 12 + 10) * 4 + 3, with: [128, 128, 128])
        let run = Self.run(mask: mask, origin: (0, 0), bounds: PixelRect(x: 0, y: 0, width: 12, height: 7))
        let surface = try #require(Surface(width: 12, height: 7, premultipliedBytes: pixels))
        let tallies = try #require(
            StripTallies(run: run, on: surface))
        #expect(ColorTally.mostFrequent(in: tallies.text) == ColorU8(rgba: 0x0000_00FF))
        #expect(ColorTally.mostFrequent(in: tallies.background) == ColorU8(rgba: 0xFFFF_FFFF))
        // The grey pixel (x 10) is 4 columns from the square: never counted, so no strip's most
        // frequent background is grey. Strips 0 (x 0–7) and 1 (x 8–11): the ring reaches x 8.
        #expect(tallies.background[1].mostFrequent() == ColorU8(rgba: 0xFFFF_FFFF))
        #expect(tallies.text[1].mostFrequent() == nil)
        // Measured from the pixels: black on white, 21:1 (WCAG worked by hand: (1.05) / (0.05)).
        let measurement = try #require(
            ContrastMeasurement(run: run, on: surface))
        #expect(abs(measurement.wcag - 21) < 1e-9)
    }

    @Test("strips of repeated and alternating colour pairs: worst and median as each strip's own figures give them")
    func stripFiguresPerPair() throws {
        let black = ColorU8(red: 0, green: 0, blue: 0), white = ColorU8(red: 255, green: 255, blue: 255)
        let grey = ColorU8(red: 118, green: 118, blue: 118), blue = ColorU8(red: 0, green: 122, blue: 255)
        // Runs of one pair, a pair coming back after another, and a pair reversed.
        let strips = [
            (black, white), (black, white), (grey, white), (grey, white), (black, white), (blue, white), (white, grey),
            (black, white),
        ]
        let measured = ContrastMeasurement(text: black, background: white, strips: strips, in: .sRGB)
        let ratios = strips.map { WCAGContrast.ratio($0.0, $0.1, weights: OutputColorSpace.sRGB.luminance) }.sorted()
        let lcs = strips.map { APCAContrast.lightnessContrast(text: $0.0, background: $0.1, in: .sRGB) }
            .sorted { abs($0) < abs($1) }
        #expect(measured.wcagWorst == ratios[0])
        #expect(measured.wcagMedian == ratios[4])
        #expect(measured.apcaLcWorst == lcs[0])
        #expect(measured.apcaLcMedian == lcs[4])
        // Worked by hand: #007AFF on white is 4.02:1 (luminance 0.2114), the strips' worst; #767676
        // on white, and white on it, 4.54:1 (luminance 0.1811), the next.
        #expect((measured.wcagWorst * 100).rounded() == 402)
        #expect((ratios[1] * 100).rounded() == 454 && (ratios[3] * 100).rounded() == 454)
    }
}
