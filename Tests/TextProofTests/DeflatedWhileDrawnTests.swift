import Foundation
import Testing
import TextProofColor
import TextProofRaster

@testable import TextProof

/// A proof's image deflating into its PNG on the other core while it is drawn (`PNGEncodingAhead`,
/// `ProofRenderer.finalRows`): the files must be the bytes the finished image makes.
@Suite("Images deflated while drawn")
struct DeflatedWhileDrawnTests {
    @Test(
        "a tall proof deflates band by band while it is drawn: the same files; no row is final before every run reaching it is drawn"
    )
    func deflatedWhileDrawn() throws {
        // Sixty runs in paragraphs: highlights and coloured underlines reach above their text.
        var yaml = "name: tall\nappearances: [light, dark]\nparagraphs:\n"
        for paragraph in 0..<12 {
            yaml += "  - width: 300\n    runs:\n"
            for run in 0..<5 {
                let extra =
                    run == 1
                    ? ", background: systemYellow" : run == 3 ? ", underline: {style: thick, color: systemRed}" : ""
                yaml +=
                    "      - {text: \"paragraph \(paragraph) run \(run) of the tall proof\", color: label\(extra)}\n"
            }
        }
        let spec = try parse(yaml)
        let fonts = try FontProvider(fontsDirectory: Checkout.fonts)
        let layout = try CanvasLayout(spec: spec, fonts: fonts)
        // Several bands: 256 KiB of RGBA rows each.
        #expect(layout.height > 3 * (1 << 18) / (layout.width * 4))
        let final = ProofRenderer.finalRows(layout.runs, height: layout.height)
        #expect(final.count == layout.runs.count + 1 && final.last == layout.height)
        for (index, run) in layout.runs.enumerated() {
            // Every row a run draws into is at or below the line given for it and every run before it.
            var top = run.maskOrigin.y
            for decoration in run.colouredDecorations { top = min(top, decoration.origin.y) }
            if run.highlight != nil { top = min(top, run.lineBoxes.map(\.y).min() ?? top) }
            #expect(final[0...index].allSatisfy { $0 <= top }, "run \(index)")
        }
        // Rows come final as the text goes down, not all at the end.
        #expect(final[layout.runs.count / 2] > layout.height / 4)
        let ahead = makeTemporaryDirectory(), here = makeTemporaryDirectory()
        let encoding = PNGEncodingAhead()
        let proof = try ProofRenderer(fonts: fonts, drawsSheet: false, imagesFinished: encoding).render(spec)
        #expect(proof.images.allSatisfy { encoding.bands(for: $0) != nil })
        let written = try ProofWriter.write(proof, to: ahead, encodedAhead: encoding)
        try ProofWriter.write(ProofRenderer(fonts: fonts, drawsSheet: false).render(spec), to: here)
        #expect(written.filter { $0.hasSuffix(".png") }.count == 2)
        for path in written {
            let name = (path as NSString).lastPathComponent
            let a = FileManager.default.contents(atPath: ahead + "/" + name)
            #expect(a != nil && a == FileManager.default.contents(atPath: here + "/" + name), "\(name)")
        }
    }

    @Test("an image whose drawing was begun but never finished is not taken from the bands: it is written whole")
    func drawingNeverFinished() throws {
        let encoding = PNGEncodingAhead()
        var surface = Surface(width: 8, height: 4, filledWith: PremultipliedColorU8(ColorU8(red: 9, green: 9, blue: 9)))
        #expect(encoding.drawing("x-light.png", on: &surface, in: .sRGB) != nil)
        #expect(encoding.drawing("x-light.png", on: &surface, in: .displayP3) == nil)
        let image = ProofImage(
            appearance: .light, fileName: "x-light.png", pixels: ImagePixels(surface.unpremultiplied()), palette: nil)
        #expect(encoding.bands(for: image) == nil)
        encoding.finished(image, in: .sRGB)
        #expect(encoding.bands(for: image) != nil)
    }
}
