import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofTesting

@Suite("Proof sheet")
struct ProofSheetTests {
    static func sheet(_ fixture: String) throws -> (Proof, ProofSheet) {
        let proof = try render(SpecParser.load(path: Checkout.fixture(fixture)))
        return (proof, try #require(proof.sheet))
    }

    @Test("one column per appearance, one row per run, on the pixels: nothing overlaps and every cell holds its run")
    func geometry() throws {
        let (proof, sheet) = try Self.sheet("small.yaml")
        let g = sheet.geometry
        #expect(g.columns.count == 2 && g.cells.count == 4 && g.cells.allSatisfy { $0.count == 2 })
        #expect(sheet.image.width == g.width && sheet.image.height == g.height)
        // Columns tile the width left to right; rows go down; all parts lie inside their column.
        #expect(g.columns[0].x == 0 && g.columns[0].maxX == g.columns[1].x)
        var boxes: [PixelRect] = g.headers + [g.legend]
        for row in g.cells.indices {
            for column in 0..<2 {
                let cell = g.cells[row][column], badge = g.badges[row][column], col = g.columns[column]
                #expect(
                    cell.x >= col.x && badge.maxX <= col.maxX && cell.maxX <= badge.x, "row \(row) column \(column)")
                if row > 0 {
                    #expect(cell.y >= g.cells[row - 1][column].maxY && badge.y >= g.badges[row - 1][column].maxY)
                }
                boxes += [cell, badge]
            }
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.width > 0 && b.width > 0 {
                #expect(a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y, "\(a) overlaps \(b)")
            }
        }
        // Each column wears its appearance's background: white for light, black for dark (pixels).
        #expect(sheet.image[g.columns[0].x + 2, g.columns[0].maxY - 2] == ColorU8(red: 255, green: 255, blue: 255))
        #expect(sheet.image[g.columns[1].x + 2, g.columns[1].maxY - 2] == ColorU8(red: 0, green: 0, blue: 0))
        // A cell is the run's pixels as rendered: the dark secondaryLabel cell has the measured text colour in it.
        let measured = try #require(
            proof.report.cells.first { $0.run == 0 && $0.appearance.name == "dark" }?.measured?.text)
        let cell = g.cells[0][1]
        var found = false
        for y in cell.y..<cell.maxY where !found {
            for x in cell.x..<cell.maxX where sheet.image[x, y].hexRGB == measured { found = true }
        }
        #expect(found, "the dark secondaryLabel cell holds \(measured)")
    }

    @Test("badges pass WCAG AA themselves, measured from their pixels, and are red exactly for failing cells")
    func badges() throws {
        let (proof, sheet) = try Self.sheet("small.yaml")
        let g = sheet.geometry
        for row in g.badges.indices {
            for column in 0..<2 {
                let badge = g.badges[row][column]
                let fill = sheet.image[badge.x + 1, badge.y + 1]
                // The badge text is white; its fully covered pixels are pure white.
                var hasText = false
                for y in badge.y..<badge.maxY {
                    for x in badge.x..<badge.maxX where sheet.image[x, y] == ColorU8(red: 255, green: 255, blue: 255) {
                        hasText = true
                    }
                }
                #expect(hasText)
                #expect(
                    WCAGContrast.ratio(fill, ColorU8(red: 255, green: 255, blue: 255)) >= 4.5,
                    "badge fill \(fill.hexRGB)")
                let level = proof.report.cells.first { $0.run == row && $0.image == proof.images[column].fileName }!
                    .level
                #expect((fill == ColorU8(red: 0xB3, green: 0x26, blue: 0x1E)) == (level == .fail))
            }
        }
    }

    @Test("a run wider than the limit is cut and ends in an ellipsis; its column stays within the limit")
    func longRun() throws {
        let long = String(repeating: "A very long run of text that keeps going ", count: 6)
        let proof = try render(parse("appearances: [light]\nruns: [\"\(long)\", short]"))
        let sheet = try #require(proof.sheet)
        let cell = sheet.geometry.cells[0][0]
        #expect(cell.width == Int(ProofSheet.maximumRunWidth * 2))
        #expect(sheet.geometry.badges[0][0].x >= cell.maxX)
        #expect(proof.report.cells[0].bounds.width > cell.width)
    }

    @Test("the demo's sheet as written (painted band by band as it deflates) is its committed golden exactly")
    func writtenSheetGolden() throws {
        let folder = makeTemporaryDirectory("sheet")
        try ProofWriter.write(render(DemoSpec.spec()), to: folder)
        let same = try PNGCodec.read(folder + "/demo.png") == PNGCodec.read(Checkout.goldens + "/demo.png")
        #expect(same)
    }

    @Test("the demo's sheet matches its committed golden exactly")
    func demoSheetGolden() throws {
        let proof = try render(DemoSpec.spec())
        assertGolden(
            of: try #require(proof.sheet).image, as: .image, named: "demo", goldens: Checkout.goldens,
            comparison: .exact)
    }
}
