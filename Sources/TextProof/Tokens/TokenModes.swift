import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Design tokens in modes: each mode (light, dark, …) is a set of files whose colour tokens are
/// proofed, over shared files that only provide alias targets (a core palette). Aliases resolve
/// within a mode, mode files first; chains are followed, cycles and missing targets are errors
/// naming the file, line and token.
public struct TokenModes: Sendable {
    /// A mode (a token file, or a Tokens Studio theme) and the appearance it stands for.
    public struct Mode: Sendable {
        /// The mode's name.
        public let name: String
        /// The appearance it stands for.
        public let appearance: Appearance
        /// Files whose colour tokens are proofed in this mode.
        public let files: [TokenFile]
        /// Files that only provide alias targets.
        public let shared: [TokenFile]
    }

    /// Every mode, in order.
    public let modes: [Mode]
    /// Themes that name no appearance (other dimensions such as a brand), left out.
    public let ignoredThemes: [String]

    /// Token paths other tokens refer to, whose colours (a palette's primitives) are not proofed;
    /// nil proofs every colour of the mode files. A resolver puts palettes and semantic tokens in
    /// the same sets, so there only the semantic tokens, and primitives nothing refers to, are proofed.
    public let referenced: Set<String>?

    /// Modes, with Tokens Studio themes that name no appearance listed apart.
    public init(modes: [Mode], ignoredThemes: [String] = [], referenced: Set<String>? = nil) {
        self.modes = modes
        self.ignoredThemes = ignoredThemes
        self.referenced = referenced
    }

    /// The appearance a mode's name stands for, when every word of it is known (`ModeName`):
    /// `dark`, `Theme Dark`, `light_ax`, `dark-high-contrast`, `darkHC`; nil otherwise.
    public static func appearance(forMode name: String) -> Appearance? {
        ModeName(name).exactAppearance
    }

    /// A file's mode from its name (`dark.json`, `theme.light.tokens.json`, `light_ax.tokens.json`), or nil.
    public static func appearance(forFile path: String) -> Appearance? {
        appearance(forMode: ModeName.stem(ofFile: path))
    }

    /// The modes' appearances in the platform's order (light before dark, normal before increased
    /// contrast), each variant after its traits' plain appearance.
    public var appearances: [Appearance] {
        var unique: [Appearance] = []
        for mode in modes where !unique.contains(mode.appearance) { unique.append(mode.appearance) }
        func rank(_ appearance: Appearance) -> Int {
            Appearance.allCases.firstIndex(of: appearance.withoutVariant) ?? 0
        }
        return unique.sorted {
            (rank($0), $0.variant ?? "") < (rank($1), $1.variant ?? "")
        }
    }

    /// The proofed colours: one per token path in any mode, its value per mode's appearance
    /// (a mode that lacks a token falls back as Xcode does: dark to light).
    public func namedColors() throws(SpecError) -> [NamedColor] {
        var values: [String: [Appearance: ColorValue]] = [:]
        var origin: [String: TokenFile.Token] = [:]
        var places: [String: [Appearance: NamedColor.Place]] = [:]
        // Later files override earlier ones, so each path's token is the last one written.
        let tables = modes.map { mode in
            var table: [String: TokenFile.Token] = [:], proofed: [String: TokenFile.Token] = [:]
            for file in mode.shared { for token in file.tokens { table[token.path] = token } }
            for file in mode.files {
                for token in file.tokens {
                    table[token.path] = token
                    proofed[token.path] = token
                }
            }
            return (table: table, proofed: proofed)
        }
        let referenced = referenced ?? []
        for (mode, (table, proofed)) in zip(modes, tables) {
            for path in proofed.keys.sorted() {
                let token = proofed[path]!
                if case .color = token.value, referenced.contains(path) { continue }
                guard let value = try Self.resolve(token, in: table) else { continue }
                values[path, default: [:]][mode.appearance] = value
                places[path, default: [:]][mode.appearance] = NamedColor.Place(file: token.file, line: token.line)
                // The light mode's token names the colour (the base every other mode falls back to).
                if origin[path] == nil || mode.appearance == .light { origin[path] = token }
            }
        }
        guard values.count <= NamedColorProof.maximumColors else {
            throw SpecError(
                file: modes.first?.files.first?.path ?? "tokens", field: "",
                message:
                    "\(values.count) colour tokens; at most \(NamedColorProof.maximumColors) in one proof: split the token files"
            )
        }
        return values.keys.sorted().map { path in
            var choices = values[path]!
            if choices[.light] == nil, let first = modes.compactMap({ choices[$0.appearance] }).first {
                choices[.light] = first
            }
            let token = origin[path]!
            let reference: ColorReference =
                choices.count == 1 ? .value(choices[.light]!) : .dynamic(choices.mapValues { .value($0) })
            var color = NamedColor(name: path, reference: reference, source: token.file, line: token.line, path: path)
            let origin = NamedColor.Place(file: token.file, line: token.line)
            color.placesByAppearance = places[path, default: [:]].filter { $0.value != origin }
            return color
        }
    }

