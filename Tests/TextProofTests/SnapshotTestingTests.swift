import Foundation
import SnapshotTesting
import TestScratch
import Testing
import TextProof
import TextProofRaster
import TextProofSnapshotTesting

@Suite("TextProofSnapshotTesting: proofs as swift-snapshot-testing strategies", .cleanGoldenEnvironment)
struct SnapshotTestingTests {
    /// The demo's `.proof` snapshot is its proof sheet: the committed goldens/demo.png (the command
    /// line's sheet), row for row, except the legend, which leaves out TextProof's version so an
    /// upgrade changes no snapshot.
    @Test("as: .proof records the proof sheet (goldens/demo.png's pixels, legend without the version), then matches it")
    func proofSnapshot() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let spec = try DemoSpec.spec()
        let recorded = verifySnapshot(
            of: spec, as: .proof(fonts: Checkout.fonts), named: "demo", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "-")")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".demo.png"), "\(files)")
        let snapshot = try PNGCodec.read(folder + "/" + files[0])
        let cli = try PNGCodec.read(Checkout.goldens + "/demo.png")
        #expect(snapshot.width == cli.width && snapshot.height == cli.height)
        let rowBytes = cli.width * 4
        let differing = (0..<cli.height).filter { row in
            snapshot.pixels[row * rowBytes..<(row + 1) * rowBytes] != cli.pixels[row * rowBytes..<(row + 1) * rowBytes]
        }
        // Only the legend's line of text at the foot of the sheet differs (its last words are gone).
        #expect(!differing.isEmpty)
        #expect((differing.first ?? 0) > cli.height * 85 / 100, "\(differing.first ?? -1) of \(cli.height)")
        #expect(
            verifySnapshot(
                of: spec, as: .proof(fonts: Checkout.fonts), named: "demo", record: .never, snapshotDirectory: folder)
                == nil)
    }

    @Test("as: .proof(appearance:) snapshots one appearance's image: the demo's dark one is goldens/demo-dark.png")
    func appearanceSnapshot() throws {
        let folder = makeTemporaryDirectory("snapshots")
        _ = verifySnapshot(
            of: try DemoSpec.spec(), as: .proof(appearance: .dark, fonts: Checkout.fonts), named: "dark", record: .all,
            snapshotDirectory: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        #expect(try PNGCodec.read(folder + "/" + files[0]) == PNGCodec.read(Checkout.goldens + "/demo-dark.png"))
    }

    @Test("a changed colour fails with TextProof's figures and writes the diff into the artifacts folder")
    func changedColour() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
        let spec = try parse(yaml)
        _ = verifySnapshot(
            of: spec, as: .proof(fonts: Checkout.fonts), named: "small", record: .all, snapshotDirectory: folder)
        let changed = try parse(yaml.replacingOccurrences(of: "color: systemBlue", with: "color: systemPink"))
        let failure = verifySnapshot(
            of: changed, as: .proof(fonts: Checkout.fonts), named: "small", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("proof differs") == true && failure?.contains("ΔE 2.0") == true, "\(failure ?? "-")")
        let diff = failure?.split(separator: "\n").first { $0.hasPrefix("diff: ") }.map { String($0.dropFirst(6)) }
        #expect(diff?.contains("/Tests/TextProofTests/SnapshotTestingTests/") == true, "\(failure ?? "-")")
        #expect(diff.map { FileManager.default.fileExists(atPath: $0) } == true)
    }

    @Test(
        "a size change (a run's text edited) also writes a diff sheet, fresh, and names it with the re-record command")
    func sizeChange() throws {
        let folder = makeTemporaryDirectory("snapshots")
        let yaml = try String(contentsOfFile: Checkout.fixture("small.yaml"), encoding: .utf8)
        _ = verifySnapshot(
            of: try parse(yaml), as: .proof(fonts: Checkout.fonts), named: "small", record: .all,
            snapshotDirectory: folder)
        let reference = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first)
        let golden = try PNGCodec.read(folder + "/" + reference)
        let longer = try parse(yaml.replacingOccurrences(of: "text: ", with: "text: Longer "))
        let failure = verifySnapshot(
            of: longer, as: .proof(fonts: Checkout.fonts), named: "small", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("size changed: golden \(golden.width)×\(golden.height)") == true, "\(failure ?? "-")")
        #expect(
            failure?.contains(
                "accept the change: TEXTPROOF_RECORD=failed swift test --filter 'TextProofTests.SnapshotTestingTests/sizeChange'"
            )
                == true)
        let diff = try #require(
            failure?.split(separator: "\n").first { $0.hasPrefix("diff: ") }.map { String($0.dropFirst(6)) })
        // The sheet holds both images side by side, so it is wider than the two together.
        let sheet = try PNGCodec.read(diff)
        #expect(sheet.width > 2 * golden.width)
    }

    @Test("as: .report records report.json (.json) without source positions: the demo's committed one, less those")
    func reportSnapshot() throws {
        let folder = makeTemporaryDirectory("snapshots")
        _ = verifySnapshot(
            of: try DemoSpec.spec(), as: .report(fonts: Checkout.fonts), named: "demo", record: .all,
            snapshotDirectory: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".json"), "\(files)")
        let committed = try String(contentsOfFile: Checkout.goldens + "/demo-report.json", encoding: .utf8)
        let withoutPositions = reportWithoutPositions(committed)
        #expect(try String(contentsOfFile: folder + "/" + files[0], encoding: .utf8) == withoutPositions)
    }

    static let broken = "runs: [{text: Hello, color: label}]\nfont: NoSuchFamily"

    /// In every record mode: the test fails with the reason, no reference is written, and a
    /// reference already there is left as it was.
    @Test("a spec that cannot render fails at once and never becomes (or replaces) a reference")
    func cannotRender() throws {
        let spec = try parse(Self.broken)
        for mode in [SnapshotTestingConfiguration.Record.never, .missing, .failed, .all] {
            let empty = makeTemporaryDirectory("snapshots")
            withKnownIssue {
                _ = verifySnapshot(
                    of: spec, as: .proof(fonts: Checkout.fonts), named: "x", record: mode, snapshotDirectory: empty,
                    timeout: 0.2)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("no font family 'NoSuchFamily'") }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty, "\(mode)")

            let kept = makeTemporaryDirectory("snapshots")
            _ = verifySnapshot(
                of: try DemoSpec.spec(), as: .proof(fonts: Checkout.fonts), named: "x", record: .all,
                snapshotDirectory: kept)
            let name = try #require(FileManager.default.contentsOfDirectory(atPath: kept).first)
            let before = FileManager.default.contents(atPath: kept + "/" + name)
            withKnownIssue {
                _ = verifySnapshot(
                    of: spec, as: .proof(fonts: Checkout.fonts), named: "x", record: mode, snapshotDirectory: kept,
                    timeout: 0.2)
            }
            #expect(FileManager.default.contents(atPath: kept + "/" + name) == before, "\(mode)")
        }
    }

    @Test("a reference that is not a PNG is a failure, never compared as bytes")
    func referenceNotPNG() throws {
        let folder = makeTemporaryDirectory("snapshots")
        _ = verifySnapshot(
            of: try parse(Self.broken.replacingOccurrences(of: "NoSuchFamily", with: "Inter")),
            as: .proof(fonts: Checkout.fonts), named: "x", record: .all, snapshotDirectory: folder)
        let name = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first)
        try Data("TextProof could not render x: an error from an older version".utf8).write(
            to: URL(fileURLWithPath: folder + "/" + name))
        let failure = verifySnapshot(
            of: try parse(Self.broken.replacingOccurrences(of: "NoSuchFamily", with: "Inter")),
            as: .proof(fonts: Checkout.fonts), named: "x", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("the reference is not a PNG") == true, "\(failure ?? "-")")
    }
}
