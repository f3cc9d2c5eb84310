import SwiftSyntax
import TextProof
import TextProofColor
import TextProofText

/// SwiftUI text sites: every view that draws a title (`Text`, `Label`, `Button`, `Toggle`, …),
/// literal or computed, with the style its own chain and every view around it give it
/// (`StyleClimber`); and every use of the app's own views, whose surroundings style the text
/// inside them.
final class SwiftUISiteVisitor: SyntaxVisitor {
    let position: SourcePosition
    let climber: StyleClimber
    private(set) var sites: [PendingSite] = []
    /// Each use of the app's views in this file, by view name.
    private(set) var uses: [String: [ViewUse]] = [:]
    /// The file's functions that return an `AttributedString`, read once, at the first `Text(f(…))`.
    private var attributedFunctions: Set<String>?

    /// What a view draws its title as when nothing styles it.
    enum Title {
        /// Text in the label colour.
        case text
        /// A button-like control's title: its style decides.
        case button
        /// Drawn by the system in its own style.
        case system(String)
    }

    static let views: [String: Title] = [
        "Text": .text, "Label": .text, "Toggle": .text, "Stepper": .text, "DatePicker": .text, "ColorPicker": .text,
        "Picker": .text, "LabeledContent": .text, "DisclosureGroup": .text,
        "Button": .button, "Link": .button, "ShareLink": .button, "Menu": .button, "NavigationLink": .button,
        "TextField": .system("text field placeholder"), "SecureField": .system("text field placeholder"),
        "Section": .system("section header"), "ProgressView": .system("progress label"),
        "ContentUnavailableView": .system("content unavailable view"), "Tab": .system("tab item"),
    ]

    init(position: SourcePosition, climber: StyleClimber) {
        self.position = position
        self.climber = climber
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return .visitChildren
        }
        if climber.index.views[name] != nil {
            let climb = climber.climb(from: Syntax(node))
            let (line, _) = position.location(of: node)
            uses[name, default: []].append(
                ViewUse(
                    style: climb.style, openView: climb.openView, line: line,
                    arguments: OptionalProperties.Arguments(node), enclosingView: enclosingView(of: node)))
        }
        guard let title = Self.views[name], let text = Self.title(of: node) else { return .visitChildren }
        // A button's title is its label from the start: `.buttonStyle` on the button itself styles it.
        var initial = InheritedStyle()
        initial.pickerLabel = name == "Picker"
        if case .button = title {
            initial.button = InheritedStyle.ButtonContext(
                kind: name, role: StyleClimber.role(of: node), backgroundInsideLabel: false,
                foregroundInsideLabel: false)
        }
        var climb = climber.climb(from: Syntax(node), initial: initial)
        var markdown: String?
        switch name == "Text"
            ? AttributedTextArgument.of(node, functions: functionsReturningAttributedStrings(node)) : nil
        {
        case .runs(let attributed)?:
            climb.style.unresolved.append(
                "attributed string \(attributed): its runs may carry their own colours, set where it is built")
        case .markdown(let literal)?: markdown = literal
        case nil: break
        }
        if case .system(let reason) = title, climb.style.systemDrawn == nil, climb.style.notDrawn == nil {
            climb.style.systemDrawn = reason
        }
        let (line, column) = position.location(of: node)
        let end = position.location(
            of: node.lastToken(viewMode: .sourceAccurate) ?? node.firstToken(viewMode: .sourceAccurate)!
        ).line
        sites.append(
            PendingSite(
                line: line, column: column, kind: name, text: StringLiteral.displayed(text),
                blank: Self.blankReason(text) ?? Self.iconFontReason(climb.style.font), style: climb.style,
                openView: climb.openView,
                waiverLines: (line - 1)...max(line, end),
                guards: OptionalProperties.Guards.merged(
                    [OptionalProperties.guards(of: Syntax(node))].compactMap { $0 } + climb.guards),
                markdown: markdown))
        return .visitChildren
    }

    private func functionsReturningAttributedStrings(_ node: some SyntaxProtocol) -> Set<String> {
        if let attributedFunctions { return attributedFunctions }
        let found = AttributedTextArgument.functionsReturningAttributedStrings(in: node.root)
        attributedFunctions = found
        return found
    }

    private func enclosingView(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let this = current {
            if let type = this.as(StructDeclSyntax.self), climber.index.views[type.name.text] != nil {
                return type.name.text
            }
            current = this.parent
        }
        return nil
    }

    /// Text set in an icon font (`.custom(MaterialDesignIcons.familyName, size: 24)`, Font Awesome)
    /// draws a pictogram: non-text, judged as an icon if at all, not as text.
    static func iconFontReason(_ font: FontChoice?) -> String? {
        guard let written = font?.written, written.contains(".custom(") else { return nil }
        let family = written.lowercased()
        let marks = ["icon", "awesome", "symbols", "glyph"]
        return marks.contains(where: family.contains) ? "an icon font's glyph (\(written)): a pictogram, not text" : nil
    }

    /// The title a view is given as an argument: a string, a key, or any expression that computes
    /// one (`name ?? ""`, `String(count)`); nil when the title is a closure (its `Text` is a site of
    /// its own) or absent.
    static func title(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Arguments(call.arguments)
        guard let index = arguments.labels.firstIndex(where: { $0 == nil || $0 == "verbatim" }),
            let title = arguments.expression(index), !title.is(ClosureExprSyntax.self)
        else { return nil }
        // `Text(.init("…"))`, `Text(someDate, style: .date)` are titles; `Picker(selection: …)` has none.
        return title
    }

    /// Why a title has nothing to read: empty, only spaces, only emoji, or an image.
    static func blankReason(_ title: ExprSyntax) -> String? {
        if let call = title.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Image" {
            return "an image, not text"
        }
        guard let text = StringLiteral.plain(title) else { return nil }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "an empty string" }
        let emojiOnly = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isEmojiPresentation || scalar.properties.isEmojiModifier || scalar.value == 0x200D
                || scalar.value == 0xFE0F || scalar.properties.isWhitespace
                || (scalar.properties.isEmoji && scalar.value > 0x238C)
        }
        return emojiOnly ? "emoji only" : nil
    }
}

