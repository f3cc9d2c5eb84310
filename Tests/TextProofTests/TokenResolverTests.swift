import Foundation
import Testing
import TextProof
import TextProofColor

/// DTCG Resolver Module 2025.10: Fixtures/tokens/resolver/app.resolver.json has a palette set, a
/// theme modifier (light, dark, dark-dimmed: sources reached by JSON pointers into one file), a
/// contrast modifier (normal, high: an inline source aliasing another semantic token) and an
/// inline size modifier without colours.
@Suite("Token resolvers")
struct TokenResolverTests {
    let cli = CommandLineTests()
    static let resolver = Checkout.fixture("tokens") + "/resolver/app.resolver.json"
    static let increased = Appearance(colorScheme: .light, contrast: .increased)
    static let darkIncreased = Appearance(colorScheme: .dark, contrast: .increased)

    static func hex(_ color: NamedColor?, _ appearance: Appearance) throws -> String {
        let value = try #require(color?.reference.resolved(for: appearance, in: SystemColorCatalog()))
        return try ColorConverter(output: .sRGB).convert(value).color.hexRGBA
    }

    @Test("two modifiers give four appearances; the dimmed context is its own, left out; sizes take their default")
    func twoModifiers() throws {
        #expect(TokenResolver.isResolver(Self.resolver))
        let modes = try TokenResolver(path: Self.resolver).modes()
        #expect(modes.modes.map(\.appearance) == [.light, Self.increased, .dark, Self.darkIncreased])
        #expect(modes.modes.map(\.name) == ["light-normal", "light-high", "dark-normal", "dark-high"])
        #expect(modes.ignoredThemes == ["theme=dark-dimmed"])
        let colors = Dictionary(uniqueKeysWithValues: try modes.namedColors().map { ($0.name, $0) })
        // Semantic tokens, and the one primitive nothing refers to; grey.500 is referred to only
        // by the dimmed context, which still makes it a primitive.
        #expect(colors.keys.sorted() == ["palette.unused", "surface.base", "text.primary", "text.secondary"])
        let secondary = colors["text.secondary"]
        #expect(try Self.hex(secondary, .light) == "#555555FF" && Self.hex(secondary, .dark) == "#AAAAAAFF")
        // High contrast makes secondary text the primary one, resolved in each theme.
        #expect(try Self.hex(secondary, Self.increased) == "#000000FF")
        #expect(try Self.hex(secondary, Self.darkIncreased) == "#FFFFFFFF")
        #expect(try Self.hex(colors["surface.base"], .dark) == "#000000FF")
    }

    @Test("--context picks: theme=dark-dimmed is proofed as the dark scheme its name says, in both contrasts")
    func pinned() throws {
        let modes = try TokenResolver(path: Self.resolver).modes(pinned: ["theme": "dark-dimmed"])
        #expect(modes.modes.map(\.appearance) == [.dark, Self.darkIncreased])
        let colors = Dictionary(uniqueKeysWithValues: try modes.namedColors().map { ($0.name, $0) })
        #expect(try Self.hex(colors["text.secondary"], .dark) == "#777777FF")
        #expect(try Self.hex(colors["text.secondary"], Self.darkIncreased) == "#AAAAAAFF")
    }

    @Test("textproof tokens x.resolver.json: secondary text in light + increased contrast is black on white, 21:1")
    func proof() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run(["tokens", Self.resolver, "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("--context theme=dark-dimmed"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let cell = try #require(
            report.cells.first {
                $0.subject == "text.secondary" && $0.appearance == Self.increased
                    && $0.measured?.background == "#FFFFFF"
            })
        #expect(cell.measured?.text == "#000000" && cell.measured?.wcag == 21)
    }

    @Test("a wrong --context names the modifiers or contexts there are, with did-you-mean; exit 2, nothing written")
    func wrongContext() throws {
        let folder = makeTemporaryDirectory()
        let typo = try cli.run(["tokens", Self.resolver, "--context", "theme=drak", "--out", folder + "/a"])
        #expect(typo.status == 2)
        #expect(typo.error.contains("no context 'drak'") && typo.error.contains("did you mean 'dark'"))
        let modifier = try cli.run(["tokens", Self.resolver, "--context", "colour=dark", "--out", folder + "/b"])
        #expect(modifier.status == 2 && modifier.error.contains("theme, contrast, size"))
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/a")
                && !FileManager.default.fileExists(atPath: folder + "/b"))
    }

    @Test("a reference to a missing file names the resolver and the field")
    func missingFile() throws {
        let folder = makeTemporaryDirectory()
        try ##"{"resolutionOrder": [{"$ref": "#/sets/a"}], "sets": {"a": {"sources": [{"$ref": "./gone.json"}]}}}"##
            .write(
                toFile: folder + "/x.resolver.json", atomically: true, encoding: .utf8)
        #expect {
            try TokenResolver(path: folder + "/x.resolver.json")
        } throws: { error in
            let description = "\(error)"
            return description.contains("x.resolver.json") && description.contains("sets.a.sources[0]")
                && description.contains("no such token file")
        }
    }
}
