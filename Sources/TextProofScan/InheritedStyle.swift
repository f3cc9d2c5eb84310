import TextProof
import TextProofColor
import TextProofText

/// What a SwiftUI text inherits from its own modifier chain and every view around it, innermost
/// first: the first foreground, background and font found win, opacities multiply, and anything the
/// scan cannot model is kept as a reason the pair is unknown.
struct InheritedStyle: Sendable {
    var foreground: WrittenColor?
    /// `.foregroundStyle(.secondary)`: a level of the foreground around it (a button's tint), not a colour.
    var foregroundLevel: String?
    /// A foreground set further out than the level (`.foregroundColor(.primary)` on the button): the level's base.
    var foregroundLevelRebased = false
    var background: WrittenColor?
    /// The next background out, under `background`: what a translucent one shows.
    var underlay: WrittenColor?
    var font: FontChoice?
    var weight: FontWeight?
    /// Every `.opacity(…)` met, multiplied; `opacityWritten` keeps them as written.
    var opacity: Double = 1
    var opacityWritten: [String] = []
    /// `.tint(…)` / `.accentColor(…)`: what buttons and links draw in.
    var tint: WrittenColor?
    /// The innermost button whose label holds the text (or the text is its title).
    var button: ButtonContext?
    /// The first `.buttonStyle(…)` met outside that button.
    var buttonStyle: ButtonStyleChoice?
    /// The first `.listStyle(…)` met.
    var listStyle: String?
    /// The first `.formStyle(…)` met.
    var formStyle: String?
    /// `.keyboardShortcut(.defaultAction)`: on macOS the button is the window's default one.
    var defaultAction = false
    /// In a NavigationSplitView's sidebar column, or an AppKit split view's sidebar item.
    var inSidebar = false
    /// In a `.popover`: macOS draws it on a material.
    var inPopover = false
    /// The text is a Picker's label (its title, or its `label:` view).
    var pickerLabel = false
    /// Drawn in a widget (its file, or a use of its view, imports WidgetKit): the system draws what
    /// the code does not put behind it.
    var inWidget = false
    /// The List or Form the text is a row of.
    var list: ListContainer?
    /// `.listRowBackground(…)` on the row.
    var rowBackground: WrittenColor?
    /// `.listRowBackground(Color.clear)`: the row shows the list's background.
    var clearRows = false
    /// `.environment(\.colorScheme, …)`, `.preferredColorScheme(…)`: the one appearance drawn.
    var forcedAppearance: Appearance?
    /// Drawn by the system in its own colours: why.
    var systemDrawn: String?
    /// Never drawn (an accessibility label, a layout-only string): why.
    var notDrawn: String?
    /// Made by a member of a model type (`SettingsItem.destinationView`) used where the scan cannot
    /// follow: text with no background of its own there is unresolved, not measured on a guess.
    var placedByModel: String?
    /// What the scan cannot model on the way out: the pair is unknown.
    var unresolved: [String] = []
    /// The view became the root of a hosting controller or window: the climb ends.
    var presented = false
    /// Presented by a sheet its view opens only when these properties have values.
    var presentedOnlyWhen: OptionalProperties.Guards?

    struct ButtonContext: Sendable {
        /// `Button`, `Link`, `Menu`, `NavigationLink`, `ShareLink`.
        var kind: String
        var role: String?
        /// The background found inside the label, before the button's own bezel.
        var backgroundInsideLabel: Bool
        /// The foreground found inside the label.
        var foregroundInsideLabel: Bool
    }

    enum ListContainer: String, Sendable {
        case list = "List"
        case form = "Form"
    }

    /// Fills what this style lacks from `outer`, a style applied further out.
    mutating func inherit(_ outer: InheritedStyle) {
        if foreground == nil {
            foreground = outer.foreground
            foregroundLevel = outer.foregroundLevel
            foregroundLevelRebased = outer.foregroundLevelRebased
        } else if foregroundLevel != nil, outer.foreground != nil {
            foregroundLevelRebased = true
        }
        if background == nil {
            background = outer.background
            underlay = outer.underlay
        } else if underlay == nil {
            underlay = outer.background
        }
        font = font ?? outer.font
        weight = weight ?? outer.weight
        opacity *= outer.opacity
        opacityWritten += outer.opacityWritten
        tint = tint ?? outer.tint
        if button == nil, let outerButton = outer.button {
            var adopted = outerButton
            adopted.backgroundInsideLabel = background != nil || outerButton.backgroundInsideLabel
            adopted.foregroundInsideLabel = foreground != nil || outerButton.foregroundInsideLabel
            button = adopted
        }
        buttonStyle = buttonStyle ?? outer.buttonStyle
        listStyle = listStyle ?? outer.listStyle
        formStyle = formStyle ?? outer.formStyle
        defaultAction = defaultAction || outer.defaultAction
        inWidget = inWidget || outer.inWidget
        inSidebar = inSidebar || outer.inSidebar
        inPopover = inPopover || outer.inPopover
        if list == nil { list = outer.list }
        if rowBackground == nil, !clearRows {
            rowBackground = outer.rowBackground
            clearRows = outer.clearRows
        }
        forcedAppearance = forcedAppearance ?? outer.forcedAppearance
        systemDrawn = systemDrawn ?? outer.systemDrawn
        notDrawn = notDrawn ?? outer.notDrawn
        placedByModel = placedByModel ?? outer.placedByModel
        presented = presented || outer.presented
        presentedOnlyWhen = presentedOnlyWhen ?? outer.presentedOnlyWhen
        unresolved += outer.unresolved.filter { !unresolved.contains($0) }
    }

    /// Whether the climb can stop: nothing further out can change the outcome.
    var isSettled: Bool { systemDrawn != nil || notDrawn != nil || presented }
}

/// A `.buttonStyle(…)` as the scan understands it.
enum ButtonStyleChoice: Sendable, Equatable {
    case automatic, borderless, plain, bordered, borderedProminent, link
    /// The app's own `ButtonStyle`, its `makeBody` already applied as a style of the label.
    case app(String)
    /// A style from outside the app or one whose body could not be read.
    case unknown(String)

    static func system(_ name: String) -> ButtonStyleChoice? {
        switch name {
        case "automatic", "DefaultButtonStyle": .automatic
        case "borderless", "BorderlessButtonStyle": .borderless
        case "plain", "PlainButtonStyle": .plain
        case "bordered", "BorderedButtonStyle": .bordered
        case "borderedProminent", "BorderedProminentButtonStyle": .borderedProminent
        case "link", "LinkButtonStyle": .link
        default: nil
        }
    }
}
