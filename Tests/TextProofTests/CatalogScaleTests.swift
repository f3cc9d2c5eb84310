import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor
import TextProofRaster

/// Catalogs the size real apps have, and repositories holding several.
@Suite("Catalogs at repository scale")
struct CatalogScaleTests {
    let cli = CommandLineTests()

    /// Every way Xcode (or a person) writes a colour, in turn.
    static let encodings: [String] = [
        #"{"color-space":"srgb","components":{"red":"0.200","green":"0.300","blue":"0.400","alpha":"1.000"}}"#,
        #"{"color-space":"srgb","components":{"red":"51","green":"77","blue":"102","alpha":"1.000"}}"#,
        #"{"color-space":"srgb","components":{"red":"0x33","green":"0x4D","blue":"0x66","alpha":"0.800"}}"#,
        #"{"color-space":"display-p3","components":{"red":"0.900","green":"0.100","blue":"0.100","alpha":"1.000"}}"#,
        #"{"color-space":"extended-srgb","components":{"red":"1.100","green":"0.500","blue":"-0.050","alpha":"1.000"}}"#,
        #"{"color-space":"extended-linear-srgb","components":{"red":"0.050","green":"0.100","blue":"0.200","alpha":"1.000"}}"#,
        #"{"color-space":"gray-gamma-22","components":{"white":"0.400","alpha":"1.000"}}"#,
        #"{"color-space":"extended-gray","components":{"white":"0.300","alpha":"1.000"}}"#,
        #"{"platform":"ios","reference":"systemIndigoColor"}"#,
        #"{"components":{"red":0.1,"green":0.2,"blue":0.5,"alpha":1}}"#,
    ]

    static func makeCatalog(at root: String, names: [String]) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (index, name) in names.enumerated() {
            let folder = root + "/\(name).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let any = encodings[index % encodings.count], dark = encodings[(index + 3) % encodings.count]
            let highContrast =
                index % 4 == 0
                ? #",{"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":\#(encodings[(index + 5) % encodings.count])}"#
                : ""
            try """
            {"colors":[{"idiom":"universal","color":\(any)},
             {"idiom":"iphone","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\(dark)}\(highContrast)],
             "info":{"author":"xcode","version":1}}
            """.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
    }

