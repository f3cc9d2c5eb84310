import Foundation
import Testing
import TextProof
import TextProofRaster
import TextProofTesting

@Suite("Goldens and determinism")
struct GoldenImageTests {
    /// Renders a fixture and compares every image with goldens/<file name> through the test API,
    /// exactly (threshold 0, anti-aliasing counted): rendering is deterministic to the byte.
    @Test(
        "fixtures match their committed goldens exactly",
        arguments: ["small.yaml", "small-dejavu.json", "paragraph.yaml"])
    func matchesGolden(fixture: String) throws {
        let spec = try SpecParser.load(path: Checkout.fixture(fixture))
        let outcomes = assertGolden(
            of: spec, as: .proof(fonts: Checkout.fonts), named: spec.name, goldens: Checkout.goldens, comparison: .exact
        )
        #expect(!outcomes.isEmpty)
    }

    @Test("the built-in demo matches its committed goldens exactly")
    func demoMatchesGolden() throws {
        let outcomes = assertGolden(
            of: try DemoSpec.spec(), as: .proof(fonts: Checkout.fonts), named: "demo", goldens: Checkout.goldens,
            comparison: .exact)
        #expect(outcomes.map(\.name) == ["demo-light.png", "demo-dark.png"])
    }

    @Test("the sample asset catalog's proof matches its goldens exactly")
    func catalogMatchesGolden() throws {
        let catalog = try AssetCatalog(path: Checkout.fixture("Sample.xcassets"), platform: .ios, output: .sRGB)
        let proof = try CatalogProof(catalog: catalog, platform: .ios, appearances: [.light, .dark])
            .render(fonts: FontProvider(fontsDirectory: Checkout.fonts))
        #expect(proof.images.map(\.fileName) == ["Sample-light.png", "Sample-dark.png"])
        for image in proof.images {
            assertGolden(
                of: image.image, as: .image, named: (image.fileName as NSString).deletingPathExtension,
                goldens: Checkout.goldens, comparison: .exact)
        }
    }

    /// The demo names no file, so its report holds no path that depends on the checkout.
    @Test("the demo's report.json, as the writer writes it, is byte for byte the committed one")
    func reportBytes() throws {
        let out = makeTemporaryDirectory()
        try ProofWriter.write(render(DemoSpec.spec()), to: out)
        let written = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(
            assertGolden(of: written, as: .text(pathExtension: "json"), named: "demo-report", goldens: Checkout.goldens)
                .map(\.status) == [.matched])
    }

    @Test("rendering and writing twice gives identical bytes, images and report")
    func identicalBytes() throws {
        let spec = try SpecParser.load(path: Checkout.fixture("small.yaml"))
        let first = makeTemporaryDirectory(), second = makeTemporaryDirectory()
        let written = try ProofWriter.write(render(spec), to: first)
        try ProofWriter.write(render(spec), to: second)
        #expect(written.count == 6)  // two images, the sheet, index.html, summary.md, report.json
        for path in written {
            let name = (path as NSString).lastPathComponent
            let a = FileManager.default.contents(atPath: first + "/" + name)
            let b = FileManager.default.contents(atPath: second + "/" + name)
            #expect(a != nil && a == b, "\(name)")
        }
    }

    @Test("proof PNGs are 8-bit (RGB when opaque) with LittleCMS's sRGB profile in an iCCP chunk, no timestamp")
    func pngChunks() throws {
        let directory = makeTemporaryDirectory()
        try ProofWriter.write(render(parse("appearances: [light]\nruns: [a]")), to: directory)
        let bytes = try #require(FileManager.default.contents(atPath: directory + "/test-light.png")).map { $0 }
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [String] = [], offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            if chunks.last == "IHDR" {
                // A proof on an opaque background is opaque: RGB, the same pixels as RGBA with alpha 255.
                #expect(bytes[offset + 16] == 8 && bytes[offset + 17] == 2, "bit depth 8, colour type RGB")
            }
            if chunks.last == "iCCP" {
                let name = bytes[(offset + 8)...].prefix { $0 != 0 }
                #expect(String(decoding: name, as: UTF8.self) == "sRGB IEC61966-2.1")
            }
            offset += 12 + length
        }
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(chunks.contains("iCCP") && !chunks.contains("tIME"))
    }

    @Test("report.json has the documented shape and round-trips")
    func reportShape() throws {
        let directory = makeTemporaryDirectory()
        let proof = try render(SpecParser.load(path: Checkout.fixture("small.yaml")))
        try ProofWriter.write(proof, to: directory)
        let data = try #require(FileManager.default.contents(atPath: directory + "/report.json"))
        #expect(try ReportJSON.decode(data) == proof.report)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["name"] as? String == "small")
        let cells = try #require(json["cells"] as? [[String: Any]])
        #expect(cells.count == 8)
        let first = cells[0]
        for key in [
            "run", "text", "appearance", "color", "background", "measured", "sizePoints", "weight", "largeText",
            "level", "image", "bounds",
        ] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let measured = try #require(first["measured"] as? [String: Any])
        #expect(
            Set(measured.keys) == [
                "text", "background", "wcag", "apcaLc", "wcagWorst", "wcagMedian", "apcaLcWorst", "apcaLcMedian",
            ])
        #expect(measured["wcagWorst"] as? Double == measured["wcag"] as? Double)
        let bounds = try #require(first["bounds"] as? [String: Int])
        #expect(Set(bounds.keys) == ["x", "y", "width", "height"])
        #expect(first["image"] as? String == "small-light.png")
    }

    @Test("a failed write leaves no partial files and keeps what was there")
    func failedWriteKeepsExisting() throws {
        let directory = makeTemporaryDirectory()
        let proof = try render(SpecParser.load(path: Checkout.fixture("small.yaml")))
        try ProofWriter.write(proof, to: directory)
        let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let original = FileManager.default.contents(atPath: directory + "/small-light.png")
        // report.json cannot be replaced by a file: it is now a folder.
        try FileManager.default.removeItem(atPath: directory + "/report.json")
        try FileManager.default.createDirectory(atPath: directory + "/report.json", withIntermediateDirectories: false)
        #expect(throws: ProofError.self) { try ProofWriter.write(proof, to: directory) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == before)
        #expect(FileManager.default.contents(atPath: directory + "/small-light.png") == original)
    }
}

extension GoldenComparison {
    /// Every changed pixel counts: the project's own goldens are exact.
    static let exact = GoldenComparison(
        options: ComparisonOptions(metric: .yiq(threshold: 0), includeAntialiasing: true))
}
