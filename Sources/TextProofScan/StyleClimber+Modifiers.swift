import SwiftSyntax
import TextProofColor

extension StyleClimber {
    /// Applies one modifier of a view's chain. Innermost wins, so a slot already set stays.
    func apply(_ modifier: String, _ call: FunctionCallExprSyntax, to style: inout InheritedStyle) {
        let arguments = Arguments(call.arguments)
        switch modifier {
        case "foregroundColor", "foregroundStyle":
            // `.foregroundStyle(.primary, .secondary)`: text takes the first.
            guard let first = arguments.expression(0) else { return }
            guard style.foreground == nil else {
                if style.foregroundLevel != nil { style.foregroundLevelRebased = true }
                return
            }
            style.foreground = written(first)
            // A bare level is hierarchical only as a shape style; `.foregroundColor(.secondary)` is a colour.
            let level = first.trimmedDescription
            if modifier == "foregroundStyle", [".secondary", ".tertiary", ".quaternary", ".quinary"].contains(level) {
                style.foregroundLevel = level
            }
        case "background", "containerBackground":
            guard style.background == nil else {
                if style.underlay == nil { style.underlay = background(of: call, arguments: arguments) }
                return
            }
            style.background = background(of: call, arguments: arguments)
        case "listRowBackground":
            guard style.rowBackground == nil, !style.clearRows, let first = arguments.expression(0) else { return }
            // A clear row shows the list's own background.
            if BackgroundViews.isClear(first) {
                style.clearRows = true
            } else {
                style.rowBackground = written(BackgroundViews.fill(of: first) ?? first)
            }
        case "tint", "accentColor":
            guard style.tint == nil, let first = arguments.expression(0) else { return }
            style.tint = written(first)
        case "font":
            guard style.font == nil, let expression = arguments.expression(0) else { return }
            let font = substituted(expression)
            // A font chosen by a condition: the smaller one is the one to judge.
            let choices = Ternary(font).map { [$0.then, $0.otherwise] } ?? [font]
            style.font = choices.compactMap(FontChoice.parse).min {
                ($0.points(on: .ios) ?? 0) < ($1.points(on: .ios) ?? 0)
            }
            if style.font == nil { style.unresolved.append("font \(expression.trimmedDescription)") }
        case "bold":
            if style.weight == nil, arguments.expression(0).map({ $0.trimmedDescription != "false" }) ?? true {
                style.weight = .bold
            }
        case "fontWeight":
            if style.weight == nil { style.weight = arguments.expression(0).flatMap(FontChoice.weight) }
        case "opacity":
            guard let expression = arguments.expression(0) else { return }
            // Measured in every branch: the faintest that still shows is the one to judge. A branch
            // whose value is not written out leaves the opacity unknown.
            let values = Self.numbers(in: substituted(expression), constants: index.numbers) ?? []
            if let factor = values.filter({ $0 > 0 }).min() {
                // Outside the text's own background, the fade takes the background too: the pair is then
                // a blend with whatever is further out, which the climb does not follow.
                if factor < 1, let background = style.background {
                    let written = background.written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    style.unresolved.append(
                        "opacity \(expression.trimmedDescription) fades the text with its background \(written): what shows through is further out"
                    )
                }
                style.opacity *= min(factor, 1)
                style.opacityWritten.append(expression.trimmedDescription)
            } else if values.contains(0) {
                style.notDrawn = "opacity 0"
            } else {
                style.unresolved.append("opacity \(expression.trimmedDescription)")
            }
        case "hidden":
            style.notDrawn = "hidden()"
        case "searchCompletion":
            style.systemDrawn = "search suggestion"
        case "redacted":
            if arguments.expression(0)?.trimmedDescription != "[]" { style.systemDrawn = "redacted placeholder" }
        case "environment":
            if arguments.expression(0)?.trimmedDescription == "\\.colorScheme", style.forcedAppearance == nil {
                style.forcedAppearance = Self.appearance(arguments.expression(1))
            }
        case "preferredColorScheme", "colorScheme":
            if style.forcedAppearance == nil { style.forcedAppearance = Self.appearance(arguments.expression(0)) }
        case "listStyle":
            if style.listStyle == nil {
                style.listStyle = arguments.expression(0).map { $0.trimmedDescription.trimmingPrefix(".") }
                    .map(String.init)
            }
        case "formStyle":
            if style.formStyle == nil {
                style.formStyle = arguments.expression(0).map { String($0.trimmedDescription.trimmingPrefix(".")) }
            }
        case "pickerStyle":
            // iOS draws a segmented picker's segments and not its label.
            let segmented = [".segmented", "SegmentedPickerStyle()"]
            if style.pickerLabel, platform == .ios,
                segmented.contains(arguments.expression(0)?.trimmedDescription ?? "")
            {
                style.notDrawn = "a segmented picker's label: iOS draws only its segments"
            }
        case "keyboardShortcut":
            if arguments.expression(0)?.trimmedDescription == ".defaultAction" { style.defaultAction = true }
        case "scrollContentBackground": break
        case "labelStyle":
            if arguments.expression(0)?.trimmedDescription == ".iconOnly" { style.notDrawn = "icon-only label" }
        case "buttonStyle":
            applyButtonStyle(arguments, to: &style)
        case "modifier":
            guard let expression = arguments.expression(0) else { return }
            applyViewModifier(expression, to: &style)
        case "overlay", "backgroundStyle":
            break
        default:
            if ModifierRules.neutral.contains(modifier) { return }
            // `.embeddedInHostingController()`: the view becomes a controller's root; nothing further out is behind it.
            if modifier.contains("Hosting") {
                style.presented = true
                return
            }
            if let reason = ModifierRules.unmodelled[modifier] {
                style.unresolved.append("\(reason): .\(modifier)(…)")
                return
            }
            if let function = index.viewFunctions[modifier] {
                // `.modify { $0.font(.body) }`, `.if(flag) { $0.bold() }`: the closure's chain on `$0`.
                if let transform = function.parameters.first(where: { function.source.contains("\($0.name)(self)") }) {
                    let closure =
                        arguments.labelled(transform.label)?.as(ClosureExprSyntax.self) ?? call.trailingClosure
                    if let closure, let start = Self.closureSubject(closure) { _ = applyChain(from: start, to: &style) }
                    return
                }
                guard let inner = applied(function, kind: "function", from: "self", arguments: arguments) else {
                    style.unresolved.append("custom modifier .\(modifier)(…): its body could not be followed")
                    return
                }
                style.inherit(inner)
                return
            }
            style.unresolved.append("modifier .\(modifier)(…) from outside the app")
        }
    }

