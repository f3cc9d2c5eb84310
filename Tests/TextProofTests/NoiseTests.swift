import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

/// Less noise, the same truth: palette ramps are palettes, short sheets wrap, skipped catalogs are one line.
@Suite("Less noise")
struct NoiseTests {
    let cli = CommandLineTests()

    @Test("palette ramps: three or more names that differ in a trailing number and have no role word")
    func ramps() {
        let names = [
            "Blue0", "Blue5", "Blue10", "gray-50", "gray-100", "gray-900", "color.teal.100", "color.teal.200",
            "color.teal.300", "Text1", "Text2", "Text3", "Accent", "Brand1", "Brand2", "ShadowBlur",
        ]
        #expect(
            ColorRole.paletteRamps(in: names) == [
                "Blue0", "Blue5", "Blue10", "gray-50", "gray-100", "gray-900", "color.teal.100", "color.teal.200",
                "color.teal.300",
            ])
    }

    /// Writes a catalog whose colour sets are a grey ramp (Grey10…Grey50, each too light for text
    /// on white) and one text colour.
    func rampCatalog() throws -> String {
        let catalog = makeTemporaryDirectory() + "/Palette.xcassets"
        let sets = [
            "Grey10": 0xE0, "Grey20": 0xD0, "Grey30": 0xC0, "Grey40": 0xB0, "Grey50": 0xA0, "TextPrimary": 0x20,
        ]
        for (name, grey) in sets {
            let folder = catalog + "/\(name).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try
                #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(grey)","green":"\#(grey)","blue":"\#(grey)","alpha":"1.000"}},"idiom":"universal"}]}"#
                .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        return catalog
    }

    @Test("a palette catalog's swatches are drawn and measured, not judged, not linted; only the text colour is judged")
    func paletteCatalog() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", try rampCatalog(), "--require", "aa", "--appearances", "light", "--out", out, "--format",
            "sarif", "--quiet",
        ])
        // #E0E0E0 on white is 1.3:1, yet nothing judged fails: TextPrimary (#202020) passes.
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let swatches = report.cells.filter { $0.subject?.hasPrefix("Grey") == true }
        #expect(swatches.count == 5 && swatches.allSatisfy { $0.role == .palette && $0.judged == false })
        #expect(swatches.contains { $0.level == .fail })
        #expect(report.cells.contains { $0.subject == "TextPrimary" && $0.role == .text && $0.judged != false })
        #expect((report.findings ?? []).allSatisfy { $0.subject?.hasPrefix("Grey") != true })
    }

    @Test("one appearance per column wraps into bands when a sheet would be a strip; no part overlaps")
    func sheetWraps() throws {
        let spec = try SpecParser(file: "<test>", baseDirectory: ".").parse(
            "appearances: all\nruns:\n  - {text: One run, color: label}\n", defaultName: "strip")
        let proof = try render(spec)
        let sheet = try #require(proof.sheet)
        let g = sheet.geometry
        #expect(g.columns.count == 6)
        // Wrapped: the third column starts a band below the first; at most twice as wide as tall.
        #expect(g.columns[2].y > 0 && g.columns[2].y == g.columns[0].maxY)
        #expect(g.width <= 2 * g.height, "\(g.width)×\(g.height)")
        #expect(sheet.image.width == g.width && sheet.image.height == g.height)
        let boxes = g.columns + [g.legend]
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] {
                #expect(a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y, "\(a) overlaps \(b)")
            }
        }
        // Each header sits in its own column, each cell and badge too.
        for (index, column) in g.columns.enumerated() {
            #expect(g.headers[index].y >= column.y && g.headers[index].maxY <= column.maxY)
            #expect(g.cells[0][index].y >= column.y && g.badges[0][index].maxY <= column.maxY)
        }
    }

    @Test("catalogs with nothing to proof are summed up in one line, not a warning each")
    func skippedSummary() throws {
        let root = makeTemporaryDirectory()
        for index in 0..<3 {
            try FileManager.default.createDirectory(
                atPath: root + "/Images\(index).xcassets/Logo.imageset", withIntermediateDirectories: true)
        }
        let colors = try rampCatalog()
        try FileManager.default.moveItem(atPath: colors, toPath: root + "/Palette.xcassets")
        let result = try cli.run(["catalog", root, "--out", root + "/out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.error.split(separator: "\n").filter { $0.contains("xcassets") || $0.contains("skipped") }
        #expect(
            lines == [
                "note: 3 catalogs skipped: 3 with no colour sets (images only) (listed in index.html and batch.json)"
            ])
    }
}

extension NoiseTests {
    @Test("59 differing pixels of a million read 0.0059 %, not 0.0 %; counts grouped by thousands")
    func smallShares() throws {
        let side = 1000
        let golden = RGBAImage(
            width: side, height: side, pixels: [UInt8](repeating: 255, count: side * side * 4))
        var pixels = golden.pixels
        // 59 lone black pixels on white, far apart: differences, not anti-aliasing.
        for index in 0..<59 {
            let offset = ((index * 16 + 8) * side + (index * 16 + 8)) * 4
            pixels.replaceSubrange(offset..<offset + 3, with: [0, 0, 0])
        }
        let difference = try ImageComparison.compare(
            golden: golden, actual: RGBAImage(width: side, height: side, pixels: pixels))
        #expect(difference.differentPixels == 59)
        let summary = GoldenComparison.Verdict.differs(difference).summary
        #expect(summary.hasPrefix("59 pixels differ (0.0059 %)"), "\(summary)")
        #expect(summary.contains("59 changed"))
    }

    @Test("a shadow colour's lint calls it a decoration colour, not a text colour")
    func decorationWording() throws {
        let catalog = makeTemporaryDirectory() + "/Shadows.xcassets"
        let folder = catalog + "/CardShadow.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"0.200"}},"idiom":"universal"}]}"#
            .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let out = makeTemporaryDirectory()
        let result = try cli.run(["catalog", catalog, "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let messages = (report.findings ?? []).filter { $0.subject == "CardShadow" }.map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.contains("custom decoration colour") })
    }
}
