import SwiftSyntax

/// The lines of a file that only Mac Catalyst runs: the then-branch of `if Current.isCatalyst`,
/// `if ProcessInfo.processInfo.isMacCatalystApp`, `if UIDevice.current.userInterfaceIdiom == .mac`,
/// and `#if targetEnvironment(macCatalyst)`. There an iOS app draws with the Mac's colours and sizes,
/// which the iOS palette does not describe.
final class CatalystCodeVisitor: LineRangeVisitor {
    /// A condition that holds only on Mac Catalyst (a negation does not).
    static func isCatalystOnly(_ condition: String) -> Bool {
        let text = condition.replacingOccurrences(of: " ", with: "")
        guard !text.hasPrefix("!"), !text.contains("==false") else { return false }
        return [
            "isCatalyst", "isMacCatalystApp", "targetEnvironment(macCatalyst)", "isMacCatalyst",
            "userInterfaceIdiom==.mac", "idiom==.mac",
        ].contains { text.contains($0) }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // Every condition must hold: one that holds only on the Mac makes the branch the Mac's.
        if node.conditions.contains(where: { Self.isCatalystOnly($0.condition.trimmedDescription) }) {
            add(node.body)
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition, Self.isCatalystOnly(condition.trimmedDescription),
            node.poundKeyword.tokenKind != .poundElse
        {
            add(node)
        }
        return .visitChildren
    }
}
