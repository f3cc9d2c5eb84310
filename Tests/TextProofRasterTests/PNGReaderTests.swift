import Foundation
import TestScratch
import Testing
import TextProofColor

@testable import TextProofRaster

/// The fast reader (libdeflate, RGBA files only) against libpng alone, its reference: equal pixels,
/// depth and profile for every file it accepts, and every other file left to libpng.
@Suite("PNG reading: fast path = libpng")
struct PNGReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/png"
    let directory = TestScratch.folder("png-reader")

    static func expectSame(_ path: String, fastAccepts: Bool) throws {
        let reference = try PNGCodec.decode(path, reader: .libpngOnly)
        let automatic = try PNGCodec.decode(path, reader: .automatic)
        #expect(automatic.image == reference.image, "\(path)")
        #expect(automatic.wideSamples == reference.wideSamples, "\(path)")
        #expect(automatic.bitDepth == reference.bitDepth && automatic.iccProfile == reference.iccProfile, "\(path)")
        if fastAccepts {
            let fast = try PNGCodec.decode(path, reader: .fastOnly)
            #expect(fast.image == reference.image && fast.wideSamples == reference.wideSamples, "\(path)")
            #expect(fast.bitDepth == reference.bitDepth && fast.iccProfile == reference.iccProfile, "\(path)")
        } else {
            #expect(throws: PNGError.self, "\(path)") { try PNGCodec.decode(path, reader: .fastOnly) }
        }
    }

    @Test(
        "every filter type, 8 and 16 bits, IDAT split in pieces, an ancillary chunk: the fast path reads them as libpng does",
        arguments: [
            "filters-rgba8.png", "filters-rgba16.png", "paeth-rgba8-text-chunk.png", "filters-rgb8.png",
            "filters-rgb16.png",
        ])
    func filteredFiles(name: String) throws {
        try Self.expectSame(Self.fixtures + "/" + name, fastAccepts: true)
    }

    @Test(
        "a CRC error or a tRNS chunk beside alpha: declined by the fast path, read by libpng as before",
        arguments: ["crc-error-rgba8.png", "trns-rgba8.png"])
    func declined(name: String) throws {
        let path = Self.fixtures + "/" + name
        #expect(throws: PNGError.self) { try PNGCodec.decode(path, reader: .fastOnly) }
        // libpng's own verdict, whatever it is, is what a user gets.
        let reference = Result { try PNGCodec.decode(path, reader: .libpngOnly) }
        let automatic = Result { try PNGCodec.decode(path, reader: .automatic) }
        switch (reference, automatic) {
        case (.success(let a), .success(let b)): #expect(a.image == b.image && a.iccProfile == b.iccProfile)
        case (.failure(let a as PNGError), .failure(let b as PNGError)): #expect(a.message == b.message)
        default: Issue.record("libpng and the automatic reader disagree on \(name)")
        }
    }

    @Test("the fixture's pixels are the ones its generator defines (scripts/make-png-fixtures.py)")
    func knownPixels() throws {
        let image = try PNGCodec.decode(Self.fixtures + "/filters-rgba8.png", reader: .fastOnly).image
        #expect(image.width == 23 && image.height == 17)
        for y in 0..<17 {
            for x in 0..<23 {
                let expected: [UInt8] = [
                    UInt8((x * 37 + y * 11) % 256), UInt8((x * x + y * 7) % 256),
                    (x / 4 + y / 3) % 2 == 1 ? 255 : 12, x < 11 ? 255 : UInt8((x * 29 + y * 53) % 256),
                ]
                let offset = (y * 23 + x) * 4
                #expect(Array(image.pixels[offset..<offset + 4]) == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test("an image of many bands (2.5 MB of rows) written and read back by libpng alone: every pixel, the profile")
    func bandsJoinIntoOneStream() throws {
        let width = 700, height = 900
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in stride(from: 0, to: pixels.count, by: 4) {
            // Flat runs and noise, so that bands hold both long matches and literals.
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noisy = (index / 4) % width > width / 2
            let value = noisy ? UInt8(truncatingIfNeeded: state >> 33) : UInt8((index / 4 / width) & 255)
            pixels[index] = value
            pixels[index + 1] = value &+ 40
            pixels[index + 2] = 200
            pixels[index + 3] = noisy ? UInt8(truncatingIfNeeded: state >> 41) | 1 : 255
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let profile = try ICCProfile.sRGB().data()
        let path8 = directory + "/bands8.png", path16 = directory + "/bands16.png"
        try PNGCodec.write(image, to: path8, iccProfile: profile, profileName: "sRGB")
        try PNGCodec.write(image, to: path16, bitDepth: 16, iccProfile: profile, profileName: "sRGB")
        let read8 = try PNGCodec.decode(path8, reader: .libpngOnly)
        #expect(read8.image == image && read8.iccProfile == profile && read8.bitDepth == 8)
        let read16 = try PNGCodec.decode(path16, reader: .libpngOnly)
        #expect(read16.wideSamples == pixels.map { UInt16($0) * 257 } && read16.iccProfile == profile)
        try Self.expectSame(path8, fastAccepts: true)
        try Self.expectSame(path16, fastAccepts: true)
        // More than one IDAT chunk: the bands really were joined.
        let bytes = try #require(FileManager.default.contents(atPath: path8))
        #expect(bytes.ranges(of: Data("IDAT".utf8)).count > 1)
    }

    @Test(
        "an opaque image is stored as RGB (colour type 2) and reads back, through libpng too, as the same RGBA pixels")
    func opaqueAsRGB() throws {
        var pixels: [UInt8] = []
        for index in 0..<(300 * 500) { pixels += [UInt8(index % 251), UInt8(index % 13 * 19), 77, 255] }
        let image = RGBAImage(width: 300, height: 500, pixels: pixels)
        for depth in [8, 16] {
            let path = directory + "/opaque\(depth).png"
            try PNGCodec.write(image, to: path, bitDepth: depth)
            let bytes = try #require(FileManager.default.contents(atPath: path))
            // IHDR's colour type: byte 25 of the file.
            #expect(bytes[25] == 2, "depth \(depth)")
            let reference = try PNGCodec.decode(path, reader: .libpngOnly)
            #expect(reference.image == image, "depth \(depth)")
            try Self.expectSame(path, fastAccepts: true)
        }
        // One translucent pixel keeps the alpha channel.
        pixels[7] = 254
        let translucent = directory + "/translucent.png"
        try PNGCodec.write(RGBAImage(width: 300, height: 500, pixels: pixels), to: translucent)
        #expect(try #require(FileManager.default.contents(atPath: translucent))[25] == 6)
        #expect(try PNGCodec.decode(translucent, reader: .libpngOnly).image.pixels == pixels)
    }

    @Test(
        "RGB rows read straight from where they were inflated: wide, narrow and tall images (the last rows through scratch), every pixel as libpng"
    )
    func rgbShapes() throws {
        // A tall narrow image puts its last rows' pixels right against their inflated bytes; a
        // 1-pixel-wide one has rows of 3 bytes.
        for (width, height) in [(300, 40), (3, 400), (1, 50), (2, 2), (1, 1)] {
            var pixels: [UInt8] = []
            for index in 0..<(width * height) { pixels += [UInt8(index % 256), UInt8(index * 7 % 256), 200, 255] }
            let image = RGBAImage(width: width, height: height, pixels: pixels)
            let path = directory + "/rgb-\(width)x\(height).png"
            try PNGCodec.write(image, to: path)
            #expect(try PNGCodec.decode(path, reader: .fastOnly).image == image, "\(width)×\(height)")
            try Self.expectSame(path, fastAccepts: true)
        }
    }

    @Test("indexed bands: at most 256 opaque colours; a pixel outside the palette is an error, not a wrong file")
    func indexedBands() throws {
        let red = ColorU8(red: 255, green: 0, blue: 0), white = ColorU8(red: 255, green: 255, blue: 255)
        #expect(PNGBands(width: 2, height: 2, colors: [red, ColorU8(red: 0, green: 0, blue: 0, alpha: 128)]) == nil)
        let many = (0..<257).map { ColorU8(red: UInt8($0 % 256), green: UInt8($0 / 256), blue: 0) }
        #expect(PNGBands(width: 2, height: 2, colors: many) == nil)
        let pixels: [UInt8] = [255, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 255]
        let bands = try #require(PNGBands(width: 2, height: 2, colors: [white, red, red]))
        pixels.withUnsafeBytes { bands.deflate(band: 0, from: $0.baseAddress!, stride: 8) }
        try bands.write(to: directory + "/indexed.png")
        #expect(try PNGCodec.decode(directory + "/indexed.png", reader: .libpngOnly).image.pixels == pixels)
        let blue: [UInt8] = [0, 0, 255, 255] + pixels.dropFirst(4)
        let strict = try #require(PNGBands(width: 2, height: 2, colors: [white, red]))
        blue.withUnsafeBytes { strict.deflate(band: 0, from: $0.baseAddress!, stride: 8) }
        #expect {
            try strict.write(to: directory + "/wrong.png")
        } throws: { error in
            (error as? PNGError)?.message.contains("palette") == true
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/wrong.png"))
    }

    @Test("a PNG without a profile carries sRGB, gAMA and cHRM chunks, as libpng wrote them")
    func srgbChunks() throws {
        let path = directory + "/plain.png"
        try PNGCodec.write(PNGCodecTests.gradient(width: 5, height: 3), to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        for chunk in ["IHDR", "gAMA", "sRGB", "cHRM", "IDAT", "IEND"] {
            #expect(bytes.range(of: Data(chunk.utf8)) != nil, "\(chunk)")
        }
        #expect(bytes.range(of: Data("iCCP".utf8)) == nil)
        #expect(try PNGCodec.decode(path, reader: .libpngOnly).image == PNGCodecTests.gradient(width: 5, height: 3))
    }
}
