import SwiftSyntax
import TextProof
import TextProofColor
import TextProofText

/// A colour as the code writes it, and what it resolves to.
struct WrittenColor: Sendable {
    var written: String
    var resolution: ColorResolution
    /// For the app's colour function switching over an argument: which case returns each choice.
    var cases: CaseChoices?
}

/// A colour the framework chooses when the code names none: a title's (`primary`, the accent) or a
/// control's bezel (`controlColor`, the accent under a prominent button's title).
enum FrameworkColor: Sendable, Equatable {
    /// SwiftUI's `primary`, UIKit's `label`: the platform's label colour.
    case primary
    /// The app's accent: a Button's or Link's title.
    case accent
    /// A system colour by name (`controlTextColor` of a macOS push button, `systemRed` of a destructive role).
    case named(String)

    /// How the report writes it: `default: primary`.
    var written: String {
        switch self {
        case .primary: "primary"
        case .accent: "Color.accentColor"
        case .named(let name): name
        }
    }
}

/// A site as a visitor finds it: where, what, and its colours and font as written and resolved.
struct FoundSite: Sendable {
    var line: Int
    var column: Int
    var kind: String
    var text: String
    /// The foreground as written and resolved; nil: the framework's default (`defaultForeground`).
    var foreground: WrittenColor?
    /// What the framework draws when the code names no foreground; nil: nothing (an attributed
    /// string without `.foregroundColor` draws opaque black).
    var defaultForeground: FrameworkColor?
    var background: WrittenColor?
    /// What a translucent `background` is drawn over (nil: the window), or why that is not known.
    var underlay: WrittenColor?
    var underlayUnknown: String?
    var font: FontChoice
    var framework: ColorExpressionResolver.Framework
    /// The line a `// textproof:ignore` waiver may sit on or above.
    var waiverLines: ClosedRange<Int>
    /// Whether the text sits in a text view (AppKit's assumed background is then textBackgroundColor).
    var isTextView = false
    /// Whether the text sits in an AppKit table's cell (assumed on the table's default background).
    var isTableCell = false
    /// Set in a private function no code calls: never drawn.
    var neverCalled = false
    /// The UIKit or AppKit type whose code sets the colour.
    var ownerType: String?
    /// Why the pair cannot be known (`custom modifier .style(appStyle:)`): the site is listed, never measured.
    var unresolvedReasons: [String] = []
    /// Text the system draws in its own colours (an alert's button, a section header): listed, not judged.
    var systemDrawn: String?
    /// The product of every `.opacity(…)` on the text and its containers.
    var opacity: Double = 1
    /// A conditional `.opacity(…)` measured at its faintest visible branch, as written: the state judged.
    var opacityCondition: String?
    /// What the framework draws under the text when the code sets no background (a button's bezel).
    var defaultBackground: FrameworkColor?
    /// `.environment(\.colorScheme, .dark)`: the text is drawn in this scheme whatever the app's.
    var forcedScheme: Appearance.ColorScheme?
    /// Why there is nothing to read (an empty string, emoji only).
    var blank: String?
    /// For a site in one of the app's views: where the view is used, when its pair comes from there.
    var usedAt: String?
    /// Every use the pair came through (`usedAt`, then the use of the view holding it, …).
    var route: [String] = []
}

/// Where a node starts, 1-based, in one file.
struct SourcePosition {
    let converter: SourceLocationConverter

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }
}
