import SwiftSyntax

/// A sheet whose flag is set only where one of its view's optional properties has a value
/// (`guard info != nil else { return }; showInfo = true`): its content is drawn only at the uses of
/// that view which give the property a value (home-assistant's `LabsLabel()` info sheet, never opened).
enum PresentationGuards {
    /// The guards of `.sheet(isPresented: $flag) { … }`'s content, from every place that sets `flag`.
    static func of(_ call: FunctionCallExprSyntax) -> OptionalProperties.Guards? {
        guard let binding = call.arguments.first(where: { $0.label?.text == "isPresented" }),
            let text = binding.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, text.hasPrefix("$")
        else { return nil }
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(StructDeclSyntax.self) { node = parent }
        guard let type = node.parent?.as(StructDeclSyntax.self) else { return nil }
        let finder = SetterFinder(flag: String(text.dropFirst()))
        finder.walk(type)
        // `$flag` passed on (to a child that may set it): who sets it is not known.
        guard !finder.setters.isEmpty, finder.projections <= 1 else { return nil }
        var common: Set<String>?
        for setter in finder.setters {
            let required = Set(requirements(of: setter))
            common = common.map { $0.intersection(required) } ?? required
        }
        guard let common, !common.isEmpty else { return nil }
        return OptionalProperties.Guards(view: type.name.text, required: common.sorted())
    }

    /// `if info != nil { … }` around the setter, or `guard info != nil else { return }` before it.
    private static func requirements(of setter: Syntax) -> [String] {
        var required = OptionalProperties.guards(of: setter)?.required ?? []
        var child = setter
        while let parent = child.parent, !parent.is(StructDeclSyntax.self) {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    guard let statement = item.item.as(GuardStmtSyntax.self) else { continue }
                    required += statement.conditions.compactMap { OptionalProperties.requiredProperty($0.condition) }
                }
            }
            if parent.is(FunctionDeclSyntax.self) { break }
            child = parent
        }
        return required
    }
}

/// `flag = …` (not `false`), `flag.toggle()`, and how often `$flag` is written.
private final class SetterFinder: SyntaxVisitor {
    let flag: String
    var setters: [Syntax] = []
    var projections = 0

    init(flag: String) {
        self.flag = flag
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), named(elements[0]),
            elements[2].trimmedDescription != "false"
        {
            setters.append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "toggle", let base = member.base, named(base)
        {
            setters.append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "$" + flag { projections += 1 }
        return .visitChildren
    }

    private func named(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == flag }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text == flag
        }
        return false
    }
}
