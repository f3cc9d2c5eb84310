import Foundation
import TestScratch
import Testing
import TextProofColor

@testable import TextProofRaster

@Suite("Image comparison")
struct ImageComparisonTests {
    static func solid(_ width: Int, _ height: Int, _ pixel: [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in pixel }.joined()))
    }

    static func setting(_ image: RGBAImage, x: Int, y: Int, to pixel: [UInt8]) -> RGBAImage {
        var pixels = image.pixels
        pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: pixel)
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    @Test("identical images: nothing differs, the diff image is the golden in grey")
    func identical() throws {
        let image = Self.solid(40, 30, [10, 20, 30, 255])
        let result = try ImageComparison.compare(golden: image, actual: image, drawDiffImage: true)
        #expect(result.differentPixels == 0 && result.changedPixels == 0 && result.antialiasedPixels == 0)
        #expect(result.isIdentical && result.maxChannelDifference == 0 && result.maxDeltaE2000 == 0)
        // pixelmatch's grey: 255 + (Y − 255) × 0.1 × 255/255, Y = 10·0.29889531 + 20·0.58662247 + 30·0.11448223
        // = 18.1556... → 255 − 23.684... = 231.31... → 231.
        #expect(result.diffImage?.pixels.prefix(4) == [231, 231, 231, 255])
    }

    @Test("one changed pixel is exactly one difference, drawn red at its place")
    func onePixel() throws {
        let golden = Self.solid(33, 17, [255, 255, 255, 255])
        let actual = Self.setting(golden, x: 20, y: 9, to: [0, 0, 0, 255])
        let result = try ImageComparison.compare(golden: golden, actual: actual, drawDiffImage: true)
        #expect(result.differentPixels == 1 && result.changedPixels == 1 && result.antialiasedPixels == 0)
        #expect(result.maxChannelDifference == 255)
        // White against black is L* 100 against 0: CIEDE2000 100 (a*, b* both 0).
        #expect(abs(result.maxDeltaE2000 - 100) < 0.01)
        let offset = (9 * 33 + 20) * 4
        #expect(Array(result.diffImage!.pixels[offset..<offset + 4]) == [255, 0, 0, 255])
        #expect(abs(result.differentFraction - 1.0 / Double(33 * 17)) < 1e-12)
    }

    @Test("a change under the threshold is not counted; threshold 0 counts it")
    func threshold() throws {
        let golden = Self.solid(8, 8, [100, 100, 100, 255])
        let actual = Self.setting(golden, x: 3, y: 3, to: [104, 100, 100, 255])
        // YIQ: dr = −4 → y = −1.19558, i = −2.38391, q = −0.84588;
        // 0.5053·1.42942 + 0.299·5.68303 + 0.1957·0.71552 = 2.5615 < 35215 · 0.1² = 352.15.
        #expect(try ImageComparison.compare(golden: golden, actual: actual).differentPixels == 0)
        #expect(try ImageComparison.compare(golden: golden, actual: actual).changedPixels == 1)
        #expect(
            try ImageComparison.compare(golden: golden, actual: actual, options: .init(metric: .yiq(threshold: 0)))
                .differentPixels == 1)
        // 2.5615 / 35215 = threshold² → threshold 0.008529: just above it is not counted, just below is.
        #expect(
            try ImageComparison.compare(golden: golden, actual: actual, options: .init(metric: .yiq(threshold: 0.0086)))
                .differentPixels
                == 0)
        #expect(
            try ImageComparison.compare(golden: golden, actual: actual, options: .init(metric: .yiq(threshold: 0.0084)))
                .differentPixels
                == 1)
    }

    @Test("perceptual precision: a pixel matches when its CIE94 ΔE is within (1 − P) × 100")
    func perceptualPrecision() throws {
        // Greys have a* = b* = 0, so their CIE94 ΔE is |ΔL*|. sRGB 128 → Y 0.215861 → L* 53.5850;
        // 119 → Y 0.184475 → L* 50.0344 (IEC 61966-2-1 and CIE L* worked by hand): ΔE 3.5506.
        let golden = Self.solid(8, 8, [128, 128, 128, 255])
        let actual = Self.setting(golden, x: 2, y: 5, to: [119, 119, 119, 255])
        func count(_ precision: Double) throws -> Int {
            try ImageComparison.compare(
                golden: golden, actual: actual, options: .init(metric: .perceptual(precision: precision))
            )
            .differentPixels
        }
        #expect(try count(1 - 0.0356) == 0)  // accepts ΔE up to 3.56
        #expect(try count(1 - 0.0354) == 1)  // accepts ΔE up to 3.54
        #expect(try count(0.98) == 1)  // swift-snapshot-testing's usual 98 %: ΔE up to 2
        #expect(try count(0.96) == 0)
    }

    @Test("colour differences: CIEDE2000 and CIE94 on Sharma, Wu and Dalal's first test pair")
    func deltaEFormulas() {
        // G. Sharma, W. Wu, E. Dalal, "The CIEDE2000 color-difference formula" (2005), table 1, pair 1:
        // ΔE00 = 2.0425. CIE94 (graphic arts) worked by hand: C1 79.8200, C2 82.7485, ΔC −2.9285,
        // ΔH² 7.4324, SC 4.5919, SH 2.1973 → 1.3950.
        let x = CIELab(l: 50, a: 2.6772, b: -79.7751), y = CIELab(l: 50, a: 0, b: -82.7485)
        #expect(abs(ColorDifference.ciede2000(x, y) - 2.0425) < 0.0001)
        #expect(abs(ColorDifference.cie94(reference: x, y) - 1.3950) < 0.0001)
    }

    @Test("ignored regions are left out; regions past the edge are clipped")
    func ignoredRegions() throws {
        let golden = Self.solid(20, 10, [255, 255, 255, 255])
        var actual = Self.setting(golden, x: 2, y: 2, to: [0, 0, 0, 255])
        actual = Self.setting(actual, x: 19, y: 9, to: [0, 0, 0, 255])
        let options = ComparisonOptions(ignoredRegions: [
            PixelRect(x: 0, y: 0, width: 5, height: 5), PixelRect(x: 18, y: 8, width: 50, height: 50),
        ])
        let result = try ImageComparison.compare(golden: golden, actual: actual, options: options)
        #expect(result.differentPixels == 0 && result.changedPixels == 0)
        let one = try ImageComparison.compare(
            golden: golden, actual: actual, options: .init(ignoredRegions: [PixelRect(x: 0, y: 0, width: 5, height: 5)])
        )
        #expect(one.differentPixels == 1)
    }

    @Test("different sizes are an error that names both sizes, and bad options are errors")
    func sizeMismatch() {
        let a = Self.solid(4, 4, [0, 0, 0, 255]), b = Self.solid(4, 5, [0, 0, 0, 255])
        #expect(throws: ComparisonError.sizeMismatch(golden: (4, 4), actual: (4, 5))) {
            try ImageComparison.compare(golden: a, actual: b)
        }
        #expect(
            ComparisonError.sizeMismatch(golden: (4, 4), actual: (4, 5)).description
                == "sizes differ: golden is 4×4, actual is 4×5")
        #expect(throws: ComparisonError.self) {
            try ImageComparison.compare(golden: a, actual: a, options: .init(metric: .yiq(threshold: 1.5)))
        }
        #expect(throws: ComparisonError.self) {
            try ImageComparison.compare(golden: a, actual: a, options: .init(metric: .perceptual(precision: -1)))
        }
    }

    @Test("tolerances: Playwright's rule, the stricter limit applies and none given accepts nothing")
    func tolerance() throws {
        let golden = Self.solid(10, 10, [255, 255, 255, 255])
        var actual = golden
        for x in 0..<3 { actual = Self.setting(actual, x: x * 3, y: 5, to: [0, 0, 0, 255]) }
        let result = try ImageComparison.compare(golden: golden, actual: actual)
        #expect(result.differentPixels == 3)
        #expect(!ComparisonTolerance().accepts(result))
        #expect(ComparisonTolerance(maxDiffPixels: 3).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixels: 2).accepts(result))
        #expect(ComparisonTolerance(maxDiffPixelRatio: 0.03).accepts(result))  // 100 × 0.03 = 3
        #expect(!ComparisonTolerance(maxDiffPixelRatio: 0.029).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.02).accepts(result))
    }

    @Test(
        "SIMD scan = reference scan and all bands = one band, on random images with sparse changes",
        arguments: [1, 15, 16, 17, 61, 256])
    func kernelsAgree(width: Int) throws {
        var generator = SeededGenerator(seed: UInt64(width))
        let height = 37
        var golden = [UInt8](), actual = [UInt8]()
        for _ in 0..<width * height {
            let pixel: [UInt8] = [
                .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                .random(in: 0...255, using: &generator), [255, 255, 0, 128].randomElement(using: &generator)!,
            ]
            golden += pixel
            actual +=
                Int.random(in: 0..<10, using: &generator) == 0
                ? [pixel[0] &+ .random(in: 1...80, using: &generator), pixel[1], pixel[2], pixel[3]] : pixel
        }
        let a = RGBAImage(width: width, height: height, pixels: golden),
            b = RGBAImage(width: width, height: height, pixels: actual)
        let reference = try ImageComparison.compare(
            golden: a, actual: b, drawDiffImage: true, kernel: .reference, maximumBands: 1)
        let simd = try ImageComparison.compare(
            golden: a, actual: b, drawDiffImage: true, kernel: .simd, maximumBands: 1)
        let parallel = try ImageComparison.compare(
            golden: a, actual: b, drawDiffImage: true, kernel: .simd, maximumBands: 8)
        #expect(reference.changedPixels > 0)
        #expect(simd == reference)
        #expect(parallel == reference)
    }
}

