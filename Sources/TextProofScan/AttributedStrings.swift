import SwiftSyntax

/// One type's attributed strings as UIKit and AppKit draw them: where each is made
/// (`NSAttributedString(string:attributes:)`, `AttributedString("…")`), the colours added to it
/// afterwards (`addAttribute(.foregroundColor, …)`, `s[range].foregroundColor = …`), and where it
/// ends up (a label's `attributedText`, `draw(in:)`, appended to another string, or nowhere the
/// type shows). Names are matched within the function that declares them, or the whole type for
/// properties.
struct AttributedStringFlow {
    /// A name as used at one place: the bodies it could be declared in, innermost first (0: the type).
    struct Reference {
        let name: String
        let scopes: [Int]
    }

    /// Where a string is handed: what decides the colour of its ranges without one.
    enum Destination {
        /// `label.attributedText = s`, `button.setAttributedTitle(s, for:)`,
        /// `textView.textStorage.setAttributedString(s)`: drawn by that view.
        case view(receiver: String, property: String)
        /// `s.draw(in:)`: drawn as is, black where it has no colour.
        case drawnDirectly
        /// `other.append(s)`: wherever `other` goes.
        case appended(to: Reference)
    }

    struct Creation {
        let node: Syntax
        /// `NSAttributedString`, `NSMutableAttributedString`, `AttributedString`.
        let kind: String
        /// The string drawn; nil for an empty container that pieces are appended to.
        let text: ExprSyntax?
        let attributes: ExprSyntax?
        /// The name it is bound to and the body that declares it.
        var binding: (name: String, scope: Int)?
        var destination: Destination?
        let scopes: [Int]
    }

    struct AddedColor {
        let target: Reference
        let value: ExprSyntax
        /// Whether it covers the whole string (`s.foregroundColor =`, a range from 0 to the length).
        let whole: Bool
        let node: Syntax
    }

    private(set) var creations: [Creation] = []
    private(set) var addedColors: [AddedColor] = []
    private var uses: [(reference: Reference, destination: Destination)] = []
    /// `let attributes: [NSAttributedString.Key: Any] = [...]`, and `attributes[.key] = value`.
    private var dictionaries: [(name: String, scope: Int, entries: [String: ExprSyntax])] = []

    static let types: Set<String> = ["NSAttributedString", "NSMutableAttributedString", "AttributedString"]
    /// The properties of a view that take an attributed string it draws.
    static let viewProperties: Set<String> = [
        "attributedText", "attributedStringValue", "attributedTitle", "attributedPlaceholder",
    ]

    // MARK: Recording

    /// `NSAttributedString(string:attributes:)` and the like; false when `call` makes none.
    mutating func recordCreation(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        guard Self.types.contains(callee) else { return false }
        let arguments = Arguments(call.arguments)
        // `NSAttributedString(string:)`, `AttributedString("…")`, `AttributedString(localized:)`;
        // `NSAttributedString(attributedString:)` and `NSMutableAttributedString()` carry another
        // string's ranges or none: not a site, but a name whose destination counts.
        let text =
            arguments.labelled("string")
            ?? (callee == "AttributedString" && arguments.labelled("attributedString") == nil
                ? arguments.expression(0) : nil)
        var creation = Creation(
            node: Syntax(call), kind: callee, text: text, attributes: arguments.labelled("attributes"),
            binding: nil, destination: nil, scopes: Self.scopes(of: call))
        switch Self.context(of: ExprSyntax(call)) {
        case .binding(let name, let typeLevel): creation.binding = (name, typeLevel ? 0 : creation.scopes[0])
        case .destination(let destination): creation.destination = destination
        case nil: break
        }
        creations.append(creation)
        return true
    }