/// A SwiftUI site before the uses of its view are known.
struct PendingSite: Sendable {
    var line: Int
    var column: Int
    var kind: String
    var text: String
    var blank: String?
    var style: InheritedStyle
    /// The app's view whose body holds the site, when the climb reached the top of it.
    var openView: String?
    var waiverLines: ClosedRange<Int>
    /// Where the view was used, when the pair comes from a use.
    var usedAt: String?
    /// Every use the pair came through, the view's own first, then the use of the view holding it.
    var route: [String] = []
    /// The optional properties of its view that must hold a value for it to be drawn.
    var guards: OptionalProperties.Guards?
    /// A type, not a `View` struct, whose `body` holds the site and which only generic code shows
    /// (`enum NavigatorTab: WorkspacePanelTab`).
    var shownBy: String?
    /// `Text(AttributedString(markdown: "…"))`: the Markdown, whose links are drawn in the tint.
    var markdown: String? = nil
}

/// A use of one of the app's views: the style its surroundings give it.
struct ViewUse: Sendable {
    var style: InheritedStyle
    var openView: String?
    var line: Int
    var file = ""
    /// The arguments the use passes: which optional properties it leaves nil.
    var arguments: OptionalProperties.Arguments
    /// The app's view whose declaration holds the use, even where the climb ended before its body (a
    /// sheet's content): a view never drawn never draws what it uses.
    var enclosingView: String? = nil
}

extension PendingSite {
    /// What decides the pair: two uses giving the same key give the same measurement.
    var pairKey: String {
        [
            style.foreground?.written, style.background?.written, style.font?.written, style.tint?.written,
            style.systemDrawn, style.notDrawn, style.list?.rawValue, style.rowBackground?.written, style.listStyle,
            style.formStyle, "\(style.defaultAction)", "\(style.inWidget)", "\(style.inSidebar)", "\(style.inPopover)",
            style.button?.kind, style.buttonStyle.map { "\($0)" }, style.forcedAppearance?.name,
            "\(style.opacity)", style.unresolved.joined(separator: ";"), openView, style.placedByModel,
        ].map { $0 ?? "-" }.joined(separator: "|")
    }
}

extension Collection {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
