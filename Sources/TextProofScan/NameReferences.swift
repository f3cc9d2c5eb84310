import SwiftSyntax

/// Every name a file's code refers to: called or read (`Row(…)`, `Row.init`, `prereleaseToggle`),
/// a member (`.label`), a type written out (`WorkspacePanelView<NavigatorTab>`), but not the type an
/// extension extends. What no file names is never drawn.
final class NameReferences: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // The extended type is not a use of it; what the extension's members write is.
        walk(node.memberBlock)
        if let clause = node.inheritanceClause { walk(clause) }
        return .skipChildren
    }
}

/// Every place one file's code names `name` (`Self.onboardingButton(button)`, `.onboardingButton`).
enum NameUses {
    static func of(_ name: String, in tree: Syntax) -> [Syntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [Syntax] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if node.baseName.text == name { found.append(Syntax(node)) }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(tree)
        return finder.found
    }
}
