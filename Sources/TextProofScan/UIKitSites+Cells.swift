import SwiftSyntax

/// Where a cell's text is drawn: a table's or outline view's cell, the branch that sets a cell's
/// background configuration, a list background configuration.
extension UIKitSiteVisitor {
    enum TableKind { case table, outline }

    /// Whether `node` is in a table's cell: an `NSTableCellView` subclass, or the view a table's or
    /// outline view's delegate makes (`tableView(_:viewFor:row:)`).
    static func tableCell(around node: Syntax, superclasses: [String: String]) -> TableKind? {
        var current = node.parent
        while let this = current {
            if let function = this.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "viewFor" })
            {
                if function.name.text == "outlineView" { return .outline }
                if function.name.text == "tableView" { return .table }
            }
            let type =
                this.as(ClassDeclSyntax.self)?.name.text
                ?? this.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            if let type {
                return ["NSTableCellView", "NSTableRowView"].contains(superclasses[type] ?? "") ? .table : nil
            }
            current = this.parent
        }
        return nil
    }

    /// In a header or footer view (`UICollectionReusableView`, `UITableViewHeaderFooterView`) that sets no
    /// background: what is behind it is the list's, which its layout (`.insetGrouped`) or table style sets elsewhere.
    static func headerViewReason(around node: Syntax, superclasses: [String: String]) -> String? {
        var current = node.parent
        while let this = current {
            if let type = this.as(ClassDeclSyntax.self)?.name.text {
                let superclass = superclasses[type] ?? ""
                guard ["UICollectionReusableView", "UITableViewHeaderFooterView"].contains(superclass) else {
                    return nil
                }
                return "section header view: a \(superclass) shows the list's background, "
                    + "which its layout or style sets where the list is made"
            }
            current = this.parent
        }
        return nil
    }

    /// The statement list holding `node`: a `case` body, an `if` body, a function body.
    static func branch(of node: Syntax) -> SyntaxIdentifier? {
        var current = node.parent
        while let this = current {
            if this.is(CodeBlockItemListSyntax.self) { return this.id }
            current = this.parent
        }
        return nil
    }

    /// A cell drawn on a list background configuration: its colour is the list's (`listCell()` follows
    /// the list's appearance, inset grouped or sidebar), set where the list is laid out.
    static func listCellReason(_ factories: Set<String>) -> String? {
        guard !factories.isEmpty else { return nil }
        let written = factories.sorted().map { "UIBackgroundConfiguration.\($0)()" }.joined(separator: ", ")
        return "list cell background: \(written) draws what the list's appearance gives its rows"
    }

    /// A cell's background configuration set in the branch (`backgroundConfig.backgroundColor =
    /// .tertiarySystemFill` beside the selected colour): what that branch's text is drawn on.
    static func cellBackground(in branch: [String: [String: ExprSyntax]], scope: Scope) -> ExprSyntax? {
        for (receiver, properties) in branch {
            guard let color = properties["backgroundColor"], !isClear(color) else { continue }
            let type = scope.types[receiver] ?? ""
            if type.hasPrefix("UIBackgroundConfiguration") || receiver.lowercased().contains("backgroundconfig") {
                return color
            }
        }
        return nil
    }
}
