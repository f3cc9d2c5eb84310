import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `textproof.yaml`: how a team's catalog or token colours are proofed and judged.
///
/// ```yaml
/// roles:                       # name or glob (*) → text | background | decoration | palette | any
///   Brand/Accent: text
///   "Chart/*": decoration
/// pairs:                       # the text × background combinations the app draws
///   - {text: TextPrimary, background: CardBackground}
///   - {text: TextSecondary, background: [CardBackground, systemGroupedBackground]}
/// allow:                       # accepted failures: shown as waived, never counted
///   - {text: Placeholder, background: CardBackground, appearance: dark, reason: "Decorative, WCAG 1.4.3 exempt"}
/// rules:                       # lints turned off
///   no-increased-contrast-variant: off
/// palettes: [ios18, ios26]     # releases side by side (default: ios26)
/// standards: [wcag2, apple]    # what cells are judged by (default: wcag2)
/// audit:                       # textproof audit's accepted failures in screenshots
///   allow:
///     - {image: "Onboarding/*", text: "Home Assistant", reason: "Logo wordmark, WCAG 1.4.3 exempt"}
///     - {image: "*.png", region: [0, 0, 1170, 150], reason: "Status bar, drawn by the simulator"}
/// ```
///
/// Names are the catalog's colour names (`Brand/Accent`) or token paths (`color.text.primary`);
/// pairs and waivers may also name system colours (`systemGroupedBackground`). A name that matches
/// nothing is an error naming the file, line and entry, so a typo never silently proofs nothing.
public struct ProofConfig: Sendable {
    /// A text colour judged on a background colour (names or globs).
    public struct Pair: Sendable, Hashable {
        /// The text colour.
        public var text: String
        /// The background colour.
        public var background: String
        /// The entry it was written in (`pairs[2]`), for errors.
        var field: String = ""
    }

    /// Colours whose names match `pattern` take `role`.
    public struct RoleRule: Sendable {
        /// A glob over colour names.
        public var pattern: String
        /// The role they take.
        public var role: ColorRole
        var line: Int?
        var column: Int?
    }

    /// The file it came from; nil for the default (empty) config.
    public var path: String?
    /// Role rules, first match wins.
    public var roles: [RoleRule] = []
    /// The pairs to judge.
    public var pairs: [Pair] = []
    /// Pairs allowed to fail, each with its reason.
    public var waivers: [Waiver] = []
    /// Lint ids turned off.
    public var disabledRules: Set<String> = []
    /// Palettes to draw with (`palettes:`); empty: the default.
    public var palettes: [Palette] = []
    /// Standards to judge by (`standards:`); empty: WCAG 2.
    public var standards: [ContrastStandard] = []
    /// Screenshot failures accepted (`audit: allow:`), each with its reason.
    public var auditWaivers: [AuditWaiver] = []
    /// Where each entry was written: `pairs[2].background` → (line, column), for errors found
    /// once the colours are known.
    var locations: [String: (line: Int, column: Int)] = [:]

    /// An empty configuration: roles inferred, no pairs, nothing waived.
    public init() {}

    /// The file name looked for beside a catalog or token file.
    public static let fileName = "textproof.yaml"

    static let keys = ["roles", "pairs", "allow", "rules", "palettes", "standards", "audit"]

    /// The config file to read: `given` (`--config`), else `textproof.yaml` in the first of `folders`
    /// that has one, else nil (the default config). The catalog, tokens and scan commands all find
    /// theirs this way, each naming its own folders.
    public static func discover(near folders: [String], given: String?) -> String? {
        if let given { return given }
        return folders.lazy.map { $0.appendingPathComponent(fileName) }.first {
            FileManager.default.fileExists(atPath: $0)
        }
    }

