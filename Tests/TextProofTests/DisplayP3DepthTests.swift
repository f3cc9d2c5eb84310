import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@Suite("Display P3 proofs at 16 bits")
struct DisplayP3DepthTests {
    /// CSS Color 4's sRGB → XYZ (D65) → Display P3 matrices and IEC 61966-2-1's transfer function,
    /// in Double: an independent model of the conversion LittleCMS makes.
    static func displayP3(fromSRGB rgb: [Double]) -> [Double] {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }
        let toXYZ = [
            [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
            [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
            [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
        ]
        let toP3 = [
            [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
            [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
            [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
        ]
        let l = rgb.map(linear)
        let xyz = toXYZ.map { row in zip(row, l).map(*).reduce(0, +) }
        return toP3.map { row in encoded(max(0, zip(row, xyz).map(*).reduce(0, +))) }
    }

    @Test("colours keep 16 bits: a flat #FF6B00 background is the conversion to 1 part in 4,000, not 8 bits widened")
    func sixteenBitSamples() throws {
        let spec = try parse(
            "appearances: [light]\ncolorSpace: display-p3\nbackground: \"#FF6B00\"\nruns: [{text: Label, color: \"#007AFF\"}]"
        )
        let directory = makeTemporaryDirectory()
        try ProofWriter.write(render(spec), to: directory)
        let decoded = try PNGCodec.decode(directory + "/test-light.png")
        #expect(decoded.bitDepth == 16)
        let expected = Self.displayP3(fromSRGB: [1, 107.0 / 255, 0]).map { $0 * 65535 }  // 60963, 29867, 11917
        let corner = Array(decoded.samples16[0..<4]).map(Double.init)
        for channel in 0..<3 {
            #expect(
                abs(corner[channel] - expected[channel]) < 16,
                "channel \(channel): \(corner[channel]) vs \(expected[channel])")
        }
        #expect(corner[3] == 65535)
        // Rounded to 8 bits first, the samples would be multiples of 257: 60909, 29812, 11822.
        #expect(corner[0..<3].contains { Int($0) % 257 != 0 })
    }

    @Test(
        "the 16-bit proof's text is the kernel's: fully covered pixels hold the text colour; the report measures the 8-bit view"
    )
    func textAtSixteenBits() throws {
        let spec = try parse(
            "appearances: [light]\ncolorSpace: display-p3\nsize: 40\nbackground: \"#FFFFFF\"\nruns: [{text: \"IIII\", color: \"#007AFF\"}]"
        )
        let proof = try render(spec)
        let samples = try #require(proof.images[0].pixels.wideSamples)
        let expected = Self.displayP3(fromSRGB: [0, 122.0 / 255, 1]).map { $0 * 65535 }  // 13408, 30866, 63313
        var found = 0
        for offset in Swift.stride(from: 0, to: samples.count, by: 4) where samples[offset + 3] == 65535 {
            let pixel = (0..<3).map { Double(samples[offset + $0]) }
            if (0..<3).allSatisfy({ abs(pixel[$0] - expected[$0]) < 16 }) { found += 1 }
        }
        #expect(found > 100, "fully covered text pixels")
        let cell = try #require(proof.report.cells.first)
        #expect(cell.measured?.background == "#FFFFFF")
        // Every 8-bit sample is the rounding of its 16-bit one.
        #expect(
            zip(samples, proof.images[0].image.pixels).allSatisfy { UInt8((UInt32($0) * 255 + 32767) / 65535) == $1 })
    }

    @Test("P3 proofs with a gradient, a material, a blend mode or linear light are composited at 8 bits and widened")
    func eightBitFallback() throws {
        let spec = try parse(
            "appearances: [light]\ncolorSpace: display-p3\nbackground: {linear-gradient: {from: systemBlue, to: systemOrange}}\nruns: [Label]"
        )
        #expect(try render(spec).images[0].pixels.wideSamples == nil)
    }
}
