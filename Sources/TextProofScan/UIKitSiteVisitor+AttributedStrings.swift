import SwiftSyntax

extension UIKitSiteVisitor {
    /// What draws an attributed string's ranges that have no colour.
    private enum AttributedDrawer {
        /// UILabel: its `textColor`, by default `label` ("The default value for this property is
        /// the system's label color", UILabel.textColor, developer.apple.com).
        case label
        /// UITextView, NSTextView: the ranges as they are, black ("If you don't specify this
        /// attribute, the text renders in black", NSAttributedString.Key.foregroundColor; "The
        /// default text color is black", UITextView.textColor); its `textColor`, when set, colours
        /// the whole text.
        case textView
        /// A text field's placeholder: drawn in the system's placeholder colour.
        case placeholder
        /// A text field, a button title: what these draw uncoloured ranges in is not documented.
        case other(String)
    }

    private func drawer(of receiver: String, property: String, in scope: Scope) -> AttributedDrawer {
        if property == "attributedPlaceholder" { return .placeholder }
        if property == "textStorage" { return .textView }
        let type = scope.types[receiver] ?? ""
        let name = (receiver.split(separator: ".").last.map(String.init) ?? receiver).lowercased()
        if type.hasSuffix("Label") || (type.isEmpty && name.hasSuffix("label")) { return .label }
        if type.hasSuffix("TextView") || (type.isEmpty && name.hasSuffix("textview")) { return .textView }
        if property == "attributedTitle" { return .other("a button's title") }
        return .other(type.isEmpty ? "‹\(receiver.isEmpty ? "self" : receiver)›" : type)
    }

    /// The one colour an image-rendering type fills with; nil when it fills with none or several.
    static func imageFill(in scope: Scope) -> [ExprSyntax]? {
        guard scope.rendersImage, scope.imageFills.count == 1 else { return nil }
        return scope.imageFills
    }

    /// A site per attributed string made in the type, and per colour added to a range of one.
    func attributedSites(in scope: Scope, viewBackground: [ExprSyntax]?) -> [FoundSite] {
        let flow = scope.attributed
        var sites: [FoundSite] = []
        for creation in flow.creations {
            guard let text = creation.text else { continue }
            let attributes = flow.entries(creation.attributes, at: creation.scopes)
            var foreground = flow.wholeColor(of: creation)
            var backgrounds = attributes?["backgroundColor"].map { [$0] }
            var font = attributes?["font"]
            var defaultForeground: FrameworkColor?
            var reasons: [String] = []
            var systemDrawn: String?
            var isTextView = false
            switch flow.destination(of: creation) {
            case .view(let receiver, let property):
                backgrounds = backgrounds ?? background(of: receiver, in: scope, viewBackground: viewBackground)
                font = font ?? scope.assignments[receiver]?["font"]?.last
                let textColor = scope.assignments[receiver]?["textColor"]?.last
                switch drawer(of: receiver, property: property, in: scope) {
                case .label:
                    foreground = foreground ?? textColor
                    if foreground == nil { defaultForeground = .primary }
                case .textView:
                    isTextView = true
                    foreground = foreground ?? textColor
                case .placeholder:
                    if foreground == nil { systemDrawn = "placeholder text, in the system's placeholder colour" }
                case .other(let name):
                    if foreground == nil {
                        reasons.append("attributed string without a foreground colour in \(name), not modelled")
                    }
                }
            case .drawnDirectly:
                backgrounds = backgrounds ?? Self.imageFill(in: scope) ?? viewBackground
            case .appended, nil:
                // Built for an image the type renders over its own fill (an error placeholder's PNG).
                backgrounds = backgrounds ?? Self.imageFill(in: scope)
                // Returned, stored, or only laid out (an NSTextStorage for hit-testing): the colour of
                // its uncoloured ranges is decided where it is drawn, if it is.
                if foreground == nil {
                    reasons.append("attributed string drawn elsewhere")
                } else if framework == .appKit {
                    // Its colour is known; what it is drawn on is the drawing view's (a table's cell, a text view).
                    reasons.append(
                        "attributed string drawn elsewhere: on macOS what is behind it depends on the view that draws it"
                    )
                }
            }
            if attributes == nil, foreground == nil, let written = creation.attributes {
                reasons = ["attributes \(written.trimmedDescription) not followed"]
            }
            var site = site(
                at: creation.node, kind: creation.kind, text: StringLiteral.displayed(text),
                foreground: foreground.map(written), backgrounds: backgrounds ?? [], font: font,
                defaultForeground: defaultForeground, isTextView: isTextView)
            site.unresolvedReasons = reasons + site.unresolvedReasons
            site.systemDrawn = systemDrawn
            sites.append(site)
        }
        // A colour added to part of a string (or to a string not made here): its own site, on what
        // the string is drawn on.
        for added in flow.addedColors {
            let strings = flow.creations(named: added.target)
            if added.whole, strings.contains(where: { $0.text != nil }) { continue }
            let string = strings.first { $0.text != nil } ?? strings.first
            var backgrounds: [ExprSyntax]?
            var font: ExprSyntax?
            if let string, case .view(let receiver, _) = flow.destination(of: string) {
                backgrounds = background(of: receiver, in: scope, viewBackground: viewBackground)
                font = scope.assignments[receiver]?["font"]?.last
            }
            if let string, font == nil { font = flow.entries(string.attributes, at: string.scopes)?["font"] }
            let kind = string?.kind ?? scope.types[added.target.name] ?? "AttributedString"
            sites.append(
                site(
                    at: added.node, kind: kind + ".foregroundColor",
                    text: string?.text.map(StringLiteral.displayed) ?? "‹\(added.target.name)›",
                    foreground: written(added.value), backgrounds: backgrounds ?? [], font: font))
        }
        return sites
    }
}
