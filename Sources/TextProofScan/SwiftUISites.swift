import SwiftSyntax
import TextProof
import TextProofText

/// SwiftUI text sites: `Text`, `Label`, `Button`, `Link`, `Toggle`, `TextField`, each with the
/// colours and font its own modifier chain and its enclosing views give it: the innermost
/// `.foregroundStyle` / `.foregroundColor`, `.font`, `.bold()`, `.fontWeight`, the nearest
/// `.background` (or a `Color` laid under it in a `ZStack`), climbing out through container
/// closures (`VStack { … }.foregroundStyle(.secondary)` colours every `Text` inside).
final class SwiftUISiteVisitor: SyntaxVisitor {
    let position: SourcePosition
    let resolver: ColorExpressionResolver
    private(set) var sites: [FoundSite] = []

    /// Views that draw a title, and what their title is drawn in when no style is set.
    static let views: [String: DefaultForeground] = [
        "Text": .primary, "Label": .primary, "Toggle": .primary, "TextField": .primary, "SecureField": .primary,
        "Button": .accent, "Link": .accent,
    ]

    init(position: SourcePosition, resolver: ColorExpressionResolver) {
        self.position = position
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let defaultStyle = Self.views[name]
        else { return .visitChildren }
        // A title given as a string or a variable; a Button or Label whose label is a closure
        // draws the Text inside it, found on its own.
        let arguments = Arguments(node.arguments)
        let titleIndex = arguments.labels.firstIndex { $0 == nil || $0 == "verbatim" }
        guard let titleIndex, let title = arguments.expression(titleIndex),
            title.is(StringLiteralExprSyntax.self) || title.is(DeclReferenceExprSyntax.self)
                || title.is(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let environment = Environment.of(node, resolver: resolver)
        let (line, column) = position.location(of: node)
        let end = position.location(
            of: node.lastToken(viewMode: .sourceAccurate) ?? node.firstToken(viewMode: .sourceAccurate)!
        ).line
        var font = environment.font ?? .body
        if let weight = environment.weight { font.weight = weight }
        let titled = name == "Text" || name == "Label"
        var accent = environment.inButtonLabel && titled ? .accent : defaultStyle
        // Menu items draw in the label colour, not the accent.
        if environment.inMenu, accent == .accent { accent = .primary }
        // A Button's or Link's title in the `.tint` an enclosing view sets, else the accent colour.
        let foreground = environment.foreground ?? (accent == .accent ? environment.tint : nil)
        sites.append(
            FoundSite(
                line: line, column: column, kind: name, text: StringLiteral.displayed(title),
                foreground: foreground, defaultForeground: accent,
                background: environment.background, font: font, framework: .swiftUI,
                waiverLines: (line - 1)...max(line, end)))
        return .visitChildren
    }
}

/// What a SwiftUI view inherits, innermost first: the first foreground, background and font found
/// on its own chain, then on each enclosing container's.
struct Environment {
    var foreground: WrittenColor?
    var background: WrittenColor?
    var font: FontChoice?
    var weight: FontWeight?
    var inButtonLabel = false
    /// Inside a menu (`Menu`, `CommandMenu`, `.contextMenu`): buttons draw as menu items, in the label colour.
    var inMenu = false
    /// `.tint(…)` / `.accentColor(…)`: what Buttons and Links draw their titles in.
    var tint: WrittenColor?

    static func of(_ view: FunctionCallExprSyntax, resolver: ColorExpressionResolver) -> Environment {
        var environment = Environment()
        var current = Syntax(view)
        // Each view up the tree: its modifiers, then the container whose closure holds it.
        for _ in 0..<64 {
            current = environment.applyModifiers(from: current, resolver: resolver)
            guard let (container, closure) = enclosingContainer(of: current) else { break }
            if environment.background == nil, let under = colorUnder(current, in: closure, container: container) {
                environment.background = WrittenColor(
                    written: under.trimmedDescription, resolution: resolver.resolve(under, in: .swiftUI))
            }
            let name =
                container.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? container.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if name == "Button" || name == "Link" { environment.inButtonLabel = true }
            if let name, Self.menus.contains(name) { environment.inMenu = true }
            current = Syntax(container)
        }
        return environment
    }

    static let clear: Set<String> = [".clear", "Color.clear"]

