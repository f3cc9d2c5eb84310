import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@Suite("Golden checks: files, colour spaces, record modes")
struct GoldenCheckTests {
    /// pixelmatch 7.2.0's own count (default options) for small.yaml's light image recoloured
    /// (systemBlue → systemGreen) against goldens/small-light.png: its index.js (tag v7.2.0) run by
    /// node on the two images, 2026-11-26, after pen positions went to quarter pixels (2722 before;
    /// the committed diff fixtures keep that pair and count).
    static let recoloredPixels = 2724

    static func smallProof(colorSpace: OutputColorSpace = .sRGB, recolored: Bool = false) throws -> Proof {
        var yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
        if recolored { yaml = yaml.replacingOccurrences(of: "color: systemBlue", with: "color: systemGreen") }
        var spec = try parse(yaml, file: "small.yaml")
        spec.name = "small"
        return try ProofRenderer(fonts: FontProvider(fontsDirectory: Checkout.fonts), colorSpace: colorSpace).render(
            spec)
    }

    @Test("the same image as an 8-bit and as a 16-bit PNG compares as identical")
    func eightAndSixteenBits() throws {
        let directory = makeTemporaryDirectory()
        let image = try PNGCodec.read(Checkout.goldens + "/small-light.png")
        try PNGCodec.write(image, to: directory + "/8.png", bitDepth: 8)
        try PNGCodec.write(image, to: directory + "/16.png", bitDepth: 16)
        let verdict = try GoldenComparison().compareFiles(
            golden: directory + "/8.png", actual: directory + "/16.png", diffPath: nil)
        #expect(verdict.passed)
        #expect(verdict.difference?.isIdentical == true)
    }

    /// Fixtures/gray-linear-profile.png: 4 × 2 grey + alpha with a linear grey iCCP profile (made by
    /// LittleCMS, D65): greys 0, 64, 128, 255, opaque, then alphas 255, 255, 128, 0. Snapshot tests'
    /// references are greyscale with Apple's Generic Gray Gamma 2.2 and were refused ("not an RGB
    /// profile").
    @Test("a greyscale PNG with a grey profile: its greys are read as the sRGB colours they are")
    func grayProfile() throws {
        let path = Checkout.fixture("gray-linear-profile.png")
        let image = try ComparableImage(path: path)
        #expect(image.space == .sRGB)
        // Linear v/255 into sRGB (IEC 61966-2-1), by hand: 64 → 0.5381 · 255 = 137.2, 128 → 0.7367 ·
        // 255 = 187.9; 0 and 255 stay. LittleCMS works at 16 bits: within 1.
        let greys = [0, 137, 188, 255], alphas: [[UInt8]] = [[255, 255, 255, 255], [255, 255, 128, 0]]
        for y in 0..<2 {
            for x in 0..<4 {
                let pixel = Array(image.image.pixels[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4])
                #expect(pixel[0...2].allSatisfy { abs(Int($0) - greys[x]) <= 1 }, "(\(x), \(y)): \(pixel)")
                #expect(pixel[3] == alphas[y][x])
            }
        }
        // The command line: the file against itself, and against the same colours written as sRGB.
        let directory = makeTemporaryDirectory(), twin = directory + "/srgb.png"
        let rows = alphas.flatMap { row in
            row.indices.flatMap { [UInt8(greys[$0]), UInt8(greys[$0]), UInt8(greys[$0]), row[$0]] }
        }
        try PNGCodec.write(RGBAImage(width: 4, height: 2, pixels: rows), to: twin)
        let cli = CommandLineTests()
        let same = try cli.run(["diff", path, path])
        #expect(same.status == 0 && same.output.contains("identical"), "\(same.error)")
        let twins = try cli.run(["diff", path, twin])
        #expect(twins.status == 0, "\(twins.output)\(twins.error)")
    }

