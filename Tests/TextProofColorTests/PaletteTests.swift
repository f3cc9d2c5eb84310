import Testing
import TextProofColor

@Suite("UIKit palettes against Apple's published tables")
struct PaletteTests {
    @Test("iOS 13: all 36 colours, light and dark, as uikit-ios13.csv")
    func ios13MatchesReference() throws {
        let table = try ReferenceTable("uikit-ios13.csv")
        #expect(table.rows.count == 36)
        for row in table.rows {
            let name = try #require(row["name"])
            let color = try #require(Palette.ios13.color(named: name), "missing \(name)")
            #expect(color.resolved(for: .light).hexRGBA == row["light"], "\(name) light")
            #expect(color.resolved(for: .dark).hexRGBA == row["dark"], "\(name) dark")
        }
        #expect(Palette.ios13.colorNames.count == 36)
    }

    @Test("iOS 15 (default): light and dark columns of uikit-variants.csv")
    func ios15MatchesVariantsTable() throws {
        let table = try ReferenceTable("uikit-variants.csv")
        #expect(table.rows.count == 33)
        for row in table.rows {
            let name = try #require(row["name"])
            let color = try #require(Palette.ios15.color(named: name), "missing \(name)")
            #expect(color.resolved(for: .light).hexRGBA == row["light"], "\(name) light")
            #expect(color.resolved(for: .dark).hexRGBA == row["dark"], "\(name) dark")
        }
        #expect(Palette.default == .ios15)
    }

    @Test("colours only the 2019 table has come from it in the iOS 15 palette too")
    func ios15FallsBackToIOS13Table() throws {
        let variants = Set(try ReferenceTable("uikit-variants.csv").rows.compactMap { $0["name"] })
        let ios13 = try ReferenceTable("uikit-ios13.csv")
        let onlyIOS13 = ios13.rows.filter { !variants.contains($0["name"] ?? "") }
        #expect(Set(onlyIOS13.compactMap { $0["name"] }) == ["darkText", "lightText", "systemBrown"])
        for row in onlyIOS13 {
            let color = try #require(Palette.ios15.color(named: row["name"] ?? ""))
            #expect(color.resolved(for: .light).hexRGBA == row["light"])
            #expect(color.resolved(for: .dark).hexRGBA == row["dark"])
        }
    }

    @Test("the two palettes differ exactly in dark systemIndigo and systemTeal")
    func palettesDiffer() {
        var differences: [String] = []
        for name in Palette.ios13.colorNames {
            for appearance in [Appearance.light, .dark]
            where Palette.ios13.color(named: name)?.resolved(for: appearance)
                != Palette.ios15.color(named: name)?.resolved(for: appearance)
            {
                differences.append("\(name) \(appearance)")
            }
        }
        #expect(differences == ["systemIndigo dark", "systemTeal dark"])
    }

    @Test("unknown names resolve to nothing and get suggestions")
    func unknownNames() {
        #expect(Palette.ios15.color(named: "secondaryLable") == nil)
        #expect(Palette.ios15.suggestions(for: "secondaryLable") == ["secondaryLabel"])
        #expect(Palette.ios15.suggestions(for: "SYSTEMBLUE") == ["systemBlue"])
    }
}

@Suite("Appearance and dynamic colours")
struct AppearanceTests {
    @Test("names round-trip", arguments: [
        "light", "dark", "light-increased-contrast", "dark-increased-contrast", "dark-elevated",
        "dark-increased-contrast-elevated",
    ])
    func roundTrip(name: String) throws {
        #expect(try #require(Appearance(name: name)).name == name)
    }

    @Test("malformed names are rejected", arguments: ["", "Light", "dim", "dark-", "dark-elevated-increased-contrast", "light dark"])
    func rejects(name: String) {
        #expect(Appearance(name: name) == nil)
    }

    @Test("Xcode's fallback: missing variants take the normal, then the light value")
    func fallback() throws {
        let red = ColorU8(red: 255, green: 0, blue: 0), blue = ColorU8(red: 0, green: 0, blue: 255)
        let color = DynamicColor(light: red, dark: blue)
        #expect(color.resolved(for: Appearance(colorScheme: .dark, contrast: .increased, level: .elevated)) == blue)
        #expect(color.resolved(for: Appearance(colorScheme: .light, contrast: .increased)) == red)
        #expect(DynamicColor(red).resolved(for: .dark) == red)
        #expect(DynamicColor(values: [.dark: blue]) == nil)
    }
}

@Suite("Hex colours")
struct HexColorTests {
    @Test("six and eight digits, either case")
    func parses() {
        #expect(ColorU8(hex: "#3C3C43") == ColorU8(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 255))
        #expect(ColorU8(hex: "#3c3c4399") == ColorU8(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99))
        #expect(ColorU8(hex: "#3c3c4399")?.hexRGBA == "#3C3C4399")
        #expect(ColorU8(hex: "#3C3C4399")?.hexRGB == "#3C3C43")
    }

    @Test("malformed values are rejected", arguments: ["", "#", "3C3C43", "#3C3C4", "#3C3C4399F", "#GGGGGG", "#+1+2+3", "# 3C3C43", "#3C3C43 "])
    func rejects(text: String) {
        #expect(ColorU8(hex: text) == nil)
    }
}
