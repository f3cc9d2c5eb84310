import Testing
import TextProofColor

@Suite("LittleCMS colour management")
struct ColorManagementTests {
    @Test("sRGB to sRGB through LittleCMS leaves every palette colour's 8-bit value unchanged")
    func identity() throws {
        let transform = try ColorTransform(from: ICCProfile.sRGB(), to: OutputColorSpace.sRGB.makeProfile())
        let catalog = SystemColorCatalog(platform: .ios, palette: .ios13)
        for name in catalog.colorNames {
            for appearance in [Appearance.light, .dark] {
                let color = try #require(catalog.color(named: name)?.resolved(for: appearance).exactSRGB8)
                #expect(transform.convert(color) == color, "\(name) \(appearance)")
            }
        }
    }

    @Test("the embedded profile is a valid ICC header with a fixed date, the same bytes each time")
    func profileBytes() throws {
        let first = try ICCProfile.sRGB().data()
        let second = try ICCProfile.sRGB().data()
        #expect(first == second)
        // ICC.1: size at 0 (big-endian), 'acsp' at 36, 'RGB ' colour space at 16, date at 24.
        let size = first[0..<4].reduce(0) { $0 << 8 | Int($1) }
        #expect(size == first.count)
        #expect(Array(first[36..<40]) == Array("acsp".utf8))
        #expect(Array(first[16..<20]) == Array("RGB ".utf8))
        #expect(Array(first[24..<30]) == [0x07, 0xD0, 0, 1, 0, 1])
    }
}
