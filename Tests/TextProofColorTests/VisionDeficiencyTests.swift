import Foundation
import Testing
import TextProofColor

@Suite("Colour-vision deficiency models")
struct VisionDeficiencyTests {
    @Test("the matrices are Machado et al.'s published values, and each row keeps white white")
    func matrices() throws {
        let table = try ReferenceTable("machado-2009-severity-1.csv")
        #expect(table.rows.count == 3)
        for row in table.rows {
            let vision = try #require(VisionDeficiency(rawValue: row["deficiency"]!))
            let published = ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"].map { Double(row[$0]!)! }
            #expect(vision.machadoMatrix == published, "\(vision)")
            for r in 0..<3 { #expect(abs(published[3 * r..<3 * r + 3].reduce(0, +) - 1) < 2e-6) }
        }
        #expect(VisionDeficiency.achromatopsia.machadoMatrix == nil)
    }

    /// Expected bytes worked by hand: IEC 61966-2-1 decode, the matrix, clip, encode, round.
    @Test(
        "known colours simulated",
        arguments: [
            (VisionDeficiency.protanopia, [255, 0, 0], [109, 95, 0]), (.protanopia, [0, 122, 255], [0, 138, 255]),
            (.deuteranopia, [255, 0, 0], [163, 144, 0]), (.deuteranopia, [0, 122, 255], [0, 117, 252]),
            (.tritanopia, [255, 0, 0], [255, 0, 15]), (.tritanopia, [0, 122, 255], [0, 155, 177]),
            (.achromatopsia, [0, 122, 255], [127, 127, 127]), (.achromatopsia, [255, 255, 255], [255, 255, 255]),
        ])
    func knownColours(vision: VisionDeficiency, input: [Int], expected: [Int]) {
        func linear(_ c: Int) -> Double {
            let x = Double(c) / 255; return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        func encode(_ l: Double) -> Int {
            Int(((l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055) * 255).rounded())
        }
        let out = vision.simulate(linear: (linear(input[0]), linear(input[1]), linear(input[2])), luminance: .sRGB)
        #expect([encode(out.0), encode(out.1), encode(out.2)] == expected)
    }
}
