import Foundation
import TestScratch
import Testing
import TextProofText

/// Compares HarfBuzz-on-FreeType shaping with `hb-shape` (libharfbuzz-bin), in font units:
/// hb-shape's default scale is the font's units per em, unhinted.
@Suite("Shaping equals hb-shape's")
struct ShapingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let font: String
        let text: String
        let features: [String]
        var testDescription: String { "\(text) \(features)" }
    }

    static let cases: [Case] = [
        Case(font: Fonts.inter, text: "AV", features: []),
        Case(font: Fonts.inter, text: "To", features: []),
        Case(font: Fonts.inter, text: "AVATAR Today, Yes.", features: []),
        Case(font: Fonts.inter, text: "office ffi", features: []),
        Case(font: Fonts.inter, text: "office ffi", features: ["liga=0"]),
        Case(font: Fonts.inter, text: "0123456789", features: ["tnum"]),
        Case(font: Fonts.inter, text: "-> 1/2", features: ["calt=0", "frac"]),
        Case(font: Fonts.dejaVu, text: "مرحبا بالعالم", features: []),
        Case(font: Fonts.dejaVu, text: "שָׁלוֹם עוֹלָם", features: []),
        Case(font: Fonts.dejaVu, text: "AV To", features: []),
    ]

    struct HBGlyph: Decodable, Equatable {
        let g: UInt32
        let cl: UInt32
        let dx: Int
        let dy: Int
        let ax: Int
        let ay: Int
    }

    static func hbShape(font: String, text: String, features: [String]) throws -> [HBGlyph] {
        // UTF-8 byte clusters, as HarfBuzz reports them to us; --text= so "-" is not an option.
        let result = try Subprocess.run(
            "/usr/bin/env",
            ["hb-shape", "--no-glyph-names", "--output-format=json", "--utf8-clusters"]
                + (features.isEmpty ? [] : ["--features=" + features.joined(separator: ",")]) + [
                    font, "--text=" + text,
                ])
        let data = Data(result.output.utf8)
        guard result.status == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [NSLocalizedDescriptionKey: "hb-shape failed; make test installs it (libharfbuzz-bin)"])
        }
        return try JSONDecoder().decode([HBGlyph].self, from: data)
    }

    @Test("glyph ids, clusters, advances and offsets", arguments: cases)
    func matchesHBShape(_ testCase: Case) throws {
        let expected = try Self.hbShape(font: testCase.font, text: testCase.text, features: testCase.features)
        let font = try Fonts.shaping(testCase.font)
        let glyphs = font.shape(testCase.text, features: testCase.features.compactMap(Feature.init))
        let actual = glyphs.map {
            HBGlyph(
                g: $0.glyph, cl: $0.cluster, dx: $0.xOffset / 64, dy: $0.yOffset / 64, ax: $0.xAdvance / 64,
                ay: $0.yAdvance / 64)
        }
        #expect(actual == expected)
        // At upem, every 26.6 value is a whole number of font units.
        #expect(glyphs.allSatisfy { $0.xAdvance % 64 == 0 && $0.xOffset % 64 == 0 })
    }

    @Test("kerning pairs really are kerned: AV is narrower than A plus V")
    func kerning() throws {
        let font = try Fonts.shaping(Fonts.dejaVu)
        let pair = font.shape("AV").reduce(0) { $0 + $1.xAdvance }
        let apart = font.shape("A")[0].xAdvance + font.shape("V")[0].xAdvance
        #expect(pair < apart)
    }

    @Test("a font draws all of a text when it has every character but white space, and the ellipsis")
    func drawsAll() throws {
        let inter = try Fonts.shaping(Fonts.inter, pixelSize: 34)
        #expect(inter.drawsAll(of: "Latin only, 21.00:1 · Lc 106.0 · AAA"))
        #expect(inter.drawsAll(of: " \t\u{00A0}"))
        // Hebrew is not in Inter: DejaVu Sans draws it (the fallback a proof's run then needs).
        #expect(!inter.drawsAll(of: "Shalom שלום"))
        #expect(try Fonts.shaping(Fonts.dejaVu, pixelSize: 34).drawsAll(of: "Shalom שלום"))
    }

    @Test("malformed feature settings are rejected")
    func badFeature() {
        #expect(Feature("liga=0") != nil && Feature("tnum") != nil && Feature("-kern") != nil)
        #expect(Feature("") == nil && Feature("=1") == nil)
    }
}
