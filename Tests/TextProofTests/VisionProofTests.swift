import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@Suite("Proofs with simulated colour vision")
struct VisionProofTests {
    @Test(
        "--vision adds an image, a sheet column and measured cells per appearance and deficiency; --require ignores them"
    )
    func visionColumns() throws {
        var spec = try SpecParser.load(path: Checkout.fixture("small.yaml"))
        spec.vision = [.protanopia, .achromatopsia]
        let proof = try render(spec)
        #expect(
            proof.images.map(\.fileName) == [
                "small-light.png", "small-light-protanopia.png", "small-light-achromatopsia.png",
                "small-dark.png", "small-dark-protanopia.png", "small-dark-achromatopsia.png",
            ])
        #expect(proof.report.cells.count == 4 * 6)
        #expect(proof.sheet?.geometry.columns.count == 6)
        // Achromatopsia: every pixel is grey.
        let grey = proof.images[2].image.pixels
        var coloured = 0
        for offset in Swift.stride(from: 0, to: grey.count, by: 4)
        where grey[offset] != grey[offset + 1] || grey[offset] != grey[offset + 2] {
            coloured += 1
        }
        #expect(coloured == 0)
        // The orange run in protanopia is measured on the simulated pixels (different from normal vision).
        let normal = try #require(proof.report.cells.first { $0.run == 2 && $0.column == "light" }?.measured)
        let protan = try #require(
            proof.report.cells.first { $0.run == 2 && $0.column == "light · protanopia" }?.measured)
        #expect(normal.text == "#FF6B00" && protan.text != normal.text)
        #expect(protan.wcag != normal.wcag)
        // --require considers normal vision only.
        #expect(proof.report.cells(failing: .aa).allSatisfy { $0.vision == nil })
        #expect(proof.report.findings?.count == 2)
    }

    @Test("vision in a spec: a list of names; anything else is an error naming the field")
    func specField() throws {
        #expect(try parse("vision: [tritanopia]\nruns: [a]").vision == [.tritanopia])
        #expect { try parse("vision: [colourblind]\nruns: [a]") } throws: { ($0 as? SpecError)?.field == "vision" }
        #expect { try parse("vision: protanopia\nruns: [a]") } throws: { ($0 as? SpecError)?.field == "vision" }
    }
}
