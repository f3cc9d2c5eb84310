extension ScanRule {
    /// How SwiftUI draws buttons' titles, by style, role and platform (Apple's button style and
    /// `ButtonRole` documentation; macOS push buttons in `controlTextColor` on `controlColor`).
    static let buttons: [ScanRule] = [
        ScanRule(
            id: "button-automatic-accent",
            summary:
                "An automatic or borderless button's title is the tint, else the accent (systemBlue #0088FF in iOS 26).",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Button("Save") { save() } } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Button("Save") { save() }.tint(Color("brandTeal")) } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "navigation-link-destination-closure",
            summary:
                "A `NavigationLink`'s one trailing closure is its label after `destination:` or `value:`, but its destination after a title (`NavigationLink(\"Settings\") { Detail() }`) or when it takes a value (`{ _ in Detail() }`): the destination's text is a screen of its own, not the link's tinted title.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { NavigationStack { NavigationLink("Login") { ↓Text("Password") } } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { NavigationStack { NavigationLink(value: 1) { ↓Text("Password") } } } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "button-destructive-role",
            summary: "A destructive button's title is red (systemRed #FF383C in iOS 26), not the accent.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { ↓Button("Log out", role: .destructive) { out() } } } }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Form { ↓Button("Log in") { login() } } } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "button-bordered-prominent",
            summary: ".borderedProminent draws its title white on the tint (the accent when none is set).",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Button(action: submit) { ↓Text("Push") }.buttonStyle(.borderedProminent) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#0088FFFF")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Button(action: submit) { ↓Text("Push") }.buttonStyle(.plain) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "button-bordered-fill",
            summary:
                "A .bordered button's fill is not published for iOS: its title is unresolved rather than measured on the wrong ground.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Button("More") { more() }.buttonStyle(.bordered) } }
                    """, .unresolved("its fill is not published")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Button("More") { more() }.buttonStyle(.borderless) } }
                    """, .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "button-app-style",
            summary:
                "The app's own ButtonStyle styles the label as its makeBody does, through its static shorthand too.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct PrimaryStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.font(.headline).foregroundColor(.white).background(Color("brandTeal"))
                        }
                    }
                    extension ButtonStyle where Self == PrimaryStyle { static var primary: PrimaryStyle { PrimaryStyle() } }
                    struct V: View { var body: some View { Button(action: go) { ↓Text("Continue") }.buttonStyle(.primary) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#008C99FF", points: 17)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { Button(action: go) { ↓Text("Continue") }.buttonStyle(.vendorStyle) } }
                    """, .unresolved("button style .vendorStyle from outside the app"), triggers: false),
            ]),
        ScanRule(
            id: "button-disabled-look",
            summary:
                "A colour or opacity chosen by `@Environment(\\.isEnabled)` is judged as the enabled control draws it: WCAG 1.4.3 sets no contrast requirement for the text of an inactive user interface component.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct OutlinedStyle: ButtonStyle {
                        @Environment(\\.isEnabled) private var isEnabled: Bool
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.foregroundColor(isEnabled ? Color("brandTeal") : .gray).opacity(isEnabled ? 1 : 0.5)
                        }
                    }
                    struct V: View { var body: some View { Button(action: go) { ↓Text("Export") }.buttonStyle(OutlinedStyle()) } }
                    """, .measured(foreground: "#008C99FF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import SwiftUI
                    struct PressedStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.foregroundColor(Color("brandTeal")).opacity(configuration.isPressed ? 0.5 : 1)
                        }
                    }
                    struct V: View { var body: some View { Button(action: go) { ↓Text("Export") }.buttonStyle(PressedStyle()) } }
                    """, .measured(foreground: "#008C9980", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "button-label-while-disabled",
            summary:
                "Text a button shows only while it is disabled (`if isDeleting { … }` in a button `.disabled(isDeleting)`) is drawn in the system's disabled colour and not judged: WCAG 1.4.3 sets no requirement for an inactive component.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @State var isDeleting = false
                        var body: some View {
                            Form {
                                Button(role: .destructive) { delete() } label: {
                                    if isDeleting { ↓Text("Deleting…") } else { Text("Delete") }
                                }
                                .disabled(isDeleting)
                            }
                        }
                    }
                    """, .system("disabled control")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        @State var isDeleting = false
                        var body: some View {
                            Form {
                                Button(role: .destructive) { delete() } label: {
                                    if isDeleting { Text("Deleting…") } else { ↓Text("Delete") }
                                }
                                .disabled(isDeleting)
                            }
                        }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "button-macos-default-action",
            summary:
                "On macOS the window's default button (.keyboardShortcut(.defaultAction)) draws its title white (alternateSelectedControlTextColor) on the accent colour (controlAccentColor #007AFF).",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { ↓Button("Clone") { clone() }.keyboardShortcut(.defaultAction) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#007AFFFF"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { ↓Button("Cancel") { close() }.keyboardShortcut(.cancelAction) } }
                    """, .measured(foreground: "#000000D8", background: "#FFFFFFFF"), triggers: false, platform: .macos),
            ]),
        ScanRule(
            id: "button-app-style-on-titled-button",
            summary:
                "The app's ButtonStyle applied straight to a titled button (`Button(\"Critical\") {}.buttonStyle(.critical)`) styles that title as its makeBody styles configuration.label.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct CriticalStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.font(.callout.bold()).foregroundColor(.black).background(Color.red)
                        }
                    }
                    extension ButtonStyle where Self == CriticalStyle { static var critical: CriticalStyle { CriticalStyle() } }
                    struct V: View { var body: some View { ↓Button("Delete") {}.buttonStyle(.critical) } }
                    """, .measured(foreground: "#000000FF", background: "#FF383CFF", points: 16)),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { ↓Button("Delete") {}.buttonStyle(.plain) } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "button-macos-push",
            summary: "On macOS an automatic button is a push button: controlTextColor on the controlColor bezel.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { ↓Button("Cancel") { dismiss() } } }
                    """, .measured(foreground: "#000000D8", background: "#FFFFFFFF"), platform: .macos),
                Example(
                    """
                    import SwiftUI
                    import AppKit
                    struct V: View { var body: some View { ↓Button("Push") { push() }.buttonStyle(.borderedProminent) } }
                    """, .measured(foreground: "#FFFFFFFF", background: "#007AFFFF"), triggers: false, platform: .macos),
            ]),
        ScanRule(
            id: "button-hierarchical-level-in-tinted-title",
            summary:
                "`.foregroundStyle(.secondary)` (a bare level, not `Color.secondary`) inside a button whose title is drawn in the tint or its role's colour is a level of that colour, faded by an amount Apple does not publish: unresolved. `.foregroundColor(.secondary)` is the fixed secondary colour.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            List { Button { pick() } label: { VStack { Text("Ava"); ↓Text("Enhanced").foregroundStyle(.secondary) } } }
                        }
                    }
                    """, .unresolved(".secondary inside a Button drawn in the tint")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            List { Button { pick() } label: { VStack { Text("Ava"); ↓Text("Enhanced").foregroundColor(.secondary) } } }
                        }
                    }
                    """, .measured(foreground: "#3C3C4399", background: "#FFFFFFFF"), triggers: false),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            List { Button { pick() } label: { ↓Text("Enhanced").foregroundStyle(.secondary) }.foregroundColor(.primary) }
                        }
                    }
                    """, .measured(foreground: "#3C3C4399", background: "#FFFFFFFF"), triggers: false),
            ]),
    ]
}