/// The scan for changed pixels: the scalar reference, Swift's 16-pixel scan and CComparison's AVX2
/// scan list the same positions, at widths around their steps and with changes at block edges.
@Suite("Changed-pixel scan: reference = SIMD = AVX2")
struct ChangedPixelScanTests {
    @Test("same positions in the same order", arguments: [0, 1, 7, 8, 9, 15, 16, 17, 31, 33, 100, 1000])
    func scansAgree(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) &+ 5)
        let a: [UInt32] = (0..<width).map { _ in .random(in: 0...3, using: &generator) }
        // Changes dense, sparse and at the first and last pixels.
        var b = a
        for index in b.indices where Int.random(in: 0..<4, using: &generator) == 0 || index == 0 || index == width - 1 {
            b[index] &+= 1
        }
        func list(_ scan: (UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafeMutablePointer<Int32>) -> Int) -> [Int32]
        {
            var changed = [Int32](repeating: -7, count: max(width, 1))
            let count = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    changed.withUnsafeMutableBufferPointer { scan(a.baseAddress!, b.baseAddress!, $0.baseAddress!) }
                }
            }
            return Array(changed.prefix(count))
        }
        let expected = (0..<width).filter { a[$0] != b[$0] }.map { Int32($0) }
        #expect(list { ChangedPixelScan.indices(.reference, $0, $1, count: width, into: $2) } == expected)
        #expect(list { ChangedPixelScan.swiftIndices($0, $1, count: width, into: $2) } == expected)
        #expect(list { ChangedPixelScan.indices(.simd, $0, $1, count: width, into: $2) } == expected)
        #expect(width < 2 || expected.count >= 2)
    }
}

