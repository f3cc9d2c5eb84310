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

    @Test("an image deflated ahead on another thread is the same file as the image written here, RGB or RGBA")
    func deflatedAhead() throws {
        // Ten 256 KiB bands (218 rows of 300 pixels each, the last 38), opaque then translucent.
        let translucent = Self.gradient(width: 300, height: 2_000)
        var pixels = translucent.pixels
        for offset in stride(from: 3, to: pixels.count, by: 4) { pixels[offset] = 255 }
        let opaque = RGBAImage(width: 300, height: 2_000, pixels: pixels)
        // Opaque but for the last pixel: the first bands deflate as RGB before the last one finds it.
        pixels[pixels.count - 1] = 254
        let lastTranslucent = RGBAImage(width: 300, height: 2_000, pixels: pixels)
        let profile = try ICCProfile.sRGB().data()
        for (name, image, colourType) in [
            ("opaque", opaque, UInt8(2)), ("translucent", translucent, 6), ("last-translucent", lastTranslucent, 6),
        ] {
            let ahead = directory + "/\(name)-ahead.png", here = directory + "/\(name)-here.png"
            let results = PNGCodec.write([
                PNGFile(PNGDeflatedAhead(image), path: ahead, iccProfile: profile, profileName: "sRGB"),
                PNGFile(image, path: here, iccProfile: profile, profileName: "sRGB"),
            ])
            #expect(results.allSatisfy { $0 == nil })
            let bytes = FileManager.default.contents(atPath: ahead)
            #expect(bytes != nil && bytes == FileManager.default.contents(atPath: here), "\(name)")
            #expect(bytes?[25] == colourType)
            #expect(try PNGCodec.read(ahead) == image)
        }
        // A job the pool never starts (its threads all busy): the writer deflates every band itself.
        let unstarted = directory + "/unstarted-ahead.png", whole = directory + "/unstarted-here.png"
        let outcomes = PNGCodec.write([
            PNGFile(
                PNGDeflatedAhead(opaque, start: { _ in }), path: unstarted, iccProfile: profile, profileName: "sRGB"),
            PNGFile(opaque, path: whole, iccProfile: profile, profileName: "sRGB"),
        ])
        #expect(outcomes.allSatisfy { $0 == nil })
        #expect(
            FileManager.default.contents(atPath: unstarted) != nil
                && FileManager.default.contents(atPath: unstarted) == FileManager.default.contents(atPath: whole))
        // Pixels that do not fill the size: an error naming the file, nothing written.
        let short = directory + "/short-ahead.png"
        let error = try #require(
            PNGCodec.write([PNGFile(PNGDeflatedAhead(RGBAImage(width: 4, height: 4, pixels: [1, 2])), path: short)])[0])
        #expect(error.path == short && error.message.contains("4×4"))
        #expect(!FileManager.default.fileExists(atPath: short))
    }

    /// Draws rows `rows` of `surface`: each row a stripe of its own colour and length, so a band
    /// deflated before its rows were drawn could not come out the same.
    static func drawStripes(_ rows: Range<Int>, on surface: inout Surface) {
        for y in rows {
            let color = ColorU8(red: UInt8(y & 255), green: UInt8((y * 3) & 255), blue: UInt8(((y >> 8) * 40) & 255))
            surface.fillOver(
                PixelRect(x: (y * 11) % 100, y: y, width: (y * 7) % 200 + 1, height: 1),
                with: PremultipliedColorU8(color))
        }
    }

    @Test(
        "an image deflated while it is drawn, band by band as its rows are final: the same file as the finished image written whole"
    )
    func deflatedWhileDrawn() throws {
        let profile = try ICCProfile.sRGB().data()
        // Three bands of 873 rows (300 pixels wide). The tasks run at once on this thread, so each
        // band is deflated the moment it is final, from the rows as they are then.
        for translucentLast in [false, true] {
            var bytes = [UInt8](repeating: 255, count: 300 * 2_000 * 4)
            // A translucent pixel in the last band: found only after the first two went as RGB.
            // (The last pixel of a row: no stripe reaches it.)
            let last = 1_900 * 1_200 + 299 * 4
            if translucentLast { bytes.replaceSubrange(last..<last + 4, with: [100, 100, 100, 128]) }
            var surface = try #require(Surface(width: 300, height: 2_000, premultipliedBytes: bytes))
            let ahead = PNGDeflatedAhead(drawing: &surface, start: { $0() })
            Self.drawStripes(0..<500, on: &surface)
            ahead.rowsFinal(below: 500)  // no band whole yet: rows 500..<873 are drawn after
            Self.drawStripes(500..<1_000, on: &surface)
            ahead.rowsFinal(below: 1_000)  // band 0
            Self.drawStripes(1_000..<1_800, on: &surface)
            ahead.rowsFinal(below: 1_800)  // band 1
            Self.drawStripes(1_800..<2_000, on: &surface)
            let image = surface.unpremultiplied()
            #expect(ahead.isDrawn == false)
            ahead.drawn(image, on: surface)
            #expect(ahead.isDrawn)
            let early = directory + "/drawn-\(translucentLast)-ahead.png"
            let whole = directory + "/drawn-\(translucentLast)-whole.png"
            let results = PNGCodec.write([
                PNGFile(ahead, path: early, iccProfile: profile, profileName: "sRGB"),
                PNGFile(image, path: whole, iccProfile: profile, profileName: "sRGB"),
            ])
            #expect(results.allSatisfy { $0 == nil })
            let written = FileManager.default.contents(atPath: early)
            #expect(written != nil && written == FileManager.default.contents(atPath: whole))
            #expect(written?[25] == (translucentLast ? 6 : 2))
            #expect(try PNGCodec.read(early) == image)
        }
        // A copy drawn into after all (the storage moved): the bands read before are dropped.
        do {
            var surface = Surface(
                width: 300, height: 2_000, filledWith: PremultipliedColorU8(ColorU8(red: 5, green: 6, blue: 7)))
            let ahead = PNGDeflatedAhead(drawing: &surface, start: { $0() })
            Self.drawStripes(0..<900, on: &surface)
            ahead.rowsFinal(below: 900)
            let copy = surface
            // Rows called final drawn again, on new storage: band 0 as read before is wrong now.
            surface.fillOver(
                PixelRect(x: 0, y: 0, width: 300, height: 900),
                with: PremultipliedColorU8(ColorU8(red: 200, green: 0, blue: 0)))
            Self.drawStripes(900..<2_000, on: &surface)
            let image = surface.unpremultiplied()
            ahead.drawn(image, on: surface)
            let moved = directory + "/drawn-moved-ahead.png", whole = directory + "/drawn-moved-whole.png"
            #expect(
                PNGCodec.write([PNGFile(ahead, path: moved), PNGFile(image, path: whole)]).allSatisfy { $0 == nil })
            #expect(
                FileManager.default.contents(atPath: moved) != nil
                    && FileManager.default.contents(atPath: moved) == FileManager.default.contents(atPath: whole))
            #expect(copy.width == 300)
        }
        // Never finished, or "finished" with an image of another size: an error naming the file,
        // nothing written, no crash.
        do {
            var surface = Surface(
                width: 8, height: 4, filledWith: PremultipliedColorU8(ColorU8(red: 1, green: 1, blue: 1)))
            let ahead = PNGDeflatedAhead(drawing: &surface)
            ahead.rowsFinal(below: 4)
            ahead.drawn(RGBAImage(width: 4, height: 8, pixels: [UInt8](repeating: 255, count: 128)), on: surface)
            #expect(!ahead.isDrawn)
            let unfinished = directory + "/drawn-unfinished.png"
            let error = try #require(PNGCodec.write([PNGFile(ahead, path: unfinished)])[0])
            #expect(
                error.path == unfinished && error.message.contains("8×4") && error.message.contains("never finished"))
            #expect(!FileManager.default.fileExists(atPath: unfinished))
        }
        // On the pool's threads, a row at a time as a drawer would: the same file again.
        var surface = Surface(
            width: 300, height: 2_000, filledWith: PremultipliedColorU8(ColorU8(red: 1, green: 2, blue: 3)))
        let ahead = PNGDeflatedAhead(drawing: &surface)
        for y in 0..<2_000 {
            Self.drawStripes(y..<y + 1, on: &surface)
            ahead.rowsFinal(below: y + 1)
        }
        let image = surface.unpremultiplied()
        ahead.drawn(image, on: surface)
        let pooled = directory + "/drawn-pool-ahead.png", whole = directory + "/drawn-pool-whole.png"
        #expect(PNGCodec.write([PNGFile(ahead, path: pooled), PNGFile(image, path: whole)]).allSatisfy { $0 == nil })
        #expect(
            FileManager.default.contents(atPath: pooled) != nil
                && FileManager.default.contents(atPath: pooled) == FileManager.default.contents(atPath: whole))
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
}
