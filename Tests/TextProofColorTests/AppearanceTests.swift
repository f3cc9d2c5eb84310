import Testing
import TextProofColor

@Suite("Appearance and dynamic colours")
struct AppearanceTests {
    @Test("names round-trip", arguments: Appearance.allCases.map(\.name))
    func roundTrip(name: String) throws {
        #expect(try #require(Appearance(name: name)).name == name)
    }

    @Test(
        "malformed names are rejected",
        arguments: ["", "Light", "dim", "dark-", "dark-elevated-increased-contrast", "light dark"])
    func rejects(name: String) {
        #expect(Appearance(name: name) == nil)
    }

    @Test("of every prefix and suffix combination, exactly the ten names written are taken")
    func exactlyTheTenNames() {
        var taken: [String: Appearance] = [:]
        for vibrant in ["", "vibrant-"] {
            for scheme in ["light", "dark", "dim"] {
                for contrast in ["", "-increased-contrast", "-increased"] {
                    for level in ["", "-elevated"] {
                        for order in [contrast + level, level + contrast] {
                            let name = vibrant + scheme + order
                            if let appearance = Appearance(name: name) { taken[name] = appearance }
                        }
                    }
                }
            }
        }
        // Worked by hand: the eight trait combinations, contrast before level; vibrancy only plain.
        let expected: [String: Appearance] = [
            "light": .light, "dark": .dark,
            "light-increased-contrast": Appearance(colorScheme: .light, contrast: .increased),
            "dark-increased-contrast": Appearance(colorScheme: .dark, contrast: .increased),
            "light-elevated": Appearance(colorScheme: .light, level: .elevated),
            "dark-elevated": Appearance(colorScheme: .dark, level: .elevated),
            "light-increased-contrast-elevated": Appearance(
                colorScheme: .light, contrast: .increased, level: .elevated),
            "dark-increased-contrast-elevated": Appearance(colorScheme: .dark, contrast: .increased, level: .elevated),
            "vibrant-light": .vibrantLight, "vibrant-dark": .vibrantDark,
        ]
        #expect(taken == expected)
    }

    @Test("Xcode's fallback: missing variants take the normal, then the light (any) value")
    func fallback() throws {
        let red = ColorValue(ColorU8(red: 255, green: 0, blue: 0)),
            blue = ColorValue(ColorU8(red: 0, green: 0, blue: 255))
        let color = DynamicColor(light: red, dark: blue)
        #expect(color.resolved(for: Appearance(colorScheme: .dark, contrast: .increased, level: .elevated)) == blue)
        #expect(color.resolved(for: Appearance(colorScheme: .light, contrast: .increased)) == red)
        #expect(DynamicColor(red).resolved(for: .dark) == red)
        #expect(DynamicColor(values: [.dark: blue]) == nil)
        let highContrast = try #require(
            DynamicColor(values: [.light: red, Appearance(colorScheme: .light, contrast: .increased): blue]))
        #expect(highContrast.resolved(for: .dark) == red)
        #expect(
            highContrast.resolved(for: Appearance(colorScheme: .light, contrast: .increased, level: .elevated)) == blue)
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

    @Test(
        "malformed values are rejected",
        arguments: ["", "#", "3C3C43", "#3C3C4", "#3C3C4399F", "#GGGGGG", "#+1+2+3", "# 3C3C43", "#3C3C43 "])
    func rejects(text: String) {
        #expect(ColorU8(hex: text) == nil)
    }
}

@Suite("Appearance variants")
struct AppearanceVariantTests {
    @Test(
        "a variant's name, read back from a report; specs and the command line take none",
        arguments: [
            ("dark-dimmed", Appearance(colorScheme: .dark, variant: "dimmed")),
            (
                "dark-dimmed-increased-contrast",
                Appearance(colorScheme: .dark, contrast: .increased, variant: "dimmed")
            ),
            ("light-protanopia-deuteranopia", Appearance(colorScheme: .light, variant: "protanopia-deuteranopia")),
        ])
    func names(_ name: String, _ appearance: Appearance) {
        #expect(appearance.name == name)
        #expect(Appearance(reportName: name) == appearance)
        #expect(Appearance(name: name) == nil)
        #expect(Appearance(reportName: "dark") == .dark)
    }

    @Test("a dynamic colour: the variant's own value, else the traits' (label in dark-dimmed is dark's)")
    func resolution() throws {
        let dimmed = Appearance(colorScheme: .dark, variant: "dimmed")
        let grey = ColorValue(ColorU8(red: 0x77, green: 0x77, blue: 0x77))
        let color = try #require(
            DynamicColor(values: [.light: ColorValue(.black), .dark: ColorValue(.white), dimmed: grey]))
        #expect(color.resolved(for: dimmed) == grey)
        #expect(color.resolved(for: Appearance(colorScheme: .dark, contrast: .increased, variant: "dimmed")) == grey)
        #expect(color.resolved(for: Appearance(colorScheme: .dark, variant: "tritanopia")) == ColorValue(.white))
        #expect(color.resolved(for: Appearance(colorScheme: .light, variant: "colorblind")) == ColorValue(.black))
    }
}
