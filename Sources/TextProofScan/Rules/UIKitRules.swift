extension ScanRule {
    /// UIKit rules. Colours: label #000000 / #FFFFFF, systemBackground #FFFFFF / #000000,
    /// systemGroupedBackground #F2F2F7 / #000000, systemRed #FF383C, the accent systemBlue #0088FF
    /// (iOS 26); 0.2 grey is #333333.
    static let uiKit: [ScanRule] = [
        ScanRule(
            id: "uikit-list-cell-background",
            summary:
                "A cell drawn on `UIBackgroundConfiguration.listCell()` (or `listGroupedCell()`, `listSidebarCell()`) sits on the row background its list's appearance gives (inset grouped, plain, sidebar), set where the list is laid out: unresolved, unless the branch sets the configuration's colour, and then unresolved too when that colour is translucent (`.tertiarySystemFill` shows the list's row).",
            examples: [
                Example(
                    """
                    import UIKit
                    final class FeedCell: UICollectionViewListCell {
                        let title = UILabel()
                        override func updateConfiguration(using state: UICellConfigurationState) {
                            backgroundConfiguration = UIBackgroundConfiguration.listCell().updated(for: state)
                            ↓title.textColor = .secondaryLabel
                        }
                    }
                    """, .unresolved("list cell background")),
                Example(
                    """
                    import UIKit
                    final class FeedCell: UICollectionViewListCell {
                        let title = UILabel()
                        override func updateConfiguration(using state: UICellConfigurationState) {
                            var background = UIBackgroundConfiguration.listCell().updated(for: state)
                            if state.isSelected {
                                background.backgroundColor = .tertiarySystemFill
                                ↓title.textColor = .systemBlue
                            }
                            backgroundConfiguration = background
                        }
                    }
                    """, .unresolved("list cell background")),
                Example(
                    """
                    import UIKit
                    final class FeedCell: UICollectionViewListCell {
                        let title = UILabel()
                        override func updateConfiguration(using state: UICellConfigurationState) {
                            contentView.backgroundColor = .systemGroupedBackground
                            ↓title.textColor = .secondaryLabel
                        }
                    }
                    """,
                    .measured(foreground: "#3C3C4399", background: "#F2F2F7FF", dark: ("#EBEBF599", "#000000FF")),
                    triggers: false),
            ]),
        ScanRule(
            id: "uikit-label-in-container",
            summary: """
                A label added to a container (`addSubview`, `addArrangedSubview`, `UIStackView(arrangedSubviews:)`) \
                sits on the first container up the chain with a background set in the type.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Card: UIViewController {
                        let card = UIView()
                        let stack = UIStackView()
                        let title = UILabel()
                        override func viewDidLoad() {
                            view.backgroundColor = .systemGroupedBackground
                            card.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                            view.addSubview(card)
                            card.addSubview(stack)
                            stack.addArrangedSubview(title)
                            ↓title.textColor = .white
                        }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#333333FF")),
                Example(
                    """
                    import UIKit
                    final class Card: UIViewController {
                        let card = UIView()
                        let title = UILabel()
                        override func viewDidLoad() {
                            view.backgroundColor = .systemGroupedBackground
                            card.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                            view.addSubview(title)
                            ↓title.textColor = .systemRed
                        }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#F2F2F7FF"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-type-scope",
            summary:
                "A view's text, font and background set in other functions of the same type count. A font whose size the code computes (`.systemFont(ofSize: fontSize)`) leaves the pair unresolved, as in SwiftUI: the size decides the threshold.",
            examples: [
                Example(
                    """
                    import UIKit
                    final class Cell: UITableViewCell {
                        let name = UILabel()
                        var fontSize: CGFloat = 14
                        func setUp() { name.font = .systemFont(ofSize: fontSize, weight: .bold) }
                        func configure() { ↓name.textColor = .systemRed }
                    }
                    """, .unresolved("font .systemFont(ofSize: fontSize, weight: .bold)")),
                Example(
                    """
                    import UIKit
                    final class Cell: UITableViewCell {
                        let name = UILabel()
                        func setUp() { name.font = .systemFont(ofSize: 13) }
                        func configure() { ↓name.textColor = .systemRed }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", points: 13, assumed: true)),
                Example(
                    """
                    import UIKit
                    final class Cell: UITableViewCell {
                        let name = UILabel()
                        func configure() { ↓name.textColor = .systemRed }
                    }
                    """,
                    .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false),
            ]),
        ScanRule(
            id: "uikit-button-configuration-filled",
            summary: """
                UIButton.Configuration.filled() (and borderedProminent()) draws "a background filled with the \
                button's tint color" (Apple's documentation), or baseBackgroundColor; the title is white, or \
                baseForegroundColor.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Pay: UIView {
                        let pay = UIButton()
                        func configure() { pay.configuration = ↓.filled() }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#0088FFFF")),
                Example(
                    """
                    import UIKit
                    final class Pay: UIView {
                        func configure() {
                            var config = ↓UIButton.Configuration.filled()
                            config.baseBackgroundColor = .systemRed
                            config.baseForegroundColor = .black
                            let pay = UIButton(configuration: config)
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FF383CFF")),
                Example(
                    """
                    import UIKit
                    final class Pay: UIView {
                        let pay = UIButton()
                        func configure() { ↓pay.setTitleColor(.systemRed, for: .normal) }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-button-configuration-plain",
            summary: """
                UIButton.Configuration.plain() has "a transparent background": the title in the tint (or \
                baseForegroundColor) on what the button sits on.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class More: UIViewController {
                        let more = UIButton(configuration: ↓.plain())
                        override func viewDidLoad() { view.backgroundColor = .systemGroupedBackground }
                    }
                    """, .measured(foreground: "#0088FFFF", background: "#F2F2F7FF")),
                Example(
                    """
                    import UIKit
                    final class More: UIViewController {
                        let more = UIButton(configuration: ↓.filled())
                        override func viewDidLoad() { view.backgroundColor = .systemGroupedBackground }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#0088FFFF"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-button-configuration-unpublished",
            summary: """
                tinted(), gray(), bordered() and the glass configurations draw a translucent tint, a grey \
                fill or glass whose values Apple does not publish: unresolved, not guessed.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class Pay: UIView {
                        let pay = UIButton()
                        func configure() { pay.configuration = ↓.tinted() }
                    }
                    """, .unresolved("tinted(): its background is not published")),
                Example(
                    """
                    import UIKit
                    final class Pay: UIView {
                        let pay = UIButton()
                        func configure() { pay.configuration = ↓.filled() }
                    }
                    """, .measured(foreground: "#FFFFFFFF", background: "#0088FFFF"), triggers: false),
            ]),
        ScanRule(
            id: "uikit-cell-branch-background",
            summary: """
                A cell's text colour set in a branch (`if state.isSelected`, a `case`) that also sets the cell's \
                background configuration (`backgroundConfig.backgroundColor = …`) is drawn on that background.
                """,
            examples: [
                Example(
                    """
                    import UIKit
                    final class FolderCell: UICollectionViewListCell {
                        let title = UILabel()
                        override func updateConfiguration(using state: UICellConfigurationState) {
                            var backgroundConfig = UIBackgroundConfiguration.listCell().updated(for: state)
                            if state.isSelected {
                                backgroundConfig.backgroundColor = .systemGray5
                                ↓title.textColor = .systemBlue
                            } else {
                                title.textColor = .label
                            }
                            backgroundConfiguration = backgroundConfig
                        }
                    }
                    """, .measured(foreground: "#0088FFFF", background: "#E5E5EAFF")),
                Example(
                    """
                    import UIKit
                    final class FolderCell: UICollectionViewListCell {
                        let title = UILabel()
                        override func updateConfiguration(using state: UICellConfigurationState) {
                            var backgroundConfig = UIBackgroundConfiguration.listCell().updated(for: state)
                            if state.isSelected {
                                backgroundConfig.backgroundColor = .systemGray5
                                title.textColor = .systemBlue
                            } else {
                                ↓title.textColor = .label
                            }
                            backgroundConfiguration = backgroundConfig
                        }
                    }
                    """, .unresolved("list cell background"), triggers: false),
            ]),
        ScanRule(
            id: "appkit-material-behind-content",
            summary:
                "A type that puts an `NSGlassEffectView` or `NSVisualEffectView` (`UIVisualEffectView` on iOS) under its views draws their text on that material, whose colour Apple does not publish: unresolved, unless the text has a background of its own.",
            examples: [
                Example(
                    """
                    import AppKit
                    final class AboutWindowController: NSWindowController {
                        @IBOutlet var versionLabel: NSTextField!
                        override func windowDidLoad() {
                            window?.backgroundColor = .clear
                            let glass = NSGlassEffectView(frame: .zero)
                            window?.contentView?.addSubview(glass, positioned: .below, relativeTo: nil)
                            ↓versionLabel.textColor = .secondaryLabelColor
                        }
                    }
                    """, .unresolved("material behind the content"), platform: .macos),
                Example(
                    """
                    import AppKit
                    final class AboutWindowController: NSWindowController {
                        @IBOutlet var versionLabel: NSTextField!
                        override func windowDidLoad() {
                            ↓versionLabel.textColor = .secondaryLabelColor
                        }
                    }
                    """, .measured(foreground: "#0000007F", background: "#ECECECFF", assumed: true), triggers: false,
                    platform: .macos),
            ]),
        ScanRule(
            id: "appkit-table-cell",
            summary: """
                Text in an `NSTableCellView` (a subclass, or the view `tableView(_:viewFor:row:)` makes) is drawn \
                on the table's background, by default controlBackgroundColor (assumed). An outline view's cells \
                are usually a source list on the sidebar material: unresolved.
                """,
            examples: [
                Example(
                    """
                    import AppKit
                    final class RowCell: NSTableCellView {
                        let detail = NSTextField(labelWithString: "Updated")
                        func configure() { ↓detail.textColor = .secondaryLabelColor }
                    }
                    """, .measured(foreground: "#0000007F", background: "#FFFFFFFF", assumed: true)),
                Example(
                    """
                    import AppKit
                    final class Sidebar: NSObject, NSOutlineViewDelegate {
                        func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView? {
                            let cell = NSTableCellView()
                            let name = NSTextField(labelWithString: "Inbox")
                            ↓name.textColor = .labelColor
                            cell.addSubview(name)
                            return cell
                        }
                    }
                    """, .unresolved("outline view cell")),
                Example(
                    """
                    import AppKit
                    final class Header: NSView {
                        let detail = NSTextField(labelWithString: "Updated")
                        func configure() { ↓detail.textColor = .secondaryLabelColor }
                    }
                    """, .measured(foreground: "#0000007F", background: "#ECECECFF", assumed: true), triggers: false),
            ]),
        ScanRule(
            id: "uikit-private-function-never-called",
            summary:
                "A colour set in a `private` function that no code names (a helper left behind) is never drawn: not a site.",
            examples: [
                Example(
                    """
                    import UIKit
                    final class Onboarding: UIViewController {
                        let title = UILabel()
                        private func styleTitle() { ↓title.textColor = .systemGray }
                    }
                    """, .noSite),
                Example(
                    """
                    import UIKit
                    final class Onboarding: UIViewController {
                        let title = UILabel()
                        override func viewDidLoad() { styleTitle() }
                        private func styleTitle() { ↓title.textColor = .systemRed }
                    }
                    """, .measured(foreground: "#FF383CFF", background: "#FFFFFFFF", assumed: true), triggers: false),
            ]),
    ]
}