    /// `.background(Color.x)`, `.background(.x, in: shape)`, `.background { Color.x }`: the colour
    /// under the text; a clear one shows what is behind it (nil: the search goes on outwards).
    func background(of call: FunctionCallExprSyntax, arguments: Arguments) -> WrittenColor? {
        var view: ExprSyntax?
        if let first = arguments.expression(0), arguments.isUnlabeled(0) {
            view = first
        } else if let closure = call.trailingClosure, let first = closure.statements.first?.item.as(ExprSyntax.self) {
            view = first
        }
        guard let view else { return nil }
        let view2 = substituted(view)
        if BackgroundViews.isClear(view2) { return nil }
        if let fill = BackgroundViews.fill(of: view2) { return BackgroundViews.isClear(fill) ? nil : written(fill) }
        // A shape only stroked, or a view that paints nothing (`navigationLink`, `EmptyView()`): nothing under the text.
        if BackgroundViews.paintsNothing(view2) { return nil }
        return written(view2)
    }

    func applyButtonStyle(_ arguments: Arguments, to style: inout InheritedStyle) {
        guard style.buttonStyle == nil, let expression = arguments.expression(0) else { return }
        let text = expression.trimmedDescription
        // `.borderedProminent`, `BorderedProminentButtonStyle()`, `.plain`.
        let name =
            expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(FunctionCallExprSyntax.self).map { call in
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.trimmedDescription
            } ?? text
        if let system = ButtonStyleChoice.system(name) {
            style.buttonStyle = system
            return
        }
        let typeName = index.styleShorthands[name] ?? name
        guard let declaration = index.buttonStyles[typeName] else {
            style.buttonStyle = .unknown(text)
            return
        }
        style.buttonStyle = .app(typeName)
        // The style's makeBody styles the label from outside it.
        guard style.button != nil else { return }
        let callArguments = expression.as(FunctionCallExprSyntax.self).map { Arguments($0.arguments) } ?? Arguments([])
        if let inner = applied(declaration, kind: "buttonStyle", from: "configuration.label", arguments: callArguments)
        {
            style.inherit(inner)
        } else {
            style.buttonStyle = .unknown(text)
        }
    }

    func applyViewModifier(_ expression: ExprSyntax, to style: inout InheritedStyle) {
        let call = expression.as(FunctionCallExprSyntax.self)
        let name = call?.calledExpression.trimmedDescription ?? expression.trimmedDescription
        guard let declaration = index.viewModifiers[name] else {
            style.unresolved.append("view modifier \(name) from outside the app")
            return
        }
        let arguments = call.map { Arguments($0.arguments) } ?? Arguments([])
        guard let inner = applied(declaration, kind: "modifier", from: "content", arguments: arguments) else {
            style.unresolved.append("view modifier \(name): its body could not be followed")
            return
        }
        style.inherit(inner)
    }

