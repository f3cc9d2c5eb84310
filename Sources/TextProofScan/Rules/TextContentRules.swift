extension ScanRule {
    /// What a text's own content decides: a Markdown link, an icon font's glyph, an attributed
    /// string's runs, text shown only while an optional is nil.
    static let textContents: [ScanRule] = [
        ScanRule(
            id: "swiftui-markdown-link",
            summary:
                "A `Text` literal is Markdown: a link (`[title](url)`) is drawn in the tint, else the accent, whatever the text's foreground. A literal that is all link is measured in the tint; one that mixes a link with other words is unresolved.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("[Privacy](https://example.com/privacy)") } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Read our [privacy policy](https://example.com/privacy)") } }
                    """, .unresolved("markdown link")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Privacy") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-icon-font-glyph",
            summary:
                "Text set in an icon font (`.custom(MaterialDesignIcons.familyName, size: 24)`, Font Awesome) draws a pictogram, not words: blank, not judged as text.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        let icon: Icon
                        var body: some View { ↓Text(icon.glyph).font(.custom(MaterialDesignIcons.familyName, size: 24)) }
                    }
                    """, .blank),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Menu").font(.custom("Avenir Next", size: 24)) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-attributed-string-runs",
            summary:
                "`Text(attributedText)` of a property the view declares an `AttributedString` draws each run in its own colour, set where the string is built: unresolved.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Log: View {
                        @State private var attributedText = AttributedString()
                        var body: some View { ↓Text(attributedText) }
                    }
                    """, .unresolved("its runs may carry their own colours")),
                Example(
                    """
                    import SwiftUI
                    struct Log: View {
                        let entries: [String]
                        var body: some View { ScrollView { ↓Text(build(entries)) } }
                        func build(_ entries: [String]) -> AttributedString {
                            var line = AttributedString(entries.joined())
                            line.foregroundColor = .secondary
                            return line
                        }
                    }
                    """, .unresolved("attributed string build(…)")),
                Example(
                    """
                    import SwiftUI
                    struct Failure: View {
                        let url: String
                        var body: some View {
                            if let link = try? AttributedString(markdown: "[\\(url)](\\(url))") { ↓Text(link) }
                        }
                    }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct Log: View {
                        @State private var name = ""
                        var body: some View { ↓Text(name) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-shown-while-nil",
            summary:
                "Text under `if fallback == nil` in one of the app's views is not drawn at a use that passes `fallback` a closure or a literal; uses that leave it out still give it their pairs.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Player: View {
                        let url: String
                        var onFallback: (() -> Void)? = nil
                        var body: some View { if onFallback == nil { ↓Text("Stream unavailable") } }
                    }
                    struct Screen: View { var body: some View { Player(url: "cam", onFallback: { retry() }).background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Player: View {
                        let url: String
                        var onFallback: (() -> Void)? = nil
                        var body: some View { if onFallback == nil { ↓Text("Stream unavailable").foregroundStyle(.white) } }
                    }
                    struct Screen: View { var body: some View { Player(url: "cam").background(Color.black) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-sheet-opened-only-with-value",
            summary:
                "A sheet whose flag is set only where one of its view's optional properties has a value (`guard info != nil else { return }; showInfo = true`) is never opened at a use that leaves the property nil: its content is drawn only if some use gives it one.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct LabsLabel: View {
                        @State private var showInfo = false
                        var info: String? = nil
                        var body: some View {
                            Text("Labs").background(Color.orange)
                                .onTapGesture { guard info != nil else { return }; showInfo = true }
                                .sheet(isPresented: $showInfo) { ↓Text(info ?? "").background(Color.white) }
                        }
                    }
                    struct Row: View { var body: some View { LabsLabel() } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct LabsLabel: View {
                        @State private var showInfo = false
                        var info: String? = nil
                        var body: some View {
                            Text("Labs").background(Color.orange)
                                .onTapGesture { guard info != nil else { return }; showInfo = true }
                                .sheet(isPresented: $showInfo) { ↓Text(info ?? "").background(Color.white) }
                        }
                    }
                    struct Row: View { var body: some View { LabsLabel(info: "Experimental") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
    ]
}
