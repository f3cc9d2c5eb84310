import SwiftSyntax
import TextProofColor

/// Collects a file's `AppDeclarations`: colour properties and functions of `Color`/`UIColor`/
/// `NSColor`/`ShapeStyle` extensions and of the app's types, views, view modifiers, `View`
/// extension functions, button styles and their static shorthands.
final class AppDeclarationCollector: SyntaxVisitor {
    private(set) var found = AppDeclarations()
    private var owners: [String] = []
    /// `extension ButtonStyle where Self == HAButtonStyle`: the style its statics return.
    private var shorthandOwners: [String?] = []

    static let colorTypes: Set<String> = [
        "Color", "UIColor", "NSColor", "SwiftUI.Color", "UIKit.UIColor", "AppKit.NSColor", "ShapeStyle", "CGColor",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let name = node.name.text
        if inherited.contains("App") || Self.isMain(node.attributes) { found.hasEntryPoint = true }
        let properties = Self.storedProperties(node.memberBlock)
        if inherited.contains("View") {
            let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let viewProperties = Self.viewProperties(node.memberBlock, generics: generics)
            found.views[name] = AppIndex.Declaration(
                name: name, source: node.trimmedDescription, parameters: properties, viewProperties: viewProperties)
        }
        if inherited.contains("ViewModifier") {
            found.viewModifiers[name] = AppIndex.Declaration(
                name: name, source: node.trimmedDescription, parameters: properties)
        }
        if inherited.contains("ButtonStyle") || inherited.contains("PrimitiveButtonStyle") {
            found.buttonStyles[name] = AppIndex.Declaration(
                name: name, source: node.trimmedDescription, parameters: properties)
        }
        if StyleClimber.isPlainType(Syntax(node)) { found.modelTypes.insert(name) }
        return push(name, shorthand: nil)
    }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isMain(node.attributes) { found.hasEntryPoint = true }
        if StyleClimber.isPlainType(Syntax(node)) { found.modelTypes.insert(node.name.text) }
        return push(node.name.text, shorthand: nil)
    }

    /// `@main`, `@UIApplicationMain`, `@NSApplicationMain`.
    static func isMain(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { attribute in
            ["main", "UIApplicationMain", "NSApplicationMain"].contains(
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
        }
    }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        found.modelTypes.insert(node.name.text)
        return push(node.name.text, shorthand: nil)
    }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        found.memberNames.insert(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        var shorthand: String?
        if ["ButtonStyle", "PrimitiveButtonStyle"].contains(extended),
            let requirement = node.genericWhereClause?.requirements.first?.requirement.as(
                SameTypeRequirementSyntax.self),
            requirement.leftType.trimmedDescription == "Self"
        {
            shorthand = requirement.rightType.trimmedDescription
        }
        return push(extended, shorthand: shorthand)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func push(_ owner: String, shorthand: String?) -> SyntaxVisitorContinueKind {
        owners.append(owner)
        shorthandOwners.append(shorthand)
        return .visitChildren
    }

    private func pop() {
        owners.removeLast()
        shorthandOwners.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A global constant counts as static; a local variable inside a function is not reached here.
        let owner = owners.last ?? ""
        let isStatic = owner.isEmpty || node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            if isStatic, let style = shorthandOwners.last ?? nil, type == style || type == nil {
                found.styleShorthands[name] = style
            }
            // `static let disabledOpacity: CGFloat = 0.5`: a number an `.opacity(…)` may name.
            if isStatic, !owner.isEmpty, let value = binding.initializer?.value, let number = Arguments.evaluate(value)
            {
                found.numbers[owner + "." + name] = number
            }
            var expressions: [String] = []
            if let value = binding.initializer?.value {
                expressions = [value.trimmedDescription]
            } else if let accessors = binding.accessorBlock {
                expressions = Self.returned(accessors)
            }
            guard !expressions.isEmpty, Self.isColor(owner: owner, type: type, expressions: expressions) else {
                continue
            }
            found.colors[name, default: []].append(
                AppIndex.ColorDeclaration(
                    owner: owner, expressions: expressions, isStatic: isStatic,
                    platforms: Self.platforms(of: Syntax(node))))
        }
        return .skipChildren
    }

    /// `typealias RSColor = UIColor`: a cross-platform app's one name for either framework's colour.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.initializer.value.trimmedDescription
        if ["UIColor", "NSColor", "UIKit.UIColor", "AppKit.NSColor"].contains(type) {
            found.colorAliases[node.name.text, default: []].insert(type.split(separator: ".").last.map(String.init)!)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = owners.last ?? ""
        let name = node.name.text
        found.memberNames.insert(name)
        let result = node.signature.returnClause?.type.trimmedDescription
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
        }
        if owner == "View", result == "some View" {
            found.viewFunctions[name] = AppIndex.Declaration(
                name: name, source: node.trimmedDescription, parameters: parameters)
        }
        if let style = shorthandOwners.last ?? nil, node.modifiers.contains(where: { $0.name.text == "static" }) {
            found.styleShorthands[name] = style
        }
        if let body = node.body, let result, Self.colorTypes.contains(result.replacingOccurrences(of: "?", with: "")) {
            let expressions = Self.returned(body.statements)
            if !expressions.isEmpty {
                let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
                found.colors[name, default: []].append(
                    AppIndex.ColorDeclaration(
                        owner: owner, expressions: expressions, isStatic: isStatic || owner.isEmpty,
                        parameters: parameters.map(\.name), platforms: Self.platforms(of: Syntax(node)),
                        switchCases: Self.switchCases(body.statements, parameters: parameters.map(\.name))))
            }
        }
        return .skipChildren
    }

    /// A body that is one `switch` over a parameter, each case returning one expression: the
    /// expressions with their cases. A colour function and its twin (`foreground(for: kind)`,
    /// `background(for: kind)`) then pair case by case.
    static func switchCases(_ statements: CodeBlockItemListSyntax, parameters: [String])
        -> [(expression: String, guarded: CaseGuard)]?
    {
        guard statements.count == 1, let only = statements.first?.item else { return nil }
        let expression =
            only.as(ExprSyntax.self) ?? only.as(ExpressionStmtSyntax.self)?.expression
            ?? only.as(ReturnStmtSyntax.self)?.expression
        guard
            let switchExpression = expression?.as(SwitchExprSyntax.self)
                ?? only.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
            let subject = switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
            parameters.contains(subject)
        else { return nil }
        var found: [(expression: String, guarded: CaseGuard)] = []
        for branch in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            let returned = returned(branch.statements)
            guard returned.count == 1, var guarded = CaseGuard(branch) else { return nil }
            guarded.property = subject
            found.append((returned[0], guarded))
        }
        return found.isEmpty ? nil : found
    }

    /// `RSColor(named: "x")!`, `PlatformColor.systemBlue`: a type named …Color, most likely the app's
    /// alias of UIColor or NSColor (resolved through `AppIndex.colorAliases`, or not at all).
    static func isAliasedColor(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase,
            let end = text.firstIndex(where: { $0 == "(" || $0 == "." })
        else { return false }
        let name = text[..<end]
        return name.hasSuffix("Color") && name.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// The platforms a declaration is compiled for, from the nearest `#if` around it: `os(macOS)` or
    /// `canImport(AppKit)` the Mac's, `os(iOS)` or `canImport(UIKit)` iOS's (watchOS draws with iOS's),
    /// an `#else` the other's; nil where no such condition decides.
    static func platforms(of node: Syntax) -> Set<Platform>? {
        var current = node.parent
        while let this = current {
            if let clause = this.as(IfConfigClauseSyntax.self) {
                let decided: (IfConfigClauseSyntax) -> Set<Platform>? = { clause in
                    let condition = clause.condition?.trimmedDescription.replacingOccurrences(of: " ", with: "") ?? ""
                    let mac = ["os(macOS)", "canImport(AppKit)", "os(OSX)"]
                    let ios = ["os(iOS)", "canImport(UIKit)", "os(watchOS)", "os(tvOS)", "os(visionOS)"]
                    if mac.contains(condition) || ios.map({ "!" + $0 }).contains(condition) { return [.macos] }
                    if ios.contains(condition) || mac.map({ "!" + $0 }).contains(condition) { return [.ios] }
                    return nil
                }
                if clause.poundKeyword.tokenKind != .poundElse { return decided(clause) }
                // `#else`: the other platform, when the clauses before it each chose one.
                guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
                let before = clauses.prefix { $0.id != clause.id }.map(decided)
                guard !before.isEmpty, before.allSatisfy({ $0 != nil }) else { return nil }
                let taken = before.compactMap { $0 }.reduce(into: Set<Platform>()) { $0.formUnion($1) }
                let rest = Set(Platform.allCases).subtracting(taken)
                return rest.isEmpty ? nil : rest
            }
            current = this.parent
        }
        return nil
    }

    /// Whether a property holds a colour: any static of a colour type's extension, or one typed or
    /// initialised as a colour in the app's own types.
    static func isColor(owner: String, type: String?, expressions: [String]) -> Bool {
        if let type {
            return colorTypes.contains(
                type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
        }
        if colorTypes.contains(owner) { return true }
        return expressions.allSatisfy { text in
            ["Color(", "Color.", "UIColor(", "UIColor.", "NSColor(", "NSColor.", "#colorLiteral"].contains {
                text.hasPrefix($0)
            } || isAliasedColor(text)
        }
    }

    /// What a getter or function can return: its single expression, each `return`, and each branch
    /// of a `switch` or `if` expression.
    static func returned(_ accessors: AccessorBlockSyntax) -> [String] {
        switch accessors.accessors {
        case .getter(let statements): return returned(statements)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else {
                return []
            }
            return returned(body.statements)
        }
    }

    static func returned(_ statements: CodeBlockItemListSyntax) -> [String] {
        if statements.count == 1, let only = statements.first?.item {
            if let expression = only.as(ExprSyntax.self) { return branches(expression) }
            if let statement = only.as(ExpressionStmtSyntax.self) { return branches(statement.expression) }
        }
        final class Returns: SyntaxVisitor {
            var found: [String] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.expression { found += AppDeclarationCollector.branches(expression) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let visitor = Returns(viewMode: .sourceAccurate)
        visitor.walk(statements)
        return visitor.found
    }

    /// A `switch` or `if` expression's branches, each branch's last expression; else the expression.
    static func branches(_ expression: ExprSyntax) -> [String] {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { branch in
                returned(branch.statements)
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = returned(ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .codeBlock(let block): found += returned(block.statements)
            case .ifExpr(let next): found += branches(ExprSyntax(next))
            case nil: break
            }
            return found
        }
        return [expression.trimmedDescription]
    }

    /// Stored properties in order, as a memberwise initialiser labels them.
    static func storedProperties(_ members: MemberBlockSyntax) -> [(label: String, name: String)] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { $0.name.text == "static" }
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> (label: String, name: String)? in
                guard
                    binding.accessorBlock == nil
                        || binding.accessorBlock?.accessors.is(AccessorDeclListSyntax.self) == true,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (name, name)
            }
        }
    }

    /// Properties that hold views passed in: typed by a generic parameter (`let content: Content`),
    /// a closure returning one (`let label: () -> Label`), `AnyView`, or marked `@ViewBuilder`.
    static func viewProperties(_ members: MemberBlockSyntax, generics: Set<String>) -> [String] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard binding.accessorBlock == nil,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let builder = variable.attributes.contains { $0.trimmedDescription.contains("ViewBuilder") }
                let returnsView =
                    type.contains("->") && generics.contains { type.hasSuffix($0) || type.contains("-> \($0)") }
                if builder || generics.contains(type) || returnsView || type == "AnyView"
                    || type.hasSuffix("-> some View")
                {
                    return name
                }
                return nil
            }
        }
    }
}
