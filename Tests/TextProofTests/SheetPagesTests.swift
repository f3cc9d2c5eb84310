import Foundation
import TestScratch
import Testing
import TextProofRaster

@testable import TextProof

@Suite("Proof sheets in pages")
struct SheetPagesTests {
    @Test("grouping fills each page up to the limit, in order, and puts an oversized item on a page of its own")
    func groups() {
        #expect(SheetLayout.groups([400, 400, 400, 300], fitting: 1000) == [[0, 1], [2, 3]])
        #expect(SheetLayout.groups([1200, 100], fitting: 1000) == [[0], [1]])
        #expect(SheetLayout.groups([], fitting: 1000) == [[]])
        let layout = SheetLayout(
            columnWidths: [600, 600, 600], rowHeights: [100, 100, 100], headerHeight: 50, legendHeight: 50, limit: 1300)
        // Columns: 600 + 600 fit in 1300, the third does not; rows: 3 × 100 fit in 1300 − 100.
        #expect(layout.pages == [.init(columns: [0, 1], rows: [0, 1, 2]), .init(columns: [2], rows: [0, 1, 2])])
        #expect(
            SheetLayout.fileName("labels", page: 0) == "labels.png"
                && SheetLayout.fileName("labels", page: 2) == "labels-3.png")
    }

    /// Sixty long runs: each appearance's image is within the limit, six columns of them are not.
    static func sixtyRuns() throws -> ProofSpec {
        let runs = (0..<60).map {
            "  - {text: \"Run \($0): a label long enough to make a wide column in every appearance\", color: secondaryLabel}"
        }
        return try parse("appearances: all\nruns:\n" + runs.joined(separator: "\n"))
    }

    /// Every (run, column) a set of pages shows, counted.
    static func shown(_ pages: [ProofSheet]) -> [String: Int] {
        var shown: [String: Int] = [:]
        for sheet in pages {
            #expect(sheet.geometry.width == sheet.image.width && sheet.geometry.height == sheet.image.height)
            for (row, run) in sheet.geometry.runs.enumerated() {
                for column in sheet.geometry.headers.indices where sheet.geometry.cells[row][column].width > 0 {
                    // The column's header rectangle tells columns apart within a page; its page's
                    // first column index comes from the x of the header.
                    shown["\(run)/\(sheet.fileName)/\(sheet.geometry.columns[column].x)", default: 0] += 1
                }
            }
        }
        return shown
    }

    @Test(
        "a 60-run spec in all appearances renders with its sheet; at a smaller limit the sheet pages",
        .tags(.slow)
    )
    func sixtyRunsAllAppearances() throws {
        let proof = try render(try Self.sixtyRuns())
        #expect(proof.images.count == 6 && proof.report.cells.count == 360)
        let sheets = proof.sheets
        #expect(!sheets.isEmpty && proof.report.sheet == "test.png")
        for sheet in sheets {
            #expect(
                sheet.image.width <= CanvasLayout.maximumDimension
                    && sheet.image.height <= CanvasLayout.maximumDimension)
        }
        #expect(Self.shown(sheets).count == 360)
        // The same proof's sheet at a quarter of the limit: pages by columns and rows, every cell once.
        let pages = try ProofSheet.pages(for: proof, fonts: FontProvider(fontsDirectory: Checkout.fonts), limit: 2500)
        #expect(pages.count > 4)
        #expect(pages.map(\.fileName) == (0..<pages.count).map { $0 == 0 ? "test.png" : "test-\($0 + 1).png" })
        for page in pages { #expect(page.image.width <= 2500 && page.image.height <= 2500) }
        let shown = Self.shown(pages)
        #expect(shown.count == 360 && shown.values.allSatisfy { $0 == 1 })
        // Written: every page beside the images, and named in the report.
        var paged = proof
        paged.sheets = pages
        paged.report.sheets = pages.map(\.fileName)
        let written = try ProofWriter.write(paged, to: makeTemporaryDirectory()).map {
            ($0 as NSString).lastPathComponent
        }
        for page in pages { #expect(written.contains(page.fileName)) }
    }

    @Test("a page painted in bands of any height, as it is written, is exactly the page painted whole")
    func bandsEqualWhole() throws {
        // A cut run (its ellipsis), two-line badges, headers and the legend, each crossed by band edges.
        let long = String(repeating: "A very long run of text that keeps going ", count: 6)
        let proof = try render(
            parse(
                "appearances: [light, dark]\nstandards: [wcag2, apca]\nruns: [\"\(long)\", short, {text: Third, color: secondaryLabel}]"
            ))
        let sheet = try #require(proof.sheet)
        let whole = sheet.image.pixels, height = sheet.geometry.height
        for band in [1, 5, 97, height] {
            var joined: [UInt8] = []
            for top in stride(from: 0, to: height, by: band) { joined += sheet.rows(top..<min(height, top + band)) }
            let same = joined == whole  // a Bool, so a failure does not print megabytes of pixels
            #expect(same, "bands of \(band) rows")
        }
    }

    @Test("a small limit splits a small proof's sheet by rows, with the header and legend on every page")
    func rows() throws {
        let proof = try render(try parse("appearances: [light, dark]\nruns: [one, two, three, four, five, six]"))
        let pages = try ProofSheet.pages(for: proof, fonts: FontProvider(fontsDirectory: Checkout.fonts), limit: 420)
        #expect(pages.contains { $0.geometry.runs.count < 6 })
        let shown = Self.shown(pages)
        #expect(shown.count == 12 && shown.values.allSatisfy { $0 == 1 })
        for page in pages {
            #expect(page.image.height <= 420 && !page.geometry.headers.isEmpty)
            #expect(page.geometry.legend.maxY == page.image.height)
        }
    }

    @Test("what a spec declares itself still has the limit, and the error says what would bring it under")
    func specOverLimit() throws {
        let runs = (0..<200).map { "  - run \($0)" }.joined(separator: "\n")
        let spec = try parse("runs:\n" + runs)
        #expect {
            try render(spec)
        } throws: { error in
            guard case .spec(let specError) = error as? ProofError else { return false }
            return specError.field == "runs" && specError.message.contains("its 200 runs take about")
                && specError.message.contains("specs") && specError.message.contains("never fails for size")
        }
    }
}
