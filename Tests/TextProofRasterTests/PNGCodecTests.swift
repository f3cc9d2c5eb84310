import CPNG
import Foundation
import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@Suite("PNG files")
struct PNGCodecTests {
    let directory = TestScratch.folder("png")

    static func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x & 255), UInt8(y & 255), UInt8((x * y) & 255), UInt8((x + y) & 255)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("pixels survive a write and a read exactly, with or without an ICC profile")
    func roundTrip() throws {
        let image = Self.gradient(width: 37, height: 11)
        let plain = directory + "/plain.png", tagged = directory + "/tagged.png"
        try PNGCodec.write(image, to: plain)
        try PNGCodec.write(image, to: tagged, iccProfile: ICCProfile.sRGB().data(), profileName: "sRGB")
        #expect(try PNGCodec.read(plain) == image)
        #expect(try PNGCodec.read(tagged) == image)
    }

    @Test("a painted file, its bands painted as they deflate, is the same file as its pixels held whole")
    func paintedBands() throws {
        // Tall enough for several 256 KiB bands (rows a band: 2^18 / (300 × 4) = 218), in an odd count.
        let width = 300, height = 2_000
        var pixels = Self.gradient(width: width, height: height).pixels
        for offset in stride(from: 3, to: pixels.count, by: 4) { pixels[offset] = 255 }
        let opaque = RGBAImage(width: width, height: height, pixels: pixels)
        let asked = LockedRows()
        let file = PNGFile(width: width, height: height, path: directory + "/painted.png") { rows in
            asked.add(rows)
            return Array(opaque.pixels[rows.lowerBound * width * 4..<rows.upperBound * width * 4])
        }
        let results = PNGCodec.write([file, PNGFile(opaque, path: directory + "/whole.png")])
        #expect(results.allSatisfy { $0 == nil })
        #expect(asked.rows == (0..<9).map { $0 * 218..<($0 + 1) * 218 } + [1962..<2000])
        let painted = FileManager.default.contents(atPath: directory + "/painted.png")
        #expect(painted != nil && painted == FileManager.default.contents(atPath: directory + "/whole.png"))
        // IHDR colour type (byte 25): 2, RGB, for opaque pixels.
        #expect(painted?[25] == 2)

        // A translucent band: painted again whole and stored as RGBA, the same pixels.
        let translucent = Self.gradient(width: width, height: height)
        let again = PNGFile(width: width, height: height, path: directory + "/translucent.png") { rows in
            Array(translucent.pixels[rows.lowerBound * width * 4..<rows.upperBound * width * 4])
        }
        #expect(PNGCodec.write([again])[0] == nil)
        #expect(try PNGCodec.read(directory + "/translucent.png") == translucent)
        #expect(FileManager.default.contents(atPath: directory + "/translucent.png")?[25] == 6)

        // One translucent pixel (an even one, then the last of an odd row) makes the file RGBA.
        for (index, size) in [(6, (width: 9, height: 4)), (35, (width: 9, height: 4))] {
            var bytes = [UInt8](repeating: 255, count: size.width * size.height * 4)
            bytes[index * 4 + 3] = 200
            let image = RGBAImage(width: size.width, height: size.height, pixels: bytes)
            let path = directory + "/one-translucent-\(index).png"
            #expect(PNGCodec.write([PNGFile(image, path: path)])[0] == nil)
            #expect(FileManager.default.contents(atPath: path)?[25] == 6)
            #expect(try PNGCodec.read(path) == image)
        }

        // Rows of the wrong size: an error naming the file.
        let short = PNGFile(width: width, height: height, path: directory + "/short.png") { _ in [0, 0, 0, 255] }
        let error = try #require(PNGCodec.write([short])[0])
        #expect(error.path == directory + "/short.png" && error.message.contains("4 bytes"))
    }

    @Test(
        "RGBA rows as RGB: the vector path = the reference = every fourth byte dropped, nothing past the row; opaque told"
    )
    func rgbRows() {
        var generator = SeededGenerator(seed: 11)
        for width in 0...41 {
            var pixels = (0..<width * 4).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
            // Opaque rows, then each with one pixel not opaque (its alpha 254, one bit off).
            for translucentPixel in [nil] + Array(0..<width) {
                for offset in stride(from: 3, to: pixels.count, by: 4) { pixels[offset] = 255 }
                if let translucentPixel { pixels[translucentPixel * 4 + 3] = 254 }
                for reference in [0, 1] as [Int32] {
                    // Eight guard bytes past the row: a store beyond it would change them.
                    var row = [UInt8](repeating: 0xAB, count: width * 3 + 8)
                    let opaque = textproof_png_rgba_to_rgb(&row, pixels, UInt32(width), reference)
                    #expect(Array(row[0..<width * 3]) == expected, "width \(width), reference \(reference)")
                    #expect(row[(width * 3)...].allSatisfy { $0 == 0xAB }, "width \(width)")
                    #expect(
                        opaque == (translucentPixel == nil ? 1 : 0),
                        "width \(width), pixel \(translucentPixel ?? -1), reference \(reference)")
                }
            }
        }
    }

    @Test(
        "RGB rows as RGBA: the vector path = the reference = an opaque alpha after every third byte, nothing past the row"
    )
    func rgbaRows() {
        var generator = SeededGenerator(seed: 12)
        for width in 0...41 {
            let pixels = (0..<width * 3).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = (0..<width).flatMap { pixels[$0 * 3..<$0 * 3 + 3] + [255] }
            for reference in [0, 1] as [Int32] {
                var row = [UInt8](repeating: 0xAB, count: width * 4 + 8)
                textproof_png_rgb_to_rgba(&row, pixels, UInt32(width), reference)
                #expect(Array(row[0..<width * 4]) == expected, "width \(width), reference \(reference)")
                #expect(row[(width * 4)...].allSatisfy { $0 == 0xAB }, "width \(width)")
            }
        }
    }

    /// The row ranges a painted file was asked for, in order.
    final class LockedRows: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [Range<Int>] = []
        func add(_ rows: Range<Int>) { lock.withLock { asked.append(rows) } }
        var rows: [Range<Int>] { lock.withLock { asked.sorted { $0.lowerBound < $1.lowerBound } } }
    }

    @Test("the same pixels give the same bytes: no timestamps")
    func deterministic() throws {
        let image = Self.gradient(width: 64, height: 64)
        try PNGCodec.write(image, to: directory + "/a.png")
        try PNGCodec.write(image, to: directory + "/b.png")
        #expect(
            FileManager.default.contents(atPath: directory + "/a.png")
                == FileManager.default.contents(atPath: directory + "/b.png"))
    }

    @Test("reading a file that is not a PNG is an error naming the file")
    func notAPNG() throws {
        let path = directory + "/fake.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try PNGCodec.read(path)
        } throws: { error in
            (error as? PNGError)?.path == path
        }
        #expect(throws: PNGError.self) { try PNGCodec.read(directory + "/missing.png") }
    }

    @Test("a failed atomic write leaves no temporary behind and the target untouched")
    func failedWriteLeavesNothing() throws {
        // The rename fails: the target is a folder.
        let target = directory + "/occupied.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(throws: PNGError.self) { try PNGCodec.writeAtomically(Self.gradient(width: 2, height: 2), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["occupied.png"])
        #expect(throws: PNGError.self) {
            try PNGCodec.writeAtomically(Self.gradient(width: 2, height: 2), to: directory + "/missing/out.png")
        }
    }

    @Test("a libpng error (longjmp) comes back as a PNGError, not a crash")
    func libpngErrorIsCaught() throws {
        // A valid signature and IHDR, then the file ends: the fast reader declines, libpng errors.
        let path = directory + "/truncated.png"
        try PNGCodec.write(Self.gradient(width: 4, height: 4), to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        try bytes.prefix(33).write(to: URL(fileURLWithPath: path))
        #expect {
            try PNGCodec.read(path)
        } throws: { error in
            (error as? PNGError)?.path == path && (error as? PNGError)?.message.isEmpty == false
        }
    }

    @Test("an empty image is an error naming the file and its size, and writes nothing")
    func emptyImage() {
        #expect {
            try PNGCodec.write(RGBAImage(width: 0, height: 0, pixels: []), to: directory + "/empty.png")
        } throws: { error in
            (error as? PNGError)?.message.contains("0×0") == true
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/empty.png"))
    }

    @Test("an atomic write replaces an existing file whole")
    func atomicReplace() throws {
        let target = directory + "/golden.png"
        try PNGCodec.writeAtomically(Self.gradient(width: 3, height: 3), to: target)
        try PNGCodec.writeAtomically(Self.gradient(width: 5, height: 2), to: target)
        #expect(try PNGCodec.read(target) == Self.gradient(width: 5, height: 2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["golden.png"])
    }

    /// Found by `make fuzz` (FuzzPNG): an IHDR of 16,777,220 × 4,294,967,295 made width × height
    /// overflow before the size check. The input is in Fuzz/Regressions/FuzzPNG/.
    @Test("a header whose width × height overflows is an error naming the file, not a crash")
    func headerOverflow() throws {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x01, 0x00, 0x00, 0x04, 0x00, 0xF3]
        bytes += [UInt8](repeating: 0xFF, count: 226)
        let path = directory + "/overflow.png"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect { try PNGCodec.decode(path) } throws: { ($0 as? PNGError)?.path == path }
        // A well-formed header at IHDR's largest sides: refused by size, before any allocation.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        #expect(FileManager.default.createFile(atPath: path, contents: Data(header)))
        #expect { try PNGCodec.decode(path) } throws: { ($0 as? PNGError)?.message.contains("too large") == true }
    }

    /// Found by `make fuzz` in CI (FuzzPNG, out of memory): libpng allocated a text chunk's declared
    /// 1.7 GB before reading it. Text chunks are now skipped unread and no chunk may ask for more than
    /// 64 MB; the fuzzer's replay of Fuzz/Regressions/FuzzPNG/ holds the memory bound (2 GB), this the
    /// error: a 4×4 image whose iTXt chunk declares 0x69000000 bytes and holds 8.
    @Test("a text chunk declaring 1.7 GB is an error naming the file")
    func hugeTextChunk() throws {
        let regression = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions/FuzzPNG/itxt-declares-1.7-gb.png").standardized.path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: regression)))
        #expect(bytes.count == 93)
        #expect(bytes[33..<41] == [0x69, 0, 0, 0, 0x69, 0x54, 0x58, 0x74])  // length, "iTXt"
        #expect { try PNGCodec.decode(regression) } throws: { ($0 as? PNGError)?.path == regression }
    }
}
