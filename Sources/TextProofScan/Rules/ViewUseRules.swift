extension ScanRule {
    /// What a use of one of the app's views decides about the text inside it.
    static let viewUses: [ScanRule] = [
        ScanRule(
            id: "swiftui-guard-forwarded-to-outer-use",
            summary:
                "Text under `if showDate` (a Bool defaulting to false) is not drawn at a use that leaves it out; a guard on a property the use passes from its own view (`Editor(context: context)`) is decided where that outer view is used.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    @main struct Demo: App { var body: some Scene { WindowGroup { Screen(context: .watch) } } }
                    enum Context { case watch, widget }
                    struct Screen: View { let context: Context; var body: some View { Editor(context: context) } }
                    struct Editor: View {
                        let context: Context
                        var body: some View { if context == .widget { ↓Text("On tap").foregroundStyle(.secondary) } }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    @main struct Demo: App { var body: some Scene { WindowGroup { Footer() } } }
                    struct Footer: View {
                        var showDate = false
                        var body: some View { if showDate { ↓Text("Updated") } }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    @main struct Demo: App { var body: some Scene { WindowGroup { Footer(showDate: true) } } }
                    struct Footer: View {
                        var showDate = false
                        var body: some View { if showDate { ↓Text("Updated") } }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-optional-nil-at-use",
            summary:
                "Text under `if let title` (or `title != nil`) in one of the app's views is not drawn at a use that leaves `title` nil: a parameter defaulting to nil and not passed, or an optional `var` the memberwise initialiser leaves out. Other uses still give it their pairs.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Card: View {
                        var title: String
                        var subtitle: String?
                        var body: some View { VStack { Text(title); if let subtitle { ↓Text(subtitle) } } }
                    }
                    struct Screen: View { var body: some View { Card(title: "Plan").background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Link<Content: View>: View {
                        let title: String?
                        let content: () -> Content
                        init(_ title: String, content: @escaping () -> Content = { EmptyView() }) {
                            self.title = title
                            self.content = content
                        }
                        init(title: String? = nil, @ViewBuilder content: @escaping () -> Content) {
                            self.title = title
                            self.content = content
                        }
                        var body: some View { HStack { if let title = title { ↓Text(title) }; content() } }
                    }
                    struct Screen: View { var body: some View { Link { Text("Folder") }.background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Card: View {
                        var title: String
                        var subtitle: String?
                        var body: some View { VStack { Text(title); if subtitle != nil { ↓Text(subtitle ?? "") } } }
                    }
                    struct Screen: View {
                        var body: some View { Card(title: "Plan", subtitle: "Monthly").background(Color.black) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#000000FF"), triggers: false),
                Example(
                    """
                    import SwiftUI
                    struct Banner: View {
                        @State private var message: String?
                        var body: some View { if let message { ↓Text(message) } }
                    }
                    struct Screen: View { var body: some View { Banner().background(Color.white) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-never-named",
            summary:
                "In an app (its `@main` or `App` among the files), a `View` struct or a view's member that no code names — its only use commented out, a screen left behind — is never drawn: not a site. Without an entry point (a package, a snippet) a view nothing uses is measured as a top-level screen.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }
                    struct Home: View { var body: some View { Text("Notes") } }
                    struct Legacy: View { var body: some View { ↓Text("Old screen") } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }
                    struct Home: View {
                        var body: some View { Form { Text("General") /* prereleaseToggle */ } }
                        var prereleaseToggle: some View { ↓Toggle("Prereleases", isOn: .constant(false)).background(Color.black) }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }
                    struct Home: View { var body: some View { Legacy() } }
                    struct Legacy: View { var body: some View { ↓Text("Old screen") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
                Example(
                    """
                    import SwiftUI
                    struct Legacy: View { var body: some View { ↓Text("Old screen") } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-case-at-use",
            summary:
                "Text drawn only for some cases of one of the view's properties (`switch mode { case .button: … }`, `if context == .widget`, `[.widget, .shortcut].contains(context)`, through a member the case uses) is not paired at a use that passes another case (`mode: .list`), or leaves a default that is another case.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Picker2: View {
                        enum Mode { case button, list }
                        var mode: Mode = .button
                        var body: some View { switch mode { case .button: button; case .list: Color.clear } }
                        private var button: some View { ↓Text("Choose entity") }
                    }
                    struct Screen: View { var body: some View { Picker2(mode: .list).background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Row: View {
                        let context: Context
                        var body: some View { if [.widget, .shortcut].contains(context) { ↓Text("Shown on the widget") } }
                    }
                    struct Screen: View { var body: some View { Row(context: .watch).background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct IconPicker: View {
                        enum Style { case circle, row(title: String) }
                        private let style: Style
                        init(style: Style = .circle) { self.style = style }
                        var body: some View { switch style { case .circle: Circle(); case let .row(title): ↓Text(title) } }
                    }
                    struct Screen: View { var body: some View { IconPicker().background(Color.black) } }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Picker2: View {
                        enum Mode { case button, list }
                        var mode: Mode = .button
                        var body: some View { switch mode { case .button: button; case .list: Color.clear } }
                        private var button: some View { ↓Text("Choose entity").foregroundStyle(.white) }
                    }
                    struct Screen: View { var body: some View { Picker2().background(Color.black) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-translucent-background",
            summary:
                "A translucent background shows the next one out: composited over it (a List row's, an outer .background, a clear shape's own background), over the window where the code sets none, and unresolved where what is under it is unknown (a grouped Form's section on macOS, a widget).",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").background(Color.black.opacity(0.2)).background(Color.white) } }
                    """, .measured(foreground: "#000000FF", background: "#CCCCCCFF")),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View {
                        var body: some View { Form { ↓Text("Path").background(Color(.separatorColor)) }.formStyle(.grouped) }
                    }
                    """, .unresolved("grouped form row"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { ↓Text("Show More").background(Rectangle().fill(.clear).background(Color.black)) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#000000FF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text("Hi").background(Color.black).background(Color.white) } }
                    """, .measured(foreground: "#000000FF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-macos-list-and-sidebar",
            summary:
                "On macOS a List draws on the sidebar's material or the content background by where it is placed, and a NavigationSplitView's sidebar on a material: Apple publishes neither, so text there (and a push button's translucent bezel over them) is unresolved unless the code gives it an opaque background.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { List(files) { file in ↓Text(file.name) } } }
                    """, .unresolved("list background"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View {
                        var body: some View { NavigationSplitView { VStack { ↓Text("Pages") } } detail: { Text("Detail") } }
                    }
                    """, .unresolved("sidebar material"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { Form { ↓Button("Configure…") { open() } }.formStyle(.grouped) } }
                    """, .unresolved("grouped form row"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View {
                        var body: some View { NavigationSplitView { Text("Pages") } detail: { ↓Text("Detail") } }
                    }
                    """, .measured(foreground: "#000000D8", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos),
            ]),
        ScanRule(
            id: "swiftui-tint-style",
            summary:
                "`.foregroundStyle(.tint)` draws the text in the nearest `.tint(…)`, else the accent colour, also inside a NavigationLink row or a button whose own title would be another colour.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { List { NavigationLink { Detail() } label: { ↓Text(url).foregroundStyle(.tint) } } }
                    }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Text(url).foregroundStyle(.tint).tint(Color("brandTeal")).background(Color.white) } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "swiftui-labeled-content-value",
            summary:
                "LabeledContent draws its value (the content closure) in the secondary style, on iOS and macOS; a colour the value's text sets wins.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { LabeledContent("Account") { ↓Text(name) }.background(Color.white) } }
                    """,
                    .measured(
                        foreground: "#3C3C4399", background: "#FFFFFFFF",
                        dark: (foreground: "#EBEBF599", background: "#FFFFFFFF"))),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View { LabeledContent("Widths") { ↓Text(widths).foregroundColor(.primary) }.background(Color.white) }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { LabeledContent("Location") { ↓Button("Choose…") { choose() } } } }
                    """, .measured(foreground: "#000000D8", background: "#FFFFFFFF"), triggers: false, platform: .macos),
            ]),
        ScanRule(
            id: "swiftui-macos-grouped-form",
            summary:
                "On macOS a .formStyle(.grouped) Form draws its sections on a fill Apple does not publish: its rows are unresolved. A Form in the default (columns) style sits on the window background.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { Form { ↓Toggle("Show Gutter", isOn: $on) }.formStyle(.grouped) } }
                    """, .unresolved("grouped form row: macOS"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { Form { ↓Toggle("Show Gutter", isOn: $on) } } }
                    """, .measured(foreground: "#000000D8", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos),
            ]),
    ]
}
