import SwiftSyntax

/// What `Text(x)` draws when `x` is an attributed string: Markdown parsed from a literal (a link in
/// the tint), or runs built elsewhere, each in the colour given where it was built.
enum AttributedTextArgument: Equatable {
    /// `AttributedString(markdown: "…")`: the literal as displayed.
    case markdown(String)
    /// A property, a local or a function's result that is an `AttributedString` built elsewhere.
    case runs(String)

    /// `functions`: the file's functions that return an `AttributedString`.
    static func of(_ call: FunctionCallExprSyntax, functions: @autoclosure () -> Set<String>) -> AttributedTextArgument?
    {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
        return of(argument.expression, from: Syntax(call), functions: functions, depth: 0)
    }

    static func functionsReturningAttributedStrings(in root: Syntax) -> Set<String> {
        let finder = ReturningFunctionFinder()
        finder.walk(root)
        return finder.names
    }

    /// Follows a name to its binding (a local `let`, an `if let`, a member) and a call to the
    /// function it names, a few steps at most.
    private static func of(
        _ written: ExprSyntax, from site: Syntax, functions: () -> Set<String>, depth: Int
    ) -> AttributedTextArgument? {
        guard depth < 4 else { return nil }
        var expression = written
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            expression = ExprSyntax(member.declName)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return constructed(call) ?? returned(by: call, functions: functions)
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        guard let binding = binding(of: name, from: site) else { return nil }
        if binding.declared.contains("AttributedString"), binding.value == nil { return .runs(name) }
        guard let value = binding.value else { return nil }
        if let found = of(value, from: Syntax(value), functions: functions, depth: depth + 1) { return found }
        return binding.declared.contains("AttributedString") ? .runs(name) : nil
    }

    /// `AttributedString(markdown: "…")`, or one made from another attributed string.
    private static func constructed(_ call: FunctionCallExprSyntax) -> AttributedTextArgument? {
        guard ["AttributedString", "NSAttributedString"].contains(call.calledExpression.trimmedDescription),
            let first = call.arguments.first
        else {
            // `AttributedString()`: empty, its runs appended elsewhere.
            return call.calledExpression.trimmedDescription == "AttributedString" ? .runs(call.trimmedDescription) : nil
        }
        if first.label?.text == "markdown" {
            return first.expression.is(StringLiteralExprSyntax.self)
                ? .markdown(StringLiteral.displayed(first.expression)) : .runs(call.trimmedDescription)
        }
        // `AttributedString("plain")`: one run in the text's own colour.
        if first.label == nil, first.expression.is(StringLiteralExprSyntax.self) { return nil }
        return .runs(call.trimmedDescription)
    }

    /// `buildLog(entries)`: a function of the file declared to return an `AttributedString`.
    private static func returned(by call: FunctionCallExprSyntax, functions: () -> Set<String>)
        -> AttributedTextArgument?
    {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            callee = ExprSyntax(member.declName)
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return functions().contains(name) ? .runs("\(name)(…)") : nil
    }

    private struct Binding {
        var declared: String
        var value: ExprSyntax?
    }

    /// The nearest binding of `name` in scope: `if let`/`guard let` conditions and `let`s of the blocks
    /// around the site, then the members of its type.
    private static func binding(of name: String, from site: Syntax) -> Binding? {
        var current = site.parent
        while let node = current {
            if let conditions = conditionList(of: node) {
                for condition in conditions {
                    if let optional = condition.condition.as(OptionalBindingConditionSyntax.self),
                        optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    {
                        return Binding(
                            declared: optional.typeAnnotation?.type.trimmedDescription ?? "",
                            value: optional.initializer?.value)
                    }
                }
            }
            let declarations =
                node.as(CodeBlockItemListSyntax.self).map { $0.compactMap { $0.item.as(VariableDeclSyntax.self) } }
                ?? node.as(MemberBlockItemListSyntax.self).map { $0.compactMap { $0.decl.as(VariableDeclSyntax.self) } }
            if let found = declarations?.lazy.compactMap({ Self.binding(of: name, in: $0) }).first { return found }
            // The type's members are the last scope searched.
            if node.is(MemberBlockItemListSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private static func conditionList(of node: Syntax) -> ConditionElementListSyntax? {
        node.as(IfExprSyntax.self)?.conditions ?? node.as(GuardStmtSyntax.self)?.conditions
            ?? node.as(WhileStmtSyntax.self)?.conditions
    }

    private static func binding(of name: String, in variable: VariableDeclSyntax) -> Binding? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        {
            return Binding(
                declared: binding.typeAnnotation?.type.trimmedDescription ?? "", value: binding.initializer?.value)
        }
        return nil
    }
}

/// The names of a file's functions that return an `AttributedString`.
private final class ReturningFunctionFinder: SyntaxVisitor {
    var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.returnClause?.type.trimmedDescription.contains("AttributedString") == true {
            names.insert(node.name.text)
        }
        return .skipChildren
    }
}
