import Foundation
import SwiftParser
import SwiftSyntax
import TextProof
import TextProofColor
import TextProofPlatform
import TextProofText

/// `textproof scan`: every text an app's Swift code draws, found with SwiftParser (syntax only: no
/// compiler, no type checking), its colours resolved the way the frameworks resolve them, and the
/// resolved sites drawn and measured like any spec; unresolved ones are listed, never guessed.
public struct SourceScan: Sendable {
    /// One site, typed: what the report lists, and the colours drawn when it is measured.
    public struct Site: Sendable {
        /// The report's entry (file, line, expressions, status).
        public var entry: SourceSite
        /// The absolute path of the Swift file.
        public var path: String
        /// The foreground drawn (nil: none set, as an attributed string without `.foregroundColor`).
        public var foreground: ColorReference?
        /// The background drawn: the code's, or the platform's default (see `entry.backgroundAssumed`).
        public var background: ColorReference
        public var style: TextStyle?
        /// Whether the foreground is the framework's default (primary, the accent) rather than written.
        public var foregroundIsDefault = false
        /// The platform the file's target runs on: the colours, sizes and appearances it is measured in.
        public var platform: TargetPlatform = .ios
    }

    /// The colour table of most sites (of the repository's imports when there are none); each
    /// site's own is `Site.platform`.
    public let platform: Platform
    /// Every site found, in file and line order.
    public let sites: [Site]
    /// Swift files read.
    public let fileCount: Int
    /// `// textproof:ignore` without a reason, which waives nothing: file:line each.
    public let waiversWithoutReason: [String]
    /// Sites left out: previews and tests (unless included), in file and line order.
    public let excludedSites: [ExcludedSite]
    /// What the scan could not read and fell back from (an Xcode project), to say once.
    public let notes: [String]

    /// The default background a site is drawn on when its code gives none, and why.
    static func assumedBackground(_ platform: TargetPlatform, isTextView: Bool) -> String {
        switch platform {
        case .ios: "systemBackground"
        case .macos: isTextView ? "textBackgroundColor" : "windowBackgroundColor"
        case .watchos: WatchColors.background
        }
    }

