import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofScan

/// `textproof scan` on small Swift sources written for each construct. Ratios by hand:
/// WCAG luminance L = 0.2126 R + 0.7152 G + 0.0722 B of linearised channels, ratio (L1 + 0.05) / (L2 + 0.05).
@Suite("Scanning Swift sources")
struct SourceScanTests {
    let cli = CommandLineTests()

    /// A folder holding `files` (name → Swift source) and an asset catalog with brandTeal (#008C99)
    /// and brandLightBackground (#E6F4F5).
    static func app(_ files: [String: String]) throws -> String {
        let root = makeTemporaryDirectory() + "/App"
        for (name, grey) in [
            ("brandTeal", "0x00\",\"green\":\"0x8C\",\"blue\":\"0x99"),
            ("brandLightBackground", "0xE6\",\"green\":\"0xF4\",\"blue\":\"0xF5"),
        ] {
            let folder = root + "/Assets.xcassets/\(name).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try
                #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(grey)","alpha":"1.000"}},"idiom":"universal"}]}"#
                .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        for (name, source) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func scan(_ files: [String: String], platform: TargetPlatform? = nil) throws -> (String, SourceScan) {
        let root = try app(files)
        return (root, try SourceScan(paths: [root], root: root, platform: platform))
    }

    static func site(_ scan: SourceScan, line: Int, file: String? = nil) throws -> SourceScan.Site {
        try #require(
            scan.sites.first { $0.entry.line == line && (file == nil || $0.entry.file == file) }, "line \(line)")
    }

    static func hex(_ reference: ColorReference?, _ appearance: Appearance = .light, platform: Platform = .ios) throws
        -> String
    {
        let value = try #require(reference?.resolved(for: appearance, in: SystemColorCatalog(platform: platform)))
        return try ColorConverter(output: .sRGB).convert(value).color.hexRGBA
    }

    static let premium = """
        import SwiftUI

        struct PremiumView: View {
            var body: some View {
                VStack {
                    Text("Premium Member")
                        .foregroundStyle(Color("brandTeal"))
                        .font(.headline)
                    Text("Renews monthly")
                    Text(verbatim: theme.title)
                        .foregroundColor(theme.tint)
                }
                .foregroundStyle(.secondary)
                .background(Color("brandLightBackground"))
            }
        }
        """

    @Test("SwiftUI: the text's own style, the container's inherited style and background, unresolved listed")
    func swiftUIEnvironment() throws {
        let (_, scan) = try Self.scan(["Views/PremiumView.swift": Self.premium])
        #expect(scan.sites.count == 3 && scan.fileCount == 1)
        let premium = try Self.site(scan, line: 6)
        #expect(premium.entry.file == "Views/PremiumView.swift" && premium.entry.kind == "Text")
        #expect(premium.entry.text == "Premium Member" && premium.entry.foreground == #"Color("brandTeal")"#)
        #expect(try Self.hex(premium.foreground) == "#008C99FF" && Self.hex(premium.background) == "#E6F4F5FF")
        // .headline at the Large size: 17 pt semibold.
        #expect(premium.entry.sizePoints == 17 && premium.entry.weight == .semibold)
        // No style of its own: the VStack's .secondary, on the VStack's background.
        let renews = try Self.site(scan, line: 9)
        #expect(renews.entry.foreground == ".secondary" && renews.entry.background == #"Color("brandLightBackground")"#)
        #expect(try Self.hex(renews.foreground) == "#3C3C4399")
        let unresolved = try Self.site(scan, line: 10)
        #expect(unresolved.entry.status == .unresolved && unresolved.entry.unresolved == ["theme.tint"])
        #expect(unresolved.entry.text == "‹theme.title›")
    }

    /// #008C99: G (140/255 → 0.26225), B (153/255 → 0.31855): L = 0.7152 · 0.26225 + 0.0722 · 0.31855 = 0.21056.
    /// #E6F4F5: 0.79127, 0.90466, 0.91310: L = 0.88116. (0.93116) / (0.26056) = 3.57.
    @Test("textproof scan measures the real pair: brandTeal on brandLightBackground 3.57:1, on the Swift line in SARIF")
    func measuredOnTheLine() throws {
        let root = try Self.app(["Views/PremiumView.swift": Self.premium])
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "scan", root, "--appearances", "light", "--out", out, "--format", "sarif", "--require", "aa", "--quiet",
        ])
        #expect(result.status == 1)
        // Coverage first: both measured sites have the code's background; theme.tint is computed.
        #expect(result.error.contains("note: coverage, before any verdict: 3 text sites in 1 Swift file (ios)"))
        #expect(
            result.error.contains("measured on known pairs: 2\n  measured on an assumed background: 0\n")
                && result.error.contains("unresolved: 1 (1 colour computed)"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let cell = try #require(report.cells.first { $0.subject == "Views/PremiumView.swift:6" })
        #expect(cell.measured?.text == "#008C99" && cell.measured?.background == "#E6F4F5")
        #expect(abs((cell.measured?.wcag ?? 0) - 3.57) < 0.006 && cell.level == .fail)
        #expect(report.sites?.count == 3 && report.sites?.first { $0.line == 10 }?.status == .unresolved)
        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.contains("PremiumView.swift") && sarif.contains("\"startLine\" : 6"))
    }

    @Test("ZStack's Color under the text; Button's accent default; fonts; literals and opacity")
    func constructs() throws {
        let (_, scan) = try Self.scan([
            "Card.swift": """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Text("On black").foregroundColor(.white).font(.system(size: 12, weight: .bold))
                    }
                    Button("Buy") { buy() }
                    Text("Grey").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)).font(.caption)
                    Text("Half").foregroundStyle(Color.gray.opacity(0.5))
                    Text("Literal").foregroundColor(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)))
                    Text("Fraction").foregroundColor(Color(red: 51 / 255, green: 102 / 255, blue: 153 / 255))
                    Text("Bundled").foregroundColor(Color("brandTeal", bundle: .module))
                    Text("Symbol").foregroundColor(Color(.brandTeal))
                    Text("Named").foregroundColor(Color(uiColor: UIColor(named: "brandTeal", in: .main, compatibleWith: nil)!))
                }
            }
            """
        ])
        let black = try Self.site(scan, line: 6)
        #expect(try Self.hex(black.foreground) == "#FFFFFFFF" && Self.hex(black.background) == "#000000FF")
        #expect(black.entry.sizePoints == 12 && black.entry.weight == .bold)
        let buy = try Self.site(scan, line: 8)
        // SwiftUI's accent colour on iOS is systemBlue: #0088FF in iOS 26 (uikit-ios26-runtime.csv).
        #expect(try buy.entry.kind == "Button" && Self.hex(buy.foreground) == "#0088FFFF")
        let grey = try Self.site(scan, line: 9)
        // .caption at the Large size is 12 pt.
        #expect(try Self.hex(grey.foreground) == "#999999FF" && grey.entry.sizePoints == 12)
        // Color.gray is systemGray (#8E8E93), at half its alpha: 0x80.
        #expect(try Self.hex(Self.site(scan, line: 10).foreground) == "#8E8E9380")
        #expect(try Self.hex(Self.site(scan, line: 11).foreground) == "#FF0000FF")
        #expect(try Self.hex(Self.site(scan, line: 12).foreground) == "#336699FF")
        // Asset colours: bundle: ignored, Xcode's generated symbol, UIColor(named:in:compatibleWith:).
        for line in 13...15 { #expect(try Self.hex(Self.site(scan, line: line).foreground) == "#008C99FF", "\(line)") }
    }

    static let settings = """
        import UIKit

        final class SettingsViewController: UIViewController {
            let titleLabel = UILabel()
            let subtitle = UILabel()
            let button = UIButton()
            override func viewDidLoad() {
                view.backgroundColor = .systemGroupedBackground
                titleLabel.text = "Settings"
                titleLabel.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
                subtitle.textColor = .secondaryLabel
                subtitle.backgroundColor = .white
                subtitle.font = .systemFont(ofSize: 13, weight: .medium)
                button.setTitle("Sign out", for: .normal)
                button.setTitleColor(.systemRed, for: .normal)
                let note = NSAttributedString(string: "Last synced")
                let warning = NSAttributedString(string: "Offline", attributes: [.foregroundColor: UIColor.systemOrange])
                note.draw(at: .zero)
            }
        }
        """

    /// #999999 (0.6 → 0.31855) on systemGroupedBackground #F2F2F7 (0.88792, 0.88792, 0.93011 → L 0.89097):
    /// (0.94097) / (0.36855) = 2.55.
    @Test("UIKit: textColor with the label's or the view's background, setTitleColor, attributed strings")
    func uiKit() throws {
        let (root, scan) = try Self.scan(["Settings.swift": Self.settings])
        let title = try Self.site(scan, line: 10)
        #expect(title.entry.kind == "UILabel.textColor" && title.entry.text == "Settings")
        #expect(try title.entry.background == ".systemGroupedBackground" && Self.hex(title.background) == "#F2F2F7FF")
        let subtitle = try Self.site(scan, line: 11)
        #expect(try Self.hex(subtitle.background) == "#FFFFFFFF" && subtitle.entry.sizePoints == 13)
        #expect(subtitle.entry.weight == .medium && subtitle.entry.text == "‹subtitle›")
        let button = try Self.site(scan, line: 15)
        // systemRed and systemOrange in iOS 26: #FF383C, #FF8D28 (uikit-ios26-runtime.csv).
        #expect(try button.entry.text == "Sign out" && Self.hex(button.foreground) == "#FF383CFF")
        let note = try Self.site(scan, line: 16)
        #expect(note.entry.kind == "NSAttributedString" && note.foreground == nil && note.entry.foreground == nil)
        #expect(try Self.hex(Self.site(scan, line: 17).foreground) == "#FF8D28FF")

        let out = makeTemporaryDirectory()
        let result = try cli.run(["scan", root, "--appearances", "light,dark", "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        let cell = try #require(report.cells.first { $0.subject == "Settings.swift:10" && $0.appearance == .light })
        #expect(abs((cell.measured?.wcag ?? 0) - 2.55) < 0.006)
        // The attributed string drawn as is without a foreground: opaque black, a finding on its line.
        let finding = try #require(report.findings?.first { $0.id == "no-foreground-color" })
        #expect(finding.sourceLine == 16 && finding.source?.hasSuffix("Settings.swift") == true)
    }

    /// NetNewsWire's selected folder: body's size (17 pt at Large) at a weight of its own.
    @Test("UIKit: systemFont(ofSize:) of a text style's pointSize is that style's size at the weight given")
    func uiKitFontOfStylePointSize() throws {
        let (_, scan) = try Self.scan([
            "Cell.swift": """
            import UIKit
            final class FolderCell: UICollectionViewListCell {
                let title = UILabel()
                let count = UILabel()
                func select() {
                    title.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .semibold)
                    title.textColor = .systemBlue
                    count.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .footnote).pointSize)
                    count.textColor = .secondaryLabel
                }
            }
            """
        ])
        let title = try Self.site(scan, line: 7)
        #expect(title.entry.sizePoints == 17 && title.entry.weight == .semibold)
        let count = try Self.site(scan, line: 9)
        #expect(count.entry.sizePoints == 13 && count.entry.weight == .bold)
    }

    @Test("AppKit: a label made with NSTextField(labelWithString:), macOS by its imports, on the window background")
    func appKit() throws {
        let (_, scan) = try Self.scan([
            "Prefs.swift": """
            import AppKit
            final class PrefsView: NSView {
                let caption = NSTextField(labelWithString: "Updates")
                func setUp() {
                    caption.textColor = .secondaryLabelColor
                }
            }
            """
        ])
        #expect(scan.platform == .macos)
        let caption = try Self.site(scan, line: 5)
        #expect(caption.entry.kind == "NSTextField.textColor" && caption.entry.text == "Updates")
        #expect(caption.entry.backgroundAssumed?.hasPrefix("windowBackgroundColor") == true)
        #expect(
            try Self.hex(caption.foreground, platform: .macos)
                == Self.hex(.named("secondaryLabelColor"), platform: .macos))
    }

    @Test(
        "platform by imports: CRLF line ends, attributes and modifiers, a comment after the module, imports of a type")
    func platformByImports() throws {
        let view = "final class V: NSView {}\r\n"
        // Windows line ends: each line is its own (a whole file split by Character kept "\r\n" together).
        #expect(try Self.scan(["A.swift": "import Foundation\r\nimport AppKit\r\n" + view]).1.platform == .macos)
        #expect(
            try Self.scan(["A.swift": "@preconcurrency import AppKit // the window's views\n" + view]).1.platform
                == .macos)
        #expect(try Self.scan(["A.swift": "import class AppKit.NSView\n" + view]).1.platform == .macos)
        // UIKit anywhere makes it iOS; an `import` inside a string or a comment is not an import.
        #expect(
            try Self.scan(["A.swift": "import AppKit\n" + view, "B.swift": "public import UIKit\n"]).1.platform == .ios)
        #expect(
            try Self.scan(["A.swift": "import AppKit\nlet s = \"import UIKit\"\n// import UIKit\n" + view]).1.platform
                == .macos)
    }

    @Test("a waiver in a file with CRLF line ends is found on its line")
    func waiverWithCRLF() throws {
        let lines = [
            "import SwiftUI", "struct Legal: View {", "    var body: some View {",
            "        // textproof:ignore legal small print, reviewed",
            "        Text(\"Terms\").foregroundColor(Color(white: 0.8))", "    }", "}",
        ]
        let (_, scan) = try Self.scan(["Legal.swift": lines.joined(separator: "\r\n")])
        #expect(try Self.site(scan, line: 5).entry.waived == "legal small print, reviewed")
        #expect(scan.waiversWithoutReason.isEmpty)
    }

    @Test(
        "waivers: // textproof:ignore with a reason on the line or the line before; none without; config allow by file:line"
    )
    func waivers() throws {
        let root = try Self.app([
            "Legal.swift": """
            import SwiftUI
            struct Legal: View {
                var body: some View {
                    VStack {
                        // textproof:ignore legal small print, reviewed
                        Text("Terms").foregroundColor(Color(white: 0.8))
                        Text("Privacy").foregroundColor(Color(white: 0.8)) // textproof:ignore
                        Text("Cookies").foregroundColor(Color(white: 0.8))
                    }
                    .background(Color.white)
                }
            }
            """,
            "textproof.yaml": "allow:\n  - {text: \"Legal.swift:8\", reason: design sign-off}\n",
        ])
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--quiet", "--format", "sarif",
        ])
        #expect(result.error.contains("Legal.swift:7: textproof:ignore needs a reason"))
        // Waived failures are SARIF results with an external suppression and the reason.
        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.contains("\"justification\" : \"legal small print, reviewed\""))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(report.sites?.first { $0.line == 6 }?.waived == "legal small print, reviewed")
        #expect(report.sites?.first { $0.line == 7 }?.waived == nil)
        #expect(report.cells.first { $0.subject == "Legal.swift:6" }?.waived == "legal small print, reviewed")
        #expect(report.cells.first { $0.subject == "Legal.swift:8" }?.waived == "design sign-off")
        // Only Privacy (#CCCCCC on white, 1.6:1) fails unwaived.
        #expect(result.status == 1 && result.error.contains("1 cell below WCAG AA"))
    }
}

