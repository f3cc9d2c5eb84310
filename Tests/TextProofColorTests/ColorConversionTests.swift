import Foundation
import Testing
import TextProofColor

/// CSS Color 4's conversion matrices (§ 18, sample code), an independent path to check LittleCMS.
enum CSSColor4 {
    static func linear(_ c: Double) -> Double {
        let a = abs(c)
        return (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)) * (c < 0 ? -1 : 1)
    }

    static func encoded(_ c: Double) -> Double {
        let a = abs(c)
        return (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055) * (c < 0 ? -1 : 1)
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).map(*).reduce(0, +) }
    }

    static let linearSRGBToXYZ: [[Double]] = [
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
    ]
    static let xyzToLinearP3: [[Double]] = [
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415],
    ]
    static let linearP3ToXYZ: [[Double]] = [
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0 / 1, 32229 / 714400, 5220557 / 5000800],
    ]
    static let xyzToLinearSRGB: [[Double]] = [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]

    static func sRGBToP3(_ rgb: [Double]) -> [Double] {
        multiply(xyzToLinearP3, multiply(linearSRGBToXYZ, rgb.map(linear))).map(encoded)
    }

    static func p3ToSRGB(_ rgb: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, rgb.map(linear))).map(encoded)
    }
}

@Suite("Colour conversion through LittleCMS")
struct ColorConversionTests {
    let toP3 = try! ColorConverter(output: .displayP3)
    let toSRGB = try! ColorConverter(output: .sRGB)

    func expectClose(_ actual: [Double], _ expected: [Double], within tolerance: Double, _ comment: Comment) {
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(comment): \(actual) vs \(expected)")
    }

    @Test("sRGB red in Display P3 is (0.9175, 0.2003, 0.1386)")
    func sRGBRedInP3() throws {
        let red = try #require(ColorValue(space: .sRGB, components: [1, 0, 0]))
        let converted = try toP3.convert(red)
        expectClose(converted.exact, [0.9175, 0.2003, 0.1386], within: 0.0005, "sRGB red")
        #expect(!converted.outOfGamut && converted.deltaE == 0)
        #expect(converted.color == ColorU8(red: 234, green: 51, blue: 35))
    }

    @Test("Display P3 primaries in sRGB are outside its gamut by the published amounts")
    func p3PrimariesInSRGB() throws {
        // CSS Color 4: color(display-p3 1 0 0) = color(srgb 1.0931 -0.2267 -0.1501).
        let red = try toSRGB.convert(#require(ColorValue(space: .displayP3, components: [1, 0, 0])))
        expectClose(red.exact, [1.0931, -0.2267, -0.1501], within: 0.0015, "P3 red")
        #expect(red.outOfGamut && red.color == ColorU8(red: 255, green: 0, blue: 0))
        #expect(red.deltaE > 3)
        for (components, name) in [([0.0, 1, 0], "green"), ([0.0, 0, 1], "blue")] {
            let value = try #require(ColorValue(space: .displayP3, components: components))
            expectClose(try toSRGB.convert(value).exact, CSSColor4.p3ToSRGB(components), within: 0.0015, "P3 \(name)")
        }
    }

    @Test("every UIKit colour converts to Display P3 as CSS Color 4's matrices say, within 1/255")
    func catalogToP3() throws {
        let catalog = SystemColorCatalog()
        for name in catalog.colorNames {
            for appearance in [Appearance.light, .dark] {
                let value = try #require(catalog.color(named: name)?.resolved(for: appearance))
                let converted = try toP3.convert(value)
                expectClose(
                    converted.exact, CSSColor4.sRGBToP3(value.components), within: 0.5 / 255, "\(name) \(appearance)")
                #expect(!converted.outOfGamut)
            }
        }
    }

    @Test("white and black map to white and black in both directions")
    func neutrals() throws {
        for space in [ColorSpace.sRGB, .displayP3, .extendedSRGB, .extendedLinearSRGB] {
            for output in [toSRGB, toP3] {
                let white = try output.convert(#require(ColorValue(space: space, components: [1, 1, 1])))
                let black = try output.convert(#require(ColorValue(space: space, components: [0, 0, 0])))
                #expect(white.color == .white && black.color == .black, "\(space)")
            }
        }
    }

    @Test("grey gamma 2.2: 0.5 is linear 0.5^2.2 = 0.2176, sRGB-encoded 0.5029 → 128")
    func grayGamma22() throws {
        // 0.5^2.2 = 0.217638; sRGB encode: 1.055 × 0.217638^(1/2.4) − 0.055 = 0.502858.
        let gray = try toSRGB.convert(#require(ColorValue(space: .grayGamma22, components: [0.5])))
        expectClose(gray.exact, [0.502858, 0.502858, 0.502858], within: 0.002, "gray 0.5")
        #expect(gray.color == ColorU8(red: 128, green: 128, blue: 128))
        let extended = try toSRGB.convert(#require(ColorValue(space: .extendedGray, components: [0.5])))
        #expect(extended.color == gray.color)
    }

    @Test("extended sRGB: in-range values equal sRGB; beyond 1.0 is out of gamut; negatives reflect")
    func extendedSRGB() throws {
        let plain = try toSRGB.convert(#require(ColorValue(space: .sRGB, components: [0.2, 0.4, 0.6])))
        let extended = try toSRGB.convert(#require(ColorValue(space: .extendedSRGB, components: [0.2, 0.4, 0.6])))
        expectClose(extended.exact, plain.exact, within: 0.0005, "in range")
        let bright = try toSRGB.convert(#require(ColorValue(space: .extendedSRGB, components: [1.2, 0, 0])))
        #expect(bright.outOfGamut && bright.exact[0] > 1.19 && bright.exact[0] < 1.21)
        let negative = try toSRGB.convert(#require(ColorValue(space: .extendedSRGB, components: [-0.5, 0, 0])))
        #expect(abs(negative.exact[0] + 0.5) < 0.002)
        // Linear: 0.214041 linear is 0.5 encoded.
        let linear = try toSRGB.convert(
            #require(ColorValue(space: .extendedLinearSRGB, components: [0.214041, 0.214041, 0.214041])))
        expectClose(linear.exact, [0.5, 0.5, 0.5], within: 0.001, "linear")
    }

    @Test("the Display P3 profile is a valid ICC profile with its name, the same bytes each time")
    func p3Profile() throws {
        let bytes = try ICCProfile.displayP3().data()
        #expect(bytes == (try ICCProfile.displayP3().data()))
        #expect(Array(bytes[36..<40]) == Array("acsp".utf8) && Array(bytes[16..<20]) == Array("RGB ".utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("Display P3") || bytes.count > 300)
    }
}
