import Testing
import TextProofColor

/// The catalog's value for `name` in `appearance` as `#RRGGBBAA`.
func hex(_ catalog: SystemColorCatalog, _ name: String, _ appearance: Appearance) -> String? {
    catalog.color(named: name)?.resolved(for: appearance).exactSRGB8?.hexRGBA
}

/// The reference tables' variant names, as appearances.
let referenceVariants: [String: Appearance] = [
    "light": .light, "dark": .dark,
    "light_hc": Appearance(colorScheme: .light, contrast: .increased),
    "dark_hc": Appearance(colorScheme: .dark, contrast: .increased),
    "light_elev": Appearance(colorScheme: .light, level: .elevated),
    "dark_elev": Appearance(colorScheme: .dark, level: .elevated),
    "light_hc_elev": Appearance(colorScheme: .light, contrast: .increased, level: .elevated),
    "dark_hc_elev": Appearance(colorScheme: .dark, contrast: .increased, level: .elevated),
]

@Suite("UIKit catalogs against Apple's published tables")
struct UIKitCatalogTests {
    let ios13 = SystemColorCatalog(platform: .ios, palette: .ios13)
    let ios15 = SystemColorCatalog(platform: .ios, palette: .ios18)
    let ios26 = SystemColorCatalog(platform: .ios, palette: .ios26)

    @Test("iOS 13: all 36 colours, light and dark, as uikit-ios13.csv")
    func ios13MatchesReference() throws {
        let table = try ReferenceTable("uikit-ios13.csv")
        #expect(table.rows.count == 36 && ios13.colorNames.count == 36)
        for row in table.rows {
            let name = try #require(row["name"])
            #expect(hex(ios13, name, .light) == row["light"], "\(name) light")
            #expect(hex(ios13, name, .dark) == row["dark"], "\(name) dark")
        }
    }

    @Test("iOS 15–18 (ios18): all eight trait columns of uikit-variants.csv, systemTeal corrected to #30B0C7 / #40C8E0")
    func ios15MatchesVariantsTable() throws {
        let table = try ReferenceTable("uikit-variants.csv")
        #expect(table.rows.count == 33)
        for row in table.rows {
            let name = try #require(row["name"])
            for appearance in Appearance.allCases {
                #expect(hex(ios15, name, appearance) == row[appearance.name], "\(name) \(appearance)")
            }
        }
        #expect(hex(ios15, "systemTeal", .light) == "#30B0C7FF" && hex(ios15, "systemTeal", .dark) == "#40C8E0FF")
        #expect(Palette(rawValue: "ios15") == .ios18 && Palette.default == .ios26)
    }

    @Test(
        "iOS 15–18: every VERIFIED row of apple-ios-colors.csv but Flutter's iOS 13/14 teal, including systemMint, systemCyan, systemBrown"
    )
    func ios15MatchesAppleTable() throws {
        let table = try ReferenceTable("apple-ios-colors.csv")
        var checked = Set<String>()
        for row in table.rows {
            guard let variant = row["variant"].flatMap({ referenceVariants[$0] }),
                row["source"]?.hasPrefix("VERIFIED") == true,
                let name = row["name"], name != "systemTeal"
            else { continue }
            #expect(hex(ios15, name, variant) == row["hex_rgba"], "\(name) \(variant)")
            checked.insert(name)
        }
        #expect(checked.count == 35)
        #expect(checked.isSuperset(of: ["systemMint", "systemCyan", "systemBrown"]))
    }

    @Test("iOS 15: lightText and darkText, which only the 2019 table has, are fixed in every appearance")
    func fixedTexts() throws {
        for appearance in Appearance.allCases {
            #expect(hex(ios15, "lightText", appearance) == "#FFFFFF99")
            #expect(hex(ios15, "darkText", appearance) == "#000000FF")
        }
    }

