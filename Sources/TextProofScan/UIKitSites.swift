import SwiftSyntax
import TextProof

/// UIKit and AppKit text sites, per type (class, struct, extension): `x.textColor = …` on a label,
/// text view or field (and an `AttributedString`'s `x.foregroundColor = …`), `button.setTitleColor(…,
/// for:)`, and `NSAttributedString(string:attributes:)`. A site's text, font and background come
/// from the same type's `x.text =`, `x.font =`, `x.backgroundColor =`, else the background the type
/// gives its view (`view.backgroundColor =`, `backgroundColor =`).
final class UIKitSiteVisitor: SyntaxVisitor {
    let position: SourcePosition
    let resolver: ColorExpressionResolver
    let framework: ColorExpressionResolver.Framework
    private(set) var sites: [FoundSite] = []

    /// One type's assignments, by the receiver's name (`titleLabel`, `cell.textLabel`).
    private struct Scope {
        var assignments: [String: [String: ExprSyntax]] = [:]
        var colorAssignments: [(receiver: String, property: String, value: ExprSyntax, node: Syntax)] = []
        var titles: [String: ExprSyntax] = [:]
        var titleColors: [(receiver: String, value: ExprSyntax, node: Syntax)] = []
        var types: [String: String] = [:]
    }

    private var scopes: [Scope] = []

    /// The receivers whose background is the type's own view.
    static let viewReceivers: Set<String> = ["view", "", "contentView", "self.view", "self"]

