import Foundation
import TestScratch
import Testing
import TextProofRaster

/// `ImageComparison` against pixelmatch's own counts and diff images on committed pairs
/// (Fixtures/diff/README.md says how they were obtained).
@Suite("Image comparison: parity with pixelmatch")
struct ImageComparisonParityTests {
    struct Case: Decodable, CustomTestStringConvertible {
        struct Options: Decodable {
            var threshold: Double?
            var includeAA: Bool?
        }
        var name: String
        var golden: String
        var actual: String
        var metric: String
        var options: Options
        var diffImage: String?
        var count: Int
        var testDescription: String { name }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/diff"

    static let cases: [Case] = {
        let data = FileManager.default.contents(atPath: directory + "/expected-counts.json") ?? Data()
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    @Test("the expected counts are there") func casesLoaded() {
        #expect(Self.cases.count == 16)
    }

    @Test("same count and same diff image as pixelmatch", arguments: cases)
    func parity(_ fixture: Case) throws {
        let golden = try PNGCodec.read(Self.directory + "/" + fixture.golden)
        let actual = try PNGCodec.read(Self.directory + "/" + fixture.actual)
        let threshold = fixture.options.threshold ?? 0.1
        let options = ComparisonOptions(
            metric: fixture.metric == "yiq" ? .yiq(threshold: threshold) : .okLabHyAB(threshold: threshold),
            includeAntialiasing: fixture.options.includeAA ?? false)
        for kernel in [ImageComparison.Kernel.reference, .simd] {
            let result = try ImageComparison.compare(
                golden: golden, actual: actual, options: options, drawDiffImage: fixture.diffImage != nil,
                kernel: kernel)
            #expect(result.differentPixels == fixture.count, "\(kernel)")
            if let name = fixture.diffImage {
                let expected = try PNGCodec.read(Self.directory + "/" + name)
                #expect(result.diffImage == expected, "\(kernel): diff image differs from pixelmatch's \(name)")
                // Drawn band by band straight into PNG bands: the same counts, pixelmatch's pixels,
                // and the same bytes as the whole image encoded afterwards.
                let bands = PNGBands(width: golden.width, height: golden.height, bitDepth: 8, opaque: true)
                let streamed = try ImageComparison.compare(
                    golden: golden, actual: actual, options: options, diffImageInto: bands, kernel: kernel)
                #expect(streamed.differentPixels == fixture.count && streamed.diffImage == nil)
                let folder = TestScratch.folder("parity")
                try bands.writeAtomically(to: folder + "/streamed.png")
                try PNGCodec.write(try #require(result.diffImage), to: folder + "/whole.png")
                #expect(try PNGCodec.read(folder + "/streamed.png") == expected, "\(kernel): streamed \(name)")
                #expect(
                    FileManager.default.contents(atPath: folder + "/streamed.png")
                        == FileManager.default.contents(atPath: folder + "/whole.png"))
                // Indexed with the palette of every colour the options can draw: the same pixels.
                let colors = try #require(ImageComparison.diffImageColors(options))
                let indexed = try #require(PNGBands(width: golden.width, height: golden.height, colors: colors))
                _ = try ImageComparison.compare(
                    golden: golden, actual: actual, options: options, diffImageInto: indexed, kernel: kernel)
                try indexed.writeAtomically(to: folder + "/indexed.png")
                let bytes = try #require(FileManager.default.contents(atPath: folder + "/indexed.png"))
                #expect(bytes[25] == 3, "colour type: indexed")
                #expect(try PNGCodec.read(folder + "/indexed.png") == expected, "\(kernel): indexed \(name)")
            }
        }
        // Judged once, the diff image drawn afterwards from the judgements (a failing golden's
        // path): the same counts, pixelmatch's pixels, RGB and indexed.
        let judgements = PixelJudgements(width: golden.width, height: golden.height)
        let judged = try ImageComparison.compare(
            golden: golden, actual: actual, options: options, recordingInto: judgements)
        #expect(judged.differentPixels == fixture.count && judged.diffImage == nil)
        if let name = fixture.diffImage {
            let expected = try PNGCodec.read(Self.directory + "/" + name)
            let colors = try #require(ImageComparison.diffImageColors(options))
            let folder = TestScratch.folder("parity-judged")
            for (index, bands) in [
                PNGBands(width: golden.width, height: golden.height, bitDepth: 8, opaque: true),
                try #require(PNGBands(width: golden.width, height: golden.height, colors: colors)),
            ].enumerated() {
                try ImageComparison.drawDiffImage(
                    golden: golden, actual: actual, options: options, judgements: judgements, into: bands)
                try bands.writeAtomically(to: folder + "/\(index).png")
                #expect(try PNGCodec.read(folder + "/\(index).png") == expected, "judged, bands \(index): \(name)")
            }
        }
    }

    /// A mask (anti-aliasing left out), ignored regions and custom colours: the diff image drawn
    /// from judgements is the one drawn while comparing, whose pixels the cases above hold to
    /// pixelmatch's.
    @Test("a diff image drawn from judgements is the one drawn while comparing, whatever the options")
    func judgedEqualsDrawn() throws {
        let golden = try PNGCodec.read(Self.directory + "/text.png")
        for actualName in ["text-shifted.png", "text-recolored.png"] {
            let actual = try PNGCodec.read(Self.directory + "/" + actualName)
            for options in [
                ComparisonOptions(ignoredRegions: [PixelRect(x: 10, y: 5, width: 60, height: 20)]),
                ComparisonOptions(darkerDifferenceColor: (0, 255, 0), diffMask: true),
                ComparisonOptions(differenceColor: (0, 0, 255)),
            ] {
                let drawn = try ImageComparison.compare(
                    golden: golden, actual: actual, options: options, drawDiffImage: true)
                let judgements = PixelJudgements(width: golden.width, height: golden.height)
                let judged = try ImageComparison.compare(
                    golden: golden, actual: actual, options: options, recordingInto: judgements)
                #expect(judged.differentPixels == drawn.differentPixels)
                #expect(judged.antialiasedPixels == drawn.antialiasedPixels && judged.antialiasedPixels > 0)
                let bands = PNGBands(width: golden.width, height: golden.height, bitDepth: 8, opaque: !options.diffMask)
                try ImageComparison.drawDiffImage(
                    golden: golden, actual: actual, options: options, judgements: judgements, into: bands)
                let path = TestScratch.folder("judged") + "/diff.png"
                try bands.writeAtomically(to: path)
                #expect(try PNGCodec.read(path) == drawn.diffImage, "\(actualName)")
            }
        }
        // Judgements of another size are refused, not read past their end.
        #expect(throws: ComparisonError.self) {
            try ImageComparison.compare(
                golden: golden, actual: golden, recordingInto: PixelJudgements(width: 3, height: 3))
        }
    }
}
