import SwiftSyntax
import TextProofColor

/// The outcome of climbing from a view to the top of its declaration.
struct Climb {
    var style: InheritedStyle
    /// The view type whose `body` the climb reached the top of: where that view is used decides the
    /// rest (nil: the climb stopped, or reached the top of something that is not a view's body).
    var openView: String?
    /// What the `if`s and `switch`es around each member use the climb went through require
    /// (`case .button: button`): the text is drawn only where they hold.
    var guards: [OptionalProperties.Guards] = []
}

/// Climbs from a view outwards, applying its modifiers, then its containers' and theirs: into the
/// app's own views, modifiers and button styles (parsed from `AppIndex`) and back out.
struct StyleClimber {
    let index: AppIndex
    let resolver: ColorExpressionResolver
    let platform: Platform
    var depth = 0
    /// A parameter's name → the argument given where the declaration is used.
    var substitutions: [String: ExprSyntax] = [:]
    /// Members already followed to where they are used: a member used in itself ends the climb.
    var followed: Set<String> = []

    static let maximumDepth = 6

    /// `initial`: what the site is before its chain (a button's title is the button's label).
    func climb(from start: Syntax, initial: InheritedStyle = InheritedStyle()) -> Climb {
        var guards: [OptionalProperties.Guards] = []
        var climb = climb(from: start, initial: initial, guards: &guards)
        climb.guards = guards
        return climb
    }

