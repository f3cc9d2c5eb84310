import Foundation
import TestScratch
import Testing

@testable import TextProofRaster

/// Rows read band by band (a written page image pasted into a sheet a few rows at a time) against
/// the same file read whole: equal rows for any range, opaque (RGB) and translucent (RGBA) files,
/// and files of another shape declined.
@Suite("PNG rows read band by band = the file read whole")
struct PNGRowReaderTests {
    let directory = TestScratch.folder("png-rows")

    /// A `width` × `height` image of pseudo-random text-like pixels: runs of one colour with edges,
    /// opaque or with translucent pixels.
    static func image(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
        var generator = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) where UInt8.random(in: 0...9, using: &generator) < 3 {
            pixels[offset] = .random(in: 0...255, using: &generator)
            pixels[offset + 1] = .random(in: 0...255, using: &generator)
            pixels[offset + 2] = .random(in: 0...255, using: &generator)
            if !opaque { pixels[offset + 3] = .random(in: 0...255, using: &generator) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func rows(_ rows: Range<Int>, of image: RGBAImage) -> [UInt8] {
        Array(image.pixels[(rows.lowerBound * image.width * 4)..<(rows.upperBound * image.width * 4)])
    }

    @Test("any rows of a file of several bands, opaque and translucent", arguments: [true, false])
    func rowsOfBands(opaque: Bool) throws {
        // 700 pixels wide: 93 rows a band (256 KiB of RGBA, 2,800 bytes a row), so 1,000 rows are
        // eleven bands, the last of 70 rows.
        let width = 700, height = 1000
        #expect(
            PNGRowReader.bands(width: width, height: height)
                == (0..<10).map { $0 * 93..<($0 + 1) * 93 } + [930..<1000])
        let image = Self.image(width: width, height: height, opaque: opaque, seed: opaque ? 1 : 2)
        let path = directory + "/bands-\(opaque).png"
        try PNGCodec.write(image, to: path)
        let whole = try PNGCodec.decode(path).image
        #expect(whole == image)
        // Within a band, across one boundary and two, the first and the last row, all of it.
        for rows in [0..<1, 10..<80, 90..<100, 300..<800, 999..<1000, 929..<931, 0..<1000] {
            let part = try #require(PNGRowReader.rows(rows, of: path, width: width), "\(rows)")
            #expect(part.width == width && part.height == rows.count)
            #expect(part.pixels == Self.rows(rows, of: whole), "\(rows)")
        }
    }

    @Test("a file of another shape (another width, rows filtered by another writer, none there) is declined")
    func declined() throws {
        let image = Self.image(width: 700, height: 1000, opaque: true, seed: 3)
        let path = directory + "/ours.png"
        try PNGCodec.write(image, to: path)
        // Asked as if it were narrower: its bands would not be where the width says.
        #expect(PNGRowReader.rows(0..<10, of: path, width: 350) == nil)
        // Another writer's rows use PNG's filters (the reader fixtures, written by a script).
        let fixture =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/png/filters-rgb8.png"
        #expect(PNGRowReader.rows(0..<3, of: fixture, width: 23) == nil)
        #expect(PNGRowReader.rows(0..<3, of: directory + "/missing.png", width: 700) == nil)
    }
}