/// The anti-aliasing detector's fast paths (Swift's and CComparison's AVX2 kernel) against
/// pixelmatch's loop as written, on every pixel of random images drawn from a few colours (so
/// equal neighbours, slopes and ties all occur).
@Suite("Anti-aliasing detector: fast path = reference")
struct AntialiasingDetectorTests {
    @Test("same answer for every pixel", arguments: [(3, false), (5, false), (4, true)])
    func fastEqualsReference(colors: Int, translucent: Bool) throws {
        var generator = SeededGenerator(seed: UInt64(colors * 31 + (translucent ? 1 : 0)))
        let width = 37, height = 23
        let palette: [UInt32] = (0..<colors).map { _ in
            UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000
        }
        // With `translucent`, one pixel in sixteen is a translucent colour: enough for both images'
        // 3 × 3 to be opaque in places and not in others.
        let glass =
            UInt32.random(in: 0...0xFF_FFFF, using: &generator) | UInt32.random(in: 0...254, using: &generator) << 24
        func image() -> [UInt32] {
            (0..<width * height).map { _ in
                translucent && Int.random(in: 0..<16, using: &generator) == 0
                    ? glass : palette.randomElement(using: &generator)!
            }
        }
        var a = image(), b = image()
        var fast = 0, slow = 0, siblings = 0, answerable = 0, vectorAnswers = 0
        a.withUnsafeMutableBufferPointer { aBuffer in
            b.withUnsafeMutableBufferPointer { bBuffer in
                let first = PixelGrid(words: UnsafePointer(aBuffer.baseAddress!), width: width, height: height)
                let second = PixelGrid(words: UnsafePointer(bBuffer.baseAddress!), width: width, height: height)
                for y in 0..<height {
                    // The vector kernel answers a row's pixels at once: here every pixel of the row.
                    let xs = (0..<Int32(width)).map { $0 }
                    var answers = [Int8](repeating: 9, count: width)
                    AntialiasingDetector.vectorInEither(
                        row: y, xs: xs, count: width, first: first, second: second, answers: &answers)
                    for x in 0..<width {
                        let quick = AntialiasingDetector.isAntialiased(first, x: x, y: y, first: first, second: second)
                        let loop = AntialiasingDetector.reference(first, x: x, y: y, first: first, second: second)
                        #expect(quick == loop, "(\(x), \(y))")
                        fast += quick ? 1 : 0
                        slow += loop ? 1 : 0
                        #expect(
                            AntialiasingDetector.hasManySiblings(first, x: x, y: y)
                                == AntialiasingDetector.hasManySiblingsReference(first, x: x, y: y))
                        siblings += AntialiasingDetector.hasManySiblings(first, x: x, y: y) ? 1 : 0
                        // Both images, as a changed pixel is tested; the AVX2 kernel where it answers.
                        let either =
                            loop || AntialiasingDetector.reference(second, x: x, y: y, first: second, second: first)
                        #expect(
                            AntialiasingDetector.inEither(x: x, y: y, first: first, second: second) == either,
                            "(\(x), \(y))")
                        // The kernels answer where the first image's 3 × 3 is opaque and either it is
                        // anti-aliasing there or the second's 3 × 3 is opaque too.
                        func opaque(_ grid: PixelGrid) -> Bool {
                            (-1...1).allSatisfy { dy in
                                (-1...1).allSatisfy { dx in grid[(y + dy) * width + x + dx] >> 24 == 255 }
                            }
                        }
                        if x >= 2, y >= 2, x <= width - 4, y <= height - 3, opaque(first), loop || opaque(second) {
                            answerable += 1
                        }
                        #expect(answers[x] == -1 || answers[x] == (either ? 1 : 0), "AVX2 (\(x), \(y))")
                        vectorAnswers += answers[x] >= 0 ? 1 : 0
                    }
                }
            }
        }
        #expect(fast == slow && fast > 0 && siblings > 0)
        // The kernel answers every pixel it can where the CPU has AVX2; edges and translucency go
        // to the Swift paths.
        let inside = (width - 5) * (height - 4)
        #expect(answerable > 0 && (translucent ? answerable < inside : answerable == inside))
        #expect(vectorAnswers == (AntialiasingDetector.vectorKernel ? answerable : 0))
    }
}