    init(position: SourcePosition, resolver: ColorExpressionResolver, framework: ColorExpressionResolver.Framework) {
        self.position = position
        self.resolver = resolver
        self.framework = framework
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push() }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push() }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { push() }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { push() }
    override func visitPost(_ node: SourceFileSyntax) { pop() }

    private func push() -> SyntaxVisitorContinueKind {
        scopes.append(Scope())
        return .visitChildren
    }

    /// At the end of a type, each colour assignment becomes a site with what the type says of it.
    private func pop() {
        guard let scope = scopes.popLast() else { return }
        let viewBackground = Self.viewReceivers.lazy.compactMap { scope.assignments[$0]?["backgroundColor"] }.first
        for assignment in scope.colorAssignments {
            let properties = scope.assignments[assignment.receiver] ?? [:]
            let kindType = scope.types[assignment.receiver].map { "\($0)." } ?? ""
            let text = (properties["text"] ?? properties["stringValue"]).map(StringLiteral.displayed)
            let background = properties["backgroundColor"] ?? viewBackground
            site(
                at: assignment.node, kind: kindType + assignment.property, text: text ?? "‹\(assignment.receiver)›",
                foreground: assignment.value, background: background, font: properties["font"])
        }
        for title in scope.titleColors {
            let properties = scope.assignments[title.receiver] ?? [:]
            site(
                at: title.node, kind: "UIButton.setTitleColor",
                text: scope.titles[title.receiver].map(StringLiteral.displayed) ?? "‹\(title.receiver)›",
                foreground: title.value, background: properties["backgroundColor"] ?? viewBackground,
                font: properties["titleLabel.font"])
        }
    }

    private func site(
        at node: Syntax, kind: String, text: String, foreground: ExprSyntax?, background: ExprSyntax?, font: ExprSyntax?
    ) {
        let (line, column) = position.location(of: node)
        sites.append(
            FoundSite(
                line: line, column: column, kind: kind, text: text,
                foreground: foreground.map { ($0.trimmedDescription, resolver.resolve($0, in: framework)) },
                defaultForeground: nil,
                background: background.map { ($0.trimmedDescription, resolver.resolve($0, in: framework)) },
                font: font.flatMap(FontChoice.parse) ?? .body, framework: framework, waiverLines: (line - 1)...line))
    }

    /// `receiver.property = value`, as the parser leaves it: a sequence of three.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), !scopes.isEmpty
        else { return .visitChildren }
        let property = member.declName.baseName.text
        let receiver = Self.receiver(member.base)
        scopes[scopes.count - 1].assignments[receiver, default: [:]][property] = elements[2]
        if property == "textColor" || property == "foregroundColor" {
            scopes[scopes.count - 1].colorAssignments.append((receiver, property, elements[2], Syntax(node)))
        }
        return .visitChildren
    }

    /// `let title = UILabel()`, `var field: NSTextField`: the receiver's type, for the site's kind.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        var type = node.typeAnnotation?.type.trimmedDescription
        if type == nil, let call = node.initializer?.value.as(FunctionCallExprSyntax.self) {
            type = call.calledExpression.trimmedDescription
            // NSTextField(labelWithString: "…") is a label with its text.
            if let text = Arguments(call.arguments).labelled("labelWithString") {
                scopes[scopes.count - 1].assignments[name, default: [:]]["text"] = text
            }
        }
        if let type, type.hasPrefix("UI") || type.hasPrefix("NS") || type == "AttributedString" {
            scopes[scopes.count - 1].types[name] = type.replacingOccurrences(of: "!", with: "")
                .replacingOccurrences(of: "?", with: "")
        }
        if let value = node.initializer?.value, type == "AttributedString",
            let call = value.as(FunctionCallExprSyntax.self), let text = call.arguments.first?.expression
        {
            scopes[scopes.count - 1].assignments[name, default: [:]]["text"] = text
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Arguments(node.arguments)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), !scopes.isEmpty {
            let receiver = Self.receiver(member.base)
            switch member.declName.baseName.text {
            case "setTitleColor":
                if let color = arguments.expression(0), Self.isNormalState(arguments) {
                    scopes[scopes.count - 1].titleColors.append((receiver, color, Syntax(node)))
                }
            case "setTitle":
                if let title = arguments.expression(0), Self.isNormalState(arguments) {
                    scopes[scopes.count - 1].titles[receiver] = title
                }
            default: break
            }
        }
        let callee = node.calledExpression.trimmedDescription
        if callee == "NSAttributedString" || callee == "NSMutableAttributedString",
            let string = arguments.labelled("string")
        {
            attributedString(node, string: string, attributes: arguments.labelled("attributes"))
        }
        return .visitChildren
    }

    /// An attributed string's colours and font from its attributes dictionary; without
    /// `.foregroundColor` it draws opaque black in every appearance.
    private func attributedString(_ node: FunctionCallExprSyntax, string: ExprSyntax, attributes: ExprSyntax?) {
        var values: [String: ExprSyntax] = [:]
        if let dictionary = attributes?.as(DictionaryExprSyntax.self),
            let elements = dictionary.content.as(DictionaryElementListSyntax.self)
        {
            for element in elements {
                let key = element.key.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                values[key] = element.value
            }
        }
        let (line, column) = position.location(of: node)
        sites.append(
            FoundSite(
                line: line, column: column, kind: "NSAttributedString", text: StringLiteral.displayed(string),
                foreground: values["foregroundColor"].map {
                    ($0.trimmedDescription, resolver.resolve($0, in: framework))
                },
                defaultForeground: nil,
                background: values["backgroundColor"].map {
                    ($0.trimmedDescription, resolver.resolve($0, in: framework))
                },
                font: values["font"].flatMap(FontChoice.parse) ?? .body, framework: framework,
                waiverLines: (line - 1)...line))
    }

    static func isNormalState(_ arguments: Arguments) -> Bool {
        guard let state = arguments.labelled("for")?.trimmedDescription else { return true }
        return state == ".normal" || state == "[]" || state == "UIControl.State.normal"
    }

    /// `self.titleLabel` → `titleLabel`, `cell.textLabel?` → `cell.textLabel`, none → "".
    static func receiver(_ base: ExprSyntax?) -> String {
        guard var text = base?.trimmedDescription else { return "" }
        text = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
}
