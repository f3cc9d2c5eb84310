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
