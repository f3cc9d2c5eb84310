import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofScan

/// Rules learnt on real apps (Mastodon, Ice Cubes, WooCommerce, AltStore): each fixed a false finding
/// or an unresolved colour seen there.
extension SourceScanTests {
    @Test("SwiftGen accessors, bare assignments, extensions, clear backgrounds, conflicting backgrounds")
    func uiKitRulesFromRealApps() throws {
        let (_, scan) = try Self.scan([
            "Badge.swift": """
            import UIKit
            final class BadgeView: UIView {
                let count = UILabel()
                let other = UILabel()
                init() {
                    count.textColor = Asset.Colors.brandTeal.color
                    count.backgroundColor = .clear
                    backgroundColor = Asset.Colors.brandLightBackground.color
                    titleView.titleLabel.textColor = .white
                    other.textColor = .label
                }
            }
            final class ToggleButton: UIButton {
                func setUp() { setTitleColor(.white, for: .normal) }
            }
            private extension ToggleButton {
                func update() {
                    if isEnabled { self.backgroundColor = self.tintColor } else { self.backgroundColor = .lightGray }
                }
            }
            """,
            "Detail.swift": """
            import UIKit
            final class DetailCell: UITableViewCell {
                let due = UILabel()
                func configure() {
                    due.backgroundColor = .black
                    due.attributedText = NSAttributedString(string: "Due", attributes: [.foregroundColor: UIColor.white])
                }
            }
            """,
        ])
        // SwiftGen's Asset.Colors.<name>.color is the colour set; the label's clear background
        // shows the view's, set with a bare `backgroundColor =`.
        let count = try Self.site(scan, line: 6, file: "Badge.swift")
        #expect(try Self.hex(count.foreground) == "#008C99FF" && Self.hex(count.background) == "#E6F4F5FF")
        // A label of another view does not sit on this one: assumed.
        #expect(try Self.site(scan, line: 9, file: "Badge.swift").entry.backgroundAssumed != nil)
        #expect(try Self.hex(Self.site(scan, line: 10, file: "Badge.swift").background) == "#E6F4F5FF")
        // The button's background differs by state (set in an extension): unresolved, both listed.
        // An attributed string assigned to a label is drawn on the label's background.
        #expect(try Self.hex(Self.site(scan, line: 6, file: "Detail.swift").background) == "#000000FF")
        let toggle = try Self.site(scan, line: 14, file: "Badge.swift")
        #expect(toggle.entry.status == .unresolved && toggle.entry.unresolved == ["self.tintColor | .lightGray"])
    }

    @Test("SwiftUI accent: the AccentColor set, a container's .tint; menu items drawn by the system; clear text hidden")
    func swiftUIRulesFromRealApps() throws {
        let root = try Self.app([
            "Menu.swift": """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        Button("Save") { save() }
                        Menu("More") {
                            Button("Delete") { delete() }
                        }
                        Text("Fading").foregroundColor(.clear)
                        ZStack {
                            Color.clear
                            Text("Over clear").foregroundColor(.primary)
                        }
                        .background(Color("brandLightBackground"))
                    }
                    .tint(Color("brandTeal"))
                }
            }
            """
        ])
        let accent = root + "/Assets.xcassets/AccentColor.colorset"
        try FileManager.default.createDirectory(atPath: accent, withIntermediateDirectories: true)
        let components = #""red":"0x11","green":"0x22","blue":"0x33","alpha":"1.000""#
        try #"{"colors":[{"color":{"color-space":"srgb","components":{\#(components)}},"idiom":"universal"}]}"#
            .write(toFile: accent + "/Contents.json", atomically: true, encoding: .utf8)
        let scan = try SourceScan(paths: [root], root: root)
        // .tint on the VStack wins over the AccentColor set.
        #expect(try Self.hex(Self.site(scan, line: 5).foreground) == "#008C99FF")
        // A menu's item is drawn by the system in its own style: listed, not judged.
        #expect(try Self.site(scan, line: 7).entry.status == .system)
        #expect(try Self.site(scan, line: 9).entry.status == .hidden)
        // Color.clear in the ZStack shows the background behind it.
        #expect(try Self.hex(Self.site(scan, line: 12).background) == "#E6F4F5FF")

        let untinted = try Self.app([
            "Plain.swift": "import SwiftUI\nstruct P: View { var body: some View { Button(\"Go\") {} } }\n"
        ])
        try FileManager.default.createDirectory(
            atPath: untinted + "/Assets.xcassets/AccentColor.colorset", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: accent + "/Contents.json", toPath: untinted + "/Assets.xcassets/AccentColor.colorset/Contents.json")
        let plain = try SourceScan(paths: [untinted], root: untinted)
        #expect(try Self.hex(Self.site(plain, line: 2).foreground) == "#112233FF")
    }

    @Test("a window's tint is the accent of a UIKit-hosted app; a fixed colour on an assumed background is not judged")
    func windowTintAndAssumedBackgrounds() throws {
        let root = try Self.app([
            "AppDelegate.swift": """
            import UIKit
            final class AppDelegate: UIResponder {
                func setUp() { window?.tintColor = Asset.Colors.brandTeal.color }
            }
            """,
            "Pay.swift": """
            import SwiftUI
            struct Pay: View {
                var body: some View {
                    VStack {
                        Button("Pay") { pay() }
                        Text("On a card set elsewhere").foregroundStyle(.white)
                    }
                }
            }
            """,
        ])
        let scan = try SourceScan(paths: [root], root: root)
        #expect(try Self.hex(Self.site(scan, line: 5, file: "Pay.swift").foreground) == "#008C99FF")
        let out = makeTemporaryDirectory()
        let result = try cli.run(["scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--quiet"])
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        // White on an assumed white: drawn and measured (1:1), not judged; brandTeal on the assumed
        // white (4.03:1) is below AA: a warning, a failure only with --judge-assumed.
        let white = try #require(report.cells.first { $0.subject == "Pay.swift:6" })
        #expect(white.judged == false && white.measured?.wcag == 1)
        let pay = try #require(report.cells.first { $0.subject == "Pay.swift:5" })
        #expect(pay.judged != false && pay.backgroundAssumed == true)
        #expect(result.status == 0 && result.error.contains("warning: 1 cell on an assumed background below WCAG AA"))
        let judged = try cli.run([
            "scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--quiet", "--judge-assumed",
        ])
        #expect(judged.status == 1 && judged.error.contains("1 cell below WCAG AA"))
    }

    @Test("a folder with no asset catalog, numbers no Double can hold, an unfinished file: scanned, nothing guessed")
    func oddSources() throws {
        let root = makeTemporaryDirectory() + "/Odd"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try """
        import SwiftUI
        struct Odd: View {
            var body: some View {
                Text("Hue").foregroundColor(Color(hue: 1e999, saturation: 1, brightness: 1))
                Text("Div").foregroundColor(Color(red: 1 / 0, green: 0, blue: 0))
                Text("Wide").foregroundColor(Color(red: 1.2, green: 0.5, blue: -0.1))
                Text(
        """.write(toFile: root + "/Odd.swift", atomically: true, encoding: .utf8)
        let scan = try SourceScan(paths: [root], root: root)
        #expect(try Self.site(scan, line: 4).entry.status == .unresolved)
        #expect(try Self.site(scan, line: 5).entry.status == .unresolved)
        let wide = try Self.site(scan, line: 6)
        guard case .value(let value) = wide.foreground else {
            Issue.record("expected a literal")
            return
        }
        #expect(value.space == .extendedSRGB && value.components == [1.2, 0.5, -0.1])
    }
}
