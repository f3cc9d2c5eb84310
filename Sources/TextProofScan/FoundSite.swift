import SwiftSyntax
import TextProof
import TextProofText

/// A site as a visitor finds it: where, what, and its colours and font as written and resolved.
struct FoundSite: Sendable {
    var line: Int
    var column: Int
    var kind: String
    var text: String
    /// The foreground as written and resolved; nil: the framework's default (`defaultForeground`).
    var foreground: (written: String, resolution: ColorResolution)?
    /// What the framework draws when the code names no foreground (`primary`, `Color.accentColor`);
    /// nil: nothing (an attributed string without `.foregroundColor` draws opaque black).
    var defaultForeground: String?
    var background: (written: String, resolution: ColorResolution)?
    var font: FontChoice
    var framework: ColorExpressionResolver.Framework
    /// The line a `// textproof:ignore` waiver may sit on or above.
    var waiverLines: ClosedRange<Int>
}

/// Where a node starts, 1-based, in one file.
struct SourcePosition {
    let converter: SourceLocationConverter

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }
}
