import Foundation
import Testing
import TextProof
import TextProofColor

@Suite("A passing colour for every failure")
struct SuggestionTests {
    /// WCAG 2.x relative luminance and ratio, written out here from the definition so the tests do
    /// not lean on the code under test.
    static func luminance(_ c: ColorU8) -> Double {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    static func ratio(_ a: ColorU8, _ b: ColorU8) -> Double {
        let x = luminance(a), y = luminance(b)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Source-over at full coverage in 8 bits, rounded as the compositor (and pixman) round.
    static func over(_ s: ColorU8, _ d: ColorU8) -> ColorU8 {
        func mul(_ a: Int, _ b: Int) -> Int { let t = a * b + 128; return (t + (t >> 8)) >> 8 }
        let a = Int(s.alpha)
        func channel(_ sc: UInt8, _ dc: UInt8) -> UInt8 { UInt8(mul(Int(sc), a) + mul(Int(dc), 255 - a)) }
        return ColorU8(red: channel(s.red, d.red), green: channel(s.green, d.green), blue: channel(s.blue, d.blue))
    }

    /// The nearest passing colour by brute force: the declared colour's OKLCH hue, every lightness
    /// in steps of 0.001 and chroma in 100 steps from the declared chroma to grey, in gamut.
    static func bruteForce(text: ColorU8, background: ColorU8, threshold: Double) -> Double? {
        let rgb = ColorMath.Vector(Double(text.red), Double(text.green), Double(text.blue)) / 255
        let xyz = ColorMath.xyz(encoded: rgb, in: .sRGB)
        let lab = ColorMath.lab(xyz: xyz)
        let lch = ColorMath.okLCH(okLab: ColorMath.okLab(xyz: xyz))
        var best: Double?
        for k in 0...100 {
            let c = lch.y * Double(k) / 100
            for i in 0...1000 {
                let candidate = ColorMath.encoded(
                    xyz: ColorMath.xyz(okLab: ColorMath.okLab(okLCH: .init(Double(i) / 1000, c, lch.z))), in: .sRGB)
                guard candidate.min() >= -1e-6, candidate.max() <= 1 + 1e-6 else { continue }
                func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
                let color = ColorU8(
                    red: byte(candidate.x), green: byte(candidate.y), blue: byte(candidate.z), alpha: text.alpha)
                guard ratio(over(color, background), background) >= threshold else { continue }
                let c2 = ColorMath.Vector(Double(color.red), Double(color.green), Double(color.blue)) / 255
                let deltaE = ColorDifference.ciede2000(lab, ColorMath.lab(xyz: ColorMath.xyz(encoded: c2, in: .sRGB)))
                if best == nil || deltaE < best! { best = deltaE }
            }
        }
        return best
    }

    static let cases: [(text: String, background: String, large: Bool)] = [
        ("#3C3C4399", "#FFFFFF", false),  // secondaryLabel on white: 3.44:1
        ("#007AFFFF", "#FFFFFF", false),  // systemBlue on white: 4.02:1
        ("#FF9500FF", "#FFFFFF", true),  // systemOrange, large text (3:1)
        ("#5E5CE6FF", "#000000", false),  // dark systemIndigo on black: light text on dark
        ("#8E8E93FF", "#F2F2F7", false),  // systemGray on systemGroupedBackground
        ("#000000FF", "#000000", false),  // NSAttributedString's black in dark mode: no hue at all
    ]

    @Test(
        "the suggestion reaches the level and is within 0.5 ΔE2000 of the nearest one a brute-force search finds",
        arguments: 0..<6)
    func nearest(index: Int) throws {
        let (hex, backgroundHex, large) = Self.cases[index]
        let text = try #require(ColorU8(hex: hex)), background = try #require(ColorU8(hex: backgroundHex))
        let threshold = large ? 3.0 : 4.5
        #expect(Self.ratio(Self.over(text, background), background) < threshold, "the case must start failing")
        let found = try #require(
            PassingColor(text: text, background: background, largeText: large, level: .aa).nearest())
        // It passes by the WCAG arithmetic above, composited as drawn, alpha kept.
        #expect(found.color.alpha == text.alpha)
        #expect(Self.ratio(Self.over(found.color, background), background) >= threshold)
        let brute = try #require(Self.bruteForce(text: text, background: background, threshold: threshold))
        #expect(found.deltaE <= brute + 0.5, "suggested ΔE \(found.deltaE), brute force \(brute)")
    }

    @Test("a colour too translucent for any lightness of its hue gets no suggestion rather than a wrong one")
    func tooTranslucent() {
        // tertiaryLabel: #3C3C43 at 0.3; even black at 0.3 over white is 0x B3 grey, 2.1:1.
        let text = ColorU8(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 77)
        #expect(PassingColor(text: text, background: .white, largeText: false, level: .aa).nearest() == nil)
        #expect(Self.ratio(Self.over(ColorU8(red: 0, green: 0, blue: 0, alpha: 77), .white), .white) < 4.5)
    }

    @Test("rendered with its suggestion, a failing run measures at the level from the pixels")
    func renderedSuggestionPasses() throws {
        let spec = try parse(
            """
            appearances: [light, dark]
            runs:
              - {text: Secondary label, color: secondaryLabel}
              - {text: Brand, color: {light: "#FF9F0A", dark: "#5E5CE6"}}
            """)
        let proof = try render(spec)
        var runs: [String] = []
        for cell in proof.report.cells where cell.level == .fail {
            let suggestion = try #require(cell.suggestion, "\(cell.text) in \(cell.appearance)")
            runs.append(
                "  - {text: \"\(cell.text)\", color: \"\(suggestion.color)\", background: \"\(cell.measured!.background)\"}"
            )
        }
        #expect(runs.count >= 3)
        let fixed = try render(try parse("appearances: [light]\nruns:\n" + runs.joined(separator: "\n")))
        for cell in fixed.report.cells {
            #expect(cell.level != .fail, "\(cell.text): \(cell.measured?.wcag ?? 0):1 with \(cell.color)")
        }
    }

    @Test("suggestions aim at --require's level: AAA asks for 7:1")
    func aaa() throws {
        var report = try render(try parse("appearances: [light]\nruns:\n  - {text: Blue, color: systemBlue}")).report
        report.applySuggestions(required: .aaa, space: .sRGB)
        let suggestion = try #require(report.cells[0].suggestion)
        let color = try #require(ColorU8(hex: suggestion.color))
        #expect(Self.ratio(color, .white) >= 7 && suggestion.level == .aaa)
    }
}

extension SuggestionTests {
    @Test("render --require aaa: the report's suggestions reach AAA; without --require they aim at AA")
    func renderRequire() throws {
        let cli = CommandLineTests()
        for (arguments, level) in [(["--require", "aaa"], ContrastLevel.aaa), ([], .aa)] {
            let out = makeTemporaryDirectory()
            _ = try cli.run(["render", Checkout.fixture("small.yaml"), "--out", out, "--quiet"] + arguments)
            let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
            let suggestions = report.cells.compactMap(\.suggestion)
            #expect(!suggestions.isEmpty)
            for suggestion in suggestions {
                #expect(suggestion.level == level || (level == .aa && suggestion.level == .aaa))
            }
        }
    }
}
