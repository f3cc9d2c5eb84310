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

    /// One type's assignments (its declaration and its extensions in the file), by receiver
    /// (`titleLabel`, `cell.textLabel`); a property assigned twice keeps both values.
    struct Scope {
        var assignments: [String: [String: [ExprSyntax]]] = [:]
        var colorAssignments: [(receiver: String, property: String, value: ExprSyntax, node: Syntax)] = []
        var titles: [String: ExprSyntax] = [:]
        var titleColors: [(receiver: String, value: ExprSyntax, node: Syntax)] = []
        var types: [String: String] = [:]
        var attributed = AttributedStringFlow()
        /// `container.addSubview(label)`, `stack.addArrangedSubview(label)`: each view's container.
        var containers: [String: String] = [:]
        /// `UIButton.Configuration.filled()` and the like, with the name it is bound to.
        var buttonConfigurations: [ButtonConfiguration] = []
        /// Assignments by the statement list (a `case`, an `if` body) they sit in: a branch that
        /// sets a selected cell's text colour sets its font and background there too.
        var branches: [SyntaxIdentifier: [String: [String: ExprSyntax]]] = [:]
        /// `UIColor.white.setFill()` in a type that renders an image (`UIGraphicsImageRenderer`): what
        /// the image is filled with before its text is drawn.
        var imageFills: [ExprSyntax] = []
        var rendersImage = false
        /// `UIBackgroundConfiguration.listCell()` and its kin, by factory: what a list cell draws on.
        var listCellBackgrounds: Set<String> = []
        /// `NSGlassEffectView(…)`, `NSVisualEffectView(…)`, `UIVisualEffectView(…)` made in the type: a
        /// material under its views.
        var materialBehind: String?
    }

    private(set) var byType: [String: Scope] = [:]
    private var typeOrder: [String] = []
    private var typeStack: [String] = [""]
    /// Each class of the file's framework superclass, for its extensions.
    private var superclasses: [String: String] = [:]
    /// `window.tintColor = …`, `UIView.appearance().tintColor = …`: the app's accent colour.
    private(set) var appTints: [WrittenColor] = []
    /// The types each type's properties hold (`@IBOutlet var credits: LinksTextView!`), by holder.
    private(set) var held: [String: Set<String>] = [:]

    /// The receivers whose background is the type's own view, in order of preference.
    static let viewReceivers = ["", "self", "view", "self.view", "contentView"]

    init(position: SourcePosition, resolver: ColorExpressionResolver, framework: ColorExpressionResolver.Framework) {
        self.position = position
        self.resolver = resolver
        self.framework = framework
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = push(node.name.text)
        // `final class TitleLabel: UILabel`: the type's own view is a label.
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            superclass.hasPrefix("UI") || superclass.hasPrefix("NS")
        {
            update { $0.types[""] = superclass }
            superclasses[node.name.text] = superclass
        }
        return result
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: SourceFileSyntax) { emitSites() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        return .visitChildren
    }

    /// The current type's scope.
    private func update(_ change: (inout Scope) -> Void) {
        let name = typeStack.last ?? ""
        if byType[name] == nil { typeOrder.append(name) }
        change(&byType[name, default: Scope()])
    }

    /// At the end of the file, each colour assignment becomes a site with what its type says of it.
    private func emitSites() {
        for name in typeOrder {
            guard let scope = byType[name] else { continue }
            let firstOfType = sites.count
            defer {
                for index in firstOfType..<sites.count { sites[index].ownerType = name }
                // An About window made clear over glass: what is behind its text is the material's.
                if let material = scope.materialBehind {
                    for index in firstOfType..<sites.count where sites[index].background == nil {
                        sites[index].unresolvedReasons.append(
                            "material behind the content: the type puts an \(material) under its views, whose colour Apple does not publish"
                        )
                    }
                }
            }
            // The type's own view's background, unless clear (then what lies behind it is unknown).
            let viewBackground =
                Self.viewReceivers.lazy.compactMap { receiver -> [ExprSyntax]? in
                    let values = scope.assignments[receiver]?["backgroundColor"]?.filter { !Self.isClear($0) }
                    return values?.isEmpty == false ? values : nil
                }.first ?? Self.backdrop(in: scope)
            for assignment in scope.colorAssignments {
                let properties = scope.assignments[assignment.receiver] ?? [:]
                let kindType = scope.types[assignment.receiver].map { "\($0)." } ?? ""
                let text = (properties["text"] ?? properties["stringValue"])?.last.map(StringLiteral.displayed)
                let branch = Self.branch(of: assignment.node).flatMap { scope.branches[$0] } ?? [:]
                let branchBackground = Self.cellBackground(in: branch, scope: scope)
                let backgrounds =
                    branchBackground.map { [$0] }
                    ?? background(of: assignment.receiver, in: scope, viewBackground: viewBackground) ?? []
                var found = site(
                    at: assignment.node, kind: kindType + assignment.property,
                    text: text ?? "‹\(assignment.receiver)›", foreground: written(assignment.value),
                    backgrounds: backgrounds, font: branch[assignment.receiver]?["font"] ?? properties["font"]?.last)
                if let reason = Self.listCellReason(scope.listCellBackgrounds) {
                    if branchBackground == nil, properties["backgroundColor"] == nil {
                        found.unresolvedReasons.append(reason)
                    } else if branchBackground != nil {
                        // A translucent fill (`.tertiarySystemFill`) shows the list's row, not the window.
                        found.underlayUnknown = reason
                    }
                }
                sites.append(found)
            }
            sites += attributedSites(in: scope, viewBackground: viewBackground)
            for title in scope.titleColors {
                let properties = scope.assignments[title.receiver] ?? [:]
                sites.append(
                    site(
                        at: title.node, kind: "UIButton.setTitleColor",
                        text: scope.titles[title.receiver].map(StringLiteral.displayed) ?? "‹\(title.receiver)›",
                        foreground: written(title.value),
                        backgrounds: background(of: title.receiver, in: scope, viewBackground: viewBackground) ?? [],
                        // `button.titleLabel?.font = …`
                        font: properties["titleLabel.font"]?.last
                            ?? scope.assignments[title.receiver + ".titleLabel"]?["font"]?.last))
            }
            sites += configurationSites(in: scope, viewBackground: viewBackground)
        }
    }

    /// What a view is drawn on: its own background unless clear, else its container's
    /// (`container.addSubview(label)`, `stack.addArrangedSubview(label)`), up to the first with one;
    /// the type's own view's for a view of the type's own (`titleLabel`); nil for a view of another
    /// view (`titleView.titleLabel`), which sits on what that view is drawn on, not known here.
    func background(of receiver: String, in scope: Scope, viewBackground: [ExprSyntax]?) -> [ExprSyntax]? {
        var current = receiver
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            let own = scope.assignments[current]?["backgroundColor"]?.filter { !Self.isClear($0) } ?? []
            if !own.isEmpty { return own }
            if Self.viewReceivers.contains(current) { return viewBackground }
            guard let container = scope.containers[current] else { break }
            current = container
        }
        return current.contains(".") ? nil : viewBackground
    }

    func written(_ expression: ExprSyntax) -> WrittenColor {
        WrittenColor(written: expression.trimmedDescription, resolution: resolver.resolve(expression, in: framework))
    }

    /// A site of this file. Backgrounds assigned differently in different places (enabled, disabled):
    /// which one is drawn with this text is the code's business, so the site is unresolved.
    func site(
        at node: Syntax, kind: String, text: String, foreground: WrittenColor?, backgrounds: [ExprSyntax],
        font: ExprSyntax?, defaultForeground: FrameworkColor? = nil, isTextView: Bool? = nil
    ) -> FoundSite {
        let (line, column) = position.location(of: node)
        let distinct = backgrounds.map(\.trimmedDescription).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let background: WrittenColor? =
            distinct.count > 1
            ? WrittenColor(
                written: distinct.joined(separator: " | "), resolution: .unresolved(distinct.joined(separator: " | ")))
            : backgrounds.first.map(written)
        var site = FoundSite(
            line: line, column: column, kind: kind, text: text, foreground: foreground,
            defaultForeground: defaultForeground, background: background,
            font: font.flatMap(FontChoice.parse) ?? .body, framework: framework, waiverLines: (line - 1)...line,
            isTextView: isTextView ?? (kind.hasPrefix("NSTextView") || kind.hasPrefix("UITextView")))
        site.neverCalled = Self.isNeverCalled(node, referenced: resolver.index?.referencedNames)
        // A font the code computes (`systemFont(ofSize: smallItemFontSize)`): its size decides the
        // threshold, so the pair is not judged at body size, as SwiftUI's `.font(theme.font)` is not.
        if let font, FontChoice.parse(font) == nil { site.unresolvedReasons.append("font \(font.trimmedDescription)") }
        if framework == .uiKit, background == nil,
            let reason = Self.headerViewReason(around: node, superclasses: superclasses)
        {
            site.unresolvedReasons.append(reason)
        }
        if framework == .appKit, background == nil {
            switch Self.tableCell(around: node, superclasses: superclasses) {
            case .table?: site.isTableCell = true
            case .outline?:
                site.unresolvedReasons.append(
                    "outline view cell: macOS draws an outline view as a source list on the sidebar's material, or on the background its maker sets"
                )
            case nil: break
            }
        }
        return site
    }

    /// `receiver.property = value`, as the parser leaves it: a sequence of three.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else {
            return .visitChildren
        }
        update { $0.attributed.recordAssignment(node, target: elements[0], value: elements[2]) }
        let property: String, receiver: String
        if let member = elements[0].as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            receiver = Self.receiver(member.base)
        } else if let bare = elements[0].as(DeclReferenceExprSyntax.self) {
            // `backgroundColor = …` inside a view's own type, `textColor = …` inside a label subclass.
            property = bare.baseName.text
            receiver = ""
        } else {
            return .visitChildren
        }
        update { $0.assignments[receiver, default: [:]][property, default: []].append(elements[2]) }
        if let branch = Self.branch(of: Syntax(node)) {
            update { $0.branches[branch, default: [:]][receiver, default: [:]][property] = elements[2] }
        }
        // An attributed string's `foregroundColor` is the string's (AttributedStrings.swift).
        if property == "textColor" {
            update { $0.colorAssignments.append((receiver, property, elements[2], Syntax(node))) }
        }
        if property == "tintColor", receiver.contains("window") || receiver.contains("appearance()") {
            appTints.append(
                WrittenColor(
                    written: elements[2].trimmedDescription, resolution: resolver.resolve(elements[2], in: framework)))
        }
        return .visitChildren
    }

    /// `let title = UILabel()`, `var field: NSTextField`: the receiver's type, for the site's kind.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .visitChildren
        }
        update { $0.attributed.recordBinding(node) }
        var type = node.typeAnnotation?.type.trimmedDescription
        if let call = node.initializer?.value.as(FunctionCallExprSyntax.self) {
            let arguments = Arguments(call.arguments)
            type = type ?? call.calledExpression.trimmedDescription
            // NSTextField(labelWithString: "…") is a label with its text.
            if let text = arguments.labelled("labelWithString") {
                update { $0.assignments[name, default: [:]]["text"] = [text] }
            }
            // `UIButton(configuration: config)`, `UIStackView(arrangedSubviews: [title, detail])`.
            if let configuration = arguments.labelled("configuration") {
                update { $0.assignments[name, default: [:]]["configuration"] = [configuration] }
            }
            if let views = arguments.labelled("arrangedSubviews")?.as(ArrayExprSyntax.self) {
                for view in views.elements {
                    update { $0.containers[Self.receiver(view.expression)] = name }
                }
            }
        }
        if let type {
            let plain = type.replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "?", with: "")
            if let holder = typeStack.last, !holder.isEmpty { held[holder, default: []].insert(plain) }
            if type.hasPrefix("UI") || type.hasPrefix("NS") || type == "AttributedString" {
                update { $0.types[name] = plain }
            }
        }
        if let value = node.initializer?.value, type == "AttributedString",
            let call = value.as(FunctionCallExprSyntax.self), let text = call.arguments.first?.expression
        {
            update { $0.assignments[name, default: [:]]["text"] = [text] }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Arguments(node.arguments)
        // `button.setTitleColor(…)`, or `setTitleColor(…)` inside a UIButton subclass.
        let method =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let method {
            let receiver = Self.receiver(node.calledExpression.as(MemberAccessExprSyntax.self)?.base)
            switch method {
            case "setTitleColor":
                if let color = arguments.expression(0), Self.isNormalState(arguments) {
                    update { $0.titleColors.append((receiver, color, Syntax(node))) }
                }
            case "setTitle":
                if let title = arguments.expression(0), Self.isNormalState(arguments) {
                    update { $0.titles[receiver] = title }
                }
            case "setFill":
                if let color = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    update { $0.imageFills.append(color) }
                }
            case "NSGlassEffectView", "NSVisualEffectView", "UIVisualEffectView":
                if node.calledExpression.is(DeclReferenceExprSyntax.self) {
                    update { $0.materialBehind = $0.materialBehind ?? method }
                }
            case "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
                update { $0.rendersImage = true }
            case "listCell", "listGroupedCell", "listPlainCell", "listSidebarCell", "listAccompaniedSidebarCell",
                "listHeader", "listFooter":
                if node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                    == "UIBackgroundConfiguration"
                {
                    update { $0.listCellBackgrounds.insert(method) }
                }
            case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
                if let view = arguments.expression(0) {
                    update { $0.containers[Self.receiver(view)] = receiver }
                }
            default: break
            }
        }
        update {
            if !$0.attributed.recordCreation(node) { $0.attributed.recordCall(node) }
        }
        if let configuration = ButtonConfiguration(node) {
            update { $0.buttonConfigurations.append(configuration) }
        }
        return .visitChildren
    }

    static func isClear(_ expression: ExprSyntax) -> Bool {
        [".clear", "UIColor.clear", "NSColor.clear", ".clearColor"].contains(expression.trimmedDescription)
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
