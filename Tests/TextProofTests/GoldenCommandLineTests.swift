import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor
import TextProofRaster

/// `textproof diff` and `textproof render --golden`, run as a user runs them.
@Suite("textproof diff and render --golden", .tags(.subprocess))
struct GoldenCommandLineTests {
    let cli = CommandLineTests()
    static let diffFixtures = Checkout.root.appendingPathComponent("Tests/TextProofRasterTests/Fixtures/diff").path

    @Test("diff: identical exits 0, a recoloured run exits 1 with figures and a diff image, bad files exit 2")
    func diffExitStatus() throws {
        let text = Self.diffFixtures + "/text.png", recolored = Self.diffFixtures + "/text-recolored.png"
        let same = try cli.run(["diff", text, text])
        #expect(same.status == 0 && same.output.contains("identical"))

        let out = makeTemporaryDirectory()
        let changed = try cli.run(["diff", text, recolored, "--out", out + "/d.png"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("2,722 pixels differ"), "\(changed.output)")
        #expect(try PNGCodec.read(out + "/d.png") == PNGCodec.read(Self.diffFixtures + "/expected-diff-recolored.png"))

        let tolerated = try cli.run(["diff", text, recolored, "--max-diff-pixels", "2722", "--json"])
        #expect(tolerated.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tolerated.output.utf8)) as? [String: Any])
        #expect(json["differentPixels"] as? Int == 2722 && json["passed"] as? Bool == true)

        let missing = try cli.run(["diff", text, out + "/nothing.png"])
        #expect(missing.status == 2 && missing.error.contains(out + "/nothing.png"))
        #expect(FileManager.default.createFile(atPath: out + "/corrupt.png", contents: Data("not a png".utf8)))
        let corrupt = try cli.run(["diff", out + "/corrupt.png", text])
        #expect(corrupt.status == 2 && corrupt.error.contains("corrupt.png") && corrupt.error.contains("not a PNG"))

        let sizes = try cli.run(["diff", text, Self.diffFixtures + "/translucent-a.png"])
        #expect(sizes.status == 1 && sizes.output.contains("size changed: golden 533×290, actual 64×48"))
        #expect(try cli.run(["diff", text, text, "--threshold", "0.2", "--perceptual-precision", "0.9"]).status == 64)
    }

    @Test("diff without --out writes the diff image beside the actual image only when over tolerance")
    func diffBesideActual() throws {
        let out = makeTemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.diffFixtures + "/text-shifted.png", toPath: out + "/shifted.png")
        let within = try cli.run([
            "diff", Self.diffFixtures + "/text.png", out + "/shifted.png", "--max-diff-pixel-ratio", "0.002",
        ])
        #expect(within.status == 0)
        #expect(!FileManager.default.fileExists(atPath: out + "/shifted.diff.png"))
        let over = try cli.run(["diff", Self.diffFixtures + "/text.png", out + "/shifted.png"])
        #expect(
            over.status == 1 && over.output.contains("271 pixels differ") && over.output.contains("7,198 anti-aliased"))
        #expect(FileManager.default.fileExists(atPath: out + "/shifted.diff.png"))
    }

    /// The changed colour of one run shows in the diff image exactly where that run is drawn.
    @Test("render --golden: a deliberately changed colour fails, and the diff image marks exactly that run")
    func changedColourFails() throws {
        let directory = makeTemporaryDirectory()
        let yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "color: systemBlue", with: "color: systemIndigo")
        try yaml.write(toFile: directory + "/small.yaml", atomically: true, encoding: .utf8)
        let out = directory + "/out"
        let result = try cli.run([
            "render", directory + "/small.yaml", "--out", out, "--golden", Checkout.goldens, "--quiet",
        ])
        #expect(result.status == 1)
        #expect(
            result.error.contains("✗ small-light.png: differs from")
                && result.error.contains("✗ small-dark.png: differs from"))
        #expect(result.error.contains("2 of 2 images did not match"))

        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        // The diff image is the failure sheet: its difference panel shades changed pixels in the ΔE
        // bands' colours, all of them inside the recoloured run.
        let bands = Set(DeltaEBand.all.map(\.color))
        for appearance in ["light", "dark"] {
            let diff = try PNGCodec.read(out + "/small-\(appearance).diff.png")
            let sheet = try #require(
                try GoldenComparison.goldenDefault.failureSheet(
                    goldenFile: Checkout.goldens + "/small-\(appearance).png",
                    actualFile: out + "/small-\(appearance).png"))
            #expect(diff == sheet.image)
            let changed = try #require(report.cells.first { $0.run == 1 && $0.appearance.name == appearance }).bounds
            var inside = 0, outside = 0
            let panel = sheet.difference
            for y in panel.y..<panel.maxY {
                for x in panel.x..<panel.maxX where bands.contains(diff[x, y]) {
                    let (imageX, imageY) = ((x - panel.x) / sheet.zoom, (y - panel.y) / sheet.zoom)
                    if imageX >= changed.x && imageX < changed.maxX && imageY >= changed.y && imageY < changed.maxY {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            #expect(inside > 500, "\(appearance): shaded pixels inside the changed run")
            #expect(outside == 0, "\(appearance): shaded pixels outside the changed run")
        }
        // The goldens were not touched, and the unchanged render still matches them.
        #expect(
            try cli.run([
                "render", Checkout.fixture("small.yaml"), "--out", directory + "/same", "--golden", Checkout.goldens,
                "--quiet",
            ])
            .status == 0)
    }

    @Test(
        "render --golden with --record-mode missing writes only the missing golden; --record writes all; recording exits 1"
    )
    func recordFromCommandLine() throws {
        let directory = makeTemporaryDirectory(), goldens = directory + "/goldens"
        let first = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--out", directory + "/a", "--golden", goldens, "--quiet",
        ])
        #expect(first.status == 1 && first.error.contains("no golden at \(goldens)/small-light.png"))
        #expect(!FileManager.default.fileExists(atPath: goldens))

        let record = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--out", directory + "/b", "--golden", goldens, "--record-mode",
            "missing",
        ])
        // Recording is never a pass: exit 1, naming what was written (as TextProofTesting fails the test).
        #expect(
            record.status == 1 && record.error.contains("● small-light.png: recorded")
                && record.error.contains("Recorded 2 goldens"))
        #expect(
            FileManager.default.contents(atPath: goldens + "/small-light.png")
                == FileManager.default.contents(atPath: directory + "/b/small-light.png"))

        let again = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--out", directory + "/c", "--golden", goldens,
        ])
        #expect(again.status == 0 && again.output.contains("✓ small-light.png matches"))
        #expect(
            try cli.run([
                "render", Checkout.fixture("small.yaml"), "--out", directory + "/d", "--golden", goldens, "--record",
            ]).status == 1)
        #expect(try cli.run(["render", "--record"]).status == 64)
    }

    @Test("killing a render that records goldens never leaves a truncated golden", .timeLimit(.minutes(1)))
    func killedWhileRecording() throws {
        let directory = makeTemporaryDirectory(), goldens = directory + "/goldens"
        #expect(
            try cli.run([
                "render", Checkout.fixture("paragraph.yaml"), "--out", directory + "/o", "--golden", goldens,
                "--record", "--quiet",
            ]).status == 1)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasSuffix(".png") }
            .sorted()
        let originals = recorded.map { FileManager.default.contents(atPath: goldens + "/" + $0) }
        for delay in [0.05, 0.15, 0.3, 0.5] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLineTests.binary)
            process.arguments = [
                "render", Checkout.fixture("paragraph.yaml"), "--out", directory + "/k", "--golden", goldens,
                "--record", "--quiet",
            ]
            process.environment = ["TEXTPROOF_FONTS": Checkout.fonts]
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Every golden still decodes to the same image (the render is deterministic, so old = new).
            for (name, original) in zip(recorded, originals) {
                #expect(
                    FileManager.default.contents(atPath: goldens + "/" + name) == original,
                    "\(name) after a kill at \(delay) s")
            }
        }
    }
}