    @Test("a Display P3 proof is converted into the sRGB golden's space before comparing")
    func colorSpacesReconciled() throws {
        let directory = makeTemporaryDirectory()
        try ProofWriter.write(Self.smallProof(colorSpace: .displayP3), to: directory)
        let golden = Checkout.goldens + "/small-light.png", actual = directory + "/small-light.png"
        let verdict = try GoldenComparison().compareFiles(golden: golden, actual: actual, diffPath: nil)
        // Converted: what is left is 8-bit rounding and edge blending done in another encoding.
        #expect(verdict.passed, "\(verdict.summary)")
        // Unconverted, the P3 pixels of systemBlue and the orange run are far from the sRGB ones.
        let raw = try ImageComparison.compare(golden: PNGCodec.read(golden), actual: PNGCodec.read(actual))
        #expect(raw.differentPixels > 1000)
    }

    @Test("a corrupt or missing PNG is an error naming the file; different sizes are a failed comparison")
    func badFiles() throws {
        let directory = makeTemporaryDirectory()
        #expect(
            FileManager.default.createFile(
                atPath: directory + "/corrupt.png",
                contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])))
        let golden = Checkout.goldens + "/small-light.png"
        #expect {
            try GoldenComparison().compareFiles(golden: golden, actual: directory + "/corrupt.png", diffPath: nil)
        } throws: { error in
            guard case .unreadable(let path, _) = error as? GoldenError else { return false }
            return path == directory + "/corrupt.png"
        }
        #expect(throws: GoldenError.self) {
            try GoldenComparison().compareFiles(golden: directory + "/none.png", actual: golden, diffPath: nil)
        }
        let verdict = try GoldenComparison().compareFiles(
            golden: golden, actual: Checkout.goldens + "/small-dark.png", diffPath: nil)
        #expect(!verdict.passed)  // same size, different everywhere
        let sizes = try GoldenComparison().compareFiles(
            golden: golden, actual: Checkout.goldens + "/paragraph-light.png", diffPath: directory + "/d.png")
        guard case .sizeMismatch(let g, let a) = sizes else {
            Issue.record("expected a size mismatch, got \(sizes.summary)"); return
        }
        #expect(g.width == 533 && g.height == 290 && a.width == 664 && a.height == 407)
        #expect(!FileManager.default.fileExists(atPath: directory + "/d.png"))
    }

    /// A goldens folder holding small-light.png (the committed golden) and nothing else.
    func goldensFolder() throws -> String {
        let goldens = makeTemporaryDirectory("goldens")
        try FileManager.default.copyItem(
            atPath: Checkout.goldens + "/small-light.png", toPath: goldens + "/small-light.png")
        return goldens
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test(
        "record mode never: a missing golden fails and is not written; a changed image fails with actual and diff written"
    )
    func recordNever() throws {
        let goldens = try goldensFolder(), artifacts = makeTemporaryDirectory("artifacts")
        let before = bytes(goldens + "/small-light.png")
        let outcomes = try GoldenCheck(goldens: goldens, mode: .never, artifacts: artifacts).check(
            Self.smallProof(recolored: true))
        #expect(outcomes.map(\.status) == [.failed, .failed])
        #expect(outcomes[0].verdict?.difference?.differentPixels == Self.recoloredPixels)
        #expect(
            outcomes[0].diffPath == artifacts + "/small-light.diff.png"
                && outcomes[0].actualPath == artifacts + "/small-light.png")
        #expect(outcomes[1].verdict == nil && outcomes[1].message.contains("no golden at"))
        #expect(!FileManager.default.fileExists(atPath: goldens + "/small-dark.png"))
        #expect(bytes(goldens + "/small-light.png") == before)
        #expect(FileManager.default.fileExists(atPath: artifacts + "/small-light.diff.png"))
    }

    @Test("record mode missing: writes the missing golden, leaves the one that differs and fails it")
    func recordMissing() throws {
        let goldens = try goldensFolder(), artifacts = makeTemporaryDirectory("artifacts")
        let before = bytes(goldens + "/small-light.png")
        let proof = try Self.smallProof(recolored: true)
        let outcomes = try GoldenCheck(goldens: goldens, mode: .missing, artifacts: artifacts).check(proof)
        #expect(outcomes.map(\.status) == [.failed, .recorded])
        #expect(bytes(goldens + "/small-light.png") == before)
        #expect(try PNGCodec.read(goldens + "/small-dark.png") == proof.images[1].image)
    }

    @Test("record mode all: writes every golden without comparing")
    func recordAll() throws {
        let goldens = try goldensFolder(), artifacts = makeTemporaryDirectory("artifacts")
        let proof = try Self.smallProof(recolored: true)
        let outcomes = try GoldenCheck(goldens: goldens, mode: .all, artifacts: artifacts).check(proof)
        #expect(outcomes.map(\.status) == [.recorded, .recorded])
        #expect(outcomes.allSatisfy { $0.verdict == nil })
        #expect(try PNGCodec.read(goldens + "/small-light.png") == proof.images[0].image)
        #expect(try PNGCodec.read(goldens + "/small-dark.png") == proof.images[1].image)
    }

    @Test("record mode failed: overwrites only goldens that differ, keeps matching ones byte for byte")
    func recordFailed() throws {
        let goldens = try goldensFolder(), artifacts = makeTemporaryDirectory("artifacts")
        try FileManager.default.copyItem(
            atPath: Checkout.goldens + "/small-dark.png", toPath: goldens + "/small-dark.png")
        let darkBefore = bytes(goldens + "/small-dark.png")
        // Recolouring systemBlue → systemGreen changes the dark image too; render light recoloured, dark not.
        let changed = try Self.smallProof(recolored: true), same = try Self.smallProof()
        let check = GoldenCheck(goldens: goldens, mode: .failed, artifacts: artifacts)
        let outcomes = [
            try check.check(changed.images[0].image, named: "small-light.png", colorSpace: .sRGB),
            try check.check(same.images[1].image, named: "small-dark.png", colorSpace: .sRGB),
        ]
        #expect(outcomes.map(\.status) == [GoldenOutcome.Status.recorded, .matched])
        #expect(outcomes[0].verdict?.difference?.differentPixels == Self.recoloredPixels && outcomes[0].diffPath != nil)
        #expect(try PNGCodec.read(goldens + "/small-light.png") == changed.images[0].image)
        #expect(bytes(goldens + "/small-dark.png") == darkBefore)
    }

    @Test("TEXTPROOF_RECORD names the mode; unset is never; an unknown name is an error listing the modes")
    func recordEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .never)
        #expect(try RecordMode.fromEnvironment(["TEXTPROOF_RECORD": "missing"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["TEXTPROOF_RECORD": "FAILED"]) == .failed)
        #expect(throws: GoldenError.invalidRecordMode("yes")) {
            try RecordMode.fromEnvironment(["TEXTPROOF_RECORD": "yes"])
        }
        #expect(
            GoldenError.invalidRecordMode("yes").description
                == "TEXTPROOF_RECORD=yes: expected one of never, missing, all, failed")
    }

    @Test(
        "a golden write aborted half way (a bad ICC profile) keeps the old golden and leaves no stray file"
    )
    func interruptedWriteKeepsGolden() throws {
        let goldens = try goldensFolder()
        let path = goldens + "/small-light.png"
        let before = bytes(path)
        let image = try PNGCodec.read(Checkout.goldens + "/small-dark.png")
        // The writer refuses this iCCP profile after it has started writing the file.
        #expect {
            try PNGCodec.writeAtomically(
                image, to: path, iccProfile: Array(repeating: 7, count: 200), profileName: "bad")
        } throws: { error in
            (error as? PNGError)?.message.contains("iCCP") == true
        }
        #expect(bytes(path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens) == ["small-light.png"])
    }
}
