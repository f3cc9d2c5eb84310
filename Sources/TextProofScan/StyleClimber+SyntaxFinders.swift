import SwiftSyntax
import TextProofColor

/// Finding things in a declaration's syntax: where a chain starts, where a member is used, which
/// declaration and type hold a node.
extension StyleClimber {
    /// In a `View` extension function, the innermost expression of the chain it returns: `self`,
    /// or a modifier called with no receiver (`padding()`), which is returned as the call to apply.
    static func implicitSelfStart(in tree: Syntax) -> (Syntax, FunctionCallExprSyntax?)? {
        guard let function = tree.as(SourceFileSyntax.self)?.statements.first?.item.as(FunctionDeclSyntax.self),
            let body = function.body, var current = returned(body.statements)
        else { return nil }
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return (Syntax(call), call) }
                    current = base
                    continue
                }
                // `padding()`: a modifier on self; `ZStack { self … }`: a container holding it.
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    name.first?.isLowercase == true
                {
                    return (Syntax(call), call)
                }
                return use(of: "self", in: Syntax(call)).map { ($0, nil) }
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            if current.trimmedDescription == "self" { return (Syntax(current), nil) }
            return nil
        }
    }

    /// What a function body returns first: its last expression, a `return`'s, or the first branch
    /// of an `if #available` / `#if`.
    static func returned(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let statement = last.as(ReturnStmtSyntax.self) { return statement.expression }
        if let ifExpression = last.as(ExprSyntax.self)?.as(IfExprSyntax.self)
            ?? last.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        {
            return returned(ifExpression.body.statements)
        }
        if let config = last.as(IfConfigDeclSyntax.self), let first = config.clauses.first,
            case .statements(let inner) = first.elements
        {
            return returned(inner)
        }
        if let expression = last.as(ExprSyntax.self) { return expression }
        return last.as(ExpressionStmtSyntax.self)?.expression
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// In a declaration, where its body starts from what it is applied to: `content`, `self` (or the
    /// first modifier called without a receiver), `configuration.label`.
    static func bodyStart(named start: String, in tree: Syntax) -> Syntax? {
        final class Finder: SyntaxVisitor {
            let start: String
            var found: Syntax?
            init(_ start: String) {
                self.start = start
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.trimmedDescription == start { found = Syntax(node) }
                // `View` extensions call modifiers on `self` without writing it: `.padding()` … `font(…)`.
                if found == nil, start == "self", node.base == nil, node.parent?.is(FunctionCallExprSyntax.self) == true
                {
                    found = Syntax(node)
                }
                return .visitChildren
            }
        }
        if !start.contains("."), start != "self" { return use(of: start, in: tree) }
        let finder = Finder(start)
        finder.walk(tree)
        // An implicit `self` modifier (`font(.body)` in an extension) starts from the call itself.
        if let found = finder.found, found.as(MemberAccessExprSyntax.self)?.base == nil,
            let call = found.parent?.as(FunctionCallExprSyntax.self)
        {
            return Syntax(call).children(viewMode: .sourceAccurate).first
        }
        return finder.found
    }

    /// The first place `name` is used as a value in `scope` other than its own declaration: a view
    /// property (`content`, `self.content`) or a member view (`header`, `makeRow(…)`).
    static func use(of name: String, in scope: Syntax) -> Syntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: Syntax?
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil, node.baseName.text == name else { return .skipChildren }
                var view = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    // `self.name` is ours; `other.name` is someone else's member.
                    guard member.base?.trimmedDescription == "self" else { return .skipChildren }
                    view = Syntax(member)
                }
                // `content()`, `makeRow(item)`: the call is the view.
                if let call = view.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == view.id {
                    view = Syntax(call)
                }
                found = view
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(scope)
        return finder.found
    }

    /// `value.name` (or `value.name()`) on a value other than `self`: a model's member used in its file.
    static func memberUse(of name: String, in scope: Syntax) -> Syntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: Syntax?
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                guard node.declName.baseName.text == name, let base = node.base, base.trimmedDescription != "self"
                else { return .visitChildren }
                var view = Syntax(node)
                if let call = view.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == view.id {
                    view = Syntax(call)
                }
                found = view
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(scope)
        return finder.found
    }

    /// The member (`body`, `header`, `makeRow`) and type whose declaration holds `node`.
    static func declaration(around node: Syntax) -> (member: String, type: String?, typeDecl: Syntax?)? {
        var member: String?
        var current: Syntax? = node
        while let this = current {
            if member == nil {
                if let function = this.as(FunctionDeclSyntax.self) { member = function.name.text }
                if let binding = this.as(PatternBindingSyntax.self),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    member = name
                }
                if this.is(MacroExpansionExprSyntax.self) || this.is(MacroExpansionDeclSyntax.self) { return nil }
            }
            if let member {
                if let type = this.as(StructDeclSyntax.self) { return (member, type.name.text, this) }
                if let type = this.as(ClassDeclSyntax.self) { return (member, type.name.text, this) }
                if let type = this.as(EnumDeclSyntax.self) { return (member, type.name.text, this) }
                if let type = this.as(ExtensionDeclSyntax.self) {
                    return (member, type.extendedType.trimmedDescription, Syntax(this.root))
                }
            }
            current = this.parent
        }
        return member.map { ($0, nil, nil) }
    }

    /// The type declaration holding `node` (`struct Row` → "Row"), for the app's members it names.
    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let this = current {
            if let type = this.as(StructDeclSyntax.self) { return type.name.text }
            if let type = this.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = this.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = this.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = this.parent
        }
        return nil
    }

    static func isPrivate(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let this = current {
            if let function = this.as(FunctionDeclSyntax.self) {
                return function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            }
            if let variable = this.as(VariableDeclSyntax.self) {
                return variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            }
            current = this.parent
        }
        return false
    }

    /// `Button("Delete", role: .destructive)`: the role's name.
    static func role(of call: FunctionCallExprSyntax) -> String? {
        Arguments(call.arguments).labelled("role")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