    /// Reads and checks the syntax of a config file; names are checked by `validate(names:…)`.
    public static func load(path: String) throws(SpecError) -> ProofConfig {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw SpecError(
                file: path, field: "", message: "cannot read the config file (missing, unreadable or not UTF-8)")
        }
        let parser = SpecParser(file: path, baseDirectory: path.deletingLastPathComponent)
        var config = ProofConfig()
        config.path = path
        guard let root = try parser.document(text) else { return config }
        let fields = try parser.mapping(root, field: "", allowed: keys)
        if let node = fields["roles"] { try config.readRoles(node, parser: parser) }
        if let node = fields["pairs"] { try config.readPairs(node, parser: parser) }
        if let node = fields["allow"] { try config.readWaivers(node, parser: parser) }
        if let node = fields["rules"] { config.disabledRules = try rules(node, field: "rules", parser: parser) }
        if let node = fields["palettes"] { config.palettes = try parser.list(node, field: "palettes", Palette.self) }
        if let node = fields["standards"] {
            config.standards = try parser.list(node, field: "standards", ContrastStandard.self)
        }
        if let node = fields["audit"] { config.auditWaivers = try AuditWaiver.read(node, parser: parser) }
        return config
    }

    /// Notes where `field` was written, for errors found once the colours are known.
    private mutating func remember(_ field: String, _ node: YAMLNode) {
        locations[field] = (node.mark.line, node.mark.column)
    }

    /// `roles: {GLOB: ROLE}`.
    private mutating func readRoles(_ node: YAMLNode, parser: SpecParser) throws(SpecError) {
        guard case .mapping(let mapping) = node else {
            throw parser.error(
                "roles", at: node, "must map colour names to text, background, decoration, palette or any")
        }
        for (key, value) in mapping {
            let role = try parser.choice(value, field: "roles.\(key.plain)", ColorRole.self)
            roles.append(RoleRule(pattern: key.plain, role: role, line: key.mark.line, column: key.mark.column))
        }
    }

    /// `pairs: [{text: NAME or [NAMES], background: NAME or [NAMES]}]`: every text on every background.
    private mutating func readPairs(_ node: YAMLNode, parser: SpecParser) throws(SpecError) {
        guard case .sequence(let items) = node else {
            throw parser.error("pairs", at: node, "must be a list of {text: NAME, background: NAME}")
        }
        for (index, item) in items.enumerated() {
            let field = "pairs[\(index)]"
            let entry = try parser.mapping(item, field: field, allowed: ["text", "background"])
            guard let textNode = entry["text"], let backgroundNode = entry["background"] else {
                throw parser.error(field, at: item, "needs text and background")
            }
            let texts = try Self.names(textNode, field: field + ".text", parser: parser)
            let backgrounds = try Self.names(backgroundNode, field: field + ".background", parser: parser)
            remember(field + ".text", textNode)
            remember(field + ".background", backgroundNode)
            for text in texts {
                for background in backgrounds { pairs.append(Pair(text: text, background: background, field: field)) }
            }
        }
    }

    /// `allow: [{text, background?, appearance?, reason}]`: failures accepted, each with its reason.
    private mutating func readWaivers(_ node: YAMLNode, parser: SpecParser) throws(SpecError) {
        guard case .sequence(let items) = node else {
            throw parser.error("allow", at: node, "must be a list of {text, background, appearance, reason}")
        }
        for (index, item) in items.enumerated() {
            let field = "allow[\(index)]"
            let entry = try parser.mapping(item, field: field, allowed: ["text", "background", "appearance", "reason"])
            guard let textNode = entry["text"] else {
                throw parser.error(field + ".text", at: item, "missing: name the text colour the waiver is for")
            }
            guard let reasonNode = entry["reason"] else {
                throw parser.error(
                    field + ".reason", at: item, "missing: a waiver needs a reason, shown in every report")
            }
            let reason = try parser.string(reasonNode, field: field + ".reason").trimmingWhitespace()
            guard !reason.isEmpty else { throw parser.error(field + ".reason", at: reasonNode, "must not be empty") }
            var waiver = Waiver(text: try parser.string(textNode, field: field + ".text"), reason: reason)
            remember(field + ".text", textNode)
            if let backgroundNode = entry["background"] {
                waiver.background = try parser.string(backgroundNode, field: field + ".background")
                remember(field + ".background", backgroundNode)
            }
            if let appearanceNode = entry["appearance"] {
                let name = try parser.string(appearanceNode, field: field + ".appearance")
                guard let appearance = Appearance(name: name) else {
                    throw parser.error(
                        field + ".appearance", at: appearanceNode,
                        "unknown appearance '\(name)' (expected \(Appearance.allCases.map(\.name).joined(separator: ", ")))"
                    )
                }
                waiver.appearance = appearance.name
            }
            waivers.append(waiver)
        }
    }

    /// `rules: {id: off}`: the lint ids turned off. Unknown ids are errors.
    static func rules(_ node: YAMLNode, field: String, parser: SpecParser) throws(SpecError) -> Set<String> {
        guard case .mapping(let mapping) = node else {
            throw parser.error(field, at: node, "must map lint ids to off or on")
        }
        var off = Set<String>()
        for (key, value) in mapping {
            let id = key.plain
            guard ProofLinter.ids.contains(id) else {
                let close = NameSuggestions.close(to: id, in: ProofLinter.ids)
                throw parser.error(
                    "\(field).\(id)", at: key,
                    "unknown lint id\(close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"); expected one of \(ProofLinter.ids.joined(separator: ", "))"
                )
            }
            switch value.plain.lowercased() {
            case "off", "false", "no", "disabled": off.insert(id)
            case "on", "true", "yes", "enabled": off.remove(id)
            default: throw parser.error("\(field).\(id)", at: value, "must be off or on, not '\(value.plain)'")
            }
        }
        return off
    }

    private static func names(_ node: YAMLNode, field: String, parser: SpecParser) throws(SpecError) -> [String] {
        if case .sequence(let items) = node {
            guard !items.isEmpty else { throw parser.error(field, at: node, "must name at least one colour") }
            return try items.enumerated().map { index, item throws(SpecError) in
                try parser.string(item, field: "\(field)[\(index)]")
            }
        }
        return [try parser.string(node, field: field)]
    }

    /// The role of a colour: the first exact `roles:` entry, else the first glob that matches,
    /// else the one its path implies (`ColorRole.inferred`).
    public func role(of name: String, path: String? = nil) -> ColorRole {
        explicitRole(of: name) ?? ColorRole.inferred(from: path ?? name)
    }

    /// The role `roles:` gives a name, or nil when no entry matches.
    public func explicitRole(of name: String) -> ColorRole? {
        if let exact = roles.first(where: { !Glob($0.pattern).isPattern && $0.pattern == name }) { return exact.role }
        if let glob = roles.first(where: { Glob($0.pattern).isPattern && Glob($0.pattern).matches(name) }) {
            return glob.role
        }
        return nil
    }

    /// Checks every name against the colours it applies to (`names`) and, for pairs and waivers,
    /// the system colours too: the first that matches nothing is an error with its line.
    public func validate(names: Set<String>, isSystemColor: (String) -> Bool) throws(SpecError) {
        let file = path ?? ProofConfig.fileName
        func known(_ name: String, system: Bool) -> Bool {
            let glob = Glob(name)
            if glob.isPattern { return names.contains(where: glob.matches) }
            return names.contains(name) || (system && (isSystemColor(name) || name.hasPrefix("#")))
        }
        func unknown(_ field: String, _ name: String, line: Int?, column: Int?, system: Bool) -> SpecError {
            let close = NameSuggestions.close(to: name, in: Array(names))
            return SpecError(
                file: file, field: field, line: line, column: column,
                message:
                    "'\(name)' matches no colour \(system ? "of the catalog or tokens, nor a system colour" : "of the catalog or tokens")"
                    + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"))
        }
        for rule in roles where !known(rule.pattern, system: false) {
            throw unknown("roles.\(rule.pattern)", rule.pattern, line: rule.line, column: rule.column, system: false)
        }
        for pair in pairs {
            for (name, part) in [(pair.text, "text"), (pair.background, "background")] where !known(name, system: true)
            {
                let location = locations["\(pair.field).\(part)"]
                throw unknown(
                    "\(pair.field).\(part)", name, line: location?.line, column: location?.column, system: true)
            }
        }
        for (index, waiver) in waivers.enumerated() {
            for (name, part) in [(waiver.text, "text"), (waiver.background, "background")] {
                guard let name, !known(name, system: true) else { continue }
                let location = locations["allow[\(index)].\(part)"]
                throw unknown(
                    "allow[\(index)].\(part)", name, line: location?.line, column: location?.column, system: true)
            }
        }
    }
}