@Suite("Image comparison: a one-pixel shift of text")
struct TextShiftTests {
    /// pixelmatch's own figures for this pair are in Fixtures/diff/expected-counts.json (271 with
    /// defaults, 7469 with anti-aliasing counted); here the split is checked from both sides.
    @Test("most changed pixels are flagged as anti-aliasing; the interiors of moved stems are counted")
    func shiftedText() throws {
        let directory = ImageComparisonParityTests.directory
        let golden = try PNGCodec.read(directory + "/text.png"),
            shifted = try PNGCodec.read(directory + "/text-shifted.png")
        let result = try ImageComparison.compare(golden: golden, actual: shifted)
        #expect(result.antialiasedPixels == 7198 && result.differentPixels == 271)
        #expect(result.antialiasedPixels + result.differentPixels == 7469)
        #expect(Double(result.antialiasedPixels) / Double(result.antialiasedPixels + result.differentPixels) > 0.96)
        // Not within the default tolerance (no counted pixel): a layout that moved is a change.
        #expect(!ComparisonTolerance().accepts(result))
        // Within Playwright-style tolerances sized for it: 271 of 154,570 pixels is 0.175 %.
        #expect(ComparisonTolerance(maxDiffPixelRatio: 0.002).accepts(result))
        #expect(!ComparisonTolerance(maxDiffPixelRatio: 0.0017).accepts(result))
    }
}