    @Test("iOS 13 and iOS 15–18 differ in light and dark exactly in dark systemIndigo and in systemTeal")
    func palettesDiffer() {
        var differences: [String] = []
        for name in ios13.colorNames {
            for appearance in [Appearance.light, .dark]
            where hex(ios13, name, appearance) != hex(ios15, name, appearance) {
                differences.append("\(name) \(appearance)")
            }
        }
        #expect(differences == ["systemIndigo dark", "systemTeal light", "systemTeal dark"])
    }

    @Test("iOS 26: every value of uikit-ios26-runtime.csv (light, dark and elevated), marked runtime")
    func ios26Runtime() throws {
        let table = try ReferenceTable("uikit-ios26-runtime.csv")
        #expect(table.rows.count == 23)
        for row in table.rows {
            let name = try #require(row["name"])
            for column in ["light", "light-elevated", "dark", "dark-elevated"] {
                let appearance = try #require(Appearance(name: column))
                #expect(hex(ios26, name, appearance) == row[column], "\(name) \(column)")
                #expect(Palette.ios26.provenance(of: name, in: appearance) == .runtime, "\(name) \(column)")
            }
        }
        // The changes the release is known for.
        #expect(hex(ios26, "systemBlue", .light) == "#0088FFFF" && hex(ios26, "separator", .light) == "#3C3C431F")
    }

    @Test(
        "iOS 26: increased contrast, systemMint and systemCyan from the ios26 rows of apple-ios-colors.csv; the rest is ios18's"
    )
    func ios26Transcribed() throws {
        let table = try ReferenceTable("apple-ios-colors.csv")
        var checked = 0
        for row in table.rows {
            guard let variant = row["variant"], variant.hasPrefix("ios26:"),
                let appearance = referenceVariants[String(variant.dropFirst(6))],
                let name = row["name"]
            else { continue }
            #expect(hex(ios26, name, appearance) == row["hex_rgba"], "\(name) \(variant)")
            checked += 1
        }
        #expect(checked == 54)
        #expect(Palette.ios26.provenance(of: "systemMint", in: .light) == .transcription)
        // Not published for iOS 26: systemGray2 and label's increased contrast are iOS 18's, marked fallback.
        for (name, appearance) in [
            ("systemGray2", Appearance.light), ("label", Appearance(colorScheme: .light, contrast: .increased)),
        ] {
            #expect(hex(ios26, name, appearance) == hex(ios15, name, appearance))
            #expect(Palette.ios26.provenance(of: name, in: appearance) == .fallback)
        }
    }

    @Test("dark elevated changes the backgrounds: systemBackground #000000 → #1C1C1E, with increased contrast #242426")
    func elevated() {
        #expect(hex(ios15, "systemBackground", Appearance(colorScheme: .dark, level: .elevated)) == "#1C1C1EFF")
        #expect(
            hex(ios15, "systemBackground", Appearance(colorScheme: .dark, contrast: .increased, level: .elevated))
                == "#242426FF")
        #expect(hex(ios15, "label", Appearance(colorScheme: .dark, level: .elevated)) == "#FFFFFFFF")
    }

    @Test("appearances: all is the fixed iOS list; ios13 supports light and dark only")
    func allAppearances() {
        #expect(
            ios15.allAppearances.map(\.name) == [
                "light", "dark", "light-increased-contrast", "dark-increased-contrast", "dark-elevated",
                "dark-increased-contrast-elevated",
            ])
        #expect(ios13.supportedAppearances == [.light, .dark, .vibrantLight, .vibrantDark])
        #expect(ios15.supportedAppearances.count == 10)
    }

    @Test("unknown names resolve to nothing and get suggestions")
    func unknownNames() {
        #expect(ios15.color(named: "secondaryLable") == nil)
        #expect(ios15.suggestions(for: "secondaryLable") == ["secondaryLabel"])
        #expect(ios15.suggestions(for: "SYSTEMBLUE") == ["systemBlue"])
    }
}

@Suite("AppKit catalog against apple-macos-colors.csv")
struct AppKitCatalogTests {
    let appkit = SystemColorCatalog(platform: .macos)