    /// Containers whose buttons are menu items.
    static let menus: Set<String> = [
        "Menu", "CommandMenu", "CommandGroup", "contextMenu", "commands", "swipeActions", "MenuBarExtra",
    ]

    /// Applies the modifiers called on `node` (`node.font(…).background(…)`), returning the last call.
    mutating func applyModifiers(from node: Syntax, resolver: ColorExpressionResolver) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            apply(member.declName.baseName.text, call, resolver: resolver)
            current = Syntax(call)
        }
        return current
    }

    private mutating func apply(_ modifier: String, _ call: FunctionCallExprSyntax, resolver: ColorExpressionResolver) {
        let arguments = Arguments(call.arguments)
        switch modifier {
        case "foregroundColor", "foregroundStyle":
            guard foreground == nil, call.arguments.count == 1, let style = arguments.expression(0) else { return }
            foreground = WrittenColor(
                written: style.trimmedDescription, resolution: resolver.resolve(style, in: .swiftUI))
        case "background", "listRowBackground":
            guard background == nil else { return }
            if let argument = arguments.expression(0), arguments.isUnlabeled(0) {
                // `.background(Color.x.onTapGesture { … })`: the colour, not the gesture.
                let style = Self.colorView(argument) ?? argument
                // A clear background shows what is behind it: the search goes on outwards.
                if Self.clear.contains(style.trimmedDescription) { return }
                background = WrittenColor(
                    written: style.trimmedDescription, resolution: resolver.resolve(style, in: .swiftUI))
            } else if let closure = call.trailingClosure, let first = closure.statements.first?.item.as(ExprSyntax.self)
            {
                let color = Self.colorView(first) ?? first
                background = WrittenColor(
                    written: color.trimmedDescription, resolution: resolver.resolve(color, in: .swiftUI))
            }
        case "tint", "accentColor":
            guard tint == nil, call.arguments.count == 1, let style = arguments.expression(0) else { return }
            tint = WrittenColor(written: style.trimmedDescription, resolution: resolver.resolve(style, in: .swiftUI))
        case "font":
            guard font == nil, let expression = arguments.expression(0) else { return }
            font = FontChoice.parse(expression) ?? FontChoice(style: .body, written: expression.trimmedDescription)
        case "bold":
            if weight == nil { weight = .bold }
        case "fontWeight":
            if weight == nil { weight = arguments.expression(0).flatMap(FontChoice.weight) }
        default: return
        }
    }

    /// The container call whose closure holds `node` (`VStack { … }`, `Button { … } label: { … }`),
    /// and that closure; nil at the top of a `body`.
    static func enclosingContainer(of node: Syntax) -> (FunctionCallExprSyntax, ClosureExprSyntax)? {
        var current = node
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(PatternBindingSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return nil
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                var up = Syntax(closure).parent
                // A closure argument (`label: { … }`) or a trailing closure.
                while let node = up, !node.is(FunctionCallExprSyntax.self) {
                    if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { break }
                    up = node.parent
                }
                if let call = up?.as(FunctionCallExprSyntax.self) { return (call, closure) }
            }
            current = parent
        }
        return nil
    }

    /// In a `ZStack`, a `Color` laid before the statement holding `node`: the background drawn under it.
    static func colorUnder(_ node: Syntax, in closure: ClosureExprSyntax, container: FunctionCallExprSyntax)
        -> ExprSyntax?
    {
        guard container.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack" else { return nil }
        var under: ExprSyntax?
        for statement in closure.statements {
            if node.position >= statement.position && node.endPosition <= statement.endPosition { break }
            if let expression = statement.item.as(ExprSyntax.self), let color = colorView(expression),
                !clear.contains(color.trimmedDescription)
            {
                under = color
            }
        }
        return under
    }

    /// `Color.x`, `Color("name")`, `Color(…).ignoresSafeArea()`: the colour a view that fills with it draws.
    static func colorView(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        for _ in 0..<16 {
            if let member = current.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Color" {
                return current
            }
            if let call = current.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.trimmedDescription == "Color" { return current }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    let name = member.declName.baseName.text
                    // Colour modifiers belong to the colour; layout modifiers pass through.
                    if name == "opacity" { return current }
                    current = base
                    continue
                }
            }
            return nil
        }
        return nil
    }
}
