import Foundation
import SnapshotTesting
import TestScratch
import Testing
import TextProof
import TextProofRaster
import TextProofSnapshotTesting

@Suite("TextProofSnapshotTesting: proofs as swift-snapshot-testing strategies")
struct SnapshotTestingTests {
    /// The demo's `.proof` snapshot is its proof sheet: the committed goldens/demo.png, pixel for pixel.
    @Test("as: .proof records the proof sheet (goldens/demo.png's pixels) and then matches it")
    func proofSnapshot() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let spec = try DemoSpec.spec()
        let recorded = verifySnapshot(
            of: spec, as: .proof(fonts: Checkout.fonts), named: "demo", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "-")")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".demo.png"), "\(files)")
        #expect(try PNGCodec.read(folder + "/" + files[0]) == PNGCodec.read(Checkout.goldens + "/demo.png"))
        #expect(
            verifySnapshot(
                of: spec, as: .proof(fonts: Checkout.fonts), named: "demo", record: .never, snapshotDirectory: folder)
                == nil)
    }

    @Test("a changed colour fails with TextProof's figures (pixels over ΔE 2.0), not a byte comparison")
    func changedColour() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
        let spec = try parse(yaml)
        _ = verifySnapshot(
            of: spec, as: .proof(fonts: Checkout.fonts), named: "small", record: .all, snapshotDirectory: folder)
        let changed = try parse(yaml.replacingOccurrences(of: "color: systemBlue", with: "color: systemPink"))
        let failure = verifySnapshot(
            of: changed, as: .proof(fonts: Checkout.fonts), named: "small", record: .never, snapshotDirectory: folder)
        #expect(
            failure?.contains("proof differs") == true && failure?.contains("over ΔE 2.0") == true, "\(failure ?? "-")")
    }

    @Test("as: .report records report.json's lines: the demo's is goldens/demo-report.json")
    func reportSnapshot() throws {
        let folder = makeTemporaryDirectory("snapshots")
        _ = verifySnapshot(
            of: try DemoSpec.spec(), as: .report(fonts: Checkout.fonts), named: "demo", record: .all,
            snapshotDirectory: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        let written = FileManager.default.contents(atPath: folder + "/" + files[0])
        #expect(written == FileManager.default.contents(atPath: Checkout.goldens + "/demo-report.json"))
    }

    @Test("a spec that cannot render fails with the reason, not a crash")
    func cannotRender() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let spec = try parse("runs: [{text: Hello, color: label}]\nfont: NoSuchFamily")
        _ = verifySnapshot(
            of: try DemoSpec.spec(), as: .proof(fonts: Checkout.fonts), named: "x", record: .all,
            snapshotDirectory: folder)
        let failure = verifySnapshot(
            of: spec, as: .proof(fonts: Checkout.fonts), named: "x", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("TextProof could not render") == true, "\(failure ?? "-")")
    }
}
