import Testing
import TextProofColor
import TextProofRaster

/// Straight alpha from premultiplied pixels, and back, on rows the opaque fast paths take (copied
/// whole) and rows they leave to the per-pixel arithmetic, against values worked by hand.
@Suite("Surface ⇄ straight-alpha image")
struct SurfaceConversionTests {
    // Row 0 opaque (the whole-row copy), row 1 one translucent pixel among opaque ones, row 2 clear.
    static let premultiplied: [UInt8] = [
        10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255,
        1, 2, 3, 255, 64, 32, 0, 128, 7, 8, 9, 255,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]

    @Test("unpremultiplied: opaque rows as they are, (c·255 + α/2) / α elsewhere, clear pixels zero")
    func unpremultiplied() throws {
        let surface = try #require(Surface(width: 3, height: 3, premultipliedBytes: Self.premultiplied))
        let image = surface.unpremultiplied()
        // 64·255 + 64 = 16 384 → /128 = 128; 32·255 + 64 = 8 224 → /128 = 64 (rounded down from 64.25).
        #expect(
            image.pixels == [
                10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255,
                1, 2, 3, 255, 128, 64, 0, 128, 7, 8, 9, 255,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ])
    }

    @Test("one translucent pixel anywhere, in the 64-byte words or the tail, takes the per-pixel arithmetic")
    func oneTranslucentPixel() throws {
        // 37 × 3: 444 bytes, six 64-byte words then 60 bytes of tail.
        let width = 37, height = 3
        for index in 0..<(width * height) {
            var bytes = [UInt8](repeating: 255, count: width * height * 4)
            for pixel in 0..<(width * height) { bytes[pixel * 4] = 100 }
            // Premultiplied (100, 50, 0) at α 128: straight (100·255 + 64) / 128 = 199, (50·255 + 64) / 128 = 100.
            bytes.replaceSubrange(index * 4..<index * 4 + 4, with: [100, 50, 0, 128])
            let image = try #require(Surface(width: width, height: height, premultipliedBytes: bytes)).unpremultiplied()
            #expect(Array(image.pixels[index * 4..<index * 4 + 4]) == [199, 100, 0, 128], "pixel \(index)")
            #expect(Array(image.pixels[0..<4]) == (index == 0 ? [199, 100, 0, 128] : [100, 255, 255, 255]))
        }
    }

    @Test("an opaque surface converts to the same bytes, both ways")
    func opaqueSurface() throws {
        var bytes: [UInt8] = []
        for index in 0..<(17 * 5) {
            let value = UInt8(index)
            bytes += [value, value &* 3, value &* 7, 255]
        }
        let surface = try #require(Surface(width: 17, height: 5, premultipliedBytes: bytes))
        #expect(surface.unpremultiplied().pixels == bytes)
        var target = Surface(width: 17, height: 5, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 0, blue: 0)))
        target.copy(PixelRect(x: 0, y: 0, width: 17, height: 5), of: surface.unpremultiplied(), toX: 0, y: 0)
        #expect(target.bytes == bytes)
    }

    @Test("copy premultiplies translucent pixels: 200 at α 128 → (200·128 + 127) / 255 = 100")
    func copyPremultiplies() throws {
        let image = RGBAImage(width: 2, height: 1, pixels: [200, 100, 0, 128, 5, 6, 7, 255])
        var target = Surface(width: 2, height: 1, filledWith: PremultipliedColorU8(ColorU8(red: 0, green: 0, blue: 0)))
        target.copy(PixelRect(x: 0, y: 0, width: 2, height: 1), of: image, toX: 0, y: 0)
        // 200·128 = 25 600 → 100.4 → 100; 100·128 = 12 800 → 50.2 → 50.
        #expect(target.bytes == [100, 50, 0, 128, 5, 6, 7, 255])
    }

    @Test("a filled surface holds its colour in R, G, B, A order")
    func filled() {
        let surface = Surface(
            width: 3, height: 2, filledWith: PremultipliedColorU8(ColorU8(red: 0xF2, green: 0xF2, blue: 0xF7)))
        #expect(surface.bytes == Array(repeating: [0xF2, 0xF2, 0xF7, 0xFF], count: 6).flatMap { $0 })
    }
}
