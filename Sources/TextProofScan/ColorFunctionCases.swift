import SwiftSyntax

/// The choices of a colour function that switches over a parameter, by the case that returns each:
/// two such functions called with the same argument pair case by case, not every choice with every other.
struct CaseChoices: Sendable {
    /// The argument switched over, as written at the call (`item.itemType`).
    var subject: String
    /// A choice's label (its colour's description, as `ColorExpressionResolver.combined` writes it) →
    /// the cases returning it.
    var byLabel: [String: [CaseGuard]]

    /// Whether a choice of this function and one of `other` can be drawn together: switched over the
    /// same argument, some case returns both.
    func allows(_ label: String?, with other: CaseChoices, _ otherLabel: String?) -> Bool {
        guard subject == other.subject, let label, let otherLabel, let mine = byLabel[label],
            let theirs = other.byLabel[otherLabel]
        else { return true }
        return mine.contains { first in theirs.contains { first.overlaps($0) } }
    }
}

extension ColorExpressionResolver {
    /// For a call of one of the app's colour functions that switches over a parameter
    /// (`foregroundForChatItemType(item.itemType)`): the argument switched over, and for each choice
    /// as `combined` labels it, the cases that return it.
    func caseChoices(_ expression: ExprSyntax, in framework: Framework, within type: String?) -> CaseChoices? {
        guard expression.is(FunctionCallExprSyntax.self),
            let (declaration, arguments) = appDeclaration(expression, framework, within: type),
            let cases = declaration.switchCases, let switched = cases.first?.guarded.property,
            let subject = arguments[switched]?.trimmedDescription
        else { return nil }
        var byLabel: [String: [CaseGuard]] = [:]
        for (text, guarded) in cases {
            guard var parsed = AppIndex.expression(text) else { return nil }
            parsed = ParameterSubstitution(arguments).rewrite(parsed).cast(ExprSyntax.self)
            guard case .color(let reference) = resolve(parsed, in: framework, depth: 1) else { return nil }
            byLabel[reference.description, default: []].append(guarded)
        }
        return CaseChoices(subject: subject, byLabel: byLabel)
    }
}
