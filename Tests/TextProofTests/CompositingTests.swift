import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster
import TextProofTesting

@Suite("Compositing in proofs: vibrancy, blend modes, linear light, gradients, images, materials")
struct CompositingTests {
    func cell(_ proof: Proof, run: Int = 0, _ appearance: String) throws -> ProofReport.Cell {
        try #require(proof.report.cells.first { $0.run == run && $0.appearance.name == appearance })
    }

    @Test("vibrant-light draws AppKit's labelColor plus-darker: #F2F2F7 − 216 = #1A1A1F (worked by hand)")
    func vibrantLight() throws {
        // Premultiplied labelColor (0, 0, 0, 216/255): R = 1 − ((1 − D) + (αs − cs)) = D − 216/255.
        let proof = try render(
            parse(
                "platform: macos\nappearances: [vibrant-light]\nbackground: \"#F2F2F7\"\nruns:\n  - {text: Label, color: labelColor}"
            ))
        let label = try cell(proof, "vibrant-light")
        #expect(label.blend == .plusDarker && label.measured?.text == "#1A1A1F")
    }

    @Test("vibrant-dark draws it plus-lighter: #1C1C1E + 216 = #F4F4F6; opaque iOS label stays black on light")
    func vibrantDark() throws {
        let proof = try render(
            parse(
                "platform: macos\nappearances: [vibrant-dark]\nbackground: \"#1C1C1E\"\nruns:\n  - {text: Label, color: labelColor}"
            ))
        let ios = try render(parse("appearances: [vibrant-light]\nruns:\n  - {text: Label, color: label}"))
        #expect(try cell(ios, "vibrant-light").measured?.text == "#000000")
        let label = try cell(proof, "vibrant-dark")
        #expect(label.blend == .plusLighter && label.measured?.text == "#F4F4F6")
    }

    @Test("a run names its blend mode: multiply #FF0000 over #808080 is #800000")
    func runBlend() throws {
        let proof = try render(
            parse(
                "appearances: [light]\nbackground: \"#808080\"\nruns:\n  - {text: Red, color: \"#FF0000\", blend: multiply}"
            ))
        #expect(try cell(proof, "light").measured?.text == "#800000" && cell(proof, "light").blend == .multiply)
    }

    @Test("linear-light compositing: secondaryLabel over white becomes the linear mix, not (138, 138, 142)")
    func linearCompositing() throws {
        let proof = try render(
            parse("compositing: linear\nappearances: [light]\nruns:\n  - {text: Secondary, color: secondaryLabel}"))
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func enc(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }
        let a = 153.0 / 255
        let expected = [60.0, 60, 67].map { Int((enc(lin($0 / 255) * a + (1 - a)) * 255).rounded()) }
        let hex = try #require(cell(proof, "light").measured?.text)
        let measured = try #require(ColorU8(hex: hex))
        #expect(abs(Int(measured.red) - expected[0]) <= 1 && abs(Int(measured.blue) - expected[2]) <= 1)
        #expect(proof.report.compositing == "linear")
    }

    @Test("text over a gradient: the worst strip is below the median and decides the level")
    func gradientWorstCase() throws {
        let proof = try render(
            parse(
                """
                appearances: [light]
                background: {linear-gradient: {from: "#FFFFFF", to: "#666666", angle: 0}}
                runs:
                  - {text: "A long line of grey text across the gradient", color: "#767676"}
                """))
        let light = try cell(proof, "light")
        let measured = try #require(light.measured)
        let worst = try #require(measured.wcagWorst), median = try #require(measured.wcagMedian)
        #expect(worst < median && worst < 2)
        #expect(try cell(proof, "light").level == .fail)
        #expect(proof.report.backdrop?.hasPrefix("linear-gradient") == true)
    }

    @Test("simulated vision follows the same level rule: the worst strip over a gradient, not the median")
    func visionWorstCase() throws {
        // Black text over white → #666666: the run's most frequent background gives 4.8:1 (AA), its
        // worst strip 4.1:1. The level follows the worst strip, for the simulated cell as well.
        let proof = try render(
            parse(
                """
                appearances: [light]
                vision: [achromatopsia]
                background: {linear-gradient: {from: "#FFFFFF", to: "#666666", angle: 0}}
                runs:
                  - {text: "A long line of grey text across the gradient", color: "#000000"}
                """))
        let cells = proof.report.cells
        #expect(cells.count == 2 && cells[1].vision == .achromatopsia)
        for cell in cells {
            let measured = try #require(cell.measured)
            let worst = try #require(measured.wcagWorst)
            #expect(measured.wcag >= 4.5 && worst < 4.5)
            #expect(cell.level == .fail, "\(cell.vision?.rawValue ?? "normal"): \(measured.wcag):1")
        }
    }

    @Test("an image background: the PNG is scaled to cover the canvas")
    func imageBackground() throws {
        let spec = try parse(
            "appearances: [light]\nbackground: {image: ../../../goldens/small-light.png}\nruns: [Over an image]")
        let proof = try render(spec)
        #expect(proof.images[0].image.width > 0)
        let p3 = try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts), colorSpace: .displayP3).render(
            spec)
        #expect(p3.images[0].image != proof.images[0].image)
    }

    @Test(
        "background errors name the field",
        arguments: [
            ("background: {material: frosted}\nruns: [a]", "background.material"),
            ("background: {linear-gradient: {from: label}}\nruns: [a]", "background.linear-gradient"),
            ("background: {image: nowhere.png}\nruns: [a]", "background.image"),
            (
                "background: {linear-gradient: {from: label, to: label}, backdrop: {image: x.png}}\nruns: [a]",
                "background.backdrop"
            ),
            ("runs:\n  - {text: a, blend: glow}", "runs[0].blend"),
            ("compositing: gamma\nruns: [a]", "compositing"),
            ("appearances: [vibrant-light-elevated]\nruns: [a]", "appearances[0]"),
        ])
    func backgroundErrors(yaml: String, field: String) {
        #expect {
            try parse(yaml, file: "b.yaml")
        } throws: { ($0 as? SpecError)?.field == field }
    }

    @Test("every material preset with vibrant text matches its golden", arguments: Material.Preset.allCases)
    func materialGolden(preset: Material.Preset) throws {
        let proof = try render(
            parse(
                """
                name: material-\(preset.rawValue)
                size: 13
                scale: 1
                appearances: [vibrant-light, vibrant-dark]
                background:
                  material: \(preset.rawValue)
                  backdrop: {linear-gradient: {from: systemBlue, to: systemOrange, angle: 30}}
                runs:
                  - {text: "\(preset.rawValue) label", color: label}
                  - {text: secondaryLabel, color: secondaryLabel}
                  - {text: tertiaryLabel, color: tertiaryLabel}
                """))
        #expect(
            proof.images.map(\.fileName) == [
                "material-\(preset.rawValue)-vibrant-light.png", "material-\(preset.rawValue)-vibrant-dark.png",
            ])
        for image in proof.images {
            assertGolden(
                of: image.image, as: .image, named: (image.fileName as NSString).deletingPathExtension,
                goldens: Checkout.goldens, comparison: .exact)
        }
    }
}