    /// A call that hands a named string on (`label.setAttributedTitle(s, for:)`, `other.append(s)`,
    /// `s.draw(in:)`) or colours it (`s.addAttribute(.foregroundColor, value:range:)`).
    mutating func recordCall(_ call: FunctionCallExprSyntax) {
        let arguments = Arguments(call.arguments)
        for argument in call.arguments {
            if let reference = Self.reference(argument.expression),
                case .destination(let destination) = Self.context(of: argument.expression)
            {
                uses.append((reference, destination))
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let target = Self.reference(base)
        else { return }
        switch member.declName.baseName.text {
        case "draw":
            uses.append((target, .drawnDirectly))
        case "addAttribute":
            if arguments.expression(0).map(Self.key) == "foregroundColor", let value = arguments.labelled("value") {
                addedColors.append(
                    AddedColor(
                        target: target, value: value, whole: Self.isWhole(Self.local(arguments.labelled("range"))),
                        node: Syntax(call)))
            }
        case "addAttributes", "setAttributes":
            if let color = entries(arguments.expression(0), at: target.scopes)?["foregroundColor"] {
                addedColors.append(
                    AddedColor(
                        target: target, value: color, whole: Self.isWhole(Self.local(arguments.labelled("range"))),
                        node: Syntax(call)))
            }
        default: break
        }
    }

    /// `x.attributedText = s`, `s[range].foregroundColor = c`, `s.foregroundColor = c`,
    /// `attributes[.foregroundColor] = c`.
    mutating func recordAssignment(_ sequence: SequenceExprSyntax, target: ExprSyntax, value: ExprSyntax) {
        if let reference = Self.reference(value), case .destination(let destination) = Self.context(of: value) {
            uses.append((reference, destination))
        }
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "foregroundColor",
            let base = member.base
        {
            let subscripted = base.as(SubscriptCallExprSyntax.self)
            if let string = Self.reference(subscripted?.calledExpression ?? base) {
                addedColors.append(
                    AddedColor(target: string, value: value, whole: subscripted == nil, node: Syntax(sequence)))
            }
        }
        if let subscripted = target.as(SubscriptCallExprSyntax.self),
            let dictionary = Self.reference(subscripted.calledExpression),
            let key = subscripted.arguments.first.map({ Self.key($0.expression) })
        {
            if let index = dictionaries.lastIndex(where: {
                $0.name == dictionary.name && dictionary.scopes.contains($0.scope)
            }) {
                dictionaries[index].entries[key] = value
            }
        }
    }

    /// `let normal: [NSAttributedString.Key: Any] = [.foregroundColor: …]`.
    mutating func recordBinding(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let dictionary = binding.initializer?.value.as(DictionaryExprSyntax.self)
        else { return }
        let typeLevel = Self.isTypeLevel(binding)
        dictionaries.append(
            (name, typeLevel ? 0 : Self.scopes(of: binding)[0], Self.entries(of: dictionary)))
    }

    // MARK: Reading

    /// The attributes a creation or `addAttributes` gives, by key (`foregroundColor`), from a
    /// dictionary literal or a dictionary named in the type; nil when they cannot be read.
    func entries(_ expression: ExprSyntax?, at scopes: [Int]) -> [String: ExprSyntax]? {
        guard let expression else { return [:] }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return Self.entries(of: dictionary) }
        if let reference = Self.reference(expression),
            let found = dictionaries.last(where: { $0.name == reference.name && scopes.contains($0.scope) })
        {
            return found.entries
        }
        return nil
    }

    /// The strings a name may hold.
    func creations(named reference: Reference) -> [Creation] {
        creations.filter { creation in
            creation.binding.map { $0.name == reference.name && reference.scopes.contains($0.scope) } ?? false
        }
    }

    /// Where a string ends up: its own destination, else its name's, following appends (a view
    /// first, then a direct draw); nil: nowhere this type shows.
    func destination(of creation: Creation, depth: Int = 0) -> Destination? {
        var found: [Destination] = creation.destination.map { [$0] } ?? []
        if let binding = creation.binding {
            found += uses.filter { $0.reference.name == binding.name && $0.reference.scopes.contains(binding.scope) }
                .map(\.destination)
        }
        var drawn: Destination?
        for destination in found {
            switch destination {
            case .view: return destination
            case .drawnDirectly: drawn = destination
            case .appended(let reference):
                guard depth < 4 else { continue }
                for outer in creations(named: reference) {
                    if let final = self.destination(of: outer, depth: depth + 1) {
                        if case .view = final { return final }
                        drawn = final
                    }
                }
            }
        }
        return drawn
    }

    /// The colour a string's every range has: its attributes', else one added over its whole length.
    func wholeColor(of creation: Creation) -> ExprSyntax? {
        if let color = entries(creation.attributes, at: creation.scopes)?["foregroundColor"] { return color }
        guard let binding = creation.binding else { return nil }
        return addedColors.last {
            $0.whole && $0.target.name == binding.name && $0.target.scopes.contains(binding.scope)
        }?.value
    }

    // MARK: Syntax

    private enum Context {
        case binding(String, typeLevel: Bool)
        case destination(Destination)
    }

    /// What the code does with a string expression where it stands.
    private static func context(of expression: ExprSyntax) -> Context? {
        let parent = expression.parent
        if let clause = parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return .binding(name, typeLevel: isTypeLevel(binding))
        }
        if let member = parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
            member.declName.baseName.text == "draw"
        {
            return .destination(.drawnDirectly)
        }
        // `target = expression`: a sequence of three whose last is this expression.
        if let list = parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == expression.id
            else { return nil }
            if let member = elements[0].as(MemberAccessExprSyntax.self) {
                let property = member.declName.baseName.text
                if viewProperties.contains(property) {
                    return .destination(.view(receiver: UIKitSiteVisitor.receiver(member.base), property: property))
                }
                if member.base?.trimmedDescription == "self" { return .binding(property, typeLevel: true) }
                return nil
            }
            if let bare = elements[0].as(DeclReferenceExprSyntax.self) {
                // A property of the type set in one function and read in another: visible type-wide.
                return .binding(bare.baseName.text, typeLevel: true)
            }
            return nil
        }
        guard let argument = parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let method = member.declName.baseName.text
        let receiver = UIKitSiteVisitor.receiver(member.base)
        switch method {
        case "setAttributedTitle":
            return .destination(.view(receiver: receiver, property: "attributedTitle"))
        case "append", "insert", "setAttributedString", "replaceCharacters":
            // A text view's storage draws in the text view; another string passes it on.
            if receiver == "textStorage" || receiver.hasSuffix(".textStorage") {
                let view = receiver == "textStorage" ? "" : String(receiver.dropLast(".textStorage".count))
                return .destination(.view(receiver: view, property: "textStorage"))
            }
            return reference(member.base).map { .destination(.appended(to: $0)) }
        default:
            return nil
        }
    }

    /// `s`, `self.s`: a name; anything else is not followed.
    static func reference(_ expression: ExprSyntax?) -> Reference? {
        guard let expression else { return nil }
        if let bare = expression.as(DeclReferenceExprSyntax.self) {
            return Reference(name: bare.baseName.text, scopes: scopes(of: expression))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return Reference(name: member.declName.baseName.text, scopes: [0])
        }
        return nil
    }

    /// The bodies (functions, initialisers, accessors, closures) around a node, innermost first, by
    /// where they start; 0 stands for the type itself and ends every list.
    static func scopes(of node: some SyntaxProtocol) -> [Int] {
        var scopes: [Int] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self)
                || ancestor.is(ExtensionDeclSyntax.self)
            {
                break
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                || ancestor.is(AccessorBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self)
            {
                scopes.append(ancestor.position.utf8Offset + 1)
            }
            current = ancestor.parent
        }
        return scopes + [0]
    }

    /// A stored or computed property of the type, rather than a local.
    private static func isTypeLevel(_ binding: PatternBindingSyntax) -> Bool {
        binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) ?? false
    }

    /// `.foregroundColor`, `NSAttributedString.Key.foregroundColor` → `foregroundColor`.
    static func key(_ expression: ExprSyntax) -> String {
        expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }

    private static func entries(of dictionary: DictionaryExprSyntax) -> [String: ExprSyntax] {
        guard let elements = dictionary.content.as(DictionaryElementListSyntax.self) else { return [:] }
        var entries: [String: ExprSyntax] = [:]
        for element in elements { entries[key(element.key)] = element.value }
        return entries
    }

    /// A name bound by a `let` earlier in the same function (`let fullRange = NSRange(…)`): its value.
    static func local(_ expression: ExprSyntax?) -> ExprSyntax? {
        guard let expression, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return expression
        }
        var current = expression.parent
        while let this = current {
            if let statements = this.as(CodeBlockItemListSyntax.self) {
                for statement in statements where statement.position < expression.position {
                    guard let variable = statement.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            if this.is(FunctionDeclSyntax.self) || this.is(ClosureExprSyntax.self) { break }
            current = this.parent
        }
        return expression
    }

    /// A range over the whole string: `NSRange(location: 0, length: s.length)`, `NSMakeRange(0, …)`,
    /// `NSRange(0..<s.length)`, `NSRange(text.startIndex..., in: text)`.
    static func isWhole(_ range: ExprSyntax?) -> Bool {
        guard let text = range?.trimmedDescription.replacingOccurrences(of: " ", with: "") else { return false }
        return text.contains("location:0,") || text.hasPrefix("NSMakeRange(0,") || text.contains("(0..<")
            || text.contains("startIndex...,in:") || text.contains("startIndex..<")
    }
}