    private func climb(from start: Syntax, initial: InheritedStyle, guards: inout [OptionalProperties.Guards])
        -> Climb
    {
        var style = initial
        var current = start
        var followed = followed
        // Calls into the app's helper functions followed, innermost last: the climb resumes at each
        // once the function's body is climbed.
        var returns: [FunctionCallExprSyntax] = []
        for _ in 0..<128 {
            current = applyChain(from: current, to: &style)
            if style.isSettled { return Climb(style: style, openView: nil) }
            guard let container = ViewContainer.enclosing(current) else {
                if let call = returns.popLast() {
                    current = Syntax(call)
                    continue
                }
                // The top of a declaration: a view's body, or a member used elsewhere in its type.
                guard let (member, type, typeDecl) = Self.declaration(around: current) else {
                    return Climb(style: style, openView: nil)
                }
                if member == "body" { return Climb(style: style, openView: type) }
                let key = (type ?? "") + "." + member
                guard !followed.contains(key),
                    let use = Self.use(of: member, in: typeDecl ?? Syntax(current.root))
                        ?? ownerUse(of: member, declaredIn: current, type: type)
                        ?? (isModelMember(current, type: type, typeDecl: typeDecl)
                            ? Self.memberUse(of: member, in: Syntax(current.root)) : nil)
                else {
                    if !followed.contains(key), Self.isPrivate(current), typeDecl != nil {
                        style.notDrawn = "never used: \(member) has no caller in its type"
                    } else if !followed.contains(key), index.hasEntryPoint, let type, index.views[type] != nil,
                        !index.referencedNames.contains(member)
                    {
                        // A view's member no code names (its only use commented out). Only a `View`
                        // struct's: a style's `makeBody` or a representable's `makeUIView` the framework calls.
                        style.notDrawn = "never used: no code names \(member)"
                    } else if !followed.contains(key), depth == 0, let type,
                        isModelMember(current, type: type, typeDecl: typeDecl)
                    {
                        // `enum Tab { var label: some View }` shown through `.tabItem(tab.label)` somewhere.
                        style.placedByModel = "\(type).\(member)"
                    }
                    return Climb(style: style, openView: nil)
                }
                followed.insert(key)
                if let around = OptionalProperties.guards(of: use) { guards.append(around) }
                current = use
                continue
            }
            switch ContainerEffect.of(container) {
            case .layout:
                // `makeNavigator(view: …)`: the helper's body decides where the view goes.
                if returns.count < Self.maximumDepth, let use = Self.parameterUse(in: container) {
                    returns.append(container.call)
                    current = use
                    continue
                }
                if let library = libraryModifier(container) {
                    style.unresolved.append("content passed into .\(library)(…), a modifier from outside the app")
                    return Climb(style: style, openView: nil)
                }
                if let library = libraryFactory(container) {
                    style.unresolved.append("content passed into .\(library)(…), a function from outside the app")
                    return Climb(style: style, openView: nil)
                }
            case .system(let reason):
                style.systemDrawn = reason
                return Climb(style: style, openView: nil)
            case .notDrawn(let reason):
                style.notDrawn = reason
                return Climb(style: style, openView: nil)
            case .presentation:
                if Self.isAppKitSidebar(container) { style.inSidebar = true }
                if container.name == "popover" { style.inPopover = true }
                style.presentedOnlyWhen = style.presentedOnlyWhen ?? PresentationGuards.of(container.call)
                return Climb(style: style, openView: nil)
            case .buttonLabel(let kind):
                if let condition = DisabledOnlyContent.condition(of: current, in: container.call) {
                    style.systemDrawn = "a disabled control's label: shown only while .disabled(\(condition))"
                    return Climb(style: style, openView: nil)
                }
                if style.button == nil {
                    style.button = InheritedStyle.ButtonContext(
                        kind: kind, role: Self.role(of: container.call), backgroundInsideLabel: style.background != nil,
                        foregroundInsideLabel: style.foreground != nil)
                }
            case .list(let list):
                if style.list == nil { style.list = list }
            case .sidebar:
                style.inSidebar = true
            case .pickerLabel:
                style.pickerLabel = true
            case .labeledValue:
                // A control in the value (a Button) draws its own title.
                if style.foreground == nil, style.button == nil, let secondary = AppIndex.expression(".secondary") {
                    style.foreground = WrittenColor(
                        written: "LabeledContent value: .secondary",
                        resolution: resolver.resolve(secondary, in: .swiftUI, within: nil))
                }
            case .zStack:
                if style.background == nil, let under = Self.colorUnder(current, in: container) {
                    style.background = written(under)
                }
            case .overlay:
                if style.background == nil,
                    let base = container.call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                {
                    style.background = backgroundOfChain(ending: base)
                }
            case .unknownView(let name):
                if let view = index.views[name] {
                    guard depth < Self.maximumDepth else {
                        style.unresolved.append("content passed into \(name), nested too deep to follow")
                        return Climb(style: style, openView: nil)
                    }
                    let inner = placement(in: view, for: container)
                    guard let inner else {
                        style.unresolved.append("content passed into \(name), not found in its body")
                        return Climb(style: style, openView: nil)
                    }
                    style.inherit(inner.style)
                    if style.isSettled || inner.openView != name { return Climb(style: style, openView: nil) }
                } else {
                    style.unresolved.append("inside \(name), a view from outside the app")
                    return Climb(style: style, openView: nil)
                }
            }
            current = Syntax(container.call)
        }
        return Climb(style: style, openView: nil)
    }

