extension ScanRule {
    /// What a UIKit label is drawn on, or whether it is drawn, decided by where its code sits: a header
    /// view, a notification content extension, a closure nothing reads.
    static let uiKitSurroundings: [ScanRule] = [
        ScanRule(
            id: "uikit-header-view-list-background",
            summary:
                "A label in a header or footer view (`UICollectionReusableView`, `UITableViewHeaderFooterView`) that sets no background shows the list's background, set by its layout (`.insetGrouped`) where the list is made: unresolved.",
            examples: [
                Example(
                    """
                    import UIKit
                    final class HeaderView: UICollectionReusableView {
                        let label = UILabel()
                        override init(frame: CGRect) { super.init(frame: frame); ↓label.textColor = .label; addSubview(label) }
                    }
                    """, .unresolved("section header view")),
                Example(
                    """
                    import UIKit
                    final class HeaderView: UICollectionReusableView {
                        let label = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            ↓label.textColor = .label
                            label.backgroundColor = .systemGroupedBackground
                            addSubview(label)
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#F2F2F7FF"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-notification-content-platter",
            summary:
                "A label in a notification content extension (its file imports UserNotificationsUI) on no background of its own is drawn on the notification's platter material: unresolved, not measured on systemBackground.",
            examples: [
                Example(
                    """
                    import UIKit
                    import UserNotificationsUI
                    final class ErrorController: UIViewController {
                        let label = UILabel()
                        override func viewDidLoad() { ↓label.textColor = .systemRed; view.addSubview(label) }
                    }
                    """, .unresolved("notification platter")),
                Example(
                    """
                    import UIKit
                    import UserNotificationsUI
                    final class ErrorController: UIViewController {
                        let label = UILabel()
                        override func viewDidLoad() {
                            ↓label.textColor = .systemRed
                            label.backgroundColor = .white
                            view.addSubview(label)
                        }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-unread-closure-property",
            summary:
                "A colour set in a closure kept in a property no code reads (`var onboardingButton: (UIButton) -> Void = { … }`), or in a private function only such closures call, is never drawn: not a site.",
            examples: [
                Example(
                    """
                    import UIKit
                    struct Style {
                        private static func base(_ button: UIButton) { ↓button.setTitleColor(.systemGray, for: .normal) }
                        var onboardingButton: (UIButton) -> Void = { button in Self.base(button) }
                    }
                    """, .noSite),
                Example(
                    """
                    import UIKit
                    struct Style {
                        private static func base(_ button: UIButton) { ↓button.setTitleColor(.systemRed, for: .normal) }
                        var onboardingButton: (UIButton) -> Void = { button in Self.base(button) }
                    }
                    final class Welcome: UIViewController {
                        let next = UIButton()
                        override func viewDidLoad() { Style().onboardingButton(next) }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "appkit-view-held-on-material",
            summary:
                "A view class of the app held only by types that put a material under their views (`@IBOutlet var credits: LinksTextView!` in an About window made clear over `NSGlassEffectView`) draws its text on that material: unresolved, like the holder's own labels.",
            examples: [
                Example(
                    """
                    import AppKit
                    final class LinksTextView: NSTextView {
                        func highlight(_ range: NSRange) {
                            guard let textStorage else { return }
                            ↓textStorage.addAttribute(.foregroundColor, value: NSColor.systemOrange, range: range)
                        }
                    }
                    """, .unresolved("held only by AboutWindowController"), platform: .macos,
                    otherFiles: [
                        "About.swift": """
                        import AppKit
                        final class AboutWindowController: NSWindowController {
                            @IBOutlet var credits: LinksTextView!
                            override func windowDidLoad() {
                                let glass = NSGlassEffectView(frame: .zero)
                                window?.contentView?.addSubview(glass, positioned: .below, relativeTo: nil)
                            }
                        }
                        """
                    ]),
                Example(
                    """
                    import AppKit
                    final class LinksTextView: NSTextView {
                        func highlight(_ range: NSRange) {
                            guard let textStorage else { return }
                            ↓textStorage.addAttribute(.foregroundColor, value: NSColor.systemOrange, range: range)
                        }
                    }
                    """, .measured(foreground: "#FF9500FF", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos,
                    otherFiles: [
                        "Notes.swift": """
                        import AppKit
                        final class NotesController: NSViewController {
                            @IBOutlet var credits: LinksTextView!
                        }
                        """
                    ]),
            ]),
        ScanRule(
            id: "uikit-backdrop-subview",
            summary:
                "A coloured subview spread over a view's whole bounds (`background = UIView(frame: bounds)` with flexible width and height, added to the view) is what the view's other subviews are drawn on when the view itself has no colour; a button's `titleLabel?.font` is its title's font.",
            examples: [
                Example(
                    """
                    import UIKit
                    final class SearchBar: UIStackView {
                        func commonInit() {
                            let background = UIView(frame: bounds)
                            background.backgroundColor = .systemGray5
                            background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                            addSubview(background)
                            let done = UIButton()
                            done.setTitle("Done", for: .normal)
                            ↓done.setTitleColor(UIColor.label, for: .normal)
                            done.titleLabel?.font = UIFont.boldSystemFont(ofSize: 14)
                            addArrangedSubview(done)
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#E5E5EAFF", points: 14)),
                Example(
                    """
                    import UIKit
                    final class SearchBar: UIStackView {
                        func commonInit() {
                            let badge = UIView(frame: .zero)
                            badge.backgroundColor = .systemGray5
                            addSubview(badge)
                            let done = UIButton()
                            done.setTitle("Done", for: .normal)
                            ↓done.setTitleColor(UIColor.label, for: .normal)
                            addArrangedSubview(done)
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false),
            ]),
    ]
}
