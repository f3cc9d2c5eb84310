import SwiftSyntax

/// Text a view draws only for some cases of one of its properties (`switch mode { case .button: … }`,
/// `if context == .widget`, `if [.widget, .shortcut].contains(context)`), and whether a use of the
/// view passes a case that never shows it: `EntityPicker(mode: .list)` never draws the `.button` branch.
struct CaseGuard: Sendable, Equatable {
    var property: String
    /// The cases, as written after the dot: `.button` → "button".
    var cases: Set<String>
    /// The text is drawn for every case but these (a `default:`, `!=`).
    var excluded: Bool

    /// Whether the text is drawn when the property holds `value`.
    func draws(_ value: String) -> Bool { cases.contains(value) != excluded }

    /// Whether some case satisfies both: named by both, named by one and not excluded by the other,
    /// or excluded by neither (two `default:`s, some case neither names).
    func overlaps(_ other: CaseGuard) -> Bool {
        switch (excluded, other.excluded) {
        case (false, false): !cases.isDisjoint(with: other.cases)
        case (false, true): !cases.subtracting(other.cases).isEmpty
        case (true, false): !other.cases.subtracting(cases).isEmpty
        case (true, true): true
        }
    }

    /// `case .button, .menu:` or `default:` of a `switch` over one of the view's properties.
    init?(_ switchCase: SwitchCaseSyntax) {
        guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
            let property = OptionalProperties.propertyName(switchExpression.subject)
        else { return nil }
        self.property = property
        switch switchCase.label {
        case .case(let label):
            let names = label.caseItems.map { Self.caseName($0.pattern.trimmedDescription) }
            guard !names.contains(nil) else { return nil }
            cases = Set(names.compactMap { $0 })
            excluded = false
        case .default:
            // Every case the other branches do not name.
            var named: Set<String> = []
            for other in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
                guard case .case(let label) = other.label else { continue }
                for item in label.caseItems {
                    guard let name = Self.caseName(item.pattern.trimmedDescription) else { return nil }
                    named.insert(name)
                }
            }
            cases = named
            excluded = true
        }
    }

    /// `mode == .list`, `mode != .list`, `[.widget, .shortcut].contains(mode)`, `case .list = mode`.
    init?(_ condition: ConditionElementSyntax.Condition) {
        if let matching = condition.as(MatchingPatternConditionSyntax.self),
            let property = OptionalProperties.propertyName(matching.initializer.value),
            let name = Self.caseName(matching.pattern.trimmedDescription)
        {
            self.init(property: property, cases: [name], excluded: false)
            return
        }
        guard let expression = condition.as(ExprSyntax.self) else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "contains", let array = member.base?.as(ArrayExprSyntax.self),
            call.arguments.count == 1, let argument = call.arguments.first?.expression,
            let property = OptionalProperties.propertyName(argument)
        {
            let names = array.elements.map { Self.caseName($0.expression.trimmedDescription) }
            guard !names.contains(nil) else { return nil }
            self.init(property: property, cases: Set(names.compactMap { $0 }), excluded: false)
            return
        }
        guard let (left, operation, right) = OptionalProperties.binary(expression), ["==", "!="].contains(operation),
            let property = OptionalProperties.propertyName(left), let name = Self.caseName(right.trimmedDescription)
        else { return nil }
        self.init(property: property, cases: [name], excluded: operation == "!=")
    }

    init(property: String, cases: Set<String>, excluded: Bool) {
        self.property = property
        self.cases = cases
        self.excluded = excluded
    }

    /// `.button`, `.button(let id)`, `let .row(title)`, `Mode.button` → "button"; nil for anything else.
    static func caseName(_ written: String) -> String? {
        var text = written.trimmingCharacters(in: .whitespaces)
        // `case let .row(title)`: the binding names the payload, not the case.
        for binding in ["let ", "var "] where text.hasPrefix(binding) { text.removeFirst(binding.count) }
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let type = text[..<dot], name = text[text.index(after: dot)...]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            type.isEmpty || type.first?.isUppercase == true
        else { return nil }
        return String(name)
    }

    /// The case a use gives `property`: the argument passed for it (`mode: .list`), else the
    /// parameter's or property's default; nil when neither is a case written out.
    static func value(of property: String, in view: StructDeclSyntax, given arguments: OptionalProperties.Arguments)
        -> String?
    {
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if initialisers.isEmpty {
            if let passed = arguments.cases[property] { return passed }
            guard !arguments.labels.contains(property) else { return nil }
            return storedDefault(property, in: view.memberBlock)
        }
        let values = initialisers.filter { OptionalProperties.accepts($0, arguments) }.map { initialiser -> String? in
            guard
                let name = OptionalProperties.assignment(to: property, in: initialiser)?.as(
                    DeclReferenceExprSyntax.self)?.baseName.text,
                let parameter = initialiser.signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == name
                })
            else { return nil }
            let label = parameter.firstName.text
            if let passed = arguments.cases[label] { return passed }
            guard !arguments.labels.contains(label), let value = parameter.defaultValue?.value else { return nil }
            return caseName(value.trimmedDescription)
        }
        guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
        return value
    }

    private static func storedDefault(_ property: String, in members: MemberBlockSyntax) -> String? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                return binding.initializer.flatMap { caseName($0.value.trimmedDescription) }
            }
        }
        return nil
    }
}
