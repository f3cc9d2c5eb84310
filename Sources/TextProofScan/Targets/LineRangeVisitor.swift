import SwiftSyntax

/// A visitor that collects the lines of the nodes it is after (preview code, `#if DEBUG` code, code
/// only Mac Catalyst runs): subclasses choose the nodes and `add` them.
class LineRangeVisitor: SyntaxVisitor {
    let position: SourcePosition
    private(set) var lines: [ClosedRange<Int>] = []

    init(position: SourcePosition) {
        self.position = position
        super.init(viewMode: .sourceAccurate)
    }

    func contains(line: Int) -> Bool { lines.contains { $0.contains(line) } }

    /// The node's lines, from its first token to its last.
    func add(_ node: some SyntaxProtocol) {
        let start = position.location(of: node).line
        let end = node.endLocation(converter: position.converter).line
        lines.append(start...max(start, end))
    }
}