    /// In `{ $0.font(.body) }` or `{ view in view.bold() }`: the view the closure is given.
    static func closureSubject(_ closure: ClosureExprSyntax) -> Syntax? {
        let name: String
        if let parameter = closure.signature?.parameterClause {
            switch parameter {
            case .simpleInput(let names): name = names.first?.name.text ?? "$0"
            case .parameterClause(let clause): name = clause.parameters.first?.firstName.text ?? "$0"
            }
        } else {
            name = "$0"
        }
        return StyleClimber.use(of: name, in: Syntax(closure.statements))
    }

    /// Every number an opacity can take: a literal, or each branch of a ternary.
    /// Every value a number can take, each branch of a ternary; nil when one is not written out.
    /// `constants`: the app's static numbers by `Owner.name` (`Layout.faint`).
    static func numbers(in expression: ExprSyntax, constants: [String: Double] = [:]) -> [Double]? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first, inner.label == nil
        {
            return numbers(in: inner.expression, constants: constants)
        }
        if let ternary = Ternary(expression) {
            guard let then = numbers(in: ternary.then, constants: constants),
                let otherwise = numbers(in: ternary.otherwise, constants: constants)
            else { return nil }
            return then + otherwise
        }
        return (Arguments.evaluate(expression) ?? constants[expression.trimmedDescription]).map { [$0] }
    }

    static func appearance(_ expression: ExprSyntax?) -> Appearance? {
        switch expression?.trimmedDescription {
        case ".dark", "ColorScheme.dark": .dark
        case ".light", "ColorScheme.light": .light
        default: nil
        }
    }
}

/// Views used as backgrounds: the colour they fill with.
enum BackgroundViews {
    static func isClear(_ expression: ExprSyntax) -> Bool {
        [
            "clear", ".clear", "Color.clear", "EmptyView()", "Color(.clear)", "Color(NSColor.clear)",
            "Color(UIColor.clear)", "Color(nsColor: .clear)", "Color(uiColor: .clear)",
        ].contains(expression.trimmedDescription)
    }

    /// `Color.x`, `Color("name")`, `RoundedRectangle(…).fill(x)`, `Capsule().foregroundColor(x)`,
    /// `Color(…).ignoresSafeArea()`: the colour the view fills with; nil when it is not a filled view.
    static func fill(of expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        // `Rectangle().fill(.clear).background(Color.x)`: a clear fill shows the shape's own background.
        var under: ExprSyntax?
        for _ in 0..<16 {
            if let member = current.as(MemberAccessExprSyntax.self) {
                if member.base?.trimmedDescription == "Color" || member.base == nil { return current }
                if member.base?.trimmedDescription == "self",
                    isColorProperty(member.declName.baseName.text, around: current)
                {
                    return current
                }
                return nil
            }
            // `ZStack { backgroundColor … }` with `let backgroundColor: Color`: the view fills with it.
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return isColorProperty(reference.baseName.text, around: current) ? current : nil
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            if call.calledExpression.trimmedDescription == "Color" { return current }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return nil
            }
            let name = member.declName.baseName.text
            if name == "opacity", BackgroundViews.fill(of: base) != nil { return current }
            if ["fill", "foregroundColor", "foregroundStyle"].contains(name), isShape(base),
                let color = call.arguments.first?.expression
            {
                return isClear(color) ? under ?? color : color
            }
            if name == "background", let first = call.arguments.first?.expression, first.trimmedDescription != "",
                let color = fill(of: first)
            {
                under = color
            }
            current = base
        }
        return nil
    }

    /// Whether the type around `node` declares `name` a `Color` (stored or computed).
    static func isColorProperty(_ name: String, around node: ExprSyntax) -> Bool {
        var current = node.parent
        while let this = current, this.asProtocol(DeclGroupSyntax.self) == nil { current = this.parent }
        guard let members = current?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.trimmedDescription == name
                    && ["Color", "Color?", "SwiftUI.Color"].contains(
                        binding.typeAnnotation?.type.trimmedDescription ?? "")
            } ?? false
        }
    }

    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle",
        "ContainerRelativeShape",
    ]

    static func isShape(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return shapes.contains(call.calledExpression.trimmedDescription)
        }
        return false
    }

    /// A stroked shape, a `NavigationLink` or `EmptyView` used as a background: nothing under the text.
    static func paintsNothing(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        if text.contains(".stroke(") || text.contains(".strokeBorder(") { return true }
        if expression.is(DeclReferenceExprSyntax.self), text.lowercased().contains("link") { return true }
        return text.hasPrefix("NavigationLink") || text.hasPrefix("EmptyView") || text.hasPrefix("GeometryReader")
    }
}
