import Foundation
import TestScratch
import Testing
import TextProofColor
import TextProofRaster

@testable import TextProof

/// Images written as they are painted and read back: what is read is what that image holds, even
/// where an earlier image of the same name was written to the same temporary path in this process.
@Suite("Written images read back")
struct WrittenImageTests {
    static func image(_ value: UInt8) -> ProofImage {
        let pixels = RGBAImage(
            width: 300, height: 1000, pixels: [UInt8]((0..<300 * 1000).flatMap { _ in [value, value, value, 255] }))
        return ProofImage(appearance: .light, fileName: "page-light.png", pixels: ImagePixels(pixels))
    }

    @Test("a second image written to the same temporary path reads back its own pixels, whole and by rows")
    func samePathTwice() throws {
        let directory = TestScratch.folder("written-images")
        let first = try ProofWriter.stage([Self.image(10)], colorSpace: .sRGB, into: directory)[0]
        #expect(first.rows(0..<1).image[0, 0].red == 10 && first.image[299, 999].red == 10)
        // As the writer commits it: renamed into place, the temporary path free again.
        let final = directory + "/page-light.png"
        guard case .file(let file) = first.storage else {
            Issue.record("not written")
            return
        }
        #expect(rename(file.path, final) == 0)
        file.moved(to: final)
        let second = try ProofWriter.stage([Self.image(200)], colorSpace: .sRGB, into: directory)[0]
        #expect(second.rows(0..<1).image[0, 0].red == 200)
        #expect(second.rows(990..<1000).image[0, 0].red == 200)
        #expect(second.image[0, 0].red == 200)
        // The first, in its final place, still reads as itself.
        #expect(first.rows(500..<501).image[0, 0].red == 10)
    }
}
