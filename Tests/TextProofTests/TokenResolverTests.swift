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

    static let dimmed = Appearance(colorScheme: .dark, variant: "dimmed")
    static let dimmedIncreased = Appearance(colorScheme: .dark, contrast: .increased, variant: "dimmed")

    @Test("two modifiers: six appearances, the dimmed context its own columns, never dark; sizes take their default")
    func twoModifiers() throws {
        #expect(TokenResolver.isResolver(Self.resolver))
        let modes = try TokenResolver(path: Self.resolver).modes()
        #expect(
            modes.appearances == [.light, Self.increased, .dark, Self.dimmed, Self.darkIncreased, Self.dimmedIncreased])
        #expect(
            modes.modes.map(\.name) == [
                "light-normal", "light-high", "dark-normal", "dark-high", "dark-dimmed-normal", "dark-dimmed-high",
            ])
        #expect(modes.ignoredThemes.isEmpty)
        let colors = Dictionary(uniqueKeysWithValues: try modes.namedColors().map { ($0.name, $0) })
        // Semantic tokens, and the one primitive nothing refers to (grey.500 is the dimmed context's).
        #expect(colors.keys.sorted() == ["palette.unused", "surface.base", "text.primary", "text.secondary"])
        let secondary = colors["text.secondary"]
        #expect(try Self.hex(secondary, .light) == "#555555FF" && Self.hex(secondary, .dark) == "#AAAAAAFF")
        // High contrast makes secondary text the primary one, resolved in each theme.
        #expect(try Self.hex(secondary, Self.increased) == "#000000FF")
        #expect(try Self.hex(secondary, Self.darkIncreased) == "#FFFFFFFF")
        #expect(try Self.hex(colors["surface.base"], .dark) == "#000000FF")
        // Dimmed: its own values; high contrast there makes secondary the dimmed primary.
        #expect(try Self.hex(secondary, Self.dimmed) == "#777777FF")
        #expect(try Self.hex(secondary, Self.dimmedIncreased) == "#AAAAAAFF")
        // A system colour in the variant resolves as dark does.
        let label = try #require(ColorReference.named("label").resolved(for: Self.dimmed, in: SystemColorCatalog()))
        #expect(try ColorConverter(output: .sRGB).convert(label).color.hexRGBA == "#FFFFFFFF")
    }

    @Test("--context picks: theme=dark-dimmed alone, in both contrasts")
    func pinned() throws {
        let modes = try TokenResolver(path: Self.resolver).modes(pinned: ["theme": "dark-dimmed"])
        #expect(modes.appearances == [Self.dimmed, Self.dimmedIncreased])
        let colors = Dictionary(uniqueKeysWithValues: try modes.namedColors().map { ($0.name, $0) })
        #expect(try Self.hex(colors["text.secondary"], Self.dimmed) == "#777777FF")
        #expect(try Self.hex(colors["text.secondary"], Self.dimmedIncreased) == "#AAAAAAFF")
    }

    @Test("textproof tokens x.resolver.json: secondary text in light + increased contrast is black on white, 21:1")
    func proof() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run(["tokens", Self.resolver, "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: out + "/tokens-dark-dimmed.png"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let cell = try #require(
            report.cells.first {
                $0.subject == "text.secondary" && $0.appearance == Self.increased
                    && $0.measured?.background == "#FFFFFF"
            })
        #expect(cell.measured?.text == "#000000" && cell.measured?.wcag == 21)
        // The dimmed column, read back from report.json: #777777 on dark's black background.
        let dimmed = try #require(
            report.cells.first {
                $0.subject == "text.secondary" && $0.appearance == Self.dimmed && $0.measured?.background == "#000000"
            })
        #expect(dimmed.measured?.text == "#777777")
    }

    @Test("a modifier whose contexts name no scheme (a brand) is left out unless pinned; pinned, it names no column")
    func brand() throws {
        let folder = makeTemporaryDirectory()
        try ##"""
        {"resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}],
         "modifiers": {
           "brand": {"contexts": {"acme": [{"brand": {"$type": "color", "ink": {"$value": "#112233"}}}],
                                  "globex": [{"brand": {"$type": "color", "ink": {"$value": "#445566"}}}]}},
           "theme": {"contexts": {"light": [{"text": {"$type": "color", "body": {"$value": "{brand.ink}"}}}],
                                  "dark": [{"text": {"$type": "color", "body": {"$value": "#EEEEEE"}}}]}}}}
        """##.write(toFile: folder + "/brands.resolver.json", atomically: true, encoding: .utf8)
        let resolver = try TokenResolver(path: folder + "/brands.resolver.json")
        #expect(throws: SpecError.self) { try resolver.modes() }
        let acme = try resolver.modes(pinned: ["brand": "acme"])
        #expect(acme.appearances == [.light, .dark])
        let body = try #require(try acme.namedColors().first { $0.name == "text.body" })
        #expect(try Self.hex(body, .light) == "#112233FF" && Self.hex(body, .dark) == "#EEEEEEFF")
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

    @Test("a set whose sources refer back to it is an error naming the cycle, not a crash")
    func referenceCycle() throws {
        let folder = makeTemporaryDirectory()
        try
            ##"{"resolutionOrder": [{"$ref": "#/sets/a"}], "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}}"##
            .write(toFile: folder + "/cycle.resolver.json", atomically: true, encoding: .utf8)
        #expect {
            try TokenResolver(path: folder + "/cycle.resolver.json")
        } throws: { error in
            "\(error)".contains("reference cycle: #/sets/b → #/sets/a → #/sets/b")
        }
    }
}
