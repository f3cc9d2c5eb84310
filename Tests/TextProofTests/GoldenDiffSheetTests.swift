import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

/// The failure sheet (golden | actual | difference) and the verdict's summary line, on small
/// images built by hand: greys on white, whose CIEDE2000 follows from L* alone (a grey's a* and b*
/// are 0), so each expected band is worked out here without the code under test.
@Suite("Golden failure sheet: panels, ΔE bands, size changes, summary wording")
struct GoldenDiffSheetTests {
    /// A white `width` × `height` image with `greys` (x, y, grey) painted in.
    static func image(_ width: Int, _ height: Int, _ greys: [(x: Int, y: Int, grey: UInt8)] = []) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in greys {
            let offset = (pixel.y * width + pixel.x) * 4
            pixels.replaceSubrange(offset..<offset + 3, with: [pixel.grey, pixel.grey, pixel.grey])
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// CIEDE2000 between white and an sRGB grey, by hand: L* from the sRGB curve, then ΔL'/S_L
    /// (CIE 142-2001 with ΔC' = ΔH' = 0). Worked values: 253 → 0.40, 248 → 1.40, 243 → 2.42,
    /// 225 → 6.28, 0 → 100.
    static func deltaEFromWhite(_ grey: UInt8) -> Double {
        func lightness(_ value: Double) -> Double {
            let c = value / 255
            let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            let f = y > 216.0 / 24389 ? cbrt(y) : (24389.0 / 27 * y + 16) / 116
            return 116 * f - 16
        }
        let (l1, l2) = (100.0, lightness(Double(grey)))
        let mean = (l1 + l2) / 2
        let sL = 1 + 0.015 * (mean - 50) * (mean - 50) / (20 + (mean - 50) * (mean - 50)).squareRoot()
        return (l1 - l2) / sL
    }

    /// One changed grey per band, smallest ΔE first, each on its own row and column; and one black
    /// pixel the two images share (unchanged ink).
    static let changes: [(x: Int, y: Int, grey: UInt8, band: Int)] = [
        (2, 1, 253, 0), (5, 3, 248, 1), (8, 4, 243, 2), (11, 5, 225, 3), (14, 6, 0, 4),
    ]
    static let sharedInk = (x: 17, y: 8)

    static func pair() -> (golden: RGBAImage, actual: RGBAImage) {
        let ink = [(x: sharedInk.x, y: sharedInk.y, grey: UInt8(0))]
        return (image(20, 10, ink), image(20, 10, ink + changes.map { ($0.x, $0.y, $0.grey) }))
    }

    /// The colour at the centre of image pixel (x, y) of a panel drawn at `zoom`.
    static func color(_ sheet: GoldenDiffSheet, in panel: PixelRect, _ x: Int, _ y: Int) -> ColorU8 {
        sheet.image[panel.x + x * sheet.zoom + sheet.zoom / 2, panel.y + y * sheet.zoom + sheet.zoom / 2]
    }

    static let white = ColorU8(red: 255, green: 255, blue: 255)
    static let black = ColorU8(red: 0, green: 0, blue: 0)

    @Test("the hand-worked ΔE of each grey lies in its band, and the comparison measures the same")
    func handWorkedDeltaE() {
        let expected = [0.40, 1.40, 2.42, 6.28, 100.0]
        for (change, value) in zip(Self.changes, expected) {
            let byHand = Self.deltaEFromWhite(change.grey)
            #expect(abs(byHand - value) < 0.005, "grey \(change.grey): \(byHand)")
            let band = DeltaEBand.all[change.band]
            #expect(byHand >= band.lowerBound && byHand < band.upperBound)
        }
        var measured: [Int: Double] = [:]
        let (golden, actual) = Self.pair()
        ImageComparison.forEachChangedPixel(golden: golden, actual: actual) { x, _, deltaE in measured[x] = deltaE }
        #expect(measured.count == Self.changes.count)
        for (change, value) in zip(Self.changes, expected) {
            #expect(abs((measured[change.x] ?? .nan) - value) < 0.02, "x \(change.x): \(measured[change.x] ?? .nan)")
        }
    }

    @Test("a 20×10 pair: three panels of 160×80 (shown 8×), left to right, inside the sheet")
    func dimensions() throws {
        let (golden, actual) = Self.pair()
        let sheet = try #require(GoldenDiffSheet(golden: golden, actual: actual, deltaELimit: 2))
        #expect(sheet.zoom == 8)
        for panel in [sheet.golden, sheet.actual, sheet.difference] {
            #expect(panel.width == 160 && panel.height == 80)
            #expect(panel.x >= 0 && panel.y >= 0 && panel.maxX <= sheet.image.width && panel.maxY <= sheet.image.height)
        }
        #expect(sheet.golden.maxX < sheet.actual.x && sheet.actual.maxX < sheet.difference.x)
        #expect(sheet.overlap == sheet.difference)
        #expect(sheet.image.pixels.count == sheet.image.width * sheet.image.height * 4)
        // The legend sits under the panels.
        #expect(sheet.image.height > sheet.difference.maxY + 40)
    }

    @Test("each changed pixel lands in its ΔE band's colour, where it is; unchanged pixels are faded")
    func bandsAndFading() throws {
        let (golden, actual) = Self.pair()
        let sheet = try #require(GoldenDiffSheet(golden: golden, actual: actual, deltaELimit: 2))
        for change in Self.changes {
            #expect(
                Self.color(sheet, in: sheet.difference, change.x, change.y) == DeltaEBand.all[change.band].color,
                "grey \(change.grey) at \(change.x),\(change.y)")
        }
        // ΔE 2.42 and ΔE 100 look nothing alike.
        let small = Self.color(sheet, in: sheet.difference, 8, 4),
            large = Self.color(sheet, in: sheet.difference, 14, 6)
        #expect(abs(Int(small.green) - Int(large.green)) > 100)
        // Unchanged white stays white; unchanged black ink fades to 255 − 255 × 0.25 = 191.
        #expect(Self.color(sheet, in: sheet.difference, 0, 0) == Self.white)
        #expect(
            Self.color(sheet, in: sheet.difference, Self.sharedInk.x, Self.sharedInk.y)
                == ColorU8(red: 191, green: 191, blue: 191))
        // The golden and actual panels show the images as they are.
        #expect(Self.color(sheet, in: sheet.golden, 14, 6) == Self.white)
        #expect(Self.color(sheet, in: sheet.actual, 14, 6) == Self.black)
        #expect(Self.color(sheet, in: sheet.golden, Self.sharedInk.x, Self.sharedInk.y) == Self.black)
        // Every pixel of a zoomed image pixel has its colour.
        let corner = sheet.image[sheet.difference.x + 14 * 8, sheet.difference.y + 6 * 8]
        #expect(corner == DeltaEBand.all[4].color)
    }

    @Test("a size change: each panel at its own size, the difference over both, outside the overlap hatched")
    func sizeChange() throws {
        let golden = Self.image(20, 10, [(3, 2, 0)])
        let actual = Self.image(30, 6, [(3, 2, 0), (6, 1, 0)])
        let sheet = try #require(
            try GoldenComparison.goldenDefault.failureSheet(
                golden: ComparableImage(path: "golden.png", image: golden, colorSpace: .sRGB),
                actual: ComparableImage(path: "actual.png", image: actual, colorSpace: .sRGB)))
        #expect(sheet.zoom == 5)  // 160 / 30, the widest side
        #expect(sheet.golden.width == 100 && sheet.golden.height == 50)
        #expect(sheet.actual.width == 150 && sheet.actual.height == 30)
        #expect(sheet.difference.width == 150 && sheet.difference.height == 50)
        #expect(sheet.overlap.width == 100 && sheet.overlap.height == 30 && sheet.overlap.x == sheet.difference.x)
        // Inside the overlap: the shared black fades, the new black is ΔE 100.
        #expect(Self.color(sheet, in: sheet.difference, 3, 2) == ColorU8(red: 191, green: 191, blue: 191))
        #expect(Self.color(sheet, in: sheet.difference, 6, 1) == DeltaEBand.all[4].color)
        // Right of the golden's width and under the actual's height: hatched, stripes and ground only.
        let hatch = [GoldenDiffSheet.outsideStripe, GoldenDiffSheet.outsideGround]
        var seen: Set<ColorU8> = []
        for (x, y) in [(25, 2), (5, 8), (28, 9)] {
            for dy in 0..<5 {
                for dx in 0..<5 {
                    let color = sheet.image[sheet.difference.x + x * 5 + dx, sheet.difference.y + y * 5 + dy]
                    #expect(hatch.contains(color), "\(x),\(y)")
                    seen.insert(color)
                }
            }
        }
        #expect(seen.count == 2)
    }

    @Test("GoldenCheck writes <name>.diff.png, the sheet, for a size change and names it")
    func checkWritesSheetForSizeChange() throws {
        let folder = makeTemporaryDirectory("diff-sheet"), goldens = folder + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try PNGCodec.write(Self.image(20, 10, [(3, 2, 0)]), to: goldens + "/label.png")
        let check = GoldenCheck(goldens: goldens, comparison: .goldenDefault, artifacts: folder + "/artifacts")
        let outcome = try check.check(Self.image(30, 6), named: "label.png", colorSpace: .sRGB)
        #expect(outcome.status == .failed)
        #expect(outcome.verdict?.summary == "size changed: golden 20×10, actual 30×6")
        let diffPath = try #require(outcome.diffPath)
        #expect(diffPath == folder + "/artifacts/label.diff.png")
        let written = try PNGCodec.read(diffPath)
        let expected = try #require(
            try GoldenComparison.goldenDefault.failureSheet(
                goldenFile: goldens + "/label.png", actualFile: folder + "/artifacts/label.png"))
        #expect(written == expected.image)
        #expect(written.width >= 3 * 150 && written.height > 50)
    }

    @Test("GoldenCheck over tolerance: the diff image is the sheet, the changed pixel in its band")
    func checkWritesSheetOverTolerance() throws {
        let folder = makeTemporaryDirectory("diff-sheet"), goldens = folder + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try PNGCodec.write(Self.image(20, 10), to: goldens + "/tint.png")
        let check = GoldenCheck(goldens: goldens, comparison: .goldenDefault, artifacts: folder + "/artifacts")
        let outcome = try check.check(Self.image(20, 10, [(8, 4, 243)]), named: "tint.png", colorSpace: .sRGB)
        #expect(outcome.status == .failed)
        let written = try PNGCodec.read(try #require(outcome.diffPath))
        let sheet = try #require(
            try GoldenComparison.goldenDefault.failureSheet(
                goldenFile: goldens + "/tint.png", actualFile: folder + "/artifacts/tint.png"))
        #expect(written == sheet.image)
        #expect(Self.color(sheet, in: sheet.difference, 8, 4) == DeltaEBand.all[2].color)
    }

    @Test("the summary leads with what changed: colour alone, pixels, or the size")
    func summaryWording() throws {
        let comparison = GoldenComparison.goldenDefault
        func summary(_ actual: RGBAImage, against golden: RGBAImage = Self.image(20, 10)) throws -> String {
            try comparison.compare(
                golden: ComparableImage(path: "g", image: golden, colorSpace: .sRGB),
                actual: ComparableImage(path: "a", image: actual, colorSpace: .sRGB), drawDiffImage: false
            ).summary
        }
        // Grey 243 on white: ΔE 2.42 (over 2.0), a luma step of 12, far under pixelmatch's threshold.
        #expect(
            try summary(Self.image(20, 10, [(8, 4, 243)]))
                == "colour changed: 1 pixel over ΔE 2.0, worst 2.42 at 8,4 (shapes unchanged)")
        // A lone black pixel on white: pixelmatch counts it (1 of 200), ΔE 100.
        #expect(
            try summary(Self.image(20, 10, [(14, 6, 0)]))
                == "1 pixel differs (0.50 %); 1 pixel over ΔE 2.0, worst 100.00 at 14,6; 0 anti-aliased, 1 changed, largest channel difference 255"
        )
        // Under every limit: said so, without a count of nothing.
        #expect(
            try summary(Self.image(20, 10, [(2, 1, 253)]))
                == "1 pixel changed, none counted; worst ΔE 0.40 at 2,1, largest channel difference 2")
        #expect(try summary(Self.image(30, 6)) == "size changed: golden 20×10, actual 30×6")
        #expect(try summary(Self.image(20, 10)) == "identical")
    }

    @Test("a sheet over the pixel limit is not drawn, and says so before drawing")
    func tooLarge() {
        #expect(!GoldenDiffSheet.fits(golden: (8000, 8000), actual: (8000, 8000)))
        #expect(GoldenDiffSheet.fits(golden: (1000, 1000), actual: (1200, 900)))
        let huge = RGBAImage(width: 4000, height: 3000, pixels: [])
        #expect(GoldenDiffSheet(golden: huge, actual: huge, deltaELimit: 2) == nil)
    }
}
