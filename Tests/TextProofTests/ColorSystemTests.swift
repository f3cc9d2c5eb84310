import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@Suite("Colour system in specs: traits, platforms, colour functions, Display P3 output")
struct ColorSystemTests {
    func cell(_ proof: Proof, run: Int = 0, _ appearance: String) throws -> ProofReport.Cell {
        try #require(proof.report.cells.first { $0.run == run && $0.appearance.name == appearance })
    }

    @Test("appearances: all renders the six iOS combinations that differ, in a fixed order")
    func allAppearances() throws {
        let proof = try render(parse("name: all\nappearances: all\nruns:\n  - {text: Label, color: label}"))
        #expect(
            proof.images.map(\.fileName) == [
                "all-light.png", "all-dark.png", "all-light-increased-contrast.png", "all-dark-increased-contrast.png",
                "all-dark-elevated.png", "all-dark-increased-contrast-elevated.png",
            ])
        // Flutter's CupertinoColors: systemBackground dark elevated #1C1C1E, dark high-contrast elevated #242426.
        #expect(try cell(proof, "dark-elevated").measured?.background == "#1C1C1E")
        #expect(try cell(proof, "dark-increased-contrast-elevated").measured?.background == "#242426")
    }

    @Test(
        "increased contrast draws the increased-contrast tint: systemBlue light #0040DD (iOS 15–18), #1E6EF4 (iOS 26)")
    func increasedContrast() throws {
        let spec = "appearances: [light-increased-contrast]\nruns:\n  - {text: Blue, color: systemBlue}"
        #expect(
            try cell(try render(parse("palette: ios18\n" + spec)), "light-increased-contrast").measured?.text
                == "#0040DD")
        #expect(try cell(try render(parse(spec)), "light-increased-contrast").measured?.text == "#1E6EF4")
    }

    @Test("ios13 with more than light and dark is an error naming the field")
    func ios13Traits() {
        #expect {
            try parse("palette: ios13\nappearances: all\nruns: [a]", file: "p.yaml")
        } throws: { ($0 as? SpecError)?.field == "appearances" }
        #expect {
            try parse("palette: ios13\nappearances: [light, dark-elevated]\nruns: [a]", file: "p.yaml")
        } throws: { ($0 as? SpecError)?.field == "appearances[1]" }
    }

    @Test("a palette override that lacks an appearance the spec asks for is an error, not a silent fallback")
    func paletteOverride() throws {
        var spec = try parse("appearances: [light, dark-increased-contrast]\nruns:\n  - {text: a, color: label}")
        spec.palette = .ios13
        #expect {
            try render(spec)
        } throws: { error in
            guard case .spec(let specError) = error as? ProofError else { return false }
            return specError.field == "appearances" && specError.message.contains("dark-increased-contrast")
        }
    }

    @Test(
        "macOS: labelColor (#000000 at 85 %) on textBackgroundColor is #272727 (14.94:1) light, #DDDDDD on #1E1E1E dark"
    )
    func macOS() throws {
        // Light: 0 + 255·(255 − 216)/255 = 39. Dark: 216 + 30·39/255 = 216 + 5 = 221.
        let proof = try render(parse("platform: macos\nruns:\n  - {text: Label, color: labelColor}"))
        let light = try cell(proof, "light"), dark = try cell(proof, "dark")
        #expect(
            light.measured?.text == "#272727" && light.measured?.background == "#FFFFFF"
                && light.measured?.wcag == 14.94)
        #expect(
            dark.measured?.text == "#DDDDDD" && dark.measured?.background == "#1E1E1E" && dark.measured?.wcag == 12.27)
        #expect(proof.report.palette == "appkit" && proof.report.platform == "macos")
    }

    @Test("SwiftUI names resolve: secondary is secondaryLabel's pixel (138, 138, 142)")
    func swiftUINames() throws {
        let proof = try render(parse("appearances: [light]\nruns:\n  - {text: Secondary, color: secondary}"))
        #expect(try cell(proof, "light").measured?.text == "#8A8A8E")
    }

    @Test("colour functions parse into their spaces")
    func colorFunctions() throws {
        let spec = try parse(
            """
            runs:
              - {text: a, color: "display-p3(1 0 0)"}
              - {text: b, color: "srgb(0.2, 0.4, 0.6 / 0.5)"}
              - {text: c, color: "extended-srgb(1.2 0 -0.1)"}
              - {text: d, color: "gray-gamma-22(50%)"}
            """)
        #expect(spec.runs[0].color == .value(ColorValue(space: .displayP3, components: [1, 0, 0])!))
        #expect(spec.runs[1].color == .value(ColorValue(space: .sRGB, components: [0.2, 0.4, 0.6], alpha: 0.5)!))
        #expect(spec.runs[2].color == .value(ColorValue(space: .extendedSRGB, components: [1.2, 0, -0.1])!))
        #expect(spec.runs[3].color == .value(ColorValue(space: .grayGamma22, components: [0.5])!))
    }

    @Test(
        "malformed colour functions are errors naming the field",
        arguments: [
            "display-p3(1 0)", "display-p3(1.2 0 0)", "cmyk(0 0 0 1)", "srgb(a b c)", "srgb(1 0 0 / 2)", "srgb(1 0 0",
        ])
    func badFunctions(text: String) {
        #expect {
            try parse("runs:\n  - {text: a, color: \"\(text)\"}", file: "f.yaml")
        } throws: { ($0 as? SpecError)?.field == "runs[0].color" }
    }

    @Test("an out-of-gamut text colour in an sRGB proof is clipped and reported: P3 red exceeds by 0.2267")
    func gamutReport() throws {
        let proof = try render(parse("appearances: [light]\nruns:\n  - {text: Red, color: \"display-p3(1 0 0)\"}"))
        let red = try cell(proof, "light")
        #expect(red.color == "#FF0000FF" && red.declared == "display-p3(1 0 0)")
        let gamut = try #require(red.gamut)
        #expect(abs(gamut.maxExcess - 0.2267) < 0.002)
        #expect(gamut.deltaE2000 > 3)
        // In a Display P3 proof the same colour is in gamut.
        let p3 = try render(
            parse("colorSpace: display-p3\nappearances: [light]\nruns:\n  - {text: Red, color: \"display-p3(1 0 0)\"}"))
        #expect(try cell(p3, "light").gamut == nil && cell(p3, "light").measured?.text == "#FF0000")
    }

    @Test(
        "a Display P3 proof: systemBlue drawn as CSS Color 4's P3 value, contrast on P3 luminance, black on white 21:1")
    func displayP3Proof() throws {
        let proof = try render(
            parse(
                """
                colorSpace: display-p3
                palette: ios18
                appearances: [light]
                runs:
                  - {text: Blue, color: systemBlue}
                  - {text: Label, color: label}
                """))
        #expect(proof.colorSpace == .displayP3 && proof.report.colorSpace == "display-p3")
        // #007AFF → P3 by CSS Color 4's matrices: (0.2046, 0.4710, 0.9661) → (52, 120, 246).
        let measured = try #require(cell(proof, run: 0, "light").measured?.text)
        let blue = try #require(ColorU8(hex: measured))
        #expect(abs(Int(blue.red) - 52) <= 1 && abs(Int(blue.green) - 120) <= 1 && abs(Int(blue.blue) - 246) <= 1)
        #expect(try cell(proof, run: 1, "light").measured?.wcag == 21)
    }

    @Test("a Display P3 proof is written as a 16-bit PNG embedding LittleCMS's Display P3 profile")
    func displayP3File() throws {
        let directory = makeTemporaryDirectory()
        let proof = try render(
            parse("colorSpace: display-p3\nappearances: [light]\nruns:\n  - {text: Red, color: \"display-p3(1 0 0)\"}"))
        try ProofWriter.write(proof, to: directory)
        let decoded = try PNGCodec.decode(directory + "/test-light.png")
        #expect(decoded.bitDepth == 16)
        let profile = try #require(decoded.iccProfile)
        #expect(profile == (try ICCProfile.displayP3().data()))
        #expect(decoded.image == proof.images[0].image)
    }
}
