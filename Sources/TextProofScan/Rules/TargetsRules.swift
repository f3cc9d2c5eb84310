extension ScanRule {
    /// Targets rules: which platform a file's code runs on, its app's accent, and code never drawn.
    /// Colours: Apple's published values (AppKit's labelColor black at 85 %, windowBackgroundColor
    /// #ECECEC; iOS 26's systemBlue #0088FF); the assets are the test app's (brandTeal #008C99).
    static let targets: [ScanRule] = [
        ScanRule(
            id: "macos-body-13pt",
            summary:
                "macOS draws text with no font in its body style, 13 pt (HIG, Typography, macOS built-in text styles); iOS's body is 17 pt.",
            examples: [
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Hello\") } }",
                    .measured(foreground: "#000000D8", background: "#ECECECFF", points: 13, assumed: true),
                    platform: .macos),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Hello\") } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false, platform: .ios),
            ]),
        ScanRule(
            id: "macos-text-style-sizes",
            summary:
                "macOS's text styles have their own sizes (HIG, macOS built-in text styles): .caption is 10 pt, .title3 15 pt, .headline 13 pt bold.",
            examples: [
                Example(
                    "import AppKit\nimport SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Note\").font(.caption) } }",
                    .measured(foreground: "#000000D8", background: "#ECECECFF", points: 10, assumed: true)),
                Example(
                    "import UIKit\nimport SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Note\").font(.caption) } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 12, assumed: true),
                    triggers: false),
            ]),
        ScanRule(
            id: "font-modifiers-keep-style",
            summary:
                "A font's modifiers (.monospaced(), .weight(_:), .width(_:), .leading(_:)) keep its text style and size: .footnote.monospaced() is 13 pt on iOS.",
            examples: [
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"id\").font(.footnote.monospaced()) } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 13, assumed: true)),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"id\").font(.footnote) } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 13, assumed: true),
                    triggers: false),
            ]),
        ScanRule(
            id: "watchos-dark-only",
            summary:
                "watchOS has no light appearance and draws apps on black: a watch file's text is measured in dark only, white body text at 16 pt (HIG, watchOS Dynamic Type sizes, Large).",
            examples: [
                Example(
                    "import SwiftUI\nimport WatchKit\nstruct V: View { var body: some View { ↓Text(\"Lights\") } }",
                    .darkOnly(foreground: "#FFFFFFFF", background: "#000000FF", points: 16)),
                Example(
                    "import SwiftUI\nimport UIKit\nstruct V: View { var body: some View { ↓Text(\"Lights\") } }",
                    .measured(
                        foreground: "#000000FF", background: "#FFFFFFFF",
                        dark: (foreground: "#FFFFFFFF", background: "#000000FF"), points: 17, assumed: true),
                    triggers: false),
            ]),
        ScanRule(
            id: "watchos-unpublished-colours",
            summary:
                "Apple publishes no watchOS values for system colours other than the white primary label: a watch site in .secondary, a system tint or the system accent is unresolved.",
            examples: [
                Example(
                    "import SwiftUI\nimport WatchKit\nstruct V: View { var body: some View { ↓Text(\"Off\").foregroundStyle(.secondary) } }",
                    .unresolved("watchOS value")),
                Example(
                    "import SwiftUI\nimport WatchKit\nstruct V: View { var body: some View { ↓Text(\"Off\").foregroundStyle(.white) } }",
                    .darkOnly(foreground: "#FFFFFFFF", background: "#000000FF", points: 16), triggers: false),
            ]),
        ScanRule(
            id: "xcode-target-platform",
            summary:
                "A file compiled by an Xcode target is read for that target's platform (its SDKROOT), whatever it imports.",
            examples: [
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Rooms\") } }",
                    .darkOnly(foreground: "#FFFFFFFF", background: "#000000FF", points: 16),
                    otherFiles: ["App.xcodeproj/project.pbxproj": minimalProject(sdk: "watchos")]),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Rooms\") } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false, otherFiles: ["App.xcodeproj/project.pbxproj": minimalProject(sdk: "iphoneos")]),
            ]),
        ScanRule(
            id: "target-accent-colour",
            summary:
                "A button's title is drawn in its app's accent: the colour set ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names, else AccentColor; the system blue without one.",
            examples: [
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Button(\"Go\") {} } }",
                    .measured(foreground: "#008C99FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    otherFiles: ["App.xcodeproj/project.pbxproj": minimalProject(sdk: "iphoneos", accent: "brandTeal")]),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Button(\"Go\") {} } }",
                    .measured(foreground: "#0088FFFF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false, otherFiles: ["App.xcodeproj/project.pbxproj": minimalProject(sdk: "iphoneos")]),
            ]),
        ScanRule(
            id: "mac-catalyst-only-code",
            summary:
                "Code that runs only on Mac Catalyst (`if Current.isCatalyst`, `ProcessInfo.processInfo.isMacCatalystApp`, `#if targetEnvironment(macCatalyst)`) draws with the Mac's colours and sizes, which the iOS palette does not describe: unresolved.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { if Current.isCatalyst { ↓Text("Sounds folder").foregroundStyle(.secondary) } } }
                    """, .unresolved("mac catalyst only")),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            #if targetEnvironment(macCatalyst)
                            ↓Text("Menu bar").background(Color.white)
                            #endif
                        }
                    }
                    """, .unresolved("mac catalyst only")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { if !Current.isCatalyst { ↓Text("Sounds").background(Color.white) } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
                Example(
                    """
                    import SwiftUI
                    import UIKit
                    struct V: View {
                        var body: some View {
                            if UIDevice.current.userInterfaceIdiom == .mac { ↓Text("Sensors").background(Color.white) }
                        }
                    }
                    """, .unresolved("mac catalyst only")),
                Example(
                    """
                    import SwiftUI
                    struct V: View { var body: some View { if UIDevice.current.userInterfaceIdiom == .pad { ↓Text("Sounds").background(Color.white) } } }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "widget-background",
            summary:
                "A widget's text sits on what the system draws (its container background; the wallpaper, made vibrant, on the Lock Screen) unless the code puts a colour behind it: unresolved, not measured on systemBackground.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    import WidgetKit
                    struct GaugeView: View {
                        var body: some View { ↓Text("72%").foregroundStyle(.secondary).containerBackground(Color.clear, for: .widget) }
                    }
                    """, .unresolved("widget")),
                Example(
                    """
                    import SwiftUI
                    import WidgetKit
                    struct GaugeView: View {
                        var body: some View { ↓Text("72%").containerBackground(for: .widget) { Color.black } }
                    }
                    """, .measured(foreground: "#000000FF", background: "#000000FF"), triggers: false),
            ]),
        ScanRule(
            id: "previews-excluded",
            summary:
                "#Preview bodies and PreviewProvider types, and views only they use (directly or through other such views), are drawn only in Xcode's canvas: not sites unless --include-previews.",
            examples: [
                Example(
                    "import SwiftUI\n#Preview {\n    ↓Text(\"Sample row\")\n}", .noSite),
                Example(
                    "import SwiftUI\nstruct V_Previews: PreviewProvider {\n    static var previews: some View { ↓Text(\"Sample\") }\n}",
                    .noSite),
                // A view used only by a harness that only a preview uses is drawn only in the canvas too.
                Example(
                    """
                    import SwiftUI
                    struct Dashboard: View { var body: some View { ↓Text("Sample stats").background(Color.white) } }
                    struct Harness: View { var body: some View { Dashboard() } }
                    #Preview { Harness() }
                    """, .noSite),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Row\") } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false),
            ]),
        ScanRule(
            id: "debug-code-excluded",
            summary:
                "Code inside #if DEBUG, and views only it uses, are built for debug builds alone, never shown to the app's users: not sites unless --include-debug.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            #if DEBUG
                            ↓Text("Reset database").background(Color.white)
                            #endif
                        }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct KeychainExplorer: View { var body: some View { ↓Text("Keys").background(Color.white) } }
                    struct Settings: View {
                        var body: some View {
                            #if DEBUG
                            KeychainExplorer()
                            #endif
                        }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct V: View {
                        var body: some View {
                            #if DEBUG
                            Text("Debug")
                            #else
                            ↓Text("Release").background(Color.white)
                            #endif
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "debug-only-presentation",
            summary:
                "A sheet, cover, popover or destination whose flag only #if DEBUG code sets (`showAdd = true` in a debug-only button) is never presented in release builds: its content is left out with the debug code unless --include-debug.",
            examples: [
                Example(
                    """
                    import SwiftUI
                    struct Families: View { var body: some View { ↓Text("Choose a family").background(Color.white) } }
                    struct Complications: View {
                        @State private var showAdd = false
                        var body: some View {
                            List {
                                #if DEBUG
                                Button("Add") { showAdd = true }
                                #endif
                            }
                            .sheet(isPresented: $showAdd) { Families() }
                        }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Editor: View { var body: some View { ↓Text("Delete").background(Color.white) } }
                    struct Families: View { var body: some View { NavigationLink("Edit") { Editor() } } }
                    struct Complications: View {
                        @State private var showAdd = false
                        var body: some View {
                            List {
                                #if DEBUG
                                Button("Add") { showAdd = true }
                                #endif
                            }
                            .sheet(isPresented: $showAdd) { Families() }
                        }
                    }
                    """, .noSite),
                Example(
                    """
                    import SwiftUI
                    struct Families: View { var body: some View { ↓Text("Choose a family").background(Color.white) } }
                    struct Complications: View {
                        @State private var showAdd = false
                        var body: some View {
                            List { Button("Add") { showAdd = true } }
                            .sheet(isPresented: $showAdd) { Families() }
                        }
                    }
                    """, .measured(foreground: "#000000FF", background: "#FFFFFFFF"), triggers: false),
            ]),
        ScanRule(
            id: "tests-excluded",
            summary:
                "Test code (test targets, Tests folders, files importing XCTest or Testing) is never drawn for users: not sites unless --include-tests.",
            examples: [
                Example(
                    "import SwiftUI\nimport XCTest\nfinal class T: XCTestCase { func test() { _ = ↓Text(\"Fixture\") } }",
                    .noSite),
                Example(
                    "import SwiftUI\nstruct V: View { var body: some View { ↓Text(\"Fixture\") } }",
                    .measured(foreground: "#000000FF", background: "#FFFFFFFF", points: 17, assumed: true),
                    triggers: false),
            ]),
    ]

    /// The smallest Xcode project that compiles `App.swift` in one application target for `sdk`.
    static func minimalProject(sdk: String, accent: String? = nil) -> String {
        let accentSetting = accent.map { "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \($0); " } ?? ""
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    P0 = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L0; };
                    G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = \(sdk); \(accentSetting)}; };
                };
                rootObject = P0;
            }
            """
    }
}
