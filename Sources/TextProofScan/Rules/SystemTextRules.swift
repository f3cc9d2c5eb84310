extension ScanRule {
    /// Text the system draws in its own style: listed as `system` with what draws it, never judged
    /// as body text on the window.
    static let systemText: [ScanRule] = [
        ScanRule(
            id: "segmented-picker-label",
            summary:
                "On iOS a .segmented Picker draws its segments (system-drawn options) and not its label: the label is not a site.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            Picker(selection: $size) { Text("Small").tag(0) } label: { ↓Text(size.name) }.pickerStyle(.segmented)
                        }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Picker("Size", selection: $size) { Text("Small").tag(0) }.pickerStyle(.segmented) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            ↓Picker("Size", selection: $size) { Text("Small").tag(0) }.pickerStyle(.menu).background(Color.white)
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "system-menu-item",
            summary: "Items of a Menu, context menu, menu-style Picker or menu-bar command are drawn by the system.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Menu("More") { ↓Button("Delete") { delete() } } } }
                    """, .system("menu item")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Picker("Order", selection: $order) { ↓Text("Newest").tag(0) } } }
                    """, .system("picker option")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Menu { Button("Delete") { delete() } } label: { ↓Text("More") } } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "system-alert",
            summary: "Buttons and text of an alert or confirmation dialog are drawn by the system.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View {
                        Text("History").confirmationDialog("Clear?", isPresented: $shown) { ↓Button("Clear", role: .destructive) { clear() } }
                    } }
                    """, .system("confirmation dialog")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("History").alert("Clear?", isPresented: $shown) { Button("OK") {} } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "system-section-header",
            summary: "A List or Form section's header and footer are drawn by the system; its rows are the app's.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { Section { Text("Row") } header: { ↓Text("Status") } } } }
                    """, .system("section header")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { Section { Text("Row") } footer: { ↓Text("Shown below") } } } }
                    """, .system("section footer")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { Section { ↓Text("Row") } header: { Text("Status") } } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "system-placeholder-toolbar-tab",
            summary:
                "A text field's placeholder, toolbar items, tab items, a widget's gallery name and description and an accessory widget's label are drawn by the system.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import WidgetKit
                    struct Today: Widget {
                        var body: some WidgetConfiguration {
                            StaticConfiguration(kind: "today", provider: Provider()) { _ in Color.clear }.configurationDisplayName(↓Text("Today"))
                        }
                    }
                    """, .system("widget gallery text")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓TextField("Search", text: $query) } }
                    """, .system("text field placeholder")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { List {}.toolbar { ToolbarItem { ↓Button("Done") { done() } } } } }
                    """, .system("toolbar item")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { TabView { Text("Home").tabItem { ↓Label("Home", systemImage: "house") } } } }
                    """, .system("tab item")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { TabView { ↓Text("Home").tabItem { Label("Home", systemImage: "house") } } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "system-menu-through-app-view",
            summary: "A button placed by the app's own view inside a Menu is a menu item too.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct FeaturesMenu<Content: View>: View {
                        @ViewBuilder let content: Content
                        var body: some View { Menu { content } label: { Image(systemName: "ellipsis") } }
                    }
                    struct V: View { var body: some View { FeaturesMenu { ↓Button("Filters") { filters() } } } }
                    """, .system("menu item")),
                Example(
                    """
                    import SwiftUI
                    struct FeaturesMenu<Content: View>: View {
                        private let content: Content
                        init(@ViewBuilder content: () -> Content) { self.content = content() }
                        var body: some View { Menu { content } label: { Image(systemName: "ellipsis") } }
                    }
                    struct V: View { var body: some View { FeaturesMenu { Button { go() } label: { ↓Label("Archives", systemImage: "doc") } } } }
                    """, .system("menu item")),
                Example(
                    """
                    import SwiftUI
                    struct Stack<Content: View>: View {
                        @ViewBuilder let content: Content
                        var body: some View { VStack { content } }
                    }
                    struct V: View { var body: some View { Stack { ↓Button("Filters") { filters() } } } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
    ]
}
