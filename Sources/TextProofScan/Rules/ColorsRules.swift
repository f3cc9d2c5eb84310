extension ScanRule {
    /// A palette whose accent is red on macOS and blue elsewhere.
    private static let platformPalette = """
        import SwiftUI
        enum Palette {
        #if os(macOS)
            static let accent = Color(red: 1, green: 0, blue: 0)
        #else
            static let accent = Color(red: 0, green: 0, blue: 1)
        #endif
        }
        """

    /// The app's own colours, followed to their definitions in any file.
    static let colors: [ScanRule] = [
        ScanRule(
            id: "color-per-platform",
            summary:
                "A colour declared once under #if os(macOS) (or canImport(AppKit)) and again under #else is the one compiled for the site's platform; a cross-platform alias (`typealias RSColor = NSColor` / `UIColor`) is read as that platform's type.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import UIKit
                    struct V: View {
                        var body: some View { ↓Text("Unread").foregroundStyle(Color(uiColor: Palette.tint)).background(Color.white) }
                    }
                    """, .measured(foreground: "#0000FFFF", background: "#FFFFFFFF"),
                    otherFiles: [
                        "Palette.swift": """
                        #if os(macOS)
                        import AppKit
                        typealias RSColor = NSColor
                        #else
                        import UIKit
                        typealias RSColor = UIColor
                        #endif
                        enum Palette { static let tint = RSColor(red: 0, green: 0, blue: 1, alpha: 1) }
                        """
                    ]),
                Example(
                    """
                    import SwiftUI
                    import UIKit
                    struct V: View { var body: some View { ↓Text("Unread").foregroundStyle(Palette.accent).background(Color.white) } }
                    """, .measured(foreground: "#0000FFFF", background: "#FFFFFFFF"),
                    otherFiles: ["Palette.swift": platformPalette]),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { ↓Text("Unread").foregroundStyle(Palette.accent).background(Color.white) } }
                    """, .measured(foreground: "#FF0000FF", background: "#FFFFFFFF"), platform: .macos,
                    otherFiles: ["Palette.swift": platformPalette]),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Unread").foregroundStyle(Palette.accent).background(Color.white) } }
                    """, .measured(foreground: "#0000FFFF", background: "#FFFFFFFF"), triggers: false,
                    otherFiles: [
                        "Palette.swift":
                            "import SwiftUI\nenum Palette { static let accent = Color(red: 0, green: 0, blue: 1) }"
                    ]),
            ]),
        ScanRule(
            id: "color-app-extension",
            summary: "A colour the app declares in a Color, UIColor or NSColor extension resolves to what it returns.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").foregroundStyle(Color.haPrimary) } }
                    """, .measured(foreground: "#009AC7FF", background: "#FFFFFFFF", assumed: true),
                    otherFiles: [
                        "Colors.swift":
                            "import SwiftUI\nextension Color {\n    static var haPrimary: Color { Color(red: 0, green: 154 / 255, blue: 199 / 255) }\n}\n"
                    ]),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").foregroundStyle(Color("ACText")) } }
                    """, .unresolved("colour computed"), triggers: false),
            ]),
        ScanRule(
            id: "color-app-type",
            summary:
                "A colour of the app's own type (an enum of static colours, a theme's default) resolves to its value.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    enum Palette { static let text = Color("brandTeal") }
                    struct V: View { var body: some View { ↓Text("Hi").foregroundStyle(Palette.text) } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").foregroundStyle(theme.text) } }
                    """, .unresolved("theme.text"), triggers: false),
            ]),
        ScanRule(
            id: "color-scheme-ternary",
            summary: "colorScheme == .dark ? a : b is one colour: b in light, a in dark.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @Environment(\\.colorScheme) var colorScheme
                        var body: some View { ↓Text("Hi").foregroundStyle(colorScheme == .dark ? Color.white : Color("brandTeal")) }
                    }
                    """,
                    .measured(
                        foreground: "#008C99FF", background: "#FFFFFFFF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF"),
                        assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").foregroundStyle(isOn ? Color.white : theme.off) } }
                    """, .unresolved("isOn ? Color.white : theme.off"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-colour-functions-by-case",
            summary:
                "Two of the app's colour functions that switch over the same argument (`foreground(for: kind)` on `background(for: kind)`) pair case by case: only the text and background some case draws together are measured, not every choice with every other.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Bubble: View {
                        let kind: Kind
                        var body: some View { ↓Text("Hi").foregroundStyle(foreground(for: kind)).background(background(for: kind)) }
                        func foreground(for kind: Kind) -> Color { switch kind { case .input: .white; case .info: .black } }
                        func background(for kind: Kind) -> Color { switch kind { case .info: .white; case .input: .black } }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF")),
                Example(
                    """
                    import SwiftUI
                    struct Bubble: View {
                        let kind: Kind
                        let other: Kind
                        var body: some View { ↓Text("Hi").foregroundStyle(foreground(for: kind)).background(background(for: other)) }
                        func foreground(for kind: Kind) -> Color { switch kind { case .input: .white; case .info: .black } }
                        func background(for kind: Kind) -> Color { switch kind { case .info: .white; case .input: .black } }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#FFFFFFFF"), triggers: false),
            ]),
    ]
}
