import Foundation

/// An Xcode project's targets as far as the scan needs them: which Swift files each compiles, the
/// platform it builds for and the colour set its asset catalog compiler makes the accent.
///
/// Read from `project.pbxproj` (an OpenStep property list): a native target's Sources build phase
/// lists its files (`PBXBuildFile` → `PBXFileReference`, whose paths are relative to their groups),
/// and Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) give a target a whole
/// folder, less or plus the files named in its exception sets.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        var name: String
        /// nil: the settings name no single platform (`SDKROOT = auto` for several).
        var platform: TargetPlatform?
        /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`.
        var accentColorName: String?
        var isTest: Bool
        var isApplication: Bool
        /// A framework's views are drawn in the app that embeds it (an extension has its own accent).
        var isFramework: Bool
    }

    /// A synchronized folder: every file below it belongs to `targets`, except that an exception
    /// set's files flip their membership of its target (out of a member, into a non-member).
    struct SyncedFolder: Sendable {
        var path: String
        var targets: Set<Int>
        var exceptions: [(target: Int, files: Set<String>)]
    }

    var targets: [Target] = []
    /// Absolute, standardized paths of files in Sources build phases, to their targets' indices.
    var files: [String: Set<Int>] = [:]
    var folders: [SyncedFolder] = []

    /// The indices of the targets that compile `path` (absolute, standardized).
    func targets(compiling path: String) -> Set<Int> {
        var found = files[path] ?? []
        for folder in folders where path.hasPrefix(folder.path + "/") {
            let relative = String(path.dropFirst(folder.path.count + 1))
            var members = folder.targets
            for exception in folder.exceptions where exception.files.contains(relative) {
                if members.contains(exception.target) {
                    members.remove(exception.target)
                } else {
                    members.insert(exception.target)
                }
            }
            found.formUnion(members)
        }
        return found
    }

    /// Reads `<name>.xcodeproj/project.pbxproj`; the error says what could not be read.
    init(xcodeproj: String) throws(ProjectError) {
        let file = xcodeproj + "/project.pbxproj"
        guard let data = FileManager.default.contents(atPath: file) else { throw ProjectError(file, "unreadable") }
        let root: [String: Any]
        do {
            guard let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { throw ProjectError(file, "not a property list dictionary") }
            root = plist
        } catch let error as ProjectError { throw error } catch {
            throw ProjectError(file, "not a property list (\(error.localizedDescription))")
        }
        guard let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String, let project = objects[rootID]
        else { throw ProjectError(file, "objects or rootObject missing") }
        let projectDirectory = URL(fileURLWithPath: xcodeproj).deletingLastPathComponent()
            .appendingPathComponent(project["projectDirPath"] as? String ?? "").standardizedFileURL.path
        let paths = Self.paths(objects, mainGroup: project["mainGroup"] as? String, projectDirectory: projectDirectory)
        let projectSettings = Self.settings(
            objects, list: project["buildConfigurationList"] as? String, paths: paths)

        let targetIDs = (project["targets"] as? [String] ?? []).filter {
            objects[$0]?["isa"] as? String == "PBXNativeTarget"
        }
        var indexOf: [String: Int] = [:]
        for (index, id) in targetIDs.enumerated() { indexOf[id] = index }
        var folderTargets: [String: Set<Int>] = [:]
        for (index, id) in targetIDs.enumerated() {
            let target = objects[id] ?? [:]
            let settings = Self.settings(objects, list: target["buildConfigurationList"] as? String, paths: paths)
            let productType = target["productType"] as? String ?? ""
            targets.append(
                Target(
                    name: target["name"] as? String ?? id,
                    platform: Self.platform(settings: settings, project: projectSettings, productType: productType),
                    accentColorName: settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"].flatMap(Self.literal),
                    isTest: productType.hasSuffix("unit-test") || productType.hasSuffix("ui-testing"),
                    isApplication: productType.contains("application"),
                    isFramework: productType.hasSuffix("framework")))
            for phase in target["buildPhases"] as? [String] ?? []
            where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFile]?["fileRef"] as? String, let path = paths[reference]
                    else { continue }
                    files[path, default: []].insert(index)
                }
            }
            for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                folderTargets[group, default: []].insert(index)
            }
        }
        for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = paths[id] else { continue }
            let exceptions: [(target: Int, files: Set<String>)] = (object["exceptions"] as? [String] ?? []).compactMap {
                guard let set = objects[$0], let target = (set["target"] as? String).flatMap({ indexOf[$0] }) else {
                    return nil
                }
                return (target, Set(set["membershipExceptions"] as? [String] ?? []))
            }
            folders.append(SyncedFolder(path: path, targets: folderTargets[id] ?? [], exceptions: exceptions))
        }
    }

    /// Every group's and file reference's absolute path, walking the groups from the main group.
    private static func paths(
        _ objects: [String: [String: Any]], mainGroup: String?, projectDirectory: String
    ) -> [String: String] {
        var paths: [String: String] = [:]
        var pending: [(id: String, parent: String)] = mainGroup.map { [($0, projectDirectory)] } ?? []
        while let (id, parent) = pending.popLast() {
            guard paths[id] == nil, let object = objects[id] else { continue }
            let own = object["path"] as? String
            let base: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = projectDirectory
            case "<absolute>": base = "/"
            // Built products and SDK frameworks are not the app's source.
            default: base = nil
            }
            guard let base else { continue }
            let path =
                own.map { URL(fileURLWithPath: base).appendingPathComponent($0).standardizedFileURL.path } ?? base
            paths[id] = path
            for child in object["children"] as? [String] ?? [] { pending.append((child, path)) }
        }
        return paths
    }

    /// A configuration list's build settings, the first configuration's value of each winning, then
    /// its `.xcconfig` files' (`baseConfigurationReference`), which the project's settings override.
    private static func settings(
        _ objects: [String: [String: Any]], list: String?, paths: [String: String]
    ) -> [String: Any] {
        var merged: [String: Any] = [:]
        let configurations = list.flatMap({ objects[$0]?["buildConfigurations"] as? [String] }) ?? []
        for configuration in configurations {
            for (key, value) in objects[configuration]?["buildSettings"] as? [String: Any] ?? [:]
            where merged[key] == nil {
                merged[key] = value
            }
        }
        for configuration in configurations {
            let object = objects[configuration] ?? [:]
            let path: String
            if let reference = object["baseConfigurationReference"] as? String, let referenced = paths[reference] {
                path = referenced
            } else if let anchor = object["baseConfigurationReferenceAnchor"] as? String, let folder = paths[anchor],
                let relative = object["baseConfigurationReferenceRelativePath"] as? String
            {
                // Xcode 16's folder references: the file at a path inside a synchronized folder.
                path = URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
            } else {
                continue
            }
            for (key, value) in XcodeConfigFile.settings(at: path) where merged[key] == nil { merged[key] = value }
        }
        return merged
    }

    /// A setting's literal value: nil for a build-variable reference (`$(inherited)`) or a list.
    private static func literal(_ value: Any) -> String? {
        guard let text = value as? String, !text.contains("$(") else { return nil }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }

    /// SDKROOT, else SUPPORTED_PLATFORMS when they name one platform, else a watch product type.
    private static func platform(settings: [String: Any], project: [String: Any], productType: String)
        -> TargetPlatform?
    {
        if productType.contains("watchapp") || productType.contains("watchkit") { return .watchos }
        let sdk = settings["SDKROOT"].flatMap(literal) ?? project["SDKROOT"].flatMap(literal)
        let supported = (settings["SUPPORTED_PLATFORMS"] ?? project["SUPPORTED_PLATFORMS"]).flatMap(literal)
        let names = sdk.map { $0 == "auto" ? [] : [$0] } ?? []
        let candidates = names.isEmpty ? supported?.split(separator: " ").map(String.init) ?? [] : names
        let platforms = Set(
            candidates.compactMap { name -> TargetPlatform? in
                if name.hasPrefix("watch") { return .watchos }
                if name.hasPrefix("macosx") { return .macos }
                if name.hasPrefix("iphone") { return .ios }
                return nil
            })
        return platforms.count == 1 ? platforms.first : nil
    }
}

/// A project file that could not be read: the scan falls back to imports and folders.
struct ProjectError: Error, Sendable, CustomStringConvertible {
    let file: String
    let reason: String

    init(_ file: String, _ reason: String) {
        self.file = file
        self.reason = reason
    }

    var description: String { "\(file): \(reason)" }
}

/// An `.xcconfig` file's plain settings (`SDKROOT = iphoneos`), its `#include`s read first; settings
/// conditioned on an SDK or architecture (`KEY[sdk=…]`) are left out.
enum XcodeConfigFile {
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var settings: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for line in text.split(whereSeparator: \.isNewline) {
            var code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#include") {
                let parts = code.split(separator: "\"")
                guard parts.count >= 2 else { continue }
                let included = String(parts[1])
                let full = included.hasPrefix("/") ? included : folder + "/" + included
                settings.merge(Self.settings(at: full, depth: depth + 1)) { _, new in new }
                continue
            }
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            let pair = code.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[0].isEmpty, !pair[0].contains("[") else { continue }
            settings[pair[0]] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        }
        return settings
    }
}
