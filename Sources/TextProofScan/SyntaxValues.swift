import SwiftSyntax

/// A call's arguments by label, with numbers evaluated from literals and simple arithmetic
/// (`51 / 255`, `0.5 * 0.8`, `-1`).
struct Arguments {
    let list: [LabeledExprSyntax]

    init(_ list: LabeledExprListSyntax) { self.list = Array(list) }

    var labels: [String?] { list.map { $0.label?.text } }

    func expression(_ index: Int) -> ExprSyntax? { index < list.count ? list[index].expression : nil }

    /// Whether argument `index` exists and has no label.
    func isUnlabeled(_ index: Int) -> Bool { index < list.count && list[index].label == nil }

    func labelled(_ label: String) -> ExprSyntax? { list.first { $0.label?.text == label }?.expression }

    func number(_ label: String) -> Double? { labelled(label).flatMap(Self.evaluate) }

    func numbers(_ labels: [String]) -> [Double]? {
        let values = labels.compactMap(number)
        return values.count == labels.count ? values : nil
    }

    func unlabeledNumber(_ index: Int) -> Double? { expression(index).flatMap(Self.evaluate) }

    /// A string literal without interpolation.
    func string(_ index: Int) -> String? { expression(index).flatMap(StringLiteral.plain) }

    /// A finite number, or nil (`1e999`, a division by zero, anything not a literal).
    static func evaluate(_ expression: ExprSyntax) -> Double? {
        evaluateAny(expression).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func evaluateAny(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let digits = integer.literal.text.replacingOccurrences(of: "_", with: "")
            // `0x9A`, `0b1010`, `0o17` as well as decimals.
            for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
                return Int(digits.dropFirst(2), radix: radix).map(Double.init)
            }
            return Double(digits)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return evaluate(prefix.expression).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            ["CGFloat", "Double", "Float"].contains(call.calledExpression.trimmedDescription),
            call.arguments.count == 1,
            let only = call.arguments.first
        {
            return evaluate(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluate(sequence) }
        return nil
    }

    /// Left to right with * and / before + and −: enough for `51 / 255` and `0.2 + 0.1`.
    private static func evaluate(_ sequence: SequenceExprSyntax) -> Double? {
        let elements = Array(sequence.elements)
        guard elements.count % 2 == 1 else { return nil }
        var terms: [Double] = [], operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let value = evaluate(element) else { return nil }
                terms.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                operators.append(op)
            }
        }
        // Products first.
        var sums = [terms[0]], signs: [String] = []
        for (index, op) in operators.enumerated() {
            let next = terms[index + 1]
            switch op {
            case "*": sums[sums.count - 1] *= next
            case "/":
                guard next != 0 else { return nil }
                sums[sums.count - 1] /= next
            case "+", "-":
                signs.append(op)
                sums.append(next)
            default: return nil
            }
        }
        var total = sums[0]
        for (index, sign) in signs.enumerated() { total += sign == "+" ? sums[index + 1] : -sums[index + 1] }
        return total
    }
}

/// String literals: the plain text, or a placeholder naming the interpolations.
enum StringLiteral {
    /// The literal's text when it has no interpolation.
    static func plain(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// The literal's text with each interpolation as ‹expression›, or ‹expression› for a variable.
    static func displayed(_ expression: ExprSyntax) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            return "‹\(expression.trimmedDescription)›"
        }
        var text = ""
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                text += piece.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                text += "‹\(interpolation.expressions.trimmedDescription)›"
            }
        }
        return text
    }
}
