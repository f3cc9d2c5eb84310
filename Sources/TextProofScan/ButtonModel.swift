import TextProofColor

/// How SwiftUI draws a button's title, by style, role and platform, from Apple's documentation:
/// an automatic or borderless button draws its title in the tint (the accent), a destructive one in
/// red; `.borderedProminent` draws white on the tint; `.plain` leaves the title as the text around it;
/// on macOS the automatic style is a push button, control text on the control bezel. What Apple does
/// not publish (the fill of `.bordered` on iOS, a borderless button's colour on macOS) is unresolved.
struct ButtonModel {
    /// The title's colour; nil: what the text around it has (primary by default).
    var foreground: FrameworkColor?
    /// Drawn with the tint the code gives, when it gives one.
    var foregroundIsTint = false
    /// The bezel under the title; nil: none (what is behind the button shows).
    var bezel: FrameworkColor?
    var bezelIsTint = false
    /// Why the pair is not known.
    var unresolved: String?

    init(
        style: ButtonStyleChoice?, kind: String, role: String?, inList: Bool, platform: Platform,
        defaultAction: Bool = false
    ) {
        let destructive = role == "destructive"
        let red = FrameworkColor.named("systemRed")
        // A navigation link in a list is a row: label-coloured text with a chevron.
        if kind == "NavigationLink", inList || platform == .macos {
            foreground = .primary
            return
        }
        switch style ?? .automatic {
        case .automatic where platform == .macos, .bordered where platform == .macos:
            if kind == "Link" {
                foreground = .named("linkColor")
                return
            }
            // The window's default button (`.keyboardShortcut(.defaultAction)`): white on the accent.
            if defaultAction, !destructive, style != .bordered {
                foreground = .named("alternateSelectedControlTextColor")
                bezel = .accent
                bezelIsTint = true
                return
            }
            foreground = destructive ? red : .named("controlTextColor")
            bezel = .named("controlColor")
        case .automatic, .borderless:
            if platform == .macos {
                unresolved = "a borderless button on macOS: its title's colour is not published"
                return
            }
            foreground = destructive ? red : .accent
            foregroundIsTint = !destructive
        case .plain:
            foreground = nil
        case .bordered:
            foreground = destructive ? red : .accent
            foregroundIsTint = !destructive
            unresolved = "a .bordered button: its fill is not published"
        case .borderedProminent:
            foreground = .named("Color.white")
            bezel = destructive ? red : .accent
            bezelIsTint = !destructive
        case .link:
            foreground = platform == .macos ? .named("linkColor") : .accent
            foregroundIsTint = platform != .macos
        case .app:
            // The app's style has styled the label already; what it leaves is the text's own.
            foreground = nil
        case .unknown(let written):
            unresolved = "button style \(written) from outside the app"
        }
    }
}
