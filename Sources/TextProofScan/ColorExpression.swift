import Foundation
import SwiftSyntax
import TextProof
import TextProofColor

/// A colour expression in Swift, resolved the way the frameworks resolve it, or left unresolved
/// with its expression: syntax only, so what the code computes (`theme.tint`, a custom hex
/// initialiser) is never guessed.
enum ColorResolution: Sendable, Equatable {
    case color(ColorReference)
    case unresolved(String)
    /// A colour chosen by a condition the scan cannot know (`isOn ? .green : .gray`, a `switch` in
    /// the app's colour function): every choice is measured.
    case choices([ColorReference], written: [String])
}

/// Resolves colour expressions: system colours and SwiftUI styles, the repository's asset
/// catalogs (by name and by Xcode's generated symbols), literals, and `.opacity` /
/// `.withAlphaComponent`.
struct ColorExpressionResolver: Sendable {
    /// Which framework an expression is read in: SwiftUI's `.red` is systemRed, UIKit's pure red.
    enum Framework: Sendable { case swiftUI, uiKit, appKit }

    let system: SystemColorCatalog
    /// Asset catalog colours by name and by generated symbol (`brand-teal` → `brandTeal`).
    let assets: [String: ColorReference]
    /// The app's own colour properties and functions.
    var index: AppIndex?

    init(system: SystemColorCatalog, assets: [String: ColorReference], index: AppIndex? = nil) {
        self.system = system
        self.assets = assets
        self.index = index
    }

    /// UIColor's and NSColor's fixed colours (`UIColor.red` is (1, 0, 0), not systemRed).
    static let fixedUIKit: [String: [Double]] = [
        "black": [0, 0, 0], "white": [1, 1, 1], "red": [1, 0, 0], "green": [0, 1, 0], "blue": [0, 0, 1],
        "cyan": [0, 1, 1], "yellow": [1, 1, 0], "magenta": [1, 0, 1], "orange": [1, 0.5, 0], "purple": [0.5, 0, 0.5],
        "brown": [0.6, 0.4, 0.2], "gray": [0.5, 0.5, 0.5], "darkGray": [1.0 / 3, 1.0 / 3, 1.0 / 3],
        "lightGray": [2.0 / 3, 2.0 / 3, 2.0 / 3],
    ]

