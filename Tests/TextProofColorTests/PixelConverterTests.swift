import Testing
import TextProofColor

@Suite("Pixel conversion fast path against LittleCMS float")
struct PixelConverterTests {
    @Test(
        "sRGB → Display P3 and back, within 1/255 of LittleCMS on a 16-level grid of every channel",
        arguments: [
            (OutputColorSpace.sRGB, OutputColorSpace.displayP3), (.displayP3, .sRGB),
        ])
    func grid(source: OutputColorSpace, destination: OutputColorSpace) throws {
        let fast = try PixelConverter(from: source, to: destination)
        let converter = try ColorConverter(output: destination)
        var worst = 0
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let color = ColorU8(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
                    let value = try #require(
                        ColorValue(
                            space: source.colorSpace, components: [Double(r) / 255, Double(g) / 255, Double(b) / 255]))
                    let expected = try converter.convert(value).color
                    let actual = fast.convert(color)
                    worst = max(
                        worst, abs(Int(actual.red) - Int(expected.red)), abs(Int(actual.green) - Int(expected.green)),
                        abs(Int(actual.blue) - Int(expected.blue)))
                }
            }
        }
        #expect(worst <= 1)
    }

    @Test("the matrix read off LittleCMS maps sRGB red to P3's (0.9175, 0.2003, 0.1386) once encoded")
    func red() throws {
        let fast = try PixelConverter(from: .sRGB, to: .displayP3)
        #expect(fast.convert(ColorU8(red: 255, green: 0, blue: 0)) == ColorU8(red: 234, green: 51, blue: 35))
        // Rows sum to 1: white stays white.
        for row in 0..<3 {
            #expect(abs(fast.matrix[row * 3] + fast.matrix[row * 3 + 1] + fast.matrix[row * 3 + 2] - 1) < 1e-4)
        }
    }

    @Test("whole buffers convert like single pixels, alpha untouched")
    func buffer() throws {
        let fast = try PixelConverter(from: .displayP3, to: .sRGB)
        var pixels: [UInt8] = [255, 0, 0, 128, 10, 200, 30, 255]
        fast.convert(rgba: &pixels)
        #expect(Array(pixels[0..<4]) == [255, 0, 0, 128])
        let second = fast.convert(ColorU8(red: 10, green: 200, blue: 30))
        #expect(Array(pixels[4..<8]) == [second.red, second.green, second.blue, 255])
    }
}