    /// Finds and resolves every site in the Swift files at or below `paths` (build and dependency
    /// folders skipped), with colours from the asset catalogs found there; file names in the report
    /// are relative to `root`. Each file is read for its target's platform (`requested` overrides
    /// it); previews and tests are left out unless included. `progress` is told files parsed of all.
    public init(
        paths: [String], root: String, platform requested: TargetPlatform? = nil, config: ProofConfig = ProofConfig(),
        includePreviews: Bool = false, includeTests: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(SpecError) {
        let files = try SwiftSources.files(in: paths)
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        let targets = TargetContext(paths: paths, root: root, files: files, texts: texts, requested: requested)
        let resolvers = targets.resolvers
        let found = LockedState([[FoundSite]](repeating: [], count: files.count))
        let excluded = LockedState([[ExcludedSite]](repeating: [], count: files.count))
        let tints = LockedState([WrittenColor]())
        let done = LockedState(0)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let tree = Parser.parse(source: texts[index])
            let position = SourcePosition(converter: SourceLocationConverter(fileName: files[index], tree: tree))
            let resolver = resolvers[targets.files[index].platform.colors]!
            let swiftUI = SwiftUISiteVisitor(position: position, resolver: resolver)
            swiftUI.walk(tree)
            let framework: ColorExpressionResolver.Framework =
                targets.imports[index].contains("AppKit") ? .appKit : .uiKit
            let uiKit = UIKitSiteVisitor(position: position, resolver: resolver, framework: framework)
            uiKit.walk(tree)
            var sites = (swiftUI.sites + uiKit.sites).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            let left = targets.exclusions(
                &sites, in: index, tree: tree, position: position, includePreviews: includePreviews,
                includeTests: includeTests)
            if !targets.files[index].isTest || includeTests { tints.withLock { $0 += uiKit.appTints } }
            found.withLock { $0[index] = sites }
            excluded.withLock { $0[index] = left }
            let count = done.withLock {
                $0 += 1
                return $0
            }
            progress?(count, files.count)
        }
        var sites: [Site] = [], unreasoned: [String] = []
        let all = found.withLock { $0 }
        // SwiftUI's accent: the target's accent colour set, else the tint the app gives its windows.
        let tint = tints.withLock { $0 }.lazy.compactMap { tint -> ColorReference? in
            if case .color(let reference) = tint.resolution { return reference }
            return nil
        }.first
        for (index, file) in files.enumerated() {
            // Lines as the parser counts them: LF, CRLF (one Character, which "\n" alone never matches) or CR.
            let lines = texts[index].split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            ).map(String.init)
            let relative = DisplayPath.relative(file, to: root)
            for site in all[index] {
                var waiver = Waivers.reason(lines: lines, around: site.waiverLines)
                if waiver == "" {
                    unreasoned.append("\(relative):\(site.line)")
                    waiver = nil
                }
                let target = targets.files[index]
                let resolved = Self.resolved(
                    site, file: relative, path: file, platform: target.platform, config: config, waiver: waiver,
                    accent: targets.accent(for: index) ?? tint, catalog: resolvers[target.platform.colors]!.system)
                sites.append(target.platform == .watchos ? WatchColors.checked(resolved) : resolved)
            }
        }
        self.sites = sites
        self.fileCount = files.count
        waiversWithoutReason = unreasoned
        excludedSites = excluded.withLock { $0 }.flatMap { $0 }
        notes = targets.notes
        platform = TargetContext.mostCommon(sites.map(\.platform.colors)) ?? targets.repositoryDefault.colors
    }

    /// A found site with its colours resolved, or marked unresolved with the expressions.
    static func resolved(
        _ found: FoundSite, file: String, path: String, platform: TargetPlatform, config: ProofConfig, waiver: String?,
        accent: ColorReference? = nil, catalog: SystemColorCatalog
    ) -> Site {
        var unresolved: [String] = []
        var foreground: ColorReference?
        switch found.foreground?.resolution {
        case .color(let reference): foreground = reference
        case .unresolved(let expression): unresolved.append(expression)
        case nil:
            switch found.defaultForeground {
            // SwiftUI's accent colour is the app's AccentColor colour set when it has one.
            case .accent: foreground = accent ?? .named("Color.accentColor")
            case .primary: foreground = .named("primary")
            case .named(let name): foreground = .named(name)
            case nil: foreground = nil
            }
        }
        let assumed = assumedBackground(platform, isTextView: found.isTextView)
        var background = platform == .watchos ? WatchColors.black : ColorReference.named(assumed)
        switch found.background?.resolution {
        case .color(let reference): background = reference
        case .unresolved(let expression): unresolved.append(expression)
        case nil: break
        }
        // A style whose size the platform does not publish (watchOS's Callout) is not guessed.
        if found.font.points(on: platform) == nil, let style = found.font.style {
            unresolved.append("\(found.font.written ?? style.rawValue): no published \(platform.rawValue) size")
        }
        let location = "\(file):\(found.line)"
        // Transparent in every appearance: text hidden on purpose (an animation's start, a placeholder).
        let hidden =
            foreground.map { reference in
                [Appearance.light, .dark].allSatisfy { reference.resolved(for: $0, in: catalog)?.alpha == 0 }
            } ?? false
        let allowed = config.waivers.first { waiver in
            waiver.matches(name: location) || (found.foreground.map { waiver.matches(name: $0.written) } ?? false)
        }
        let entry = SourceSite(
            file: file, line: found.line, column: found.column, kind: found.kind, text: found.text,
            foreground: found.foreground?.written ?? found.defaultForeground.map { "default: \($0.written)" },
            background: found.background?.written,
            backgroundAssumed: found.background == nil ? "\(assumed) (assumed: the code sets none)" : nil,
            font: found.font.written, sizePoints: found.font.points(on: platform) ?? 0,
            weight: found.font.drawnWeight(on: platform),
            status: !unresolved.isEmpty ? .unresolved : hidden ? .hidden : .measured,
            unresolved: unresolved.isEmpty ? nil : unresolved,
            waived: waiver ?? allowed?.reason, platform: platform.rawValue)
        return Site(
            entry: entry, path: path, foreground: foreground, background: background,
            style: found.font.size == nil ? found.font.style : nil,
            foregroundIsDefault: found.foreground == nil && found.defaultForeground != nil, platform: platform)
    }

    /// Colours of every asset catalog below `paths`, by name and by Xcode's generated symbol.
    static func assetColors(in paths: [String], platform: Platform) -> [String: ColorReference] {
        var colors: [String: ColorReference] = [:]
        let directories = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !directories.isEmpty else { return [:] }
        // A folder without catalogs is fine: its code may name only system colours and literals.
        for catalogPath in (try? CatalogDiscovery.catalogs(in: directories)) ?? [] {
            guard let catalog = try? AssetCatalog(path: catalogPath, platform: platform, output: .sRGB) else {
                continue
            }
            for color in catalog.colors {
                let last = color.name.split(separator: "/").last.map(String.init) ?? color.name
                for key in [color.name, last, Self.symbol(last)] where colors[key] == nil {
                    colors[key] = color.reference
                }
            }
        }
        return colors
    }

    /// Xcode's generated asset symbol: `brand-teal`, `Brand Teal`, `BrandTeal` → `brandTeal`.
    static func symbol(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return name }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
