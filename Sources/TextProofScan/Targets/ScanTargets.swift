import Foundation
import TextProof

/// Which target each Swift file belongs to, as far as the scan needs it: its platform, the colour
/// set named as its accent, and whether it is test code. The Xcode projects found at or near the
/// scanned folders decide first; then the file's imports, its folders, and the repository's imports.
struct ScanTargets: Sendable {
    /// What the scan knows of one file's target.
    struct FileTarget: Sendable {
        var platform: TargetPlatform
        /// The accent colour set's name its target's build settings give (nil: `AccentColor`).
        var accentColorName: String?
        /// The project builds the file into an app whose settings name no accent colour set: Xcode
        /// compiles none, and the accent is the system's (or a tint the app sets in code).
        var accentUnset = false
        /// Compiled only into test targets, or under a test folder, or importing a test framework.
        var isTest: Bool
    }

    private var projects: [XcodeProject] = []
    /// Projects that could not be read, each said once by the caller.
    private(set) var unreadable: [ProjectError] = []

    /// Finds the `.xcodeproj` folders in `paths`, three levels down, and in their parent folders.
    init(paths: [String]) {
        for xcodeproj in Self.projectFolders(near: paths) {
            do { projects.append(try XcodeProject(xcodeproj: xcodeproj)) } catch { unreadable.append(error) }
        }
    }

    /// `path`'s target: `requested` when given (`--platform`), else what the projects say.
    /// `repositoryDefault` is the platform the whole repository's imports suggest.
    func target(
        of path: String, relative: String, imports: Set<String>, requested: TargetPlatform?,
        repositoryDefault: TargetPlatform
    ) -> FileTarget {
        var inProject: [XcodeProject.Target] = []
        for project in projects {
            inProject += project.targets(compiling: path).sorted().map { project.targets[$0] }
        }
        let importsTests = imports.contains("XCTest") || imports.contains("Testing")
        let isTest =
            importsTests || Self.isTestPath(relative) || (!inProject.isEmpty && inProject.allSatisfy(\.isTest))
        // The project decides when every target compiling the file names its platform, and they agree.
        let platforms = Set(inProject.map(\.platform))
        let fromProject = platforms.count == 1 ? platforms.first ?? nil : nil
        let platform =
            requested ?? fromProject ?? Self.platform(imports: imports)
            ?? Self.platform(folders: relative) ?? repositoryDefault
        // The app's own setting wins over a framework's (which has none: it runs in the app).
        let sameHome = inProject.filter { $0.platform == platform || $0.platform == nil }
        let accent =
            sameHome.first { $0.isApplication && $0.accentColorName != nil }?.accentColorName
            ?? sameHome.first { $0.accentColorName != nil }?.accentColorName
            ?? (!sameHome.isEmpty && sameHome.allSatisfy(\.isFramework) ? applicationAccent(on: platform) : nil)
        let unset = accent == nil && sameHome.contains { $0.isApplication && !$0.isTest }
        return FileTarget(platform: platform, accentColorName: accent, accentUnset: unset, isTest: isTest)
    }

    /// The accent name of the projects' applications on `platform`, when they agree: a framework's
    /// views are drawn in the app that embeds it.
    private func applicationAccent(on platform: TargetPlatform) -> String? {
        let names = Set(
            projects.flatMap(\.targets).filter { $0.isApplication && $0.platform == platform && !$0.isTest }
                .compactMap(\.accentColorName))
        return names.count == 1 ? names.first : nil
    }

    /// watchOS when the file imports a watch-only framework; macOS for AppKit without UIKit.
    static func platform(imports: Set<String>) -> TargetPlatform? {
        if imports.contains("WatchKit") || imports.contains("ClockKit") { return .watchos }
        if (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit") { return .macos }
        return nil
    }

    /// A watch app's or extension's folder (`WatchApp`, `Foo WatchKit Extension`), or a mixed
    /// repository's `Mac` folder.
    static func platform(folders relative: String) -> TargetPlatform? {
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        for folder in folders.reversed() {
            let name = folder.lowercased().replacingOccurrences(of: " ", with: "")
            if name.hasSuffix("watchkitextension") || name.hasSuffix("watchkitapp") || name.hasSuffix("watchapp")
                || name.hasSuffix("watchextension")
            {
                return .watchos
            }
            if name == "mac" || name == "macos" { return .macos }
        }
        return nil
    }

    /// `Tests/`, `FooTests/`, `FooUITests/` folders, and `FooTests.swift` / `Foo.test.swift` files.
    static func isTestPath(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        let folders = parts.dropLast()
        if folders.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "UITests" }) { return true }
        let name = parts.last ?? ""
        return name.hasSuffix("Tests.swift") || name.hasSuffix(".test.swift")
    }

    private static func projectFolders(near paths: [String]) -> [String] {
        var found: Set<String> = []
        for path in paths where CatalogDiscovery.isDirectory(path) {
            let start = URL(fileURLWithPath: path).standardizedFileURL
            // A subfolder of an app is scanned with its project: look two folders up too.
            var ancestor = start.deletingLastPathComponent()
            for _ in 0..<2 where ancestor.path != "/" {
                found.formUnion(xcodeprojs(in: ancestor.path))
                ancestor = ancestor.deletingLastPathComponent()
            }
            var level = [start.path]
            for _ in 0...3 {
                var next: [String] = []
                for folder in level {
                    found.formUnion(xcodeprojs(in: folder))
                    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                    for child in children.sorted()
                    where !child.hasPrefix(".") && !child.hasSuffix(".xcodeproj") && !child.hasSuffix(".xcassets")
                        && !CatalogDiscovery.skippedFolders.contains(child)
                    {
                        let full = folder + "/" + child
                        if CatalogDiscovery.isDirectory(full) { next.append(full) }
                    }
                }
                level = next
            }
        }
        return found.sorted()
    }

    private static func xcodeprojs(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
            .map { folder + "/" + $0 }
    }
}
