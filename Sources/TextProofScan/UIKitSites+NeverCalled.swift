import SwiftSyntax

/// Colours set where no code that runs reaches: a private function nothing calls, a closure kept in
/// a property nothing reads (home-assistant's `Style.onboarding*`).
extension UIKitSiteVisitor {
    /// In a `private` function (`private static func onboardingButton(_:)`) that no code names, or that
    /// only closures nothing reads call: only its own file could call it, and nothing that runs does. Or
    /// in a closure kept in a property no code reads (`var onboardingButtonPrimary: (UIButton) -> Void = { … }`).
    static func isNeverCalled(_ node: Syntax, referenced: Set<String>?) -> Bool {
        guard let referenced else { return false }
        var current = node.parent
        while let this = current {
            if let function = this.as(FunctionDeclSyntax.self) {
                let isPrivate = function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                guard isPrivate, function.attributes.isEmpty else { return false }
                let name = function.name.text
                guard referenced.contains(name) else { return true }
                let calls = NameUses.of(name, in: node.root)
                return !calls.isEmpty && calls.allSatisfy { isInUnreadClosure($0, referenced: referenced) }
            }
            if let closure = this.as(ClosureExprSyntax.self), isUnreadProperty(closure, referenced: referenced) {
                return true
            }
            // A computed property or an observer: the framework or any code may read it.
            if this.is(AccessorBlockSyntax.self) { return false }
            current = this.parent
        }
        return false
    }

    /// Whether `node` sits in a closure kept in a property no code reads.
    private static func isInUnreadClosure(_ node: Syntax, referenced: Set<String>) -> Bool {
        var current = node.parent
        while let this = current {
            if let closure = this.as(ClosureExprSyntax.self), isUnreadProperty(closure, referenced: referenced) {
                return true
            }
            if this.is(FunctionDeclSyntax.self) || this.is(AccessorBlockSyntax.self) { return false }
            current = this.parent
        }
        return false
    }

    /// `var name: (UIButton) -> Void = { … }` (the closure) with `name` read nowhere.
    private static func isUnreadProperty(_ closure: ClosureExprSyntax, referenced: Set<String>) -> Bool {
        guard let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.is(VariableDeclSyntax.self) == true,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        return !referenced.contains(name)
    }
}
