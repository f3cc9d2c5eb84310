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
