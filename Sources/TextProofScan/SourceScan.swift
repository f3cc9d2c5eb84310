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
    static func assumedBackground(_ platform: TargetPlatform, isTextView: Bool, isTableCell: Bool = false) -> String {
        switch platform {
        case .ios: "systemBackground"
        // NSTableView draws its rows on `backgroundColor`, by default controlBackgroundColor.
        case .macos:
            isTextView ? "textBackgroundColor" : isTableCell ? "controlBackgroundColor" : "windowBackgroundColor"
        case .watchos: WatchColors.background
        }
    }

    /// Finds and resolves every site in the Swift files at or below `paths` (build and dependency
    /// folders skipped), with colours from the asset catalogs found there; file names in the report
    /// are relative to `root`. Each file is read for its target's platform (`requested` overrides
    /// it); previews and tests are left out unless included. `progress` is told files parsed of all.
    public init(
        paths: [String], root: String, platform requested: TargetPlatform? = nil, config: ProofConfig = ProofConfig(),
        includePreviews: Bool = false, includeTests: Bool = false, includeDebug: Bool = false,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(SpecError) {
        let files = try SwiftSources.files(in: paths)
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        let targets = TargetContext(paths: paths, root: root, files: files, texts: texts, requested: requested)
        let resolvers = targets.resolvers
        let relativePaths = files.map { DisplayPath.relative($0, to: root) }
        let steps = LockedState(0)
        let report: @Sendable () -> Void = {
            let count = steps.withLock {
                $0 += 1
                return $0
            }
            progress?(count, files.count * 2)
        }
        // Pass 1: what the app declares (its colours, views, modifiers, button styles), every file.
        let declarations = LockedState([AppDeclarations](repeating: AppDeclarations(), count: files.count))
        // Merged as each file is read: one set for the app, not one per file held until the index is built.
        let referenced = LockedState(Set<String>())
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let collector = AppDeclarationCollector(), references = NameReferences()
            let tree = Parser.parse(source: texts[index])
            collector.walk(tree)
            references.walk(tree)
            declarations.withLock { $0[index] = collector.found }
            referenced.withLock { $0.formUnion(references.names) }
            report()
        }
        let index = AppIndex(declarations.withLock { $0 }, referencedNames: referenced.withLock { $0 })
        let climbers = resolvers.mapValues { resolver in
            var resolver = resolver
            resolver.index = index
            return StyleClimber(index: index, resolver: resolver, platform: resolver.system.platform)
        }
        // Pass 2: the sites, and where the app's views are used. Each tree is dropped with its file.
        let found = LockedState([[FoundSite]](repeating: [], count: files.count))
        let pending = LockedState([[PendingSite]](repeating: [], count: files.count))
        let excluded = LockedState([[ExcludedSite]](repeating: [], count: files.count))
        let uses = LockedState([String: [ViewUse]]())
        let previewUses = LockedState(Set<String>())
        let holdings = LockedState([UIKitSiteVisitor.Holding]())
        // By file, so the first tint is the first file's whatever thread read it.
        let tints = LockedState([[(Platform, WrittenColor)]](repeating: [], count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { fileIndex in
            let tree = Parser.parse(source: texts[fileIndex])
            let position = SourcePosition(converter: SourceLocationConverter(fileName: files[fileIndex], tree: tree))
            let target = targets.files[fileIndex]
            let climber = climbers[target.platform.colors]!
            let swiftUI = SwiftUISiteVisitor(position: position, climber: climber)
            swiftUI.walk(tree)
            let framework: ColorExpressionResolver.Framework =
                targets.imports[fileIndex].contains { ["AppKit", "Cocoa"].contains($0) } ? .appKit : .uiKit
            let uiKit = UIKitSiteVisitor(position: position, resolver: climber.resolver, framework: framework)
            uiKit.walk(tree)
            // Previews and tests are left out (and their uses of the app's views count for nothing).
            let leftOut = ExclusionLines(
                tree: tree, position: position, isTest: target.isTest && !includeTests,
                includePreviews: includePreviews,
                includeDebug: includeDebug
            )
            let file = relativePaths[fileIndex]
            var left: [ExcludedSite] = []
            let catalyst = CatalystCodeVisitor(position: position)
            catalyst.walk(tree)
            let catalystReason =
                "mac catalyst only: drawn only on Mac Catalyst, in the Mac's colours and sizes, which are not modelled"
            let inWidget = targets.imports[fileIndex].contains("WidgetKit")
            // A notification content extension's view is drawn on the notification's platter.
            let inNotification = targets.imports[fileIndex].contains("UserNotificationsUI")
            let uiKitSites = uiKit.sites.filter { site in
                if site.neverCalled { return false }
                guard let reason = leftOut.reason(site.line) else { return true }
                left.append(ExcludedSite(file: file, line: site.line, reason: reason))
                return false
            }.map { site in
                var site = site
                if catalyst.contains(line: site.line) { site.unresolvedReasons.append(catalystReason) }
                if inNotification, site.background == nil, site.defaultBackground == nil {
                    site.unresolvedReasons.append(Self.notificationReason)
                }
                return site
            }
            let swiftUISites = swiftUI.sites.filter { site in
                guard let reason = leftOut.reason(site.line) else { return true }
                left.append(ExcludedSite(file: file, line: site.line, reason: reason))
                return false
            }.map { site in
                var site = site
                if catalyst.contains(line: site.line) { site.style.unresolved.append(catalystReason) }
                site.style.inWidget = site.style.inWidget || inWidget
                return site
            }
            if !target.isTest || includeTests {
                tints.withLock { $0[fileIndex] = uiKit.appTints.map { (target.platform.colors, $0) } }
            }
            found.withLock { $0[fileIndex] = uiKitSites }
            if !target.isTest || includeTests { holdings.withLock { $0 += uiKit.holdings } }
            pending.withLock { $0[fileIndex] = swiftUISites }
            excluded.withLock { $0[fileIndex] = left.sorted { $0.line < $1.line } }
            previewUses.withLock { all in
                for (view, list) in swiftUI.uses where list.contains(where: { leftOut.reason($0.line) != nil }) {
                    all.insert(view)
                }
            }
            uses.withLock { all in
                for (view, list) in swiftUI.uses {
                    all[view, default: []] += list.filter { leftOut.reason($0.line) == nil }.map { use in
                        var use = use
                        use.file = file
                        use.style.inWidget = use.style.inWidget || inWidget
                        if catalyst.contains(line: use.line) { use.style.unresolved.append(catalystReason) }
                        return use
                    }
                }
            }
            report()
        }
        // A site in one of the app's views takes what its view's uses give it: one pair per use.
        // In file order, whatever thread read each file: a report names the same use every run.
        let sortedUses = uses.withLock { $0 }.mapValues { list in
            list.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        }
        let (allUses, onlyInPreviews) = Self.drawnUses(sortedUses, previewUses: previewUses.withLock { $0 })
        let onMaterial = UIKitSiteVisitor.heldOnlyOnMaterial(holdings.withLock { $0 })
        let all = zip(found.withLock { $0 }, pending.withLock { $0 }).enumerated().map { fileIndex, sites in
            let colors = targets.files[fileIndex].platform.colors
            let expanded = sites.1.flatMap { site -> [PendingSite] in
                // A view used only by previews and tests is never drawn in the app.
                if let view = site.openView, onlyInPreviews.contains(view) { return [] }
                var budget = Self.expansionBudget
                return Self.expand(site, uses: allUses, index: index, budget: &budget)
            }.compactMap { $0.found(platform: colors) }.uniquePairs
            let uiKit = sites.0.map { site in
                var site = site
                if let owner = site.ownerType, let material = onMaterial[owner], site.background == nil {
                    site.unresolvedReasons.append(
                        "material behind the content: \(owner) is held only by \(material), which puts a material under its views, whose colour Apple does not publish"
                    )
                }
                return site
            }
            return (uiKit + expanded).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        var sites: [Site] = [], unreasoned: [String] = []
        // SwiftUI's accent: the target's accent colour set, else the tint the app gives its windows.
        // Per platform: the iOS app's window tint is not the Mac app's.
        var tint: [Platform: ColorReference] = [:]
        for (platform, written) in tints.withLock({ $0 }).joined() where tint[platform] == nil {
            if case .color(let reference) = written.resolution { tint[platform] = reference }
        }
        for (index, file) in files.enumerated() {
            // Lines as the parser counts them: LF, CRLF (one Character, which "\n" alone never matches) or CR.
            let lines = texts[index].split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            ).map(String.init)
            let relative = relativePaths[index]
            for site in all[index] {
                var waiver = Waivers.reason(lines: lines, around: site.waiverLines)
                if waiver == "" {
                    unreasoned.append("\(relative):\(site.line)")
                    waiver = nil
                }
                let target = targets.files[index]
                let resolved = Self.resolved(
                    site, file: relative, path: file, platform: target.platform, config: config, waiver: waiver,
                    accent: targets.accent(for: index) ?? tint[target.platform.colors],
                    catalog: resolvers[target.platform.colors]!.system)
                sites += target.platform == .watchos ? resolved.map(WatchColors.checked) : resolved
            }
        }
        self.sites = sites
        self.fileCount = files.count
        waiversWithoutReason = unreasoned
        excludedSites = excluded.withLock { $0 }.flatMap { $0 }
        notes = targets.notes
        platform = TargetContext.mostCommon(sites.map(\.platform.colors)) ?? targets.repositoryDefault.colors
    }

    /// A site in one of the app's views, paired through each use of the view (up to six distinct
    /// pairs); as it is when the view is used nowhere the scan can see.
    /// The uses of the app's views that the app draws, and the views only previews draw: a view used
    /// in previews and nowhere else, or only inside such views (a preview's harness and what it holds).
    static func drawnUses(_ all: [String: [ViewUse]], previewUses: Set<String>) -> ([String: [ViewUse]], Set<String>) {
        // Views with a use anywhere, the app's or a preview's: one left with none is drawn only by previews.
        let used = Set(all.filter { !$0.value.isEmpty }.keys).union(previewUses)
        var previewOnly = previewUses.filter { all[$0]?.isEmpty ?? true }
        var uses = all
        while true {
            uses = uses.mapValues { list in
                list.filter { use in
                    ![use.openView, use.enclosingView].contains { $0.map(previewOnly.contains) ?? false }
                }
            }
            let more = used.filter { !previewOnly.contains($0) && (uses[$0]?.isEmpty ?? true) }
            if more.isEmpty { return (uses, previewOnly) }
            previewOnly.formUnion(more)
        }
    }

    /// How many views out a site is followed, and how many uses in all: deep enough to reach the
    /// split view or window a macOS view sits in, bounded where views are used in many places.
    static let expansionDepth = 8
    /// Why a UIKit label in a notification content extension, on no background of its own, is not measured.
    static let notificationReason =
        "notification platter: a notification content extension draws on the notification's material, whose colour Apple does not publish"
    static let expansionBudget = 256

    static func expand(
        _ site: PendingSite, uses: [String: [ViewUse]], index: AppIndex, depth: Int = 0, budget: inout Int
    ) -> [PendingSite] {
        // Presented by a sheet that its view opens only when a property has a value no use gives it.
        if let presenter = site.style.presentedOnlyWhen, let declaration = index.viewDeclaration(presenter.view),
            let presenterUses = uses[presenter.view], !presenterUses.isEmpty,
            presenterUses.allSatisfy({ use in
                presenter.required.contains { OptionalProperties.isNil($0, of: declaration, given: use.arguments) }
            })
        {
            return []
        }
        // A view of an app that no code names (its only use commented out, a screen left behind): never drawn.
        if let view = site.openView, !site.style.isSettled, index.hasEntryPoint, index.views[view] != nil,
            uses[view]?.isEmpty ?? true, !index.referencedNames.contains(view)
        {
            return []
        }
        guard let view = site.openView, depth < Self.expansionDepth, budget > 0, let viewUses = uses[view],
            !viewUses.isEmpty, !site.style.isSettled
        else {
            // The `body` of a type that is not a `View` struct (a tab enum), shown by generic code.
            var site = site
            if let view = site.openView, !site.style.isSettled, index.views[view] == nil { site.shownBy = view }
            return [site]
        }
        var results: [PendingSite] = [], seen: Set<String> = []
        // Text under `if let title` is not drawn where a use leaves `title` nil.
        let guards = site.guards.flatMap { $0.view == view ? $0 : nil }
        let declaration = guards == nil ? nil : index.viewDeclaration(view)
        for use in viewUses {
            if let declaration, let guards,
                guards.required.contains(where: { OptionalProperties.isNil($0, of: declaration, given: use.arguments) })
                    || guards.flags.contains(where: {
                        OptionalProperties.isFalse($0, of: declaration, given: use.arguments)
                    })
                    || guards.absent.contains(where: {
                        OptionalProperties.isSet($0, of: declaration, given: use.arguments)
                    })
                    || guards.cases.contains(where: { guarded in
                        CaseGuard.value(of: guarded.property, in: declaration, given: use.arguments).map {
                            !guarded.draws($0)
                        } ?? false
                    })
            {
                continue
            }
            var combined = site
            // `Inner(context: context)`: the guard is decided where the outer view is used.
            combined.guards = guards.flatMap { guards in
                use.openView.flatMap { OptionalProperties.forwarded(guards, by: use.arguments, to: $0) }
            }
            combined.style.inherit(use.style)
            combined.openView = use.openView
            combined.usedAt = site.usedAt ?? "\(use.file):\(use.line)"
            combined.route = site.route + ["\(use.file):\(use.line)"]
            budget -= 1
            for expanded in expand(combined, uses: uses, index: index, depth: depth + 1, budget: &budget)
            where seen.insert(expanded.pairKey).inserted {
                results.append(expanded)
                if results.count == 6 { return results }
            }
        }
        return results
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

extension [FoundSite] {
    /// One entry per distinct pair at a place: uses of a view that give the same pair are one site
    /// (the first use named).
    var uniquePairs: [FoundSite] {
        var seen: Set<String> = []
        return filter { site in
            let key = [
                "\(site.line):\(site.column)", site.foreground?.written, site.defaultForeground?.written,
                site.background?.written, site.defaultBackground?.written, site.font.written,
                site.font.weight?.rawValue, site.systemDrawn, site.blank, "\(site.opacity)",
                site.forcedScheme?.rawValue, site.unresolvedReasons.joined(separator: ";"),
            ].map { $0 ?? "-" }.joined(separator: "|")
            return seen.insert(key).inserted
        }
    }
}