    @Test(
        "120 colour sets in every encoding and all appearances render with a sheet; the matrix over its limit is a note",
        .tags(.slow))
    func largeCatalog() throws {
        let root = makeTemporaryDirectory() + "/Big.xcassets"
        let names =
            (0..<100).map { "Text\($0)" } + (0..<5).map { "CardBackground\($0)" } + (0..<15).map { "Separator\($0)" }
        try Self.makeCatalog(at: root, names: names)
        let out = makeTemporaryDirectory()
        let result = try cli.run(["catalog", root, "--appearances", "all", "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        // 100 text colours on the platform background, label on 5 backgrounds, 15 decorations: 120 runs.
        #expect(Set(report.cells.map(\.run)).count == 120)
        #expect(report.cells.count == 120 * 6 && report.skipped == nil)
        #expect(report.notes?.first?.contains("500 combinations") == true)
        #expect(report.images.count == 2 * 6)  // two pages of 80 runs, six appearances
        for sheet in report.sheets ?? [report.sheet!] {
            let image = try PNGCodec.read(out + "/" + sheet)
            #expect(image.width <= CanvasLayout.maximumDimension && image.height <= CanvasLayout.maximumDimension)
        }
        #expect(result.error.contains("note: Big:"))
    }

    @Test("a repository: every catalog below the folder, none in build or dependency folders, one proof each")
    func repository() throws {
        let repo = makeTemporaryDirectory("repo")
        try Self.makeCatalog(at: repo + "/App/Assets.xcassets", names: ["TextPrimary", "CardBackground"])
        try Self.makeCatalog(at: repo + "/Widget/Assets.xcassets", names: ["Title"])
        try Self.makeCatalog(at: repo + "/Shared/Sources/Colors.xcassets", names: ["Brand/Accent"])
        for ignored in [
            ".build/debug", "DerivedData/App", "Pods/Lib", "Carthage/Checkouts/X", "node_modules/pkg", ".git/modules",
        ] {
            try Self.makeCatalog(at: repo + "/\(ignored)/Assets.xcassets", names: ["Ignored"])
        }
        // Xcode's new-project catalog: only the empty AccentColor.
        let empty = repo + "/Tool/Media.xcassets/AccentColor.colorset"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            .write(toFile: empty + "/Contents.json", atomically: true, encoding: .utf8)

        #expect(
            try CatalogDiscovery.catalogs(in: [repo]).map { String($0.dropFirst(repo.count + 1)) } == [
                "App/Assets.xcassets", "Shared/Sources/Colors.xcassets", "Tool/Media.xcassets",
                "Widget/Assets.xcassets",
            ])
        let out = makeTemporaryDirectory()
        let result = try cli.run(["catalog", repo, "--appearances", "light,dark", "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            cli.files(in: out) == ["App-Assets", "Colors", "Widget-Assets", "batch.json", "index.html", "summary.md"])
        let batch = try JSONDecoder().decode(
            BatchReport.self, from: try #require(FileManager.default.contents(atPath: out + "/batch.json")))
        #expect(batch.proofs.map(\.name) == ["App-Assets", "Colors", "Widget-Assets"])
        #expect(batch.skipped?.map(\.path) == [repo + "/Tool/Media.xcassets"])
        // One line sums up the catalogs left out; batch.json names each.
        #expect(
            result.error.contains(
                "note: 1 catalog skipped: 1 with no usable colour sets; 1 empty colour set (as Xcode creates AccentColor) left out"
            ))
        #expect(!result.error.contains("warning:"))
        #expect(cli.files(in: out + "/App-Assets").contains("App-Assets.png"))
    }

    @Test("a folder is found by lstat: a file, a link to a folder and a missing path are not folders")
    func folders() throws {
        let repo = makeTemporaryDirectory("links")
        try Self.makeCatalog(at: repo + "/App/Assets.xcassets", names: ["Title"])
        try "x".write(toFile: repo + "/App/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: repo + "/Linked.xcassets", withDestinationPath: repo + "/App/Assets.xcassets")
        #expect(CatalogDiscovery.isDirectory(repo + "/App"))
        #expect(!CatalogDiscovery.isDirectory(repo + "/App/notes.txt"))
        #expect(!CatalogDiscovery.isDirectory(repo + "/Linked.xcassets"))
        #expect(!CatalogDiscovery.isDirectory(repo + "/Missing"))
        // The link is not followed (as Foundation's resource values did not): one catalog, not two.
        #expect(CatalogDiscovery.search(repo).map { String($0.dropFirst(repo.count + 1)) } == ["App/Assets.xcassets"])
    }

    @Test("a catalog holding only the empty AccentColor is a warning and an entry in skipped, exit 0")
    func emptyCatalog() throws {
        let catalog = makeTemporaryDirectory() + "/Media.xcassets/AccentColor.colorset"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal"}]}"#.write(
            toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        let out = makeTemporaryDirectory()
        let path = (catalog as NSString).deletingLastPathComponent
        let result = try cli.run(["catalog", path, "--out", out, "--quiet", "--require", "aa"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("warning:") && result.error.contains("no usable colour sets"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(report.cells.isEmpty && report.skipped?.contains { $0.path == path } == true)
    }

    @Test("catalog names that clash get their folders in front until they differ")
    func names() {
        let names = CatalogDiscovery.names(for: [
            "/r/App/Resources/Assets.xcassets", "/r/Watch/Assets.xcassets", "/r/Colors.xcassets",
        ])
        #expect(
            names == [
                "/r/App/Resources/Assets.xcassets": "Resources-Assets", "/r/Watch/Assets.xcassets": "Watch-Assets",
                "/r/Colors.xcassets": "Colors",
            ])
    }
}
