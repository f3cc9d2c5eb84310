import SwiftSyntax

/// The content of a sheet, cover, popover or destination whose flag only `#if DEBUG` code sets
/// (`.sheet(isPresented: $showAdd)` with `showAdd = true` in a debug-only button): what release builds
/// never present, left out with the debug code.
final class DebugOnlyPresentationVisitor: LineRangeVisitor {
    private static let presenters: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]
    private let debug: [ClosedRange<Int>]
    /// Each presentation: its flag, the line of its `$flag`, and its content.
    private var presentations: [(flag: String, line: Int, content: [Syntax])] = []
    /// Lines that may set a flag: `flag = …` (not `false` or `nil`), `flag.toggle()`, `$flag` passed on.
    private var setters: [String: [Int]] = [:]

    init(position: SourcePosition, debug: [ClosedRange<Int>]) {
        self.debug = debug
        super.init(position: position)
    }

    /// The debug-only content's lines in `tree`.
    static func lines(in tree: SourceFileSyntax, position: SourcePosition, debug: [ClosedRange<Int>])
        -> [ClosedRange<Int>]
    {
        guard !debug.isEmpty else { return [] }
        let visitor = DebugOnlyPresentationVisitor(position: position, debug: debug)
        visitor.walk(tree)
        visitor.collect()
        return visitor.lines
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            Self.presenters.contains(member.declName.baseName.text),
            let binding = node.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text) }),
            let flag = Self.projected(binding.expression)
        {
            let closures =
                node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self).map(Syntax.init) }
                + [node.trailingClosure.map(Syntax.init)].compactMap { $0 }
                + node.additionalTrailingClosures.map { Syntax($0.closure) }
            presentations.append((flag, position.location(of: binding).line, closures))
        }
        // `showAdd.toggle()`
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "toggle", let base = member.base, let flag = Self.name(base)
        {
            setters[flag, default: []].append(position.location(of: node).line)
        }
        return .visitChildren
    }

    /// `showAdd = true`: unfolded, a sequence of the name, `=` and the value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let flag = Self.name(elements[0]),
            !["false", "nil"].contains(elements[2].trimmedDescription)
        {
            setters[flag, default: []].append(position.location(of: node).line)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$") { setters["\(text.dropFirst())", default: []].append(position.location(of: node).line) }
        return .visitChildren
    }

    private func collect() {
        for presentation in presentations {
            // The presentation's own `$flag` reads it; every other setter must be debug code.
            let others = (setters[presentation.flag] ?? []).filter { $0 != presentation.line }
            guard !others.isEmpty, others.allSatisfy({ line in debug.contains { $0.contains(line) } }) else { continue }
            for content in presentation.content { add(content) }
        }
    }

    /// `$showAdd` → `showAdd`.
    private static func projected(_ expression: ExprSyntax) -> String? {
        guard let text = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, text.hasPrefix("$") else {
            return nil
        }
        return String(text.dropFirst())
    }

    /// `showAdd`, `self.showAdd`.
    private static func name(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