    func resolve(_ expression: ExprSyntax, in framework: Framework, depth: Int = 0, within type: String? = nil)
        -> ColorResolution
    {
        let written = expression.trimmedDescription
        // `RSColor(named: "x")!`: the app's alias read as the framework type this platform compiles it to.
        if let aliased = withoutAliases(expression) {
            return resolve(aliased, in: framework, depth: depth, within: type)
        }
        if let ternary = Ternary(expression) {
            let then = resolve(ternary.then, in: framework, depth: depth)
            let otherwise = resolve(ternary.otherwise, in: framework, depth: depth)
            // `colorScheme == .dark ? a : b`: one colour, light and dark.
            if let darkIsThen = ternary.darkIsThen, case .color(let first) = then, case .color(let second) = otherwise {
                let (dark, light) = darkIsThen ? (first, second) : (second, first)
                return .color(.dynamic([.light: light, .dark: dark]))
            }
            return Self.combined([then, otherwise], written: written)
        }
        if let reference = reference(expression, framework) { return .color(reference) }
        // `UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }`, `Color(uiColor: UIColor { … })`.
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if ["UIColor", "NSColor", "UIColor.init"].contains(callee), let closure = call.trailingClosure,
                let returned = StyleClimber.returned(closure.statements)
            {
                return resolve(returned, in: framework == .swiftUI ? .uiKit : framework, depth: depth + 1)
            }
            if ["Color", "SwiftUI.Color"].contains(callee), call.arguments.count == 1,
                let inner = call.arguments.first?.expression, inner.is(FunctionCallExprSyntax.self),
                case .choices = resolve(inner, in: .uiKit, depth: depth + 1)
            {
                return resolve(inner, in: .uiKit, depth: depth + 1)
            }
        }
        if depth < 4, let app = appColor(expression, framework, depth: depth + 1, within: type) { return app }
        return .unresolved(written)
    }

    /// Several resolutions as one: every choice, or unresolved when any is.
    static func combined(_ resolutions: [ColorResolution], written: String) -> ColorResolution {
        var references: [ColorReference] = [], texts: [String] = []
        for resolution in resolutions {
            switch resolution {
            case .color(let reference):
                references.append(reference)
                texts.append(reference.description)
            case .choices(let more, let moreTexts):
                references += more
                texts += moreTexts
            case .unresolved: return .unresolved(written)
            }
        }
        var unique: [ColorReference] = [], uniqueTexts: [String] = []
        for (reference, text) in zip(references, texts) where !unique.contains(reference) {
            unique.append(reference)
            uniqueTexts.append(text)
        }
        return unique.count == 1 ? .color(unique[0]) : .choices(unique, written: uniqueTexts)
    }

    /// The app's own colour: `.haPrimary`, `Color.theme.accent`, `Theme.text`, `theme.tint` (its
    /// default), `Color.status(for:)`; each expression it can return, resolved.
    private func appColor(_ expression: ExprSyntax, _ framework: Framework, depth: Int, within type: String?)
        -> ColorResolution?
    {
        guard let (declaration, arguments) = appDeclaration(expression, framework, within: type) else { return nil }
        let resolutions = declaration.expressions.map { text -> ColorResolution in
            guard var parsed = AppIndex.expression(text) else { return .unresolved(text) }
            if !arguments.isEmpty { parsed = ParameterSubstitution(arguments).rewrite(parsed).cast(ExprSyntax.self) }
            return resolve(parsed, in: framework, depth: depth)
        }
        let combined = Self.combined(resolutions, written: expression.trimmedDescription)
        if case .unresolved = combined { return nil }
        return combined
    }

    /// The app's colour declaration an expression names, with the call's arguments by parameter.
    func appDeclaration(_ expression: ExprSyntax, _ framework: Framework, within type: String?)
        -> (AppIndex.ColorDeclaration, [String: ExprSyntax])?
    {
        guard let index else { return nil }
        var target = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { target = call.calledExpression }
        let name: String, owner: String?
        var colorType: String?
        if let member = target.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            let base = member.base?.trimmedDescription
            if base == nil || AppDeclarationCollector.colorTypes.contains(base!) {
                owner = "Color"
                // `.haPrimary` in SwiftUI is Color's; `UIColor.haPrimary` UIColor's.
                colorType =
                    base.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                    ?? (framework == .swiftUI ? "Color" : framework == .uiKit ? "UIColor" : "NSColor")
            } else if let first = base!.first, first.isUppercase, !base!.contains(".") {
                owner = base
            } else {
                owner = nil
            }
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            owner = nil
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
            owner = nil
        } else {
            return nil
        }
        guard var declarations = index.colors[name], !declarations.isEmpty else { return nil }
        // `#if os(macOS)` … `#else` …: the one compiled for the site's platform.
        declarations = declarations.filter { $0.platforms?.contains(system.platform) ?? true }
        if owner == "Color" {
            declarations = declarations.filter { AppDeclarationCollector.colorTypes.contains($0.owner) || $0.isStatic }
        } else if let owner {
            declarations = declarations.filter { $0.owner == owner }
        }
        // Several declarations of one name: the colour type's own, else the one in the type the site is in.
        if let colorType, declarations.contains(where: { $0.owner == colorType }) {
            declarations = declarations.filter { $0.owner == colorType }
        }
        if owner == nil, let type, declarations.contains(where: { $0.owner == type }) {
            declarations = declarations.filter { $0.owner == type }
        }
        // Still several different ones: which one is meant needs the types.
        let distinct = Set(declarations.map { $0.expressions.joined(separator: "|") })
        guard distinct.count == 1, let declaration = declarations.first else { return nil }
        // A function's parameters take the arguments of this call (`srgb(0x00, 0x9A, 0xC7, opacity: 1)`).
        var arguments: [String: ExprSyntax] = [:]
        if let call = expression.as(FunctionCallExprSyntax.self) {
            for (parameter, argument) in zip(declaration.parameters, call.arguments) {
                arguments[parameter] = argument.expression
            }
        }
        return (declaration, arguments)
    }

    /// The expression with the app's colour aliases replaced by `UIColor` or `NSColor` (this
    /// platform's, where the alias names both under `#if`); nil when it names none.
    private func withoutAliases(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let aliases = index?.colorAliases, !aliases.isEmpty else { return nil }
        final class Rewriter: SyntaxRewriter {
            let aliases: [String: String]
            var changed = false
            init(_ aliases: [String: String]) { self.aliases = aliases }
            override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
                guard let type = aliases[node.baseName.text] else { return ExprSyntax(node) }
                changed = true
                return ExprSyntax(
                    node.with(\.baseName, .identifier(type, trailingTrivia: node.baseName.trailingTrivia)))
            }
        }
        let native = system.platform == .macos ? "NSColor" : "UIColor"
        let chosen = aliases.compactMapValues { types in types.contains(native) ? native : types.first }
        let rewriter = Rewriter(chosen)
        let rewritten = rewriter.rewrite(expression)
        return rewriter.changed ? rewritten.as(ExprSyntax.self) : nil
    }

    private func reference(_ expression: ExprSyntax, _ framework: Framework) -> ColorReference? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return memberReference(member, framework) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return callReference(call, framework) }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            let arguments = Arguments(macro.arguments)
            guard let rgb = arguments.numbers(["red", "green", "blue"]) else { return nil }
            return value(.sRGB, rgb, alpha: arguments.number("alpha") ?? 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // A bare name inside a type's own scope: `textColor = label` is rare; asset symbols are not bare.
            return systemName(reference.baseName.text, framework)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return reference(only.expression, framework)
        }
        // `UIColor(named: "x")!`, `UIColor(named: "x") ?? .label`: the named colour.
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return reference(unwrapped.expression, framework)
        }
        return nil
    }

    /// `.name`, `Color.name`, `UIColor.name`, `NSColor.name`, `Color.name.opacity(…)` is a call;
    /// SwiftGen's `Asset.Colors.Label.primary.color` (and `.swiftUIColor`) names a colour set.
    private func memberReference(_ member: MemberAccessExprSyntax, _ framework: Framework) -> ColorReference? {
        let name = member.declName.baseName.text
        if let generated = swiftGenAsset(member) { return generated }
        var framework = framework
        if let base = member.base {
            let baseName = base.trimmedDescription
            switch baseName {
            case "Color", "SwiftUI.Color": framework = .swiftUI
            case "UIColor", "UIKit.UIColor": framework = .uiKit
            case "NSColor", "AppKit.NSColor": framework = .appKit
            case "Color.accentColor": return nil
            default:
                // `Color(.systemBlue)` style chains end here; `theme.primary` is the app's own.
                return nil
            }
        }
        return systemName(name, framework) ?? assets[name]
    }

    /// `Asset.Colors.Label.primary.color`: SwiftGen's accessor for the colour set `Label/primary`
    /// of the catalog `Colors` (tried with and without the catalog's name, then by the last name).
    func swiftGenAsset(_ member: MemberAccessExprSyntax) -> ColorReference? {
        guard ["color", "swiftUIColor"].contains(member.declName.baseName.text), let base = member.base else {
            return nil
        }
        let path = base.trimmedDescription.split(separator: ".").map(String.init)
        guard path.count >= 2, path[0] == "Asset" else { return nil }
        let names = Array(path.dropFirst())
        for candidate in [names.dropFirst().joined(separator: "/"), names.joined(separator: "/"), names.last ?? ""] {
            if let color = assets[candidate] { return color }
        }
        return nil
    }

    /// A system colour or SwiftUI style by name, as `framework` reads it.
    private func systemName(_ name: String, _ framework: Framework) -> ColorReference? {
        switch framework {
        case .swiftUI:
            if system.color(named: name) != nil, SwiftUIColorName.styles.contains(name) { return .named(name) }
            if system.color(named: "Color." + name) != nil { return .named("Color." + name) }
        case .uiKit, .appKit:
            if let rgb = Self.fixedUIKit[name] { return value(.sRGB, rgb, alpha: 1) }
            if name == "clear" { return value(.sRGB, [0, 0, 0], alpha: 0) }
        }
        if system.color(named: name) != nil { return .named(name) }
        return nil
    }

    private func callReference(_ call: FunctionCallExprSyntax, _ framework: Framework) -> ColorReference? {
        let arguments = Arguments(call.arguments)
        // `x.opacity(0.5)`, `x.withAlphaComponent(0.5)`: the base with its alpha multiplied.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            if method == "opacity" || method == "withAlphaComponent", let factor = arguments.unlabeledNumber(0) {
                return reference(base, framework).map { multiplyingAlpha($0, by: factor) }
            }
            return nil
        }
        let callee = call.calledExpression.trimmedDescription
        let initialised: Framework
        switch callee {
        case "Color", "SwiftUI.Color": initialised = .swiftUI
        case "UIColor", "UIKit.UIColor": initialised = .uiKit
        case "NSColor", "AppKit.NSColor": initialised = .appKit
        default: return nil
        }
        // Color("name"), Color("name", bundle: .module): the bundle does not change the colour set.
        let rest = Set(arguments.labels.dropFirst().compactMap { $0 })
        if arguments.isUnlabeled(0), rest.isSubset(of: ["bundle"]), arguments.labels.count == rest.count + 1,
            let text = arguments.string(0)
        {
            return assets[text]
        }
        if arguments.labels.first == "named", let text = arguments.string(0) { return assets[text] }
        // SwiftGen: Color(asset: Asset.Colors.x), UIColor(asset: …).
        if arguments.labels.first == "asset", let asset = arguments.expression(0)?.as(MemberAccessExprSyntax.self) {
            let accessor = MemberAccessExprSyntax(
                base: ExprSyntax(asset), declName: DeclReferenceExprSyntax(baseName: .identifier("color")))
            return swiftGenAsset(accessor)
        }
        // Color(.secondaryLabel), Color(uiColor: .label), Color(UIColor.systemBlue), Color(nsColor: …).
        if arguments.labels == [nil] || arguments.labels == ["uiColor"] || arguments.labels == ["nsColor"],
            let inner = arguments.expression(0)
        {
            let wrapped: Framework = initialised == .swiftUI ? (callee.contains("NS") ? .appKit : .uiKit) : initialised
            if let direct = reference(inner, wrapped) { return direct }
            // `Color(uiColor: Palette.tint)`: the app's own colour, followed (the argument is smaller: it ends).
            if case .color(let followed) = resolve(inner, in: wrapped, depth: 1) { return followed }
            return nil
        }
        return literal(arguments, initialised)
    }

    /// `Color(red:green:blue:opacity:)`, `Color(.displayP3, red:…)`, `Color(white:)`, `Color(hue:…)`,
    /// `UIColor(red:…alpha:)`, `UIColor(white:alpha:)`, `UIColor(displayP3Red:…)`, `NSColor(srgbRed:…)`.
    private func literal(_ arguments: Arguments, _ framework: Framework) -> ColorReference? {
        let alpha = arguments.number(framework == .swiftUI ? "opacity" : "alpha") ?? 1
        var space = ColorSpace.sRGB
        if arguments.isUnlabeled(0), let first = arguments.expression(0)?.trimmedDescription {
            switch first {
            case ".sRGB": space = .sRGB
            case ".displayP3": space = .displayP3
            case ".sRGBLinear": space = .extendedLinearSRGB
            default: return nil
            }
        }
        if let rgb = arguments.numbers(["red", "green", "blue"]) {
            // Components beyond 0…1 are extended range (UIColor and SwiftUI keep them).
            let extended: ColorSpace = space == .extendedLinearSRGB ? space : .extendedSRGB
            return value(rgb.allSatisfy({ (0...1).contains($0) }) ? space : extended, rgb, alpha: alpha)
        }
        for label in ["displayP3Red", "srgbRed"] {
            if let red = arguments.number(label), let green = arguments.number("green"),
                let blue = arguments.number("blue")
            {
                return value(label == "displayP3Red" ? .displayP3 : .sRGB, [red, green, blue], alpha: alpha)
            }
        }
        if let white = arguments.number("white") {
            // SwiftUI's Color(white:) is an sRGB grey; UIColor(white:) a gamma 2.2 grey.
            return framework == .swiftUI
                ? value(space, [white, white, white], alpha: alpha)
                : value(.extendedGray, [white], alpha: alpha)
        }
        if let hsb = arguments.numbers(["hue", "saturation", "brightness"]) {
            return value(.sRGB, Self.rgb(hue: hsb[0], saturation: hsb[1], brightness: hsb[2]), alpha: alpha)
        }
        return nil
    }

    /// nil (the site unresolved) for components beyond a spec's extended range, such as 1e300:
    /// the proof would refuse them, and one site must not stop the scan.
    private func value(_ space: ColorSpace, _ components: [Double], alpha: Double) -> ColorReference? {
        guard components.allSatisfy(NumberRange.extendedComponent.contains) else { return nil }
        return ColorValue(space: space, components: components, alpha: min(max(alpha, 0), 1)).map(ColorReference.value)
    }

    /// The colour with its alpha multiplied by `factor` in every appearance.
    func multiplyingAlpha(_ reference: ColorReference, by factor: Double) -> ColorReference {
        switch reference {
        case .value(var value):
            value.alpha *= min(max(factor, 0), 1)
            return .value(value)
        case .dynamic(let choices):
            return .dynamic(choices.mapValues { multiplyingAlpha($0, by: factor) })
        case .named:
            var choices: [Appearance: ColorReference] = [:]
            for appearance in Appearance.allCases {
                if let value = reference.resolved(for: appearance, in: system) {
                    choices[appearance] = multiplyingAlpha(.value(value), by: factor)
                }
            }
            return .dynamic(choices)
        }
    }

    /// HSB (hue 0…1) to RGB, as UIColor and SwiftUI's Color(hue:saturation:brightness:) define it.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> [Double] {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: return [v, t, p]
        case 1: return [q, v, p]
        case 2: return [p, v, t]
        case 3: return [p, q, v]
        case 4: return [t, p, v]
        default: return [v, p, q]
        }
    }
}

/// SwiftUI's hierarchical style names (`.primary` …), which a bare member names in SwiftUI.
enum SwiftUIColorName {
    static let styles: Set<String> = ["primary", "secondary", "tertiary", "quaternary"]
}
