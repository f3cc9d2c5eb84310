import SwiftSyntax

/// Text a control shows only while it is disabled: `if isDeleting { Text("Deleting…") }` in the label of
/// a button `.disabled(isDeleting)`. The system draws a disabled control's label in its own disabled
/// colour, and WCAG 1.4.3 sets no contrast requirement for an inactive user interface component.
enum DisabledOnlyContent {
    /// The condition both guarding `node` inside `control`'s content and disabling `control`, if any.
    static func condition(of node: Syntax, in control: FunctionCallExprSyntax) -> String? {
        let shownWhile = conditions(guarding: node, below: control)
        guard !shownWhile.isEmpty else { return nil }
        let disabledWhile = disablingConditions(of: control)
        return shownWhile.first { disabledWhile.contains($0) }
    }

    /// `if a { … node … }` between `node` and `control`: each `a`, for `node` in its first branch.
    private static func conditions(guarding node: Syntax, below control: FunctionCallExprSyntax) -> [String] {
        var found: [String] = []
        var child = node
        while let parent = child.parent, parent.id != control.id {
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id, branch.conditions.count == 1,
                let condition = branch.conditions.first?.condition.as(ExprSyntax.self)
            {
                found.append(normalised(condition))
            }
            child = parent
        }
        return found
    }

    /// The arguments of `.disabled(…)` on `control` itself, split at a top-level `||` (either disables it).
    private static func disablingConditions(of control: FunctionCallExprSyntax) -> [String] {
        var found: [String] = []
        var current = Syntax(control)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            if member.declName.baseName.text == "disabled", let argument = call.arguments.first?.expression {
                found.append(normalised(argument))
                if let sequence = argument.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    let isDisjunction = elements.enumerated().allSatisfy { offset, element in
                        offset % 2 == 0 || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
                    }
                    if isDisjunction {
                        found += elements.enumerated().filter { $0.offset % 2 == 0 }.map { normalised($0.element) }
                    }
                }
            }
            current = Syntax(call)
        }
        return found
    }

    /// `self.isDeleting` and `isDeleting` are the same condition.
    private static func normalised(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