/// A change of colour too small for pixelmatch's YIQ threshold but over the ΔE limit.
@Suite("Colour-only differences")
struct ColourOnlyDifferenceTests {
    /// Grey 200 against (200, 200, 215) in a 2 × 3 block at x 2…3, y 4…6. YIQ by hand: ΔY = 0.1145 · 15
    /// = 1.717, ΔI = −0.3218 · 15 = −4.827, ΔQ = 0.3111 · 15 = 4.667, Δ = 0.5053 ΔY² + 0.299 ΔI² +
    /// 0.1957 ΔQ² = 12.7, under 35215 · 0.1² = 352: pixelmatch counts nothing. CIEDE2000 of the two
    /// (sRGB → L*a*b*, D65 by hand) is 7.2, over a limit of 2.
    static func images() -> (RGBAImage, RGBAImage) {
        let golden = RGBAImage(
            width: 8, height: 8, pixels: Array(repeating: [200, 200, 200, 255], count: 64).flatMap { $0 })
        var pixels = golden.pixels
        for y in 4...6 {
            for x in 2...3 { pixels.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 3, with: [200, 200, 215]) }
        }
        return (golden, RGBAImage(width: 8, height: 8, pixels: pixels))
    }

    static func marked(_ image: RGBAImage) -> [Int] {
        (0..<64).filter { Array(image.pixels[$0 * 4..<$0 * 4 + 4]) == [255, 0, 255, 255] }
    }

    static let block = [34, 35, 42, 43, 50, 51]

    @Test("pixels over the ΔE limit are marked magenta in the diff image, in memory and in PNG bands, and counted")
    func marked() throws {
        let (golden, actual) = Self.images()
        var options = ComparisonOptions()
        options.deltaELimit = 2
        let difference = try ImageComparison.compare(
            golden: golden, actual: actual, options: options, drawDiffImage: true)
        #expect(difference.differentPixels == 0 && difference.pixelsOverDeltaE == 6 && difference.changedPixels == 6)
        #expect(difference.maxDeltaE2000 > 2 && difference.maxDeltaE2000At == PixelLocation(x: 2, y: 4))
        let image = try #require(difference.diffImage)
        #expect(Self.marked(image) == Self.block)
        for kernel in [ImageComparison.Kernel.reference, .simd] {
            let reference = try ImageComparison.compare(
                golden: golden, actual: actual, options: options, drawDiffImage: true, kernel: kernel)
            #expect(reference == difference)
        }
    }

    @Test("without a ΔE limit the diff image is pixelmatch's: nothing marked")
    func unmarkedWithoutLimit() throws {
        let (golden, actual) = Self.images()
        let difference = try ImageComparison.compare(golden: golden, actual: actual, drawDiffImage: true)
        let image = try #require(difference.diffImage)
        #expect(difference.pixelsOverDeltaE == 0 && Self.marked(image).isEmpty)
    }
}
