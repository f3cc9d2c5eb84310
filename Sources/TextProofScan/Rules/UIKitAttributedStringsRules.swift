extension ScanRule {
    /// UIKit's attributed strings: where their colour comes from. Colours: label #000000 / #FFFFFF, systemBackground #FFFFFF / #000000,
    /// systemGroupedBackground #F2F2F7 / #000000, systemRed #FF383C, the accent systemBlue #0088FF
    /// (iOS 26); 0.2 grey is #333333.
    static let uiKitAttributedStrings: [ScanRule] = [
        ScanRule(
            id: "uikit-attributed-text-in-rendered-image",
            summary: """
                An attributed string built in a type that renders an image (`UIGraphicsImageRenderer`) over one \
                fill colour (`UIColor.white.setFill()`) is drawn on that fill, whichever function draws it.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    enum ErrorImage {
                        static func message() -> NSAttributedString {
                            ↓NSAttributedString(string: "Failed", attributes: [.foregroundColor: UIColor.darkGray])
                        }
                        static func png(_ text: NSAttributedString) -> Data {
                            UIGraphicsImageRenderer(size: CGSize(width: 320, height: 80)).pngData { context in
                                UIColor.white.setFill()
                                context.fill(CGRect(x: 0, y: 0, width: 320, height: 80))
                                text.draw(at: .zero)
                            }
                        }
                    }
                    """, .measured(foreground: "#555555FF", background: "#FFFFFFFF", dark: ("#555555FF", "#FFFFFFFF"))),
                Example(
                    """
                    import UIKit
                    enum ErrorImage {
                        static func message() -> NSAttributedString {
                            ↓NSAttributedString(string: "Failed", attributes: [.foregroundColor: UIColor.darkGray])
                        }
                    }
                    """, .measured(foreground: "#555555FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-text-in-label",
            summary: """
                A UILabel draws an attributed string's ranges without a colour in its textColor, by default \
                label ("The default value for this property is the system's label color", UILabel.textColor).
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Row: UIViewController {
                        let due = UILabel()
                        override func viewDidLoad() {
                            view.backgroundColor = .systemGroupedBackground
                            due.attributedText = ↓NSAttributedString(string: "Due", attributes: [.font: UIFont.systemFont(ofSize: 13)])
                        }
                    }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#F2F2F7FF", dark: ("#FFFFFFFF", "#000000FF"), points: 13)),
                Example(
                    """
                    import UIKit
                    final class Row: UIView {
                        let due = UILabel()
                        func configure() {
                            due.textColor = .systemRed
                            due.attributedText = ↓NSAttributedString(string: "Due")
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Row: UIView {
                        let due = UILabel()
                        func configure() {
                            due.attributedText = ↓NSAttributedString(string: "Due", attributes: [.foregroundColor: UIColor.systemRed])
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-text-in-text-view",
            summary: """
                A UITextView draws ranges without a colour in black ("The default text color is black", \
                UITextView.textColor; "If you don't specify this attribute, the text renders in black", \
                NSAttributedString.Key.foregroundColor); its textColor, when set, colours the whole text.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Terms: UIView {
                        let textView = UITextView()
                        func configure() {
                            textView.textStorage.setAttributedString(↓NSAttributedString(string: "Terms"))
                        }
                    }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF", dark: ("#000000FF", "#000000FF"),
                        assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Terms: UIView {
                        let textView = UITextView()
                        func configure() {
                            textView.textColor = .label
                            textView.attributedText = ↓NSAttributedString(string: "Terms")
                        }
                    }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF", dark: ("#FFFFFFFF", "#000000FF"),
                        assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-string-colour-added",
            summary: """
                A colour added after the string is made counts: over the whole string \
                (`addAttribute(.foregroundColor, value:range:)` from 0 to its length, `addAttributes`, \
                `s.foregroundColor =`) it is the string's; over a range it is that range's own site.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Total: UIView {
                        let total = UILabel()
                        func configure() {
                            let text = ↓NSMutableAttributedString(string: "Total")
                            text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: text.length))
                            total.attributedText = text
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Total: UIView {
                        let total = UILabel()
                        func configure() {
                            let text = ↓NSMutableAttributedString(string: "Total")
                            let fullRange = NSRange(location: 0, length: text.length)
                            text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: fullRange)
                            total.attributedText = text
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Total: UIView {
                        let total = UILabel()
                        func configure() {
                            let text = NSMutableAttributedString(string: "Total due")
                            ↓text.addAttributes([.foregroundColor: UIColor.systemRed], range: NSRange(location: 6, length: 3))
                            total.attributedText = text
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Total: UIView {
                        let total = UILabel()
                        func configure() {
                            let text = ↓NSMutableAttributedString(string: "Total due")
                            text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 6, length: 3))
                            total.attributedText = text
                        }
                    }
                    """,
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributes-dictionary",
            summary: """
                Attributes given through a dictionary named in the type (a local or a property) are read \
                from it; a dictionary from elsewhere leaves the string unresolved.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Match {
                        func label() -> NSAttributedString {
                            let normal: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemRed]
                            return ↓NSMutableAttributedString(string: "prefix", attributes: normal)
                        }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Match {
                        func label() -> NSAttributedString {
                            return ↓NSMutableAttributedString(string: "prefix", attributes: Theme.normal)
                        }
                    }
                    """,
                    .unresolved("attributes Theme.normal not followed"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-string-drawn-elsewhere",
            summary: """
                An attributed string without a colour that the type never hands to a view (returned, \
                stored, only laid out in an NSTextStorage) takes its colour where it is drawn: unresolved. \
                Drawn as is (`draw(at:)`, `draw(in:)`), it is opaque black. On macOS one with a colour is \
                unresolved too: what is behind it is the drawing view's (a table's cell, a text view).
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    struct Overlay {
                        func update(_ coordinator: Coordinator) {
                            let string = ↓NSAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                            coordinator.textStorage = NSTextStorage(attributedString: string)
                        }
                    }
                    """,
                    .unresolved("attributed string drawn elsewhere")),
                Example(
                    """
                    import AppKit
                    struct Match {
                        func title() -> NSAttributedString {
                            ↓NSAttributedString(string: "Result", attributes: [.foregroundColor: NSColor.secondaryLabelColor])
                        }
                    }
                    """,
                    .unresolved("on macOS what is behind it depends on the view that draws it")),
                Example(
                    """
                    import UIKit
                    final class Badge: UIView {
                        override func draw(_ rect: CGRect) {
                            ↓NSAttributedString(string: "New").draw(at: .zero)
                        }
                    }
                    """,
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF", dark: ("#000000FF", "#000000FF"),
                        assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-string-empty",
            summary:
                "An attributed string of an empty literal, spaces or line breaks draws nothing: blank, not judged.",
            examples: [
                Example(
                    """
                    import UIKit
                    struct Icon {
                        func padding() -> NSAttributedString {
                            return ↓NSAttributedString(string: " ", attributes: [.kern: 4])
                        }
                    }
                    """, .blank),
                Example(
                    """
                    import UIKit
                    final class Row: UIView {
                        let count = UILabel()
                        func reset() { count.attributedText = ↓NSAttributedString(string: "") }
                    }
                    """, .blank),
                Example(
                    #"""
                    import AppKit
                    final class Credits {
                        func append(to text: NSMutableAttributedString) { text.append(↓NSAttributedString(string: "\n")) }
                    }
                    """#, .blank),
                Example(
                    """
                    import UIKit
                    final class Row: UIView {
                        let count = UILabel()
                        func reset() { count.attributedText = ↓NSAttributedString(string: "0") }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-attributed-placeholder",
            summary:
                "A text field's attributed placeholder without a colour is drawn in the system's placeholder colour.",
            examples: [
                Example(
                    """
                    import UIKit
                    final class Search: UIView {
                        let field = UITextField()
                        func configure() { field.attributedPlaceholder = ↓NSAttributedString(string: "Search") }
                    }
                    """, .system("placeholder")),
                Example(
                    """
                    import UIKit
                    final class Search: UIView {
                        let field = UITextField()
                        func configure() {
                            field.attributedPlaceholder = ↓NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.systemRed])
                        }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
    ]
}
