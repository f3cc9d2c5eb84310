extension ScanRule {
    /// Where the app places a view, found in code other than the view's own: its helper functions,
    /// AppKit's split views, popovers, members declared in extensions, a library's factories.
    static let placements: [ScanRule] = [
        ScanRule(
            id: "swiftui-model-type-view",
            summary:
                "A view made by a member of one of the app's model types (`extension Tab { func label() -> Label<…> }`), or of an extension of `Text`, is placed where its file uses that member on a value (`.tabItem(tab.label)`: a tab item, drawn by the system; `Section(header: Text(…).appending(…))`: a section header); used nowhere the scan can see, it is unresolved, not measured on the default background.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Settings: View {
                        var body: some View { Form { Section(header: Text("Limits").appending("!")) { Text("Row") } } }
                    }
                    extension Text {
                        func appending(_ string: String) -> Text { self + ↓Text(string) }
                    }
                    """, .system("section header")),
                Example(
                    """
                    import SwiftUI
                    enum Tab: CaseIterable { case home, search }
                    struct Tabs: View {
                        var body: some View { TabView { ForEach(Tab.allCases, id: \\.self) { tab in Text("Page").tabItem(tab.label) } } }
                    }
                    extension Tab {
                        func label() -> Label<Text, Image> { ↓Label("Home", systemImage: "house") }
                    }
                    """, .system("tab item")),
                Example(
                    """
                    import SwiftUI
                    enum Tab { case home
                        var label: some View { ↓Text("Home") }
                    }
                    """, .unresolved("Tab.label, a view made by a member used on values elsewhere")),
                Example(
                    """
                    import SwiftUI
                    struct Home: View {
                        var body: some View { title }
                        var title: some View { ↓Text("Home") }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-helper-function-parameter",
            summary:
                "A view passed to one of the app's functions in the same file (`makeNavigator(view: …)`, `card(…)`, a static `Row.picker(…) { … }`) is climbed through that function's body: what it applies to the parameter applies to the view, and where it places it decides what is behind.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Screen: View {
                        var body: some View { card(↓Text("Plan").foregroundStyle(.white)) }
                        func card(_ content: some View) -> some View { content.padding().background(Color.black) }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF")),
                Example(
                    """
                    import SwiftUI
                    enum Row {
                        static func picker(_ title: String, selection: Binding<Int>, @ViewBuilder content: () -> some View) -> some View {
                            Picker(title, selection: selection, content: content).pickerStyle(.menu)
                        }
                    }
                    struct Screen: View {
                        @State var server = 0
                        var body: some View { Row.picker("Server", selection: $server) { ↓Text("Home").tag(0) } }
                    }
                    """, .system("picker option")),
                Example(
                    """
                    import SwiftUI
                    struct Screen: View {
                        var body: some View { ↓Text("Plan").foregroundStyle(.white).background(Color.black) }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "appkit-split-view-sidebar",
            summary:
                "A SwiftUI view hosted in `NSSplitViewItem(sidebarWithViewController:)` is drawn on the sidebar material (NSSplitViewItem.init(sidebarWithViewController:), developer.apple.com), whose colour Apple does not publish: unresolved. A plain split view item is the window's content.",
            examples: [
                Example(
                    """
                    import AppKit
                    import SwiftUI
                    final class Split: NSSplitViewController {
                        override func viewDidLoad() {
                            addSplitViewItem(makeSidebar(view: ↓Text("Files")))
                        }
                        private func makeSidebar(view: some View) -> NSSplitViewItem {
                            NSSplitViewItem(sidebarWithViewController: NSHostingController(rootView: view))
                        }
                    }
                    """, .unresolved("sidebar material")),
                Example(
                    """
                    import AppKit
                    import SwiftUI
                    final class Split: NSSplitViewController {
                        override func viewDidLoad() {
                            addSplitViewItem(NSSplitViewItem(viewController: NSHostingController(rootView: ↓Text("Editor"))))
                        }
                    }
                    """, .measured(foreground: "#000000D8", background: "#ECECECFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "macos-popover-material",
            summary:
                "macOS draws a popover's content on a material whose colour Apple does not publish: text in `.popover` with no background of its own is unresolved. A sheet is the window's background.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @State var shown = false
                        var body: some View { Button("Info") { shown = true }.popover(isPresented: $shown) { ↓Text("Details") } }
                    }
                    """, .unresolved("popover material"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @State var shown = false
                        var body: some View { Button("Info") { shown = true }.sheet(isPresented: $shown) { ↓Text("Details") } }
                    }
                    """, .measured(foreground: "#000000D8", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos),
            ]),
        ScanRule(
            id: "macos-view-shown-by-generic-code",
            summary:
                "The `body` of a type that is not a `View` struct placed by name (a tab enum handed to a panel as a generic) is shown by code the scan cannot follow: on macOS, where a window, sidebar, inspector or popover decides what is behind, it is unresolved. A `View` struct used nowhere keeps the window background, assumed.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    enum NavigatorTab: Identifiable {
                        case files
                        var id: Self { self }
                        var body: some View { ↓Text("Files") }
                    }
                    """, .unresolved("shown from code the scan cannot follow"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    struct Files: View { var body: some View { ↓Text("Files") } }
                    """, .measured(foreground: "#000000D8", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos),
            ]),
        ScanRule(
            id: "swiftui-member-in-extension-used-by-owner",
            summary:
                "A member declared in an extension in its own file (`RepoView+ContextMenu.swift`) is followed to where the view's declaration, in another file, uses it: a button there built for `.contextMenu` is a menu item the system draws.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    extension RepoView {
                        var menuItems: some View { ↓Button("New Branch…") { branch() } }
                    }
                    """, .system("context menu item"),
                    otherFiles: [
                        "RepoView.swift": """
                        import SwiftUI
                        struct RepoView: View { var body: some View { Text("Repository").contextMenu { menuItems } } }
                        """
                    ]),
                Example(
                    """
                    import SwiftUI
                    extension RepoView {
                        var menuItems: some View { ↓Button("New Branch…") { branch() } }
                    }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true), triggers: false,
                    otherFiles: [
                        "RepoView.swift": """
                        import SwiftUI
                        struct RepoView: View { var body: some View { VStack { Text("Repository"); menuItems } } }
                        """
                    ]),
            ]),
        ScanRule(
            id: "swiftui-library-factory-content",
            summary:
                "Text passed into a static factory or a modifier the app does not declare (`.regular(content: { Text(…) })`, `.customAlert { … }` of an alert library) is drawn the library's way: unresolved. SwiftUI's own alert buttons (`.default(Text(…))`, `.destructive`, `.cancel`) are system-drawn; a collection's `map` lays its views out.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { Color.clear.customAlert(button: .regular(content: { ↓Text("Confirm") }, action: {})) }
                    }
                    """, .unresolved("content passed into .regular(…), a function from outside the app")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @State var saved = false
                        var body: some View { Color.clear.customAlert(isPresented: $saved) { ↓Text("Saved") } }
                    }
                    """, .unresolved("content passed into .customAlert(…), a modifier from outside the app")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        let names = ["Ada"]
                        var body: some View { VStack { names.first.map { ↓Text($0).foregroundStyle(.white) } }.background(Color.black) }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF"), triggers: false),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            Color.clear.alert(isPresented: .constant(true)) {
                                Alert(title: Text("Delete?"), primaryButton: .destructive(↓Text("Delete")), secondaryButton: .cancel())
                            }
                        }
                    }
                    """, .system("alert"), triggers: false),
            ]),
    ]
}
