import SwiftSyntax
import TextProofText

/// A font as the code writes it, mapped to the size and weight drawn at the default content size:
/// text styles through the platform's table (`TargetPlatform.pointSize`), explicit sizes as given,
/// weights and `.bold()`.
struct FontChoice: Sendable, Equatable {
    var style: TextStyle?
    var size: Double?
    var weight: FontWeight?
    /// The expression as written, for the report.
    var written: String?

    /// The framework's default: body (17 pt regular on iOS, 13 on macOS, 16 on watchOS).
    static let body = FontChoice(style: .body)

    /// The size drawn on `platform`; nil when the platform publishes no size for the style.
    func points(on platform: TargetPlatform) -> Double? {
        if let size { return size }
        return platform.pointSize(style ?? .body)
    }

    func drawnWeight(on platform: TargetPlatform) -> FontWeight { weight ?? platform.weight(style ?? .body) }

    /// SwiftUI's styles by their `Font` names.
    static let swiftUIStyles: [String: TextStyle] = [
        "largeTitle": .largeTitle, "title": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption1,
        "caption2": .caption2,
    ]
    /// UIKit's `UIFont.TextStyle` names.
    static let uiKitStyles: [String: TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption1,
        "caption2": .caption2,
    ]

    /// `.headline`, `.title.bold()`, `.system(size: 14, weight: .semibold)`, `.system(.caption)`,
    /// `UIFont.preferredFont(forTextStyle: .headline)`, `.systemFont(ofSize: 14, weight: .bold)`,
    /// `.boldSystemFont(ofSize: 20)`, `.custom("Name", size: 15)`; nil for what cannot be read.
    static func parse(_ expression: ExprSyntax) -> FontChoice? {
        var choice = parseInner(expression)
        choice?.written = expression.trimmedDescription
        return choice
    }

    private static func parseInner(_ expression: ExprSyntax) -> FontChoice? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let style = swiftUIStyles[name] ?? uiKitStyles[name] { return FontChoice(style: style) }
            return nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let method = callee.declName.baseName.text
        let arguments = Arguments(call.arguments)
        switch method {
        case "bold":
            var base = callee.base.flatMap(parseInner) ?? .body
            base.weight = .bold
            return base
        case "weight":
            var base = callee.base.flatMap(parseInner) ?? .body
            base.weight = arguments.expression(0).flatMap(weight)
            return base
        // Modifiers that keep the font's style and size: `.footnote.monospaced()` is still 13 pt on iOS.
        case "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
            "leading", "width", "kerning", "tracking":
            return callee.base.flatMap(parseInner)
        case "system":
            if let size = arguments.number("size") {
                return FontChoice(size: size, weight: arguments.labelled("weight").flatMap(weight) ?? .regular)
            }
            if let style = arguments.expression(0).flatMap({ styleName($0) }) {
                return FontChoice(style: style, weight: arguments.labelled("weight").flatMap(weight))
            }
            return nil
        case "preferredFont":
            return arguments.labelled("forTextStyle").flatMap { styleName($0) }.map { FontChoice(style: $0) }
        case "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            let weight = arguments.labelled("weight").flatMap(weight) ?? .regular
            if let size = arguments.number("ofSize") { return FontChoice(size: size, weight: weight) }
            // `systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .semibold)`.
            guard let style = arguments.labelled("ofSize").flatMap(styleOfPointSize) else { return nil }
            return FontChoice(style: style, weight: weight)
        case "boldSystemFont":
            if let size = arguments.number("ofSize") { return FontChoice(size: size, weight: .bold) }
            return arguments.labelled("ofSize").flatMap(styleOfPointSize).map { FontChoice(style: $0, weight: .bold) }
        case "custom":
            if let size = arguments.number("size") { return FontChoice(size: size, weight: .regular) }
            return nil
        default: return nil
        }
    }

    /// `UIFont.preferredFont(forTextStyle: .body).pointSize`: the style whose size it is.
    static func styleOfPointSize(_ expression: ExprSyntax) -> TextStyle? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize",
            let base = member.base.flatMap(parseInner), base.size == nil
        else { return nil }
        return base.style
    }

    static func styleName(_ expression: ExprSyntax) -> TextStyle? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        return swiftUIStyles[name] ?? uiKitStyles[name]
    }

    /// `.bold`, `Font.Weight.semibold`, `UIFont.Weight.medium`.
    static func weight(_ expression: ExprSyntax) -> FontWeight? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return FontWeight(rawValue: member.declName.baseName.text)
    }
}