extension SourceScanTests {
    /// home-assistant's watch pickers: a shared row is forced dark on the watch screens' route only.
    @Test("a shared view's pair names its whole route and the appearance the route forces")
    func routeAndForcedAppearance() throws {
        let (_, scan) = try Self.scan([
            "App.swift": """
            import SwiftUI
            @main struct Demo: App { var body: some Scene { WindowGroup { VStack { Watch(); Phone() } } } }
            struct Watch: View { var body: some View { Picker().preferredColorScheme(.dark) } }
            struct Phone: View { var body: some View { Picker() } }
            struct Picker: View { var body: some View { Row() } }
            struct Row: View { var body: some View { Text("Kitchen").foregroundStyle(.secondary) } }
            """
        ])
        let rows = scan.sites.filter { $0.entry.line == 6 }.map(\.entry)
        #expect(rows.count == 2)
        let watch = try #require(rows.first { $0.forcedAppearance == "dark" })
        #expect(watch.usedAt == "App.swift:5")
        #expect(watch.route == ["App.swift:5", "App.swift:3", "App.swift:2"])
        let phone = try #require(rows.first { $0.forcedAppearance == nil })
        #expect(phone.route == ["App.swift:5", "App.swift:4", "App.swift:2"])
    }
}

extension SourceScanTests {
    /// CodeEdit's language server rows: dimmed only when installed and turned off.
    @Test("a conditional opacity is measured at its faintest and the site says so")
    func faintestOpacityNamed() throws {
        let (_, scan) = try Self.scan([
            "Row.swift": """
            import SwiftUI
            struct Row: View {
                var isOn = false
                var body: some View { Text("Server").opacity(isOn ? 1 : 0.5) }
            }
            """
        ])
        let site = try Self.site(scan, line: 4)
        #expect(site.entry.choice == "at opacity 0.5, the faintest visible of isOn ? 1 : 0.5")
        // #000000 at half opacity: the alpha the proof draws with.
        #expect(try Self.hex(site.foreground) == "#00000080")
    }
}
