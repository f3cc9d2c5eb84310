import SwiftSyntax

/// Text a view draws only when one of its optional properties has a value (`if let title { Text(title) }`,
/// `if description != nil`), and whether a use of the view leaves that property nil: such a use never
/// shows the text, so it gives the text no pair.
enum OptionalProperties {
    /// What the site's view must hold for the site to be drawn, and where only Mac Catalyst draws it.
    struct Guards: Sendable, Equatable {
        /// The view type whose `if`s these are.
        var view: String
        /// Properties bound or compared with nil in an enclosing `if` (the then-branch).
        var required: [String]
        /// Properties an enclosing `if` requires to be nil (`if onFallback == nil`).
        var absent: [String] = []
        /// Cases an enclosing `switch` or `if` requires of a property (`case .button:`, `mode == .list`).
        var cases: [CaseGuard] = []
        /// Bool properties an enclosing `if` requires to be true (`if showLastUpdate`).
        var flags: [String] = []

        /// The guards of one view, from the site and the member uses the climb went through (the
        /// first view's only: another view's properties are set by its own uses).
        static func merged(_ all: [Guards]) -> Guards? {
            guard var first = all.first else { return nil }
            for more in all.dropFirst() where more.view == first.view {
                first.required += more.required
                first.absent += more.absent
                first.cases += more.cases
                first.flags += more.flags
            }
            return first
        }
    }

