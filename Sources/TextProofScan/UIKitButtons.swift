import SwiftSyntax
import TextProof
import TextProofColor

/// `UIButton.Configuration.filled()` and its siblings (iOS 15+), where they are made, and the
/// button or name they are given to.
struct ButtonConfiguration {
    let node: Syntax
    /// `filled`, `plain`, `tinted`, …
    let style: String
    /// `var config = UIButton.Configuration.filled()`: `config`.
    let binding: String?
    /// `button.configuration = .filled()`, `let button = UIButton(configuration: .filled())`.
    let button: String?

    static let styles: Set<String> = [
        "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent", "glass",
        "prominentGlass", "tintedGlass", "clearGlass", "prominentClearGlass",
    ]

    /// The configuration `call` makes, if it makes one: `UIButton.Configuration.filled()`, or
    /// `.filled()` where a configuration is expected.
    init?(_ call: FunctionCallExprSyntax) {
        guard call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.styles.contains(member.declName.baseName.text)
        else { return nil }
        let base = member.base?.trimmedDescription
        guard base == nil || base == "UIButton.Configuration" || base == "UIButtonConfiguration" else { return nil }
        var binding: String?, button: String?
        let parent = call.parent
        if let clause = parent?.as(InitializerClauseSyntax.self),
            let pattern = clause.parent?.as(PatternBindingSyntax.self)
        {
            // `.filled()` alone is a configuration only when the binding says so.
            guard base != nil || pattern.typeAnnotation?.type.trimmedDescription.hasSuffix("Configuration") == true
            else { return nil }
            binding = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else if let list = parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.last?.id == call.id
        {
            let target = sequence.elements.first
            if let member = target?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "configuration" {
                button = UIKitSiteVisitor.receiver(member.base)
            } else if let bare = target?.as(DeclReferenceExprSyntax.self), base != nil {
                binding = bare.baseName.text
            } else {
                return nil
            }
        } else if let argument = parent?.as(LabeledExprSyntax.self), argument.label?.text == "configuration" {
            // `let button = UIButton(configuration: .filled())`.
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            let pattern = owner?.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
            button = pattern?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
        } else if base == nil {
            return nil
        }
        self.node = Syntax(call)
        self.style = member.declName.baseName.text
        self.binding = binding
        self.button = button
    }
}

extension UIKitSiteVisitor {
    /// A site per button configuration: its title in the colours the style draws.
    func configurationSites(in scope: Scope, viewBackground: [ExprSyntax]?) -> [FoundSite] {
        scope.buttonConfigurations.map { configuration in
            let button =
                configuration.button
                ?? configuration.binding.flatMap { name in
                    scope.assignments.first { _, properties in
                        properties["configuration"]?.contains { $0.trimmedDescription == name } ?? false
                    }?.key
                }
            // `config.baseForegroundColor = …`, `button.configuration?.baseBackgroundColor = …`.
            var properties: [String: [ExprSyntax]] = [:]
            for receiver in [configuration.binding, button.map { "\($0).configuration" }].compactMap({ $0 }) {
                properties.merge(scope.assignments[receiver] ?? [:]) { $0 + $1 }
            }
            let title = properties["title"]?.last ?? button.flatMap { scope.titles[$0] }
            let tint = button.flatMap { scope.assignments[$0]?["tintColor"]?.last }
            let baseForeground = properties["baseForegroundColor"]?.last
            let baseBackground = properties["baseBackgroundColor"]?.last
            var foreground = baseForeground.map(written)
            var backgrounds: [ExprSyntax] = []
            var defaultForeground: FrameworkColor?
            var reasons: [String] = []
            switch configuration.style {
            case "filled", "borderedProminent":
                // "A background filled with the button's tint color" (UIButton.Configuration.filled(),
                // developer.apple.com); the title is white unless `baseForegroundColor` says otherwise.
                foreground =
                    foreground ?? WrittenColor(written: "white (filled button)", resolution: .color(Self.white))
                if let background = baseBackground ?? tint { backgrounds = [background] }
            case "plain", "borderless":
                // "A transparent background" (plain()): the title, in the tint, on what the button sits on.
                if foreground == nil {
                    if let tint { foreground = written(tint) } else { defaultForeground = .accent }
                }
                backgrounds =
                    baseBackground.map { [$0] } ?? button.flatMap {
                        background(of: $0, in: scope, viewBackground: viewBackground)
                    } ?? viewBackground ?? []
            default:
                // tinted(), gray(), bordered(), the glass styles: a translucent tint, a grey fill or glass
                // whose values Apple does not publish.
                reasons.append("UIButton.Configuration.\(configuration.style)(): its background is not published")
            }
            var site = site(
                at: configuration.node, kind: "UIButton.Configuration.\(configuration.style)",
                text: title.map(StringLiteral.displayed) ?? "‹\(button ?? configuration.binding ?? "button")›",
                foreground: foreground, backgrounds: backgrounds, font: nil, defaultForeground: defaultForeground)
            if ["filled", "borderedProminent"].contains(configuration.style), baseBackground == nil, tint == nil {
                site.background = WrittenColor(
                    written: "tint (accent)", resolution: .color(.named("Color.accentColor")))
            }
            site.unresolvedReasons = reasons
            return site
        }
    }

    private static let white = ColorReference.fixed(ColorU8(red: 255, green: 255, blue: 255))
}
