import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor

@Suite("textproof contrast", .tags(.subprocess))
struct ContrastCommandTests {
    let cli = CommandLineTests()

    @Test("named colours: secondaryLabel on systemGroupedBackground in dark is #EBEBF5 at 0.6 over black")
    func named() throws {
        let result = try cli.run([
            "contrast", "secondaryLabel", "systemGroupedBackground", "--appearance", "dark", "--json",
        ])
        #expect(result.status == 0, "\(result.error)")
        let checks = try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(result.output.utf8))
        let check = try #require(checks.first)
        // 0xEB × 0.6 = 141.0, 0xF5 × 0.6 = 147.0 (Apple's dark secondaryLabel over black).
        #expect(check.text == "#8D8D93" && check.backgroundPixel == "#000000")
        #expect(abs(check.wcag - SuggestionTests.ratio(ColorU8(red: 0x8D, green: 0x8D, blue: 0x93), .black)) < 0.006)
        #expect(check.level == .aa && check.suggestion == nil)
    }

    @Test(
        "hex and translucent: #3C3C4399 on white is 3.44:1, fails, and gets a passing suggestion; --require aa exits 1")
    func translucent() throws {
        let result = try cli.run(["contrast", "#3C3C4399", "#FFFFFF", "--require", "aa"])
        #expect(result.status == 1)
        // 0x3C × 0.6 + 255 × 0.4 = 138 = 0x8A; 0x43 × 0.6 + 102 = 142.2 → 0x8E.
        #expect(result.output.contains("#8A8A8E on #FFFFFF"))
        let expected = SuggestionTests.ratio(ColorU8(red: 0x8A, green: 0x8A, blue: 0x8E), .white)
        #expect(result.output.contains(String(format: "WCAG %.2f:1", expected)) && result.output.contains("fail"))
        #expect(result.output.contains("suggestion: #"))
    }

    @Test("size and weight decide large text: 3.44:1 passes AA at 18 pt and at 14 pt bold, not at 14 pt regular")
    func largeText() throws {
        for (arguments, level) in [
            (["--size", "18"], ContrastLevel.aa), (["--size", "14", "--weight", "bold"], .aa),
            (["--size", "14"], .fail),
        ] {
            let result = try cli.run(["contrast", "#3C3C4399", "#FFFFFF", "--json"] + arguments)
            let check = try #require(
                try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(result.output.utf8)).first)
            #expect(check.level == level, "\(arguments)")
        }
    }

    @Test("a translucent background is composited over the window behind it")
    func translucentBackground() throws {
        let result = try cli.run(["contrast", "label", "#00000080", "--json"])
        let check = try #require(
            try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(result.output.utf8)).first)
        // Black at 0x80 over white: 255 × (255 − 128) / 255 = 127 = 0x7F.
        #expect(check.backgroundPixel == "#7F7F7F")
    }

    @Test("an unknown colour is exit 2 naming the argument; every appearance with all")
    func errorsAndAll() throws {
        let bad = try cli.run(["contrast", "secondaryLable", "white"])
        #expect(bad.status == 2 && bad.error.contains("FG") && bad.error.contains("secondaryLabel"))
        let all = try cli.run(["contrast", "label", "systemBackground", "--appearance", "all", "--json"])
        #expect(try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(all.output.utf8)).count == 6)
    }

    /// Display P3 red lies outside sRGB. Measured in sRGB it is clipped to #FF0000: Y = 0.2126,
    /// (1.05) / (0.2626) = 4.00:1 on white, and the output says it was clipped. Measured in Display
    /// P3 its luminance is P3's red coefficient 0.22897: 1.05 / 0.27897 = 3.76:1.
    @Test("P3 end to end: CSS color(display-p3 …), out of sRGB reported, --color-space display-p3 measures it as it is")
    func displayP3() throws {
        let clipped = try cli.run(["contrast", "color(display-p3 1 0 0)", "#FFFFFF", "--format", "json"])
        #expect(clipped.status == 0, "\(clipped.error)")
        let inSRGB = try #require(
            try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(clipped.output.utf8)).first)
        #expect(inSRGB.wcag == 4.0 && inSRGB.outOfGamut == ["FG"] && inSRGB.colorSpace == "srgb")
        let text = try cli.run(["contrast", "color(display-p3 1 0 0)", "#FFFFFF"])
        #expect(text.output.contains("FG color(display-p3 1 0 0) lies outside sRGB: measured clipped to #FF0000FF"))
        let wide = try cli.run([
            "contrast", "color(display-p3 1 0 0 / 1)", "#FFFFFF", "--color-space", "display-p3", "--json",
        ])
        let inP3 = try #require(
            try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(wide.output.utf8)).first)
        #expect(inP3.wcag == 3.76 && inP3.outOfGamut == nil && inP3.colorSpace == "display-p3")
        let unknown = try cli.run(["contrast", "color(rec2020 1 0 0)", "#FFFFFF"])
        #expect(unknown.status == 2 && unknown.error.contains("display-p3, srgb, srgb-linear"))
        #expect(!unknown.error.contains("write hex"))
    }

    /// APCA 0.0.98G by hand (Y = Σ coefficient · (c/255)^2.4, soft clamp at 0.022, Lc = (Yb^0.56 −
    /// Yt^0.57) · 1.14 − 0.027 for dark text): #8A8A8E on white is Lc 61.9; 17 pt regular body text
    /// needs Lc 85 (70 + 15 for body text); #57575A reaches 85.03, one step lighter #58585B only 84.61.
    @Test("under --require apca the suggestion aims at APCA's font-lookup Lc, not a WCAG ratio")
    func apcaSuggestion() throws {
        let apca = try cli.run(["contrast", "#8A8A8E", "#FFFFFF", "--require", "apca", "--json"])
        #expect(apca.status == 1)
        let check = try #require(
            try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(apca.output.utf8)).first)
        #expect(check.levels["apca"]?.requiredLc == 85)
        let suggestion = try #require(check.suggestion)
        #expect(suggestion.color == "#57575AFF" && suggestion.apcaLc >= 85)
        // Under AA the same pair aims at 4.5:1, a lighter grey well short of Lc 85.
        let wcag = try cli.run(["contrast", "#8A8A8E", "#FFFFFF", "--require", "aa", "--json"])
        let aa = try #require(
            try JSONDecoder().decode([ContrastCheck.Result].self, from: Data(wcag.output.utf8)).first?.suggestion)
        #expect(aa.wcag >= 4.5 && aa.wcag < 5 && aa.apcaLc < 85)
    }

    @Test("a proof under --require apca suggests colours that reach each failing cell's Lc")
    func apcaProofSuggestions() throws {
        let out = makeTemporaryDirectory()
        let spec = out + "/grey.yaml"
        try "appearances: [light]\nruns:\n  - {text: Grey body text, color: \"#8A8A8E\"}\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        let result = try cli.run(["render", spec, "--out", out + "/p", "--require", "apca", "--quiet"])
        #expect(result.status == 1)
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/p/report.json")))
        let cell = try #require(report.cells.first)
        let required = try #require(cell.verdict(.apca)?.requiredLc)
        #expect(required == 85)
        #expect(try #require(cell.suggestion).apcaLc >= required)
    }
}
