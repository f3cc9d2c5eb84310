import Foundation
import Testing
import TextProof
import TextProofColor

@Suite("Palettes by release and the standards a team answers to")
struct ReleaseAndStandardTests {
    let cli = CommandLineTests()

    @Test(
        "iOS 26 (the default): systemBlue #0088FF on white is 3.52:1; iOS 15–18's #007AFF 4.02:1; ios18's teal #30B0C7 2.57:1"
    )
    func releases() throws {
        let spec =
            "appearances: [light]\nruns:\n  - {text: Blue, color: systemBlue}\n  - {text: Teal, color: systemTeal}"
        let current = try render(parse(spec)), ios18 = try render(parse("palette: ios18\n" + spec))
        #expect(current.report.palette == "ios26")
        for (proof, run, hex) in [(current, 0, "#0088FF"), (ios18, 0, "#007AFF"), (ios18, 1, "#30B0C7")] {
            let cell = try #require(proof.report.cells.first { $0.run == run })
            #expect(cell.measured?.text == hex)
            let expected = SuggestionTests.ratio(try #require(ColorU8(hex: hex)), .white)
            #expect(abs((cell.measured?.wcag ?? 0) - expected) < 0.006, "\(hex)")
        }
        #expect(
            String(format: "%.2f", SuggestionTests.ratio(ColorU8(red: 0, green: 0x88, blue: 0xFF), .white)) == "3.52")
        #expect(
            String(format: "%.2f", SuggestionTests.ratio(ColorU8(red: 0x30, green: 0xB0, blue: 0xC7), .white)) == "2.57"
        )
    }

    @Test("Apple's minimums: 4.5:1 up to 17 pt, 3:1 from 18 pt and for bold text at any size")
    func apple() throws {
        // #787878 on white is 4.41:1, #8F8F8F 3.23:1 (the WCAG arithmetic above).
        let grey44 = SuggestionTests.ratio(ColorU8(red: 0x78, green: 0x78, blue: 0x78), .white)
        let grey32 = SuggestionTests.ratio(ColorU8(red: 0x8F, green: 0x8F, blue: 0x8F), .white)
        #expect(abs(grey44 - 4.4) < 0.05 && abs(grey32 - 3.2) < 0.05)
        let proof = try render(
            parse(
                """
                appearances: [light]
                runs:
                  - {text: Regular at 4.4, color: "#787878", size: 17}
                  - {text: Bold at 3.2, color: "#8F8F8F", size: 17, weight: bold}
                  - {text: Regular at 3.2, color: "#8F8F8F", size: 18}
                  - {text: Small bold at 3.2, color: "#8F8F8F", size: 11, weight: bold}
                """))
        let verdicts = proof.report.cells.map { $0.verdict(.apple)?.level }
        #expect(verdicts == [.fail, .pass, .pass, .pass])
        // WCAG disagrees on the small bold run: 11 pt bold is not large text.
        #expect(proof.report.cells[3].level == .fail)
    }

    @Test(
        "APCA: the minimum Lc read from the font lookup table for sizes and weights, Lc 15 more for body text below 70")
    func apcaTable() {
        let cases: [(points: Double, weight: Double, body: Bool, lc: Double?)] = [
            (17, 400, false, 85),  // row 85: 16.5 px; row 80 needs 17.25
            (24, 400, false, 60),  // row 60: 24 px exactly
            (24, 400, true, 75),  // body text: 60 + 15
            (48, 700, false, 35),  // row 35: 48 px
            (14, 700, false, 75),  // row 70 needs 14.5, row 75 gives 14
            (96, 900, false, 25),  // row 25: 96 px, the lowest text row
            (12, 300, true, nil),  // light 12 px: no row goes that small
            (20, 100, false, nil),  // hairline 20 px: the 100 column never reaches 20
        ]
        for c in cases {
            #expect(APCAFontLookup.requiredLc(points: c.points, weight: c.weight, bodyText: c.body) == c.lc, "\(c)")
        }
        #expect(APCAFontLookup.minimumSize(lc: 62, weight: 400) == 24)  // the row at or below 62 is 60
        #expect(APCAFontLookup.minimumSize(lc: 18, weight: 400) == nil)  // 777: not for text
    }

    @Test(
        "APCA verdicts on rendered cells: black on white (Lc 106) passes at 15 pt, not at 11 pt; secondaryLabel fails at 17 pt"
    )
    func apcaCells() throws {
        let proof = try render(
            parse(
                """
                appearances: [light]
                standards: [apca, wcag2]
                runs:
                  - {text: Black, color: label, size: 15}
                  - {text: Small black, color: label, size: 11}
                  - {text: Secondary, color: secondaryLabel}
                """))
        #expect(proof.report.standards == ["apca", "wcag2"])
        // Column 400: row 100 allows 15 px, so 15 pt needs Lc 100; 11 pt needs row 120 (11 px), beyond Lc 106.
        let black = try #require(proof.report.cells[0].levels?["apca"]),
            small = try #require(proof.report.cells[1].levels?["apca"])
        #expect(black.level == .pass && black.requiredLc == 100)
        #expect(small.level == .fail && small.requiredLc == 120)
        let secondary = try #require(proof.report.cells.last?.levels?["apca"])
        #expect(secondary.level == .fail && secondary.requiredLc == 85)
        #expect(proof.report.cells.last?.levels?["wcag2"]?.level == .fail)
    }

    @Test("--palette ios18,ios26: both drawn, cells carry their palette, and the changes between releases are listed")
    func sideBySide() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--palette", "ios18,ios26", "--out", out, "--quiet",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            cli.files(in: out).contains("small-ios18-light.png") && cli.files(in: out).contains("small-ios26-dark.png"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(
            report.palettes == ["ios18", "ios26"] && Set(report.cells.compactMap(\.palette)) == ["ios18", "ios26"])
        let blue = try #require(report.changes?.first { $0.appearance.name == "light" && $0.from.color == "#007AFFFF" })
        #expect(blue.to.color == "#0088FFFF" && blue.from.wcag == 4.02 && blue.to.wcag == 3.52)
        #expect(try String(contentsOfFile: out + "/summary.md", encoding: .utf8).contains("Changes between releases"))
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("Changes between releases"))
    }

    @Test("--require apple and apca judge with that standard; --standard sets what the report and badges show")
    func requireStandards() throws {
        let spec = makeTemporaryDirectory() + "/bold.yaml"
        try "appearances: [light]\nruns:\n  - {text: Bold grey, color: \"#8F8F8F\", size: 15, weight: bold}\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        // 15 pt bold at 3.23:1: WCAG large text (AA), Apple 3:1 (pass), APCA needs more than Lc ~55.
        let apple = try cli.run(["render", spec, "--out", makeTemporaryDirectory(), "--quiet", "--require", "apple"])
        #expect(apple.status == 0, "\(apple.error)")
        let apca = try cli.run([
            "render", spec, "--out", makeTemporaryDirectory(), "--quiet", "--require", "apca", "--standard", "apca",
        ])
        #expect(apca.status == 1 && apca.error.contains("below APCA's font lookup") && apca.error.contains("needs Lc"))
    }

    @Test("textproof palette lists values with their sources; bad palette and standard names are errors")
    func paletteCommand() throws {
        let listing = try cli.run(["palette", "ios26", "--json"])
        struct Entry: Decodable { var name: String; var values: [String: String]; var sources: [String: String] }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(listing.output.utf8))
        let blue = try #require(entries.first { $0.name == "systemBlue" })
        #expect(blue.values["light"] == "#0088FFFF" && blue.sources["light"] == "runtime")
        #expect(blue.sources["light-increased-contrast"] == "transcription")
        #expect(entries.first { $0.name == "systemGray2" }?.sources["light"] == "fallback")
        #expect(try cli.run(["palette", "ios15"]).output.hasPrefix("ios18:"))
        #expect(throws: SpecError.self) { try parse("palettes: [ios18, ios18]\nruns: [x]") }
        #expect(throws: SpecError.self) { try parse("standards: [wcag3]\nruns: [x]") }
        #expect(try cli.run(["render", "--standard", "wcag3"]).status == 64)
    }
}

extension ReleaseAndStandardTests {
    @Test("a catalog config's palettes and standards: colour sets referencing systemBlue follow each release")
    func catalogConfig() throws {
        let root = makeTemporaryDirectory() + "/App.xcassets/Tint.colorset"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#
            .write(toFile: root + "/Contents.json", atomically: true, encoding: .utf8)
        let folder = ((root as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try "palettes: [ios18, ios26]\nstandards: [apple]\n".write(
            toFile: folder + "/textproof.yaml", atomically: true, encoding: .utf8)
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", folder + "/App.xcassets", "--appearances", "light", "--out", out, "--quiet",
        ])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let tint = report.cells.filter { $0.text == "Tint" }
        #expect(tint.map(\.palette) == ["ios18", "ios26"] && tint.map(\.color) == ["#007AFFFF", "#0088FFFF"])
        #expect(report.standards == ["apple"] && tint.allSatisfy { $0.levels?["apple"]?.level == .fail })
        #expect(report.changes?.contains { $0.text == "Tint" && $0.to.wcag == 3.52 } == true)
    }
}