    @Test("every light and dark row (VERIFIED, and macos_ui's systemIndigoColor)")
    func lightAndDark() throws {
        var checked = 0
        for row in try ReferenceTable("apple-macos-colors.csv").rows {
            guard let name = row["name"], let variant = row["variant"], variant == "light" || variant == "dark",
                !name.contains("[")
            else { continue }
            let plain = String(name.split(separator: "(")[0])
            #expect(hex(appkit, plain, referenceVariants[variant]!) == row["hex_rgba"], "\(name) \(variant)")
            checked += 1
        }
        #expect(checked == 86)
    }

    @Test("the HIG table's tints: mint, teal, cyan light and dark, and every tint's increased-contrast values")
    func higRows() throws {
        for row in try ReferenceTable("apple-macos-colors.csv").rows where row["variant"]?.hasPrefix("hig:") == true {
            let name = try #require(row["name"]), variant = String(try #require(row["variant"]).dropFirst(4))
            let isPlain = variant == "light" || variant == "dark"
            if isPlain && !["systemMintColor", "systemTealColor", "systemCyanColor"].contains(name) { continue }
            #expect(hex(appkit, name, referenceVariants[variant]!) == row["hex_rgba"], "\(name) \(variant)")
        }
    }

    @Test("textColor is opaque, labelColor translucent (85 %), as AppKit documents")
    func labelVersusText() {
        #expect(hex(appkit, "textColor", .light) == "#000000FF")
        #expect(hex(appkit, "labelColor", .light) == "#000000D8")
        #expect(hex(appkit, "labelColor", .dark) == "#FFFFFFD8")
    }

    @Test("names without the Color suffix, and missing increased-contrast values falling back to normal")
    func namesAndFallback() {
        #expect(hex(appkit, "systemBlue", .light) == "#007AFFFF")
        #expect(hex(appkit, "systemBlueColor", Appearance(colorScheme: .light, contrast: .increased)) == "#0040DDFF")
        #expect(hex(appkit, "labelColor", Appearance(colorScheme: .dark, contrast: .increased)) == "#FFFFFFD8")
        #expect(appkit.allAppearances.count == 4 && appkit.supportedAppearances.allSatisfy { $0.level == .base })
        #expect(appkit.supportedAppearances.contains(.vibrantDark))
    }
}

@Suite("SwiftUI styles and colours")
struct SwiftUIColorTests {
    @Test("hierarchical styles are the label hierarchy on each platform")
    func styles() {
        let ios = SystemColorCatalog(platform: .ios), mac = SystemColorCatalog(platform: .macos)
        #expect(hex(ios, "secondary", .light) == "#3C3C4399")
        #expect(hex(ios, "Color.primary", .dark) == "#FFFFFFFF")
        #expect(hex(mac, "secondary", .light) == "#0000007F")
        #expect(hex(ios, "tertiary", .dark) == "#EBEBF54C")
    }

    @Test("Color.red and friends are the system tints")
    func tints() {
        let ios = SystemColorCatalog(platform: .ios, palette: .ios18), mac = SystemColorCatalog(platform: .macos)
        #expect(hex(ios, "Color.red", .dark) == "#FF453AFF")
        #expect(hex(ios, "Color.mint", .light) == "#00C7BEFF")
        // In the default palette the SwiftUI names follow iOS 26's tints (runtime and transcribed rows).
        #expect(hex(SystemColorCatalog(platform: .ios), "Color.red", .dark) == "#FF4245FF")
        #expect(hex(SystemColorCatalog(platform: .ios), "Color.mint", .light) == "#00C8B3FF")
        #expect(hex(mac, "Color.green", .light) == "#28CD41FF")
        #expect(hex(ios, "Color.white", .dark) == "#FFFFFFFF")
        #expect(
            ios.canonicalName(of: "Color.blue") == "systemBlue"
                && mac.canonicalName(of: "Color.blue") == "systemBlueColor")
        #expect(ios.color(named: "Color.magenta") == nil)
    }
}