    /// Applies the modifiers called on `node` (`node.font(…).background(…)`), returning the last call.
    func applyChain(from node: Syntax, to style: inout InheritedStyle) -> Syntax {
        var current = node
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            apply(member.declName.baseName.text, call, to: &style)
            current = Syntax(call)
        }
        return current
    }

    // MARK: - Following the app's declarations

    /// Where a view type places the content passed to it, climbed to the top of its body.
    func placement(in view: AppIndex.Declaration, for container: ViewContainer) -> Climb? {
        let property =
            container.label.flatMap { label in view.viewProperties.contains(label) ? label : nil }
            ?? (container.isTrailingClosure || container.label == nil ? view.viewProperties.first : nil)
        guard let property else { return nil }
        let tree = index.syntax(of: view, kind: "view")
        // Where `body` (or a member it uses) shows the content, never an initialiser storing it.
        let members = tree.statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members
        let scopes = (members.map(Array.init) ?? []).map(\.decl).filter { !$0.is(InitializerDeclSyntax.self) }
            .sorted { first, _ in
                first.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == "body"
            }
        guard
            let reference = scopes.lazy.compactMap({ Self.use(of: property, in: Syntax($0)) }).first(where: { use in
                use.as(MemberAccessExprSyntax.self)?.parent?.is(SequenceExprSyntax.self) != true
            })
        else { return nil }
        var inner = self
        inner.depth += 1
        inner.followed = []
        inner.substitutions = [:]
        return inner.climb(from: reference)
    }

    /// The style a declaration's body gives what it is applied to: a view modifier's `content`, a
    /// `View` extension's `self`, a button style's `configuration.label`.
    func applied(_ declaration: AppIndex.Declaration, kind: String, from start: String, arguments: Arguments)
        -> InheritedStyle?
    {
        guard depth < Self.maximumDepth else { return nil }
        let tree = index.syntax(of: declaration, kind: kind)
        var inner = self
        inner.depth += 1
        inner.followed = []
        inner.substitutions = [:]
        // Arguments by label, else by position (a memberwise initialiser or a function's parameters).
        for (position, parameter) in declaration.parameters.enumerated() {
            let argument =
                arguments.labelled(parameter.label)
                ?? (parameter.label == "_" && arguments.isUnlabeled(position) ? arguments.expression(position) : nil)
            if let argument { inner.substitutions[parameter.name] = argument }
        }
        if start == "self", let (first, call) = Self.implicitSelfStart(in: Syntax(tree)) {
            // `padding().background(…)` in a View extension: its first modifier has no receiver.
            var style = InheritedStyle()
            if let call, let name = Self.calledName(call) { inner.apply(name, call, to: &style) }
            style.inherit(inner.climb(from: first).style)
            return style
        }
        guard let body = Self.bodyStart(named: start, in: Syntax(tree)) else { return nil }
        return inner.climb(from: body).style
    }

    // MARK: - Colours

    /// An expression with the declaration's parameters replaced by what its user passed.
    /// An `isEnabled ? a : b` is the enabled branch: a disabled control's text is not judged.
    func substituted(_ expression: ExprSyntax) -> ExprSyntax {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let argument = substitutions[reference.baseName.text]
        {
            return argument
        }
        if let enabled = Ternary(expression)?.enabledBranch { return substituted(enabled) }
        return expression
    }

    func written(_ expression: ExprSyntax) -> WrittenColor {
        let expression = substituted(expression)
        let type = Self.enclosingType(of: Syntax(expression))
        return WrittenColor(
            written: expression.trimmedDescription,
            resolution: resolver.resolve(expression, in: .swiftUI, within: type),
            cases: resolver.caseChoices(expression, in: .swiftUI, within: type))
    }

    /// In a `ZStack`, a `Color` laid before the statement holding `node`: the background drawn under it.
    static func colorUnder(_ node: Syntax, in container: ViewContainer) -> ExprSyntax? {
        guard container.isTrailingClosure, let closure = container.call.trailingClosure else { return nil }
        var under: ExprSyntax?
        for statement in closure.statements {
            if node.position >= statement.position && node.endPosition <= statement.endPosition { break }
            if let expression = statement.item.as(ExprSyntax.self), let color = BackgroundViews.fill(of: expression),
                !BackgroundViews.isClear(color)
            {
                under = color
            } else if let reference = statement.item.as(DeclReferenceExprSyntax.self),
                ["color", "background"].contains(where: reference.baseName.text.lowercased().contains)
            {
                // `case .progress(…, let backgroundColor): ZStack { backgroundColor; Text(…) }`: a colour
                // the code passes in, under the text: the pair is as unknown as that colour.
                under = ExprSyntax(reference)
            }
        }
        return under
    }

    /// The background a view's own chain gives it (for text laid over it with `.overlay`).
    func backgroundOfChain(ending expression: ExprSyntax) -> WrittenColor? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            if member.declName.baseName.text == "background" {
                var style = InheritedStyle()
                apply("background", call, to: &style)
                if let background = style.background { return background }
            }
            current = base
        }
        if let fill = BackgroundViews.fill(of: expression), !BackgroundViews.isClear(fill) { return written(fill) }
        return nil
    }
}
