import SwiftSyntax

/// `condition ? then : otherwise`, as the parser leaves it (a sequence holding the `? :`).
struct Ternary {
    let condition: [ExprSyntax]
    let then: ExprSyntax
    let otherwise: ExprSyntax

    init?(_ expression: ExprSyntax) {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            condition = [ternary.condition]
            then = ternary.thenExpression
            otherwise = ternary.elseExpression
            return
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            mark == elements.count - 2, let then = elements[mark].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
        else { return nil }
        condition = Array(elements[..<mark])
        self.then = then
        otherwise = elements[mark + 1]
    }

    /// For `colorScheme == .dark ? a : b` (or `!=`, `.light`, a trait collection's
    /// `userInterfaceStyle`): whether `then` is the dark colour.
    var darkIsThen: Bool? {
        guard condition.count == 3,
            condition[0].trimmedDescription.hasSuffix("colorScheme")
                || condition[0].trimmedDescription.hasSuffix("userInterfaceStyle"),
            let op = condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return nil }
        let value = condition[2].trimmedDescription
        let isDark = value.hasSuffix(".dark") ? true : value.hasSuffix(".light") ? false : nil
        guard let isDark, op == "==" || op == "!=" else { return nil }
        return (op == "==") == isDark
    }
}

extension Ternary {
    /// For `isEnabled ? a : b` (or `!isEnabled`) over `@Environment(\.isEnabled)`: the branch an enabled
    /// control draws. WCAG 1.4.3 sets no contrast requirement for the text of an inactive user interface
    /// component, so the disabled look is not judged.
    var enabledBranch: ExprSyntax? {
        guard condition.count == 1 else { return nil }
        var test = condition[0]
        var negated = false
        if let prefix = test.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            test = prefix.expression
            negated = true
        }
        let name =
            test.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? test.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.trimmedDescription == "self" ? member.declName.baseName.text : nil
            }
        guard let name, Self.isEnabledEnvironment(name, around: Syntax(test)) else { return nil }
        return negated ? otherwise : then
    }

    /// Whether the type around `node` declares `@Environment(\.isEnabled) var <name>`.
    private static func isEnabledEnvironment(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let this = current, this.asProtocol(DeclGroupSyntax.self) == nil { current = this.parent }
        guard let members = current?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.pattern.trimmedDescription == name })
            else { return false }
            return variable.attributes.contains { attribute in
                attribute.trimmedDescription.replacingOccurrences(of: " ", with: "") == "@Environment(\\.isEnabled)"
            }
        }
    }
}

/// Replaces a function's parameters with the arguments of one call.
final class ParameterSubstitution: SyntaxRewriter {
    let arguments: [String: ExprSyntax]

    init(_ arguments: [String: ExprSyntax]) {
        self.arguments = arguments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let argument = arguments[node.baseName.text], node.parent?.is(MemberAccessExprSyntax.self) != true
        else { return ExprSyntax(node) }
        return argument.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
