import Foundation
import Testing
import TextProof
import TextProofColor

/// Catalogs, token files and themes files read through `JSONDocument`: what libyaml refused is
/// read, and a broken file is named with its line and column.
@Suite("JSON inputs")
struct JSONInputTests {
    /// A catalog with one colour set whose Contents.json is `contents`.
    static func catalog(_ contents: String) throws -> (AssetCatalog, path: String) {
        let folder = makeTemporaryDirectory() + "/Emoji.xcassets/Tint.colorset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try contents.write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        let catalog = try AssetCatalog(
            path: URL(fileURLWithPath: folder).deletingLastPathComponent().path, platform: .ios, output: .sRGB)
        return (catalog, folder + "/Contents.json")
    }

    static func file(_ name: String, _ text: String) throws -> String {
        let path = makeTemporaryDirectory() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func hex(_ color: NamedColor?, _ appearance: Appearance = .light) throws -> String? {
        let value = try #require(color?.reference.resolved(for: appearance, in: SystemColorCatalog()))
        return try ColorConverter(output: .sRGB).convert(value).color.hexRGBA
    }

    @Test("a Contents.json with an escaped emoji (as Python writes it) gives the colour written in it")
    func catalogWithEscapedEmoji() throws {
        let (catalog, _) = try Self.catalog(
            #"""
            {"info": {"author": "xcode", "version": 1}, "properties": {"description": "Brand tint \ud83c\udfa8"},
             "colors": [{"idiom": "universal", "color": {"color-space": "srgb",
               "components": {"red": "0x12", "green": "0x34", "blue": "0x56", "alpha": "1.000"}}}]}
            """#)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let tint = try #require(catalog.colors.first { $0.name == "Tint" })
        let value = try #require(tint.reference.resolved(for: .light, in: SystemColorCatalog(platform: .ios)))
        #expect(try ColorConverter(output: .sRGB).convert(value).color.hexRGBA == "#123456FF")
    }

    @Test("a broken Contents.json is skipped with its line and column")
    func brokenContents() throws {
        let (catalog, path) = try Self.catalog("{\"colors\": [\n  {\"idiom\": \"universal\",, }]}\n")
        #expect(catalog.colors.isEmpty)
        let problem = try #require(catalog.problems.first)
        #expect(problem.path == path)
        #expect(problem.line == 2 && problem.column == 25)
        #expect(problem.location("Contents.json") == "Contents.json:2:25")
        #expect(problem.message == "not valid JSON: expected a string key but found ','")
    }

    @Test("a token file with an escaped emoji and a duplicate key: read, the last value wins")
    func tokenFile() throws {
        let path = try Self.file(
            "py.tokens.json",
            #"""
            {"brand": {"$type": "color", "primary": {"$value": "#FF0000", "$description": "Primary \ud83c\udfa8",
              "$value": "#336699"}}}
            """#)
        let colors = try TokenModes.load(files: [path]).namedColors()
        #expect(colors.map(\.name) == ["brand.primary"])
        #expect(try Self.hex(colors.first) == "#336699FF")
    }

    @Test("a YAML token file is still read as YAML")
    func yamlTokenFile() throws {
        let path = try Self.file("brand.yaml", "brand:\n  $type: color\n  primary:\n    $value: '#336699'\n")
        let tokens = try TokenFile(path: path).tokens
        #expect(tokens.map(\.path) == ["brand.primary"])
        #expect(tokens.map(\.line) == [4] && tokens.map(\.column) == [13])
        // YAML, not JSON: a flow mapping with unquoted keys, in a file named .yml.
        let flow = try Self.file("flow.yml", "{brand: {primary: {$type: color, $value: '#336699'}}}\n")
        #expect(try TokenFile(path: flow).tokens.map(\.path) == ["brand.primary"])
    }

    @Test("a broken token file's error names file:line:column")
    func brokenTokenFile() throws {
        let path = try Self.file("light.json", "{\"brand\": {\n  \"primary\": {\"$value\": \"#336699\"}\n  \"x\": 1}}")
        #expect(throws: SpecError.self) { try TokenModes.load(files: [path]) }
        do { _ = try TokenModes.load(files: [path]) } catch {
            #expect(
                "\(error)" == "\(path):3:3: not valid JSON: expected ',' or '}' after an object member but found '\"'")
        }
    }

    @Test("a broken $themes.json's error names file:line:column")
    func brokenThemes() throws {
        let path = try Self.file("$themes.json", "[\n  {\"name\": \"Light\" \"selectedTokenSets\": {}}\n]")
        do {
            _ = try TokenModes.load(files: [path])
            Issue.record("a broken themes file was read")
        } catch {
            #expect(
                "\(error)" == "\(path):2:20: not valid JSON: expected ',' or '}' after an object member but found '\"'")
        }
    }
}
