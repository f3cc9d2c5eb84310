import Foundation
import TestScratch
import Testing
import TextProof

@Suite("Large catalogs: pages on all cores, shards")
struct CatalogShardTests {
    /// A catalog of `count` sRGB colour sets (three pages at 40 per page for 81).
    static func makeCatalog(count: Int) throws -> String {
        let root = makeTemporaryDirectory("catalog") + "/Large.xcassets"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(
            toFile: root + "/Contents.json", atomically: true, encoding: .utf8)
        for index in 0..<count {
            let folder = root + String(format: "/Colour%03dx.colorset", index)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let red = String(format: "0x%02X", (index * 37) % 256), green = String(format: "0x%02X", (index * 91) % 256)
            try """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\(red)","green":"\(green)","blue":"0x40","alpha":"1.000"}}}],
             "info":{"author":"xcode","version":1}}
            """.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(
        "pages written as they are rendered give the files of a proof held whole, and leave no temporary", .tags(.slow))
    func pagesWrittenAhead() async throws {
        let root = try Self.makeCatalog(count: 81)
        let catalog = try AssetCatalog(path: root, platform: .ios, output: .sRGB)
        let proof = CatalogProof(catalog: catalog, platform: .ios, appearances: [.light, .dark])
        let held = makeTemporaryDirectory("held"), streamed = makeTemporaryDirectory("streamed")
        let whole = try await proof.renderConcurrently(fontsDirectory: Checkout.fonts)
        let writtenWhole = try ProofWriter.write(whole, to: held)
        let paged = try await proof.renderConcurrently(fontsDirectory: Checkout.fonts, imagesDirectory: streamed)
        #expect(paged.images.count == 6)  // three pages, light and dark
        let writtenPaged = try ProofWriter.write(paged, to: streamed)
        #expect(
            writtenPaged.map { ($0 as NSString).lastPathComponent }
                == writtenWhole.map { ($0 as NSString).lastPathComponent })
        for path in writtenWhole {
            let name = (path as NSString).lastPathComponent
            #expect(
                FileManager.default.contents(atPath: streamed + "/" + name)
                    == FileManager.default.contents(atPath: path),
                "\(name)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: streamed).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
        // A written image still gives its pixels, read back from its final file (a golden check reads them).
        #expect(paged.images[0].image == whole.images[0].image)
    }

    @Test("pages rendered on all cores are the serial proof, byte for byte", .tags(.slow))
    func concurrentEqualsSerial() async throws {
        let catalog = try AssetCatalog(path: Self.makeCatalog(count: 81), platform: .ios, output: .sRGB)
        let proof = CatalogProof(catalog: catalog, platform: .ios, appearances: [.light, .dark])
        let serial = try proof.render(fonts: FontProvider(fontsDirectory: Checkout.fonts))
        let concurrent = try await proof.renderConcurrently(fontsDirectory: Checkout.fonts)
        #expect(serial.images.count == 6)
        #expect(serial.images.map(\.image) == concurrent.images.map(\.image))
        #expect(serial.report == concurrent.report)
    }

    @Test("catalog shards: disjoint slices of pages whose merged batch.json is the whole catalog's", .tags(.slow))
    func shards() throws {
        let cli = CommandLineTests()
        let path = try Self.makeCatalog(count: 81), out = makeTemporaryDirectory()
        #expect(
            try cli.run(["catalog", path, "--appearances", "light", "--shard", "1/1", "--out", out + "/all", "--quiet"])
                .status == 0)
        #expect(
            try cli.run(["catalog", path, "--appearances", "light", "--shard", "1/2", "--out", out + "/1", "--quiet"])
                .status == 0)
        #expect(
            try cli.run(["catalog", path, "--appearances", "light", "--shard", "2/2", "--out", out + "/2", "--quiet"])
                .status == 0)
        #expect(cli.files(in: out + "/1") == ["Large-page1", "Large-page3", "batch.json", "index.html", "summary.md"])
        #expect(cli.files(in: out + "/2") == ["Large-page2", "batch.json", "index.html", "summary.md"])
        let merge = try cli.run(["merge", out + "/1/batch.json", out + "/2/batch.json"])
        #expect(merge.status == 0)
        let merged = try JSONDecoder().decode(BatchReport.self, from: Data(merge.output.utf8))
        let whole = try JSONDecoder().decode(
            BatchReport.self, from: try #require(FileManager.default.contents(atPath: out + "/all/batch.json")))
        #expect(merged.proofs == whole.proofs)
        #expect(merged.proofs.map(\.cells.count) == [80, 80, 2])
    }
}
