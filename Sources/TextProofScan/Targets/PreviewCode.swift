import SwiftSyntax

/// Why a site is left out of the scan by default: code the app never draws for its users.
public enum ExclusionReason: String, Sendable, Codable {
    /// Inside `#Preview { … }` or a `PreviewProvider` type: Xcode's canvas only (`--include-previews`).
    case preview
    /// In test code: a test target's file, a `Tests` folder, or a file importing XCTest or Testing
    /// (`--include-tests`).
    case test
    /// Inside `#if DEBUG`: debug builds only, never what the app's users see (`--include-debug`).
    case debug
}

/// A site left out, with where it is and why.
public struct ExcludedSite: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var reason: ExclusionReason
}

/// The lines of a file's preview code: `#Preview` macros (as declarations or expressions) and types
/// that conform to `PreviewProvider`, whose `previews` Xcode's canvas alone draws.
final class PreviewCodeVisitor: LineRangeVisitor {

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        add(node)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        add(node)
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
    }

    /// `extension Foo: PreviewProvider { … }` too.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node, node.inheritanceClause)
    }

    private func check(_ node: some SyntaxProtocol, _ inheritance: InheritanceClauseSyntax?)
        -> SyntaxVisitorContinueKind
    {
        let conforms = inheritance?.inheritedTypes.contains {
            let name = $0.type.trimmedDescription
            return name == "PreviewProvider" || name == "SwiftUI.PreviewProvider"
        }
        guard conforms == true else { return .visitChildren }
        add(node)
        return .skipChildren
    }
}

/// The lines of a file only debug builds compile: each `#if DEBUG` clause (not its `#else`).
final class DebugCodeVisitor: LineRangeVisitor {

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if node.condition?.trimmedDescription == "DEBUG", node.poundKeyword.tokenKind != .poundElse { add(node) }
        return .visitChildren
    }
}

/// Which lines of a file are left out of a scan: all of a test file's, its preview code's, its
/// debug-only code's.
struct ExclusionLines {
    let isTest: Bool
    let previews: [ClosedRange<Int>]
    let debug: [ClosedRange<Int>]

    init(tree: SourceFileSyntax, position: SourcePosition, isTest: Bool, includePreviews: Bool, includeDebug: Bool) {
        self.isTest = isTest
        if includePreviews || isTest {
            previews = []
        } else {
            let visitor = PreviewCodeVisitor(position: position)
            visitor.walk(tree)
            previews = visitor.lines
        }
        if includeDebug || isTest {
            debug = []
        } else {
            let visitor = DebugCodeVisitor(position: position)
            visitor.walk(tree)
            debug =
                visitor.lines
                + DebugOnlyPresentationVisitor.lines(in: tree, position: position, debug: visitor.lines)
        }
    }

    func reason(_ line: Int) -> ExclusionReason? {
        if isTest { return .test }
        if previews.contains(where: { $0.contains(line) }) { return .preview }
        return debug.contains { $0.contains(line) } ? .debug : nil
    }
}
