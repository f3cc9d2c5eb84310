import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@Suite("Proofs: contrast measured from the pixels")
struct ProofRenderingTests {
    func cell(_ proof: Proof, run: Int, _ appearance: String) throws -> ProofReport.Cell {
        try #require(proof.report.cells.first { $0.run == run && $0.appearance.name == appearance })
    }

    @Test("secondaryLabel on systemBackground, light: #3C3C43 at alpha 0.6 over white is (138, 138, 142), 3.44:1, fail")
    func secondaryLabelLight() throws {
        let proof = try render(parse("runs:\n  - {text: Secondary label, color: secondaryLabel}"))
        let light = try cell(proof, run: 0, "light")
        // Worked by hand: premultiplied 60·153/255 = 36, 67·153/255 = 40; 36 + 255·102/255 = 138, 40 + 102 = 142.
        #expect(light.color == "#3C3C4399" && light.background == "#FFFFFFFF")
        #expect(light.measured?.text == "#8A8A8E")
        #expect(light.measured?.background == "#FFFFFF")
        // (1.05) / (0.255332 + 0.05) = 3.4389 → 3.44; APCA from contrast-pairs.csv's last row: 61.94.
        #expect(light.measured?.wcag == 3.44)
        #expect(light.measured?.apcaLc == 61.94)
        #expect(light.level == .fail && !light.largeText)
    }

    @Test("a run with no colour is opaque black in every appearance: invisible (1:1) in dark")
    func defaultBlack() throws {
        let proof = try render(parse("runs: [No colour given]"))
        let light = try cell(proof, run: 0, "light"), dark = try cell(proof, run: 0, "dark")
        #expect(light.color == "#000000FF" && dark.color == "#000000FF")
        #expect(light.measured?.text == "#000000" && light.measured?.wcag == 21 && light.level == .aaa)
        #expect(dark.measured?.text == "#000000" && dark.measured?.background == "#000000")
        #expect(dark.measured?.wcag == 1 && dark.measured?.apcaLc == 0 && dark.level == .fail)
    }

    @Test("label: black on white 21:1 Lc 106.04, white on black Lc -107.88")
    func label() throws {
        let proof = try render(parse("runs:\n  - {text: Label, color: label}"))
        let light = try cell(proof, run: 0, "light"), dark = try cell(proof, run: 0, "dark")
        #expect(light.measured?.wcag == 21 && light.measured?.apcaLc == 106.04)
        #expect(dark.measured?.wcag == 21 && dark.measured?.apcaLc == -107.88)
    }

    @Test("a translucent background is composited over systemBackground: #FF000080 over white is (255, 127, 127)")
    func translucentBackground() throws {
        // Premultiplied red 255·128/255 = 128; over white: 128 + 255·127/255 = 255, and 0 + 127 = 127.
        let proof = try render(parse("background: \"#FF000080\"\nappearances: [light]\nruns: [x]"))
        #expect(try cell(proof, run: 0, "light").measured?.background == "#FF7F7F")
        #expect(proof.images[0].image[0, 0] == ColorU8(red: 255, green: 127, blue: 127))
    }

    @Test("large text: 18 pt regular, or 14 pt bold, gets the 3:1 threshold")
    func largeTextLevels() throws {
        let proof = try render(
            parse(
                """
                appearances: [light]
                runs:
                  - {text: Gray, color: systemGray, size: 18}
                  - {text: Gray, color: systemGray, size: 14, weight: bold}
                  - {text: Gray, color: systemGray, size: 14, weight: semibold}
                """))
        // systemGray #8E8E93 on white: 3.26:1 — AA when large, fail otherwise.
        #expect(try cell(proof, run: 0, "light").largeText && cell(proof, run: 0, "light").level == .aa)
        #expect(try cell(proof, run: 1, "light").largeText && cell(proof, run: 1, "light").level == .aa)
        #expect(try !cell(proof, run: 2, "light").largeText && cell(proof, run: 2, "light").level == .fail)
        #expect(try cell(proof, run: 0, "light").measured?.wcag == 3.26)
    }

    @Test("dark systemTeal by release: ios13 #5AC8FA, ios18 (alias ios15) #40C8E0, the default ios26 #00D2E0")
    func palettes() throws {
        let spec = "appearances: [dark]\nruns:\n  - {text: Teal, color: systemTeal}"
        let current = try render(parse(spec))
        let old = try render(parse("palette: ios13\n" + spec))
        let ios18 = try render(parse("palette: ios15\n" + spec))
        #expect(try cell(current, run: 0, "dark").measured?.text == "#00D2E0")
        #expect(try cell(ios18, run: 0, "dark").measured?.text == "#40C8E0")
        #expect(try cell(old, run: 0, "dark").measured?.text == "#5AC8FA")
        #expect(old.report.palette == "ios13" && ios18.report.palette == "ios18" && current.report.palette == "ios26")
    }

    @Test("a run drawing nothing (spaces) is reported with nothing measured")
    func blankRun() throws {
        let proof = try render(parse("runs: [\"   \"]"))
        #expect(try cell(proof, run: 0, "light").measured == nil && cell(proof, run: 0, "light").level == .none)
    }

    @Test("a missing font family or font file is an error naming the spec and the font field")
    func missingFonts() throws {
        for yaml in [
            "font: Helvetica Neue\nruns: [a]", "font: missing/Nope.ttf\nruns: [a]",
            "font: ../Fixtures/small.yaml.ttf\nruns: [a]",
        ] {
            #expect {
                try render(parse(yaml, file: "fonts.yaml"))
            } throws: { error in
                // A typed font error, naming the spec and the field in its message as before.
                guard case .font(_, let spec) = error as? ProofError else { return false }
                return spec == "fonts.yaml" && "\(error)".hasPrefix("fonts.yaml: font: ")
            }
        }
    }

    @Test("a font given as a path renders with that file")
    func fontByPath() throws {
        let byPath = try render(parse("font: ../../../fonts/DejaVu/DejaVuSans.ttf\nruns: [Hamburgefonstiv]"))
        let byFamily = try render(parse("font: DejaVu Sans\nruns: [Hamburgefonstiv]"))
        let inter = try render(parse("font: Inter\nruns: [Hamburgefonstiv]"))
        #expect(byPath.images.map(\.image) == byFamily.images.map(\.image))
        #expect(byPath.images.map(\.image) != inter.images.map(\.image))
    }

    @Test("a canvas over 10,000 pixels is refused")
    func absurdCanvas() throws {
        let longText = String(repeating: "W", count: 400)
        #expect {
            try render(parse("size: 40\nscale: 4\nruns: [\"\(longText)\"]"))
        } throws: { error in
            guard case .spec(let specError) = error as? ProofError else { return false }
            return specError.field == "runs" && specError.message.contains("10000-pixel limit")
        }
    }

    @Test("the SIMD and reference kernels draw identical proofs")
    func kernelsAgree() throws {
        let spec = try SpecParser.load(path: Checkout.fixture("small.yaml"))
        let simd = try render(spec, implementation: .simd)
        let reference = try render(spec, implementation: .reference)
        #expect(simd.images.map(\.image) == reference.images.map(\.image))
    }

    @Test("the Swift API builds the same proof as the equivalent spec")
    func swiftAPI() throws {
        let spec = ProofSpec(
            name: "api", runs: [RunSpec(text: "Secondary label", color: .named("secondaryLabel"))])
        let fromYAML = try parse("name: api\nruns:\n  - {text: Secondary label, color: secondaryLabel}")
        #expect(try render(spec).images.map(\.image) == render(fromYAML).images.map(\.image))
    }
}
