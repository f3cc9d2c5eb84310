import SwiftSyntax

/// A coloured subview spread over a type's whole view (NetNewsWire's search bar: `background =
/// UIView(frame: bounds)`, `.systemGray5`, flexible width and height, added to the bar): what the
/// type's other views are drawn on when the type's own view has no colour.
extension UIKitSiteVisitor {
    static func backdrop(in scope: Scope) -> [ExprSyntax]? {
        for receiver in scope.containers.keys.sorted() where viewReceivers.contains(scope.containers[receiver] ?? "-") {
            guard let properties = scope.assignments[receiver],
                let colors = properties["backgroundColor"]?.filter({ !isClear($0) }), !colors.isEmpty
            else { continue }
            let mask = properties["autoresizingMask"]?.last?.trimmedDescription ?? ""
            if mask.contains("flexibleWidth") && mask.contains("flexibleHeight") { return colors }
        }
        return nil
    }
}
