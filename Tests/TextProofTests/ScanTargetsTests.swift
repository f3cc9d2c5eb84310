import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofScan

/// Targets: a small repository laid out like home-assistant/iOS (an Xcode 16 project with
/// synchronized folders and exception sets, an iOS app whose accent is the lower-case `accentColor`
/// set, a watch app, a watch widget with an empty AccentColor, shared frameworks, tests, a `Mac`
/// folder outside the project). Expected values are Apple's published ones or the fixture's own.
@Suite("Scan targets: platform, accent, previews and tests per file")
struct ScanTargetsTests {
    /// Objects as Xcode writes them, trimmed to what the scan reads.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                PROJ = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WATCH, WIDGET, SHAREDIOS, SHAREDWATCH, TESTS); buildConfigurationList = PROJCONFIGS; };
                MAIN = {isa = PBXGroup; children = (SOURCES, TESTSGROUP, CONFIGURATION); sourceTree = "<group>"; };
                CONFIGURATION = {isa = PBXGroup; children = (APPXCCONFIG); path = Configuration; sourceTree = "<group>"; };
                APPXCCONFIG = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
                SOURCES = {isa = PBXGroup; children = (APPFOLDER, WATCHFOLDER, WIDGETFOLDER, SHARED); path = Sources; sourceTree = "<group>"; };
                APPFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };
                WATCHFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (WATCHOUT, SHAREDIN); explicitFileTypes = {}; explicitFolders = (); path = WatchApp; sourceTree = "<group>"; };
                WATCHOUT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, "Utilities/WKInterfaceDevice+Size.swift", ); target = WATCH; };
                SHAREDIN = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Utilities/WKInterfaceDevice+Size.swift", ); target = SHAREDIOS; };
                WIDGETFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = WatchWidgets; sourceTree = "<group>"; };
                SHARED = {isa = PBXGroup; children = (ROWFILE); path = Shared; sourceTree = "<group>"; };
                ROWFILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
                ROWIOS = {isa = PBXBuildFile; fileRef = ROWFILE; };
                ROWWATCH = {isa = PBXBuildFile; fileRef = ROWFILE; };
                TESTSGROUP = {isa = PBXGroup; children = (TESTSFOLDER); path = Tests; sourceTree = "<group>"; };
                TESTSFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };
                APP = {isa = PBXNativeTarget; buildConfigurationList = APPCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (APPFOLDER); name = App; productType = "com.apple.product-type.application"; };
                WATCH = {isa = PBXNativeTarget; buildConfigurationList = WATCHCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (WATCHFOLDER); name = WatchApp; productType = "com.apple.product-type.application"; };
                WIDGET = {isa = PBXNativeTarget; buildConfigurationList = WATCHCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (WIDGETFOLDER); name = "Extensions-WatchWidgets"; productType = "com.apple.product-type.app-extension"; };
                SHAREDIOS = {isa = PBXNativeTarget; buildConfigurationList = FRAMEWORKCONFIGS; buildPhases = (SHAREDIOSSOURCES); name = "Shared-iOS"; productType = "com.apple.product-type.framework"; };
                SHAREDIOSSOURCES = {isa = PBXSourcesBuildPhase; files = (ROWIOS); };
                SHAREDWATCH = {isa = PBXNativeTarget; buildConfigurationList = WATCHCONFIGS; buildPhases = (SHAREDWATCHSOURCES); name = "Shared-watchOS"; productType = "com.apple.product-type.framework"; };
                SHAREDWATCHSOURCES = {isa = PBXSourcesBuildPhase; files = (ROWWATCH); };
                TESTS = {isa = PBXNativeTarget; buildConfigurationList = FRAMEWORKCONFIGS; buildPhases = (); fileSystemSynchronizedGroups = (TESTSFOLDER); name = "Tests-App"; productType = "com.apple.product-type.bundle.unit-test"; };
                PROJCONFIGS = {isa = XCConfigurationList; buildConfigurations = (PROJDEBUG); };
                PROJDEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
                APPCONFIGS = {isa = XCConfigurationList; buildConfigurations = (APPDEBUG, APPRELEASE); };
                APPDEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = APPXCCONFIG; buildSettings = {}; name = Debug; };
                APPRELEASE = {isa = XCBuildConfiguration; baseConfigurationReference = APPXCCONFIG; buildSettings = {}; name = Release; };
                WATCHCONFIGS = {isa = XCConfigurationList; buildConfigurations = (WATCHDEBUG); };
                WATCHDEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
                FRAMEWORKCONFIGS = {isa = XCConfigurationList; buildConfigurations = (FRAMEWORKDEBUG); };
                FRAMEWORKDEBUG = {isa = XCBuildConfiguration; buildSettings = {"SUPPORTED_PLATFORMS" = "iphonesimulator iphoneos"; }; name = Debug; };
            };
            rootObject = PROJ;
        }
        """

    static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"Rooms\") } }\n"
    static let button = "import SwiftUI\nstruct B: View { var body: some View { Button(\"Save\") {} } }\n"

    static let files: [String: String] = [
        "HomeApp.xcodeproj/project.pbxproj": project,
        // As home-assistant's: the app's SDK and accent come from its configuration files.
        "Configuration/App.xcconfig":
            "#include \"Base.xcconfig\"\nASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = accentColor\n",
        "Configuration/Base.xcconfig": "// Shared\nSDKROOT = iphoneos\nSDKROOT[sdk=macosx*] = macosx\n",
        "Sources/App/Resources/Assets.xcassets/accentColor.colorset/Contents.json": colorSet("0x00", "0x9A", "0xC7"),
        "Sources/WatchWidgets/Assets.xcassets/AccentColor.colorset/Contents.json":
            #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        "Sources/App/Settings/SettingsView.swift": """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                Button("Save") {}
                Text("webhook-id").font(.footnote.monospaced())
            }
        }
        #Preview {
            Text("Preview only")
        }
        """,
        "Sources/App/Watch/WatchPairingView.swift": view,
        "Sources/WatchApp/HomeView.swift": view,
        "Sources/WatchApp/Utilities/WKInterfaceDevice+Size.swift": view,
        "Sources/WatchWidgets/Widget.swift": button,
        "Sources/Shared/Row.swift": button,
        "Tests/App/SettingsTests.swift": view,
        "Mac/MacView.swift": view,
    ]

    static func colorSet(_ red: String, _ green: String, _ blue: String) -> String {
        #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(red)","green":"\#(green)","blue":"\#(blue)","alpha":"1.000"}},"idiom":"universal"}]}"#
    }

    static func site(_ scan: SourceScan, _ file: String, line: Int = 2) throws -> SourceScan.Site {
        try #require(scan.sites.first { $0.entry.file == file && $0.entry.line == line }, "\(file):\(line)")
    }

    @Test("Each file's platform comes from its target, its imports or its folders")
    func platformPerFile() throws {
        let (_, scan) = try SourceScanTests.scan(Self.files)
        #expect(try Self.site(scan, "Sources/App/Settings/SettingsView.swift", line: 4).platform == .ios)
        // A `Watch` folder inside the iOS app's is still the iOS app.
        #expect(try Self.site(scan, "Sources/App/Watch/WatchPairingView.swift").platform == .ios)
        #expect(try Self.site(scan, "Sources/WatchApp/HomeView.swift").platform == .watchos)
        #expect(try Self.site(scan, "Sources/WatchApp/HomeView.swift").entry.platform == "watchos")
        // The exception sets take it out of the watch app and into the iOS framework.
        #expect(try Self.site(scan, "Sources/WatchApp/Utilities/WKInterfaceDevice+Size.swift").platform == .ios)
        // In an iOS and a watchOS framework, importing neither: the repository's platform.
        #expect(try Self.site(scan, "Sources/Shared/Row.swift").platform == .ios)
        // Outside the project: a mixed repository's `Mac` folder.
        #expect(try Self.site(scan, "Mac/MacView.swift").platform == .macos)
        #expect(scan.platform == .ios)
        #expect(scan.notes.isEmpty)
    }

    @Test("The iOS app's accent is the set its build settings (here its .xcconfig) name; a framework's is its app's")
    func accentPerTarget() throws {
        let (_, scan) = try SourceScanTests.scan(Self.files)
        let save = try Self.site(scan, "Sources/App/Settings/SettingsView.swift", line: 4)
        #expect(try SourceScanTests.hex(save.foreground) == "#009AC7FF")
        #expect(try SourceScanTests.hex(Self.site(scan, "Sources/Shared/Row.swift").foreground) == "#009AC7FF")
        // The watch widget's own AccentColor is empty (the system's), whose watchOS value is unpublished.
        let widget = try Self.site(scan, "Sources/WatchWidgets/Widget.swift")
        #expect(widget.entry.status == .unresolved && widget.entry.reason?.contains("watchOS") == true)
    }

    /// As NetNewsWire's Xcode 16 project: the configuration file is named by a folder and a path inside
    /// it (`baseConfigurationReferenceAnchor`, `…RelativePath`), not by a file reference.
    @Test("The accent an .xcconfig names is read where Xcode 16 anchors the file in a folder")
    func accentFromAnchoredConfiguration() throws {
        var files = Self.files
        files["HomeApp.xcodeproj/project.pbxproj"] = Self.project.replacingOccurrences(
            of: "baseConfigurationReference = APPXCCONFIG;",
            with:
                "baseConfigurationReferenceAnchor = CONFIGURATION; baseConfigurationReferenceRelativePath = App.xcconfig;"
        )
        #expect(!files["HomeApp.xcodeproj/project.pbxproj"]!.contains("baseConfigurationReference ="))
        let (_, scan) = try SourceScanTests.scan(files)
        let save = try Self.site(scan, "Sources/App/Settings/SettingsView.swift", line: 4)
        #expect(try SourceScanTests.hex(save.foreground) == "#009AC7FF")
    }

    /// As NetNewsWire's: the Mac app's catalog has an AccentColor, the iOS app's (beside it) has none and
    /// no project here says otherwise; the iOS app's buttons are the system blue (iOS 26 #0088FF), not the Mac's red.
    @Test("An accent colour set in another app's catalog further up is not this file's")
    func accentNotFromAnotherApp() throws {
        let button =
            "import SwiftUI\nimport UIKit\nstruct V: View {\n    var body: some View { Button(\"Go\") {} }\n}\n"
        let mac =
            "import SwiftUI\nimport AppKit\nstruct M: View {\n    var body: some View { Text(\"Go\").foregroundStyle(.tint) }\n}\n"
        let (_, scan) = try SourceScanTests.scan([
            "Mac/Resources/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet("0xFF", "0x00", "0x00"),
            "iOS/Resources/Assets.xcassets/Tint.colorset/Contents.json": Self.colorSet("0x00", "0x00", "0xFF"),
            "iOS/Settings/V.swift": button, "Mac/Views/M.swift": mac,
        ])
        #expect(try SourceScanTests.hex(Self.site(scan, "iOS/Settings/V.swift", line: 4).foreground) == "#0088FFFF")
        let macSite = try Self.site(scan, "Mac/Views/M.swift", line: 4)
        #expect(try SourceScanTests.hex(macSite.foreground, platform: .macos) == "#FF0000FF")
    }

    @Test("Sizes per platform: iOS footnote 13 pt with a modifier, macOS body 13, watchOS body 16 in dark on black")
    func sizesAndAppearances() throws {
        let (_, scan) = try SourceScanTests.scan(Self.files)
        #expect(try Self.site(scan, "Sources/App/Settings/SettingsView.swift", line: 5).entry.sizePoints == 13)
        #expect(try Self.site(scan, "Mac/MacView.swift").entry.sizePoints == 13)
        let watch = try Self.site(scan, "Sources/WatchApp/HomeView.swift")
        #expect(watch.entry.sizePoints == 16 && watch.entry.status == .measured)
        #expect(try SourceScanTests.hex(watch.foreground, .dark) == "#FFFFFFFF")
        #expect(try SourceScanTests.hex(watch.background, .dark) == "#000000FF")
        // One spec per platform: the watch page in dark only, the Mac page on AppKit's colours.
        let specs = scan.specs(SourceScan.ProofOptions(), source: "repo").pages
        let watchSpec = try #require(specs.first { $0.runs.contains { $0.annotation?.source == watch.path } })
        #expect(watchSpec.appearances == [.dark])
        #expect(watchSpec.runs.count == 1)
        let macSpec = try #require(specs.first { $0.platform == .macos })
        #expect(macSpec.runs.count == 1)
    }

    @Test("Tests and previews are left out and counted, or included when asked")
    func previewsAndTests() throws {
        let (root, scan) = try SourceScanTests.scan(Self.files)
        #expect(!scan.sites.contains { $0.entry.file.hasPrefix("Tests/") })
        #expect(!scan.sites.contains { $0.entry.text == "Preview only" })
        #expect(
            scan.excludedSites.map { "\($0.file):\($0.line) \($0.reason)" }.sorted() == [
                "Sources/App/Settings/SettingsView.swift:9 preview", "Tests/App/SettingsTests.swift:2 test",
            ])
        let all = try SourceScan(paths: [root], root: root, includePreviews: true, includeTests: true)
        #expect(all.excludedSites.isEmpty)
        #expect(all.sites.count == scan.sites.count + 2)
    }

    @Test("An unreadable project is said once; imports and folders decide instead")
    func unreadableProject() throws {
        var files = Self.files
        files["HomeApp.xcodeproj/project.pbxproj"] = "{ objects = ( not a project"
        let (_, scan) = try SourceScanTests.scan(files)
        #expect(scan.notes.count == 1)
        #expect(scan.notes.first?.contains("project.pbxproj") == true)
        #expect(try Self.site(scan, "Sources/WatchApp/HomeView.swift").platform == .watchos)  // its folder
        #expect(try Self.site(scan, "Sources/App/Settings/SettingsView.swift", line: 4).platform == .ios)
    }

    @Test("--platform overrides every file's target")
    func requestedPlatform() throws {
        let (_, scan) = try SourceScanTests.scan(Self.files, platform: .macos)
        #expect(scan.sites.allSatisfy { $0.platform == .macos })
        #expect(scan.platform == .macos)
    }
}