    /// Follows aliases to a colour; nil for tokens that are not colours.
    static func resolve(_ token: TokenFile.Token, in table: [String: TokenFile.Token]) throws(SpecError) -> ColorValue?
    {
        var current = token, chain = [token.path]
        while true {
            switch current.value {
            case .color(let value): return value
            case .other(let type):
                if current.path == token.path { return nil }
                guard token.type == nil || token.type != "color" else {
                    throw SpecError(
                        file: token.file, field: token.path, line: token.line, column: token.column,
                        message: "alias {\(current.path)} is a \(type) token, not a colour")
                }
                return nil
            case .alias(let target):
                guard let next = table[target] else {
                    throw SpecError(
                        file: token.file, field: token.path, line: token.line, column: token.column,
                        message: "alias to a missing token {\(target)}"
                            + (chain.count > 1 ? " (through \(chain.joined(separator: " → ")))" : ""))
                }
                guard !chain.contains(target) else {
                    throw SpecError(
                        file: token.file, field: token.path, line: token.line, column: token.column,
                        message: "alias cycle: \((chain + [target]).joined(separator: " → "))")
                }
                chain.append(target)
                current = next
            }
        }
    }

    /// Modes from explicit `NAME=FILE` pairs and from file names; files whose name names no mode
    /// are shared by every mode. One file (or one file of `$themes`) holding themes gives those.
    public static func load(files: [String], modes explicit: [(name: String, file: String)] = []) throws(SpecError)
        -> TokenModes
    {
        if files.count == 1, explicit.isEmpty, isThemes(files[0]) { return try themes(path: files[0]) }
        var shared: [TokenFile] = [], byMode: [(name: String, appearance: Appearance, file: TokenFile)] = []
        var explicitNames: Set<String> = []
        for (name, file) in explicit {
            let parsed = ModeName(name)
            // Named by the user: a word beside the scheme (dark-dimmed) makes a variant column.
            guard let appearance = parsed.variantAppearance else {
                let words = parsed.unrecognised.map { "'\($0)'" }.joined(separator: ", ")
                throw SpecError(
                    file: file, field: "--mode",
                    message: "unknown mode '\(name)'" + (words.isEmpty ? "" : " (\(words) names no appearance)")
                        + ": accepted names are \(ModeName.acceptedNames)")
            }
            explicitNames.insert(name)
            byMode.append((name, appearance, try TokenFile(path: file)))
        }
        for file in files {
            let stem = ModeName.stem(ofFile: file), parsed = ModeName(stem)
            // A file whose name names no appearance at all is shared: a core palette, aliases' targets.
            guard let appearance = parsed.appearance else {
                shared.append(try TokenFile(path: file))
                continue
            }
            guard parsed.unrecognised.isEmpty else {
                let words = parsed.unrecognised.map { "'\($0)'" }.joined(separator: ", ")
                throw SpecError(
                    file: file, field: "file name",
                    message:
                        "'\(stem)' names \(appearance.name) with \(words), which no appearance has, so it is not "
                        + "merged into \(appearance.name): give the file's mode with --mode NAME=FILE (accepted names: "
                        + "\(ModeName.acceptedNames)) or leave the file out")
            }
            byMode.append((appearance.name, appearance, try TokenFile(path: file)))
        }
        try rejectDuplicates(byMode.map { ($0.name, $0.appearance, $0.file.path) }, explicit: explicitNames)
        // No mode named at all: the files are one mode, light (Xcode's "any").
        if byMode.isEmpty {
            return TokenModes(modes: [Mode(name: "light", appearance: .light, files: shared, shared: [])])
        }
        let appearances = byMode.map(\.appearance).reduce(into: [Appearance]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return TokenModes(
            modes: appearances.map { appearance in
                let entries = byMode.filter { $0.appearance == appearance }
                return Mode(name: entries[0].name, appearance: appearance, files: entries.map(\.file), shared: shared)
            })
    }

    /// Two files (or themes) claiming one appearance would override each other's tokens in an
    /// order nobody chose: an error naming both. One mode name given twice with `--mode` is one
    /// mode spread over files, as its author said.
    static func rejectDuplicates(
        _ claims: [(name: String, appearance: Appearance, file: String)], explicit: Set<String> = []
    ) throws(SpecError) {
        for (index, claim) in claims.enumerated() {
            guard
                let earlier = claims[..<index].first(where: {
                    $0.appearance == claim.appearance && !($0.name == claim.name && explicit.contains(claim.name))
                })
            else { continue }
            throw SpecError(
                file: claim.file, field: "mode",
                message:
                    "both \(earlier.file) ('\(earlier.name)') and \(claim.file) ('\(claim.name)') claim the mode "
                    + "\(claim.appearance.name): give each file a mode of its own with --mode NAME=FILE (accepted names: "
                    + "\(ModeName.acceptedNames))")
        }
    }

    /// A Tokens Studio `$themes.json`, or a single export holding `$themes`.
    public static func isThemes(_ path: String) -> Bool {
        if path.lastPathComponent == "$themes.json" { return true }
        guard let data = FileManager.default.contents(atPath: path),
            let json = (try? JSONObject.parse(data)) as? [String: Any]
        else {
            return false
        }
        return json["$themes"] != nil
    }

    /// Tokens Studio themes: a `$themes.json` beside one file per token set (`core.json`,
    /// `semantic/light.json`), or a single file holding the sets and `$themes`. Sets `enabled` in a
    /// theme are proofed, sets marked `source` only provide alias targets.
    public static func themes(path: String) throws(SpecError) -> TokenModes {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, field: "", message: "cannot read the themes file (missing or unreadable)")
        }
        let json: Any
        do { json = try JSONObject.parse(data) } catch {
            throw SpecError(
                file: path, field: "", line: error.line, column: error.column,
                message: "not valid JSON: \(error.problem)")
        }
        let singleFile = (json as? [String: Any]).map { $0["$themes"] != nil } ?? false
        let listed: Any? = singleFile ? (json as? [String: Any])?["$themes"] : json
        guard let themes = listed as? [[String: Any]],
            !themes.isEmpty
        else {
            throw SpecError(
                file: path, field: "$themes", message: "expected a list of themes, each {name, selectedTokenSets}")
        }
        let folder = path.deletingLastPathComponent
        var modes: [Mode] = [], ignored: [String] = []
        for (index, theme) in themes.enumerated() {
            guard let name = theme["name"] as? String, let sets = theme["selectedTokenSets"] as? [String: String] else {
                throw SpecError(
                    file: path, field: "$themes[\(index)]", message: "a theme needs name and selectedTokenSets")
            }
            // Themes of other dimensions (a brand, a density, Tokens Studio's "Core") are not modes;
            // a theme naming a scheme with other words (Dark Dimmed) is a variant column.
            guard let appearance = ModeName(name).variantAppearance else {
                ignored.append(name)
                continue
            }
            var files: [TokenFile] = [], shared: [TokenFile] = []
            for (set, status) in sets.sorted(by: { $0.key < $1.key }) where status != "disabled" {
                let file: TokenFile
                if singleFile {
                    file = try TokenFile(path: path, set: set)
                } else {
                    let setPath = folder.appendingPathComponent(set + ".json")
                    guard FileManager.default.fileExists(atPath: setPath) else {
                        throw SpecError(
                            file: path, field: "$themes[\(index)].selectedTokenSets.\(set)",
                            message: "no token set file \(setPath)")
                    }
                    file = try TokenFile(path: setPath)
                }
                if status == "source" { shared.append(file) } else { files.append(file) }
            }
            modes.append(Mode(name: name, appearance: appearance, files: files, shared: shared))
        }
        try rejectDuplicates(modes.map { ($0.name, $0.appearance, "\(path) theme '\($0.name)'") })
        guard !modes.isEmpty else {
            throw SpecError(
                file: path, field: "$themes",
                message:
                    "no theme names an appearance (\(ignored.joined(separator: ", "))): name the light and dark themes light, dark, light-increased-contrast …"
            )
        }
        return TokenModes(modes: modes, ignoredThemes: ignored)
    }
}
