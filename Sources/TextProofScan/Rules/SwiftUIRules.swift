extension ScanRule {
    /// How SwiftUI styles text: the innermost style wins, containers pass theirs down, the app's
    /// own modifiers and views are followed, and anything the scan cannot model leaves the pair unknown.
    static let swiftUI: [ScanRule] = [
        ScanRule(
            id: "swiftui-innermost-style",
            summary:
                "A text's own .foregroundStyle wins over its container's; a container's colours every text inside.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View {
                        VStack { ↓Text("Hi").foregroundStyle(Color("brandTeal")) }.foregroundStyle(.secondary)
                    } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View {
                        VStack { ↓Text("Hi") }.foregroundStyle(Color("brandTeal"))
                    } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-unmodelled-modifier",
            summary:
                "A modifier the scan does not model (from a package, or changing colours: .colorMultiply, .blendMode) makes the pair unknown: unresolved, never measured as plain text.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").shimmering() } }
                    """, .unresolved("modifier .shimmering(…) from outside the app")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").padding().lineLimit(1) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-app-view-extension",
            summary: "The app's own View extension function styles the text as its body does.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").sectionStyle() } }
                    private extension View {
                        func sectionStyle() -> some View { padding().background(Color(uiColor: .secondarySystemBackground)) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#F2F2F7FF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").card(Color("brandLightBackground")) } }
                    extension View {
                        func card(_ fill: Color) -> some View { self.padding().background(fill) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#E6F4F5FF"), triggers: true),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").padding() } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-app-view-modifier",
            summary: "The app's ViewModifier, applied with .modifier(…), styles the text as its body(content:) does.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Badge: ViewModifier {
                        let tint: Color
                        func body(content: Content) -> some View { content.foregroundColor(.white).background(tint) }
                    }
                    struct V: View { var body: some View { ↓Text("New").modifier(Badge(tint: Color("brandTeal"))) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#008C99FF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("New").modifier(PackageBadge()) } }
                    """, .unresolved("view modifier PackageBadge from outside the app"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-view-used-elsewhere",
            summary:
                "Text in the app's own view takes the background of each place the view is used, in any file: one pair per use.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Row: View { var body: some View { ↓Text("Row") } }
                    """, .measured(foreground: "#000000FF", background: "#E6F4F5FF"),
                    otherFiles: [
                        "Screen.swift":
                            "import SwiftUI\nstruct Screen: View { var body: some View { Row().background(Color(\"brandLightBackground\")) } }\n"
                    ]),
                Example(
                    """
                    import SwiftUI
                    struct Row: View { var body: some View { ↓Text("Row") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-content-passed-into-view",
            summary:
                "Text passed into the app's own container view is styled where that view places its content, then where the container is.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Card<Content: View>: View {
                        @ViewBuilder let content: Content
                        var body: some View { content.padding().background(Color("brandTeal")) }
                    }
                    struct V: View { var body: some View { Card { ↓Text("Inside").foregroundStyle(.white) } } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#008C99FF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Carousel { ↓Text("Inside") } } }
                    """, .unresolved("inside Carousel, a view from outside the app"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-member-view",
            summary: "Text in a view property or function is styled where the view's body uses it.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { header.background(Color("brandLightBackground")) }
                        private var header: some View { ↓Text("Header") }
                    }
                    """, .measured(foreground: "#000000FF", background: "#E6F4F5FF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { Text("Body") }
                        private func unused() -> some View { ↓Text("Never shown") }
                    }
                    """, .noSite, triggers: false),
            ]),
        ScanRule(
            id: "swiftui-opacity",
            summary:
                "A view's .opacity(x) multiplies its text's alpha; a condition's faintest visible branch is the one judged.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { HStack { ↓Text("Latest") }.opacity(isLatest ? 0.6 : 0) } }
                    """, .measured(foreground: "#00000099", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { HStack { ↓Text("Latest") }.opacity(1) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-color-property-fill",
            summary:
                "A view's own `Color` property laid under the text (`ZStack { backgroundColor; Text(…) }`), or a colour bound from an enum case's payload (`case .progress(let backgroundColor)`), is its background; passed in by the view's user, its value is computed: unresolved, not measured on the default.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Page: View {
                        let backgroundColor: Color
                        var body: some View { ZStack { backgroundColor; ↓Text("3").foregroundColor(.gray) } }
                    }
                    """, .unresolved("colour computed: backgroundColor")),
                Example(
                    """
                    import SwiftUI
                    enum PlaceholderStyle { case activity, progress(page: Int, backgroundColor: Color) }
                    struct Placeholder: View {
                        let style: PlaceholderStyle
                        var body: some View {
                            switch style {
                            case .activity: ProgressView()
                            case .progress(let page, let backgroundColor):
                                ZStack { backgroundColor; ↓Text(String(page)).foregroundColor(.gray) }
                            }
                        }
                    }
                    """, .unresolved("colour computed: backgroundColor")),
                Example(
                    """
                    import SwiftUI
                    struct Page: View {
                        var body: some View { ZStack { Color.black; ↓Text("3").foregroundColor(.white) } }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-opacity-over-own-background",
            summary:
                "An .opacity below 1 outside the text's own background fades both: what shows through is further out, so the pair is unresolved rather than measured as faded text on an opaque background.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List { HStack { ↓Text("More").background(Color.white) }.opacity(isOff ? 0.5 : 1) } } }
                    """, .unresolved("fades the text with its background")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List { HStack { ↓Text("More").opacity(isOff ? 0.5 : 1) }.background(Color.white) } } }
                    """, .measured(foreground: "#00000080", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-opacity-not-written",
            summary:
                "An opacity with a branch whose value is neither written out nor one of the app's static constants (`static let faint = 0.5`) leaves the text's alpha unknown.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Standby").opacity(isIdle ? Layout.faint : 1) } }
                    """, .unresolved("opacity isIdle ? Layout.faint : 1")),
                Example(
                    """
                    import SwiftUI
                    enum Layout { static let faint: CGFloat = 0.5 }
                    struct V: View { var body: some View { ↓Text("Standby").opacity(isIdle ? Layout.faint : (isHidden ? 0 : 1)) } }
                    """, .measured(foreground: "#00000080", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-forced-color-scheme",
            summary:
                ".environment(\\.colorScheme, .dark) and .preferredColorScheme(.dark) draw the text dark in every appearance.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Night").environment(\\.colorScheme, .dark) } }
                    """,
                    .measured(
                        foreground: "#FFFFFFFF", background: "#000000FF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF"),
                        assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Day") } }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF"),
                        assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-list-row",
            summary:
                "A List or Form row on iOS sits on secondarySystemGroupedBackground (#FFFFFF, #1C1C1E dark); a .plain list's on systemBackground; .listRowBackground wins.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { ↓Text("Row") } } }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF",
                        dark: (foreground: "#FFFFFFFF", background: "#1C1C1EFF"))),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List { ↓Text("Row").listRowBackground(Color("brandLightBackground")) } } }
                    """, .measured(foreground: "#000000FF", background: "#E6F4F5FF"), triggers: true),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List { ↓Text("Row").listRowBackground(Color.clear) } } }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#F2F2F7FF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF"))),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List { ↓Text("Row") }.listStyle(.plain) } }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF")),
                    triggers: false),
            ]),
        ScanRule(
            id: "swiftui-every-text-is-a-site",
            summary:
                "A computed title (??, a call, a ternary, +) is a site, shown as its expression; an empty or emoji-only string is blank, not judged.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text(comment.score ?? "") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("") } }
                    """, .blank, triggers: true),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("🎉") } }
                    """, .blank, triggers: true),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { VStack { Text("Shown").accessibilityLabel(↓Text("Read aloud")) } } }
                    """, .noSite, triggers: false),
            ]),
    ]
}