    /// The properties the enclosing `if`s of `node` require to be non-nil, up to its type's declaration.
    static func guards(of node: Syntax) -> Guards? {
        var required: [String] = [], absent: [String] = [], cases: [CaseGuard] = [], flags: [String] = []
        var child = node
        while let parent = child.parent {
            if let type = parent.as(StructDeclSyntax.self) {
                return required.isEmpty && absent.isEmpty && cases.isEmpty && flags.isEmpty
                    ? nil
                    : Guards(view: type.name.text, required: required, absent: absent, cases: cases, flags: flags)
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                required += ifExpression.conditions.compactMap { requiredProperty($0.condition) }
                flags += ifExpression.conditions.compactMap { $0.condition.as(ExprSyntax.self).flatMap(propertyName) }
                absent += ifExpression.conditions.compactMap { comparedWithNil($0.condition, by: "==") }
                cases += ifExpression.conditions.compactMap { CaseGuard($0.condition) }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let guarded = CaseGuard(switchCase) {
                cases.append(guarded)
            }
            child = parent
        }
        return nil
    }

    /// `let title`, `let title = title`, `let title = self.title`, `title != nil`: "title".
    static func requiredProperty(_ condition: ConditionElementSyntax.Condition) -> String? {
        if let binding = condition.as(OptionalBindingConditionSyntax.self) {
            guard let value = binding.initializer?.value else {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            return propertyName(value)
        }
        return comparedWithNil(condition, by: "!=")
    }

    /// `title != nil` (by "!="), `fallback == nil` (by "=="): the property's name.
    static func comparedWithNil(_ condition: ConditionElementSyntax.Condition, by comparison: String) -> String? {
        guard let (left, operation, right) = condition.as(ExprSyntax.self).flatMap(binary),
            operation == comparison, right.is(NilLiteralExprSyntax.self)
        else { return nil }
        return propertyName(left)
    }

    /// `a == b`, folded or not (the parser leaves a `SequenceExpr` until operators are folded).
    static func binary(_ expression: ExprSyntax) -> (ExprSyntax, String, ExprSyntax)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return (infix.leftOperand, infix.operator.trimmedDescription, infix.rightOperand)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        return (parts[0], parts[1].trimmedDescription, parts[2])
    }

    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The arguments a use passes: each one's label (nil: unlabelled), labelled trailing closures
    /// included, and whether an unlabelled trailing closure follows.
    struct Arguments: Sendable, Equatable {
        var labels: [String?]
        var trailingClosure: Bool
        /// Labels passed a value that cannot be nil: a closure or a literal.
        var definite: Set<String>
        /// Labels passed a case written out (`mode: .list`): the case's name.
        var cases: [String: String] = [:]
        /// Labels passed a property of the view using it (`context: context`, `flag: self.flag`): a
        /// guard on the label's property becomes one on that property, decided at the outer view's uses.
        var forwarded: [String: String] = [:]

        init(_ call: FunctionCallExprSyntax) {
            labels = call.arguments.map { $0.label?.text } + call.additionalTrailingClosures.map { $0.label.text }
            trailingClosure = call.trailingClosure != nil
            definite = Set(call.additionalTrailingClosures.map { $0.label.text })
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                let value = argument.expression
                if let name = CaseGuard.caseName(value.trimmedDescription), value.is(MemberAccessExprSyntax.self) {
                    cases[label] = name
                }
                if let name = propertyName(value) { forwarded[label] = name }
                if value.is(ClosureExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
                    || value.is(IntegerLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
                {
                    definite.insert(label)
                }
            }
        }
    }

    /// The guards a use hands on to the view holding it: those on properties it passes one of its own.
    static func forwarded(_ guards: Guards, by arguments: Arguments, to outer: String) -> Guards? {
        var result = Guards(view: outer, required: [])
        result.flags = guards.flags.compactMap { arguments.forwarded[$0] }
        result.required = guards.required.compactMap { arguments.forwarded[$0] }
        result.cases = guards.cases.compactMap { guarded in
            arguments.forwarded[guarded.property].map { name in
                var moved = guarded
                moved.property = name
                return moved
            }
        }
        return result.flags.isEmpty && result.required.isEmpty && result.cases.isEmpty ? nil : result
    }

    /// Whether every initialiser that accepts `arguments` sets `property` from an argument they
    /// pass a closure or literal: the use never leaves it nil.
    static func isSet(_ property: String, of view: StructDeclSyntax, given arguments: Arguments) -> Bool {
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if initialisers.isEmpty { return arguments.definite.contains(property) }
        let accepting = initialisers.filter { accepts($0, arguments) }
        guard !accepting.isEmpty else { return false }
        return accepting.allSatisfy { initialiser in
            guard let parameter = parameter(assignedTo: property, in: initialiser) else { return false }
            return arguments.definite.contains(parameter.firstName.text)
        }
    }

    /// Whether `property` of `view` is nil wherever `arguments` create it: every initialiser that
    /// accepts them leaves it nil (a parameter defaulting to nil and not passed, or nothing assigned
    /// to an optional `var`). A property with a wrapper (`@State`) may change later: never nil here.
    static func isNil(_ property: String, of view: StructDeclSyntax, given arguments: Arguments) -> Bool {
        guard let stored = storedProperty(property, in: view.memberBlock) else { return false }
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if initialisers.isEmpty {
            // The memberwise initialiser: an optional `var` without a value may be left out.
            return !arguments.labels.contains(property) && stored.defaultsToNil
        }
        let accepting = initialisers.filter { accepts($0, arguments) }
        guard !accepting.isEmpty else { return false }
        return accepting.allSatisfy { initialiser in
            guard let assigned = assignment(to: property, in: initialiser) else { return stored.defaultsToNil }
            if assigned.is(NilLiteralExprSyntax.self) { return true }
            guard let parameter = parameter(assignedTo: property, in: initialiser) else { return false }
            return parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) == true
                && !arguments.labels.contains(parameter.firstName.text)
        }
    }

    /// Whether the Bool `property` of `view` is false wherever `arguments` create it: it defaults to
    /// `false` (the stored value, or the initialiser's parameter) and the use does not pass it.
    static func isFalse(_ property: String, of view: StructDeclSyntax, given arguments: Arguments) -> Bool {
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if let stored = storedProperty(property, in: view.memberBlock), stored.defaultsToFalse {
            // `var showLastUpdate = false` and the memberwise initialiser, the use leaving it out.
            return initialisers.isEmpty && stored.isVar && !arguments.labels.contains(property)
        }
        // `init(showLastUpdate: Bool = false)` assigning the property, the use leaving it out.
        let accepting = initialisers.filter { accepts($0, arguments) }
        return !accepting.isEmpty
            && accepting.allSatisfy { initialiser in
                guard let parameter = parameter(assignedTo: property, in: initialiser) else { return false }
                return parameter.defaultValue?.value.trimmedDescription == "false"
                    && !arguments.labels.contains(parameter.firstName.text)
            }
    }

    /// The initialiser's parameter that `property` is set from (`self.title = title`).
    private static func parameter(assignedTo property: String, in initialiser: InitializerDeclSyntax)
        -> FunctionParameterSyntax?
    {
        guard let name = assignment(to: property, in: initialiser)?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return initialiser.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
    }

    private struct StoredProperty {
        var defaultsToNil: Bool
        var defaultsToFalse = false
        var isVar = false
    }

    private static func storedProperty(_ name: String, in members: MemberBlockSyntax) -> StoredProperty? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard binding.accessorBlock == nil, variable.attributes.isEmpty else { return nil }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let optional = type.hasSuffix("?") || type.hasPrefix("Optional<")
                let isVar = variable.bindingSpecifier.text == "var"
                let value = binding.initializer?.value
                if let value {
                    return StoredProperty(
                        defaultsToNil: value.is(NilLiteralExprSyntax.self),
                        defaultsToFalse: value.trimmedDescription == "false",
                        isVar: isVar)
                }
                return StoredProperty(defaultsToNil: optional && isVar)
            }
        }
        return nil
    }

    /// `self.title = …` or `title = …` in the initialiser's body (the last one).
    static func assignment(to property: String, in initialiser: InitializerDeclSyntax) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            let property: String
            var value: ExprSyntax?
            init(_ property: String) {
                self.property = property
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let parts = Array(node.elements)
                if parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
                    ["self.\(property)", property, "_\(property)", "self._\(property)"]
                        .contains(parts[0].trimmedDescription)
                {
                    value = parts[2]
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(property)
        if let body = initialiser.body { finder.walk(body) }
        return finder.value
    }

    /// Whether an initialiser can take these arguments: every label passed is one of its parameters,
    /// in number, and every parameter without a default is passed (a closure may come trailing).
    static func accepts(_ initialiser: InitializerDeclSyntax, _ arguments: Arguments) -> Bool {
        let parameters = Array(initialiser.signature.parameterClause.parameters)
        let named = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let passedLabels = arguments.labels.compactMap { $0 }
        guard passedLabels.allSatisfy(named.contains), arguments.labels.count <= parameters.count else { return false }
        var trailing = arguments.trailingClosure
        var unlabelledLeft = arguments.labels.count(where: { $0 == nil })
        for (parameter, label) in zip(parameters, named) where parameter.defaultValue == nil {
            if let label, passedLabels.contains(label) { continue }
            if label == nil, unlabelledLeft > 0 {
                unlabelledLeft -= 1
                continue
            }
            let isClosure = parameter.type.trimmedDescription.contains("->")
            if isClosure, trailing {
                trailing = false
                continue
            }
            return false
        }
        return true
    }
}
