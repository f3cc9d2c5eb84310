import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofText

@Suite("Text engine in proofs: paragraphs, Dynamic Type, fallback, cache, concurrency")
struct TextEngineTests {
    @Test("the paragraphs form parses runs, their attributes and the paragraph settings")
    func paragraphsForm() throws {
        let spec = try SpecParser.load(path: Checkout.fixture("paragraph.yaml"))
        #expect(spec.paragraphs.count == 3 && spec.runs.count == 13)
        #expect(spec.paragraphs[0].runs == 0..<11 && spec.paragraphs[1].runs == 11..<12)
        #expect(spec.paragraphs[0].width == 300 && spec.paragraphs[0].lineHeightMultiple == 1.2)
        #expect(
            spec.paragraphs[1].alignment == .right && spec.paragraphs[1].lineLimit == 2
                && spec.paragraphs[1].spacingAfter == 12)
        #expect(spec.runs[1].weight == .bold && spec.runs[2].italic)
        #expect(spec.runs[3].underline == DecorationSpec(style: .single, color: .named("systemRed")))
        #expect(spec.runs[4].strikethrough == DecorationSpec(style: .single))
        #expect(spec.runs[5].tracking == 2 && spec.runs[7].baselineOffset == 6)
        #expect(spec.runs[10].features.map(\.description) == ["liga=0", "frac"])
        #expect(spec.runs[11].style == .caption1)
    }

    @Test(
        "bad paragraph input names the field",
        arguments: [
            ("paragraphs:\n  - runs: [{text: a, features: [\"li ga\"]}]", "paragraphs[0].runs[0].features[0]"),
            ("paragraphs:\n  - runs: [{text: a}]\n    alignment: middle", "paragraphs[0].alignment"),
            ("paragraphs:\n  - runs: [{text: a, style: huge}]", "paragraphs[0].runs[0].style"),
            ("paragraphs:\n  - runs: [{text: a, underline: wavy}]", "paragraphs[0].runs[0].underline"),
            ("paragraphs:\n  - runs: [{text: a, italic: maybe}]", "paragraphs[0].runs[0].italic"),
            ("paragraphs:\n  - runs: [{text: a}]\n    lineLimit: 0", "paragraphs[0].lineLimit"),
            ("paragraphs:\n  - runs: [{text: a}]\n    width: -5", "paragraphs[0].width"),
            ("paragraphs:\n  - width: 100", "paragraphs[0].runs"),
            ("runs: [a]\nparagraphs:\n  - runs: [b]", "paragraphs"),
            ("contentSize: gigantic\nruns: [a]", "contentSize"),
        ])
    func badParagraphs(yaml: String, field: String) {
        #expect {
            try parse(yaml, file: "p.yaml")
        } throws: { ($0 as? SpecError)?.field == field }
    }

    @Test("Dynamic Type: style body at accessibility3 is 40 pt; headline is semibold 17 pt at large")
    func dynamicType() throws {
        let spec = try parse(
            "contentSize: accessibility3\nruns:\n  - {text: Body, style: body}\n  - {text: Fixed, style: body, size: 12}"
        )
        let proof = try render(spec)
        #expect(proof.report.cells[0].sizePoints == 40 && proof.report.cells[0].largeText)
        #expect(proof.report.cells[2].sizePoints == 12)
        let headline = try render(parse("runs:\n  - {text: Head, style: headline}"))
        #expect(headline.report.cells[0].sizePoints == 17 && headline.report.cells[0].weight == .semibold)
    }

    @Test("runs that needed fallback say which family drew their missing characters")
    func fallbackReported() throws {
        let proof = try render(
            parse("runs:\n  - {text: Latin only, color: label}\n  - {text: \"Shalom שלום\", color: label}"))
        #expect(proof.report.cells[0].fallbackFonts == nil)
        #expect(proof.report.cells[2].fallbackFonts == ["DejaVu Sans"])
    }

    @Test("optical size: Inter below 20 pt, Inter Display from 20 pt")
    func opticalSize() throws {
        let fonts = try FontProvider(fontsDirectory: Checkout.fonts)
        #expect(
            try fonts.font(.family("Inter"), pixelSize: 38, weight: .regular, points: 19).face.file.familyName
                == "Inter")
        #expect(
            try fonts.font(.family("Inter"), pixelSize: 40, weight: .regular, points: 20).face.file.familyName
                == "Inter Display")
        #expect(
            try fonts.font(.family("Inter"), pixelSize: 40, weight: .regular, italic: true, points: 20).face.file
                .isItalic)
    }

    @Test("a warm glyph cache gives byte-identical proofs to a cold one")
    func cacheHitsEqualMisses() throws {
        let spec = try SpecParser.load(path: Checkout.fixture("paragraph.yaml"))
        let cache = GlyphCache()
        let cold = try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts, glyphCache: cache)).render(
            spec)
        let missesAfterCold = cache.statistics.misses
        let warm = try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts, glyphCache: cache)).render(
            spec)
        #expect(cache.statistics.misses == missesAfterCold && cache.statistics.hits > 0)
        #expect(cold.images.map(\.image) == warm.images.map(\.image))
        let uncached = try ProofRenderer(
            fonts: FontProvider(fontsDirectory: Checkout.fonts, glyphCache: GlyphCache(capacityBytes: 0))
        )
        .render(spec)
        #expect(uncached.images.map(\.image) == cold.images.map(\.image))
    }

    @Test("many specs rendered concurrently give the same bytes as serially")
    func concurrency() async throws {
        let specs = try ["small.yaml", "small-dejavu.json", "paragraph.yaml", "small.yaml", "paragraph.yaml"].map {
            try SpecParser.load(path: Checkout.fixture($0))
        }
        let serial = try specs.map { try render($0) }
        let concurrent = try await ProofBatch.render(specs, fontsDirectory: Checkout.fonts, glyphCache: GlyphCache())
        #expect(concurrent.map { $0.images.map(\.image) } == serial.map { $0.images.map(\.image) })
        #expect(concurrent.map(\.report) == serial.map(\.report))
    }

    @Test("the Swift API builds the same paragraph as the spec")
    func swiftAPIParagraph() throws {
        let fromYAML = try parse(
            """
            paragraphs:
              - width: 200
                alignment: center
                runs:
                  - {text: "Hello ", color: label, weight: bold}
                  - {text: "שלום world", color: secondaryLabel, underline: single}
            """)
        let api = ProofSpec(
            name: "test",
            runs: [
                RunSpec(text: "Hello ", color: .named("label"), weight: .bold),
                RunSpec(text: "שלום world", color: .named("secondaryLabel"), underline: DecorationSpec()),
            ],
            paragraphs: [ParagraphSpec(runs: 0..<2, width: 200, alignment: .center)])
        #expect(try render(api).images.map(\.image) == render(fromYAML).images.map(\.image))
    }

    @Test("a coloured underline is drawn in its own colour under the text's")
    func colouredUnderline() throws {
        let proof = try render(
            parse(
                """
                appearances: [light]
                scale: 4
                runs:
                  - {text: "Underline", color: label, underline: {style: thick, color: "#FF0000"}}
                """))
        let image = proof.images[0].image
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == ColorU8(red: 255, green: 0, blue: 0) { red += 1 }
        }
        #expect(red > 100)
        #expect(proof.report.cells[0].measured?.text == "#000000")
    }
}
