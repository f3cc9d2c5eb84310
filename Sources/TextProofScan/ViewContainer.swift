import SwiftSyntax

/// One step out from a view: the call whose closure or argument holds it (`VStack { … }`,
/// `Button { … } label: { … }`, `Section(header: Text(…))`, `.sheet { … }`), and which of its
/// arguments that is.
struct ViewContainer {
    let call: FunctionCallExprSyntax
    /// The argument's label: nil for an unlabelled argument or the first trailing closure.
    let label: String?
    /// Whether the view sits in the first trailing closure.
    let isTrailingClosure: Bool

    /// `VStack`, `Button`, `sheet` (a modifier's name), `ToolbarItem`.
    var name: String {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `Section.init(…)`: the type's name.
            if member.declName.baseName.text == "init", let base = member.base { return base.trimmedDescription }
            return member.declName.baseName.text
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.trimmedDescription
        }
        return call.calledExpression.trimmedDescription
    }

    /// Whether the call is a modifier of another view (`x.sheet { … }`), not a view of its own.
    var isModifier: Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base != nil && member.declName.baseName.text != "init"
    }

    /// The container of `node`, or nil at the top of a declaration (a `body`, a function, a closure
    /// kept in a variable, a `#Preview`).
    static func enclosing(_ node: Syntax) -> ViewContainer? {
        var child = node
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(PatternBindingSyntax.self) || parent.is(MemberBlockSyntax.self)
                || parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self)
            {
                return nil
            }
            if let labeled = parent.as(LabeledExprSyntax.self),
                let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                return ViewContainer(call: call, label: labeled.label?.text, isTrailingClosure: false)
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
                    return ViewContainer(call: call, label: nil, isTrailingClosure: true)
                }
                if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
                    let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
                {
                    return ViewContainer(call: call, label: element.label.text, isTrailingClosure: false)
                }
                if closure.parent?.is(LabeledExprSyntax.self) != true { return nil }
            }
            child = parent
        }
        return nil
    }
}
