import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A DTCG Resolver Module 2025.10 file (`*.resolver.json`): named sets of token sources, modifiers
/// whose contexts (light, dark, light-hc…) add sources of their own, and a resolution order in
/// which later sources override earlier ones. Each combination of the contexts of the modifiers
/// that carry colours becomes a mode; modifiers without colours (sizes, breakpoints) take their
/// default context.
public struct TokenResolver: Sendable {
    /// A modifier: its contexts in the file's order, each with its sources.
    public struct Modifier: Sendable {
        /// The modifier's name (`theme`).
        public let name: String
        /// Context names and their sources, in order.
        public let contexts: [(name: String, files: [TokenFile])]
        /// The `default` context, when the file names one.
        public let defaultContext: String?

        /// Whether any context brings a colour token: only those modifiers make modes.
        var carriesColors: Bool {
            contexts.contains { $0.files.contains { $0.tokens.contains(where: \.isColor) } }
        }
    }

    /// One entry of `resolutionOrder`.
    enum Step: Sendable {
        case set(name: String, files: [TokenFile])
        case modifier(Modifier)
    }

    /// The resolver file.
    public let path: String
    let steps: [Step]

    /// The modifiers, in resolution order.
    public var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// Whether `path` is a resolver: named `*.resolver.json`, or JSON with a `resolutionOrder`.
    public static func isResolver(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".resolver.json") { return true }
        guard path.lowercased().hasSuffix(".json"),
            let data = FileManager.default.contents(atPath: path),
            let json = (try? JSONObject.parse(data)) as? [String: Any]
        else { return false }
        return json["resolutionOrder"] != nil
    }

    /// Reads the resolver and every source it refers to.
    public init(path: String) throws(SpecError) {
        self.path = path
        let root = try TokenFile.compose(path: path)
        var reader = ResolverReader(path: path, root: root)
        steps = try reader.steps()
    }

    /// The modes: one per combination of the colour-carrying modifiers' contexts, each named by its
    /// contexts (`light-hc`), standing for the appearance its name reads as (`ModeName`): other
    /// words beside a scheme make a variant (`dark-dimmed`, its own column). `pinned`
    /// (`--context theme=dark`) fixes a modifier to one context. A context naming no scheme or
    /// contrast (a brand) is left out and listed in `ignoredThemes`, unless pinned.
    public func modes(pinned: [String: String] = [:]) throws(SpecError) -> TokenModes {
        for (name, context) in pinned {
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                throw SpecError(
                    file: path, field: "--context",
                    message:
                        "no modifier '\(name)'\(Self.suggestion(name, modifiers.map(\.name))): this resolver's modifiers are "
                        + (modifiers.isEmpty ? "none" : modifiers.map(\.name).joined(separator: ", ")))
            }
            guard modifier.contexts.contains(where: { $0.name == context }) else {
                let names = modifier.contexts.map(\.name)
                throw SpecError(
                    file: path, field: "--context",
                    message:
                        "modifier '\(name)' has no context '\(context)'\(Self.suggestion(context, names)): its contexts are "
                        + names.joined(separator: ", "))
            }
        }
        let varying = modifiers.filter { pinned[$0.name] == nil && $0.carriesColors }
        // Every modifier not varied takes the pinned, default or first context.
        var fixed: [String: String] = [:]
        for modifier in modifiers where pinned[modifier.name] != nil || !modifier.carriesColors {
            fixed[modifier.name] = pinned[modifier.name] ?? modifier.defaultContext ?? modifier.contexts.first?.name
        }
        var combinations: [[String: String]] = [fixed]
        for modifier in varying {
            combinations = combinations.flatMap { partial in
                modifier.contexts.map { context in partial.merging([modifier.name: context.name]) { $1 } }
            }
        }
        var modes: [TokenModes.Mode] = [], ignored: [String] = []
        let colorModifiers = modifiers.filter { pinned[$0.name] != nil || $0.carriesColors }
        for choice in combinations {
            let parts = colorModifiers.map { (modifier: $0, context: choice[$0.name]!) }
            // A varied context whose words name no scheme or contrast (a brand) makes no
            // appearance: left out unless pinned. Words beside a scheme (dark-dimmed) make a
            // variant: a column of its own, never merged into light or dark.
            let unnamed = parts.filter {
                let words = ModeName(Self.words(of: $0.context, in: $0.modifier))
                return pinned[$0.modifier.name] == nil && words.appearance == nil && !words.unrecognised.isEmpty
            }
            guard unnamed.isEmpty else {
                for part in unnamed where !ignored.contains("\(part.modifier.name)=\(part.context)") {
                    ignored.append("\(part.modifier.name)=\(part.context)")
                }
                continue
            }
            // A pinned context naming no scheme (brand=acme) is the same in every column: not in the name.
            let words = parts.map { Self.words(of: $0.context, in: $0.modifier) }.filter {
                ModeName($0).appearance != nil || ModeName($0).unrecognised.isEmpty
            }.joined(separator: " ")
            let name = parts.isEmpty ? "light" : parts.map(\.context).joined(separator: "-")
            modes.append(
                TokenModes.Mode(
                    name: name, appearance: ModeName(words).variantAppearance ?? .light, files: files(for: choice),
                    shared: []))
        }
        try TokenModes.rejectDuplicates(modes.map { ($0.name, $0.appearance, "\(path) context '\($0.name)'") })
        guard !modes.isEmpty else {
            throw SpecError(
                file: path, field: "modifiers",
                message:
                    "no context names an appearance (\(ignored.joined(separator: "; "))): pick one with --context MODIFIER=CONTEXT"
            )
        }
        return TokenModes(modes: modes, ignoredThemes: ignored, referenced: referencedPaths)
    }

    /// Every path an alias in any source of any context refers to.
    var referencedPaths: Set<String> {
        var paths: Set<String> = []
        for step in steps {
            let files: [TokenFile]
            switch step {
            case .set(_, let sources): files = sources
            case .modifier(let modifier): files = modifier.contexts.flatMap(\.files)
            }
            for file in files {
                for token in file.tokens { if case .alias(let target) = token.value { paths.insert(target) } }
            }
        }
        return paths
    }

    /// Every source of one combination, in resolution order (later ones override earlier ones).
    func files(for choice: [String: String]) -> [TokenFile] {
        steps.flatMap { step -> [TokenFile] in
            switch step {
            case .set(_, let files): return files
            case .modifier(let modifier):
                return modifier.contexts.first { $0.name == choice[modifier.name] }?.files ?? []
            }
        }
    }

    /// The words a context's name stands for: a modifier named for contrast (`contrast: {normal,
    /// high}`) says which contrast its contexts are, so `high` there is increased contrast.
    static func words(of context: String, in modifier: Modifier) -> String {
        guard ModeName(modifier.name).appearance?.contrast == .increased, ModeName(context).appearance == nil else {
            return context
        }
        let words = ModeName.words(context)
        if words.allSatisfy({ ["high", "more", "increased", "higher"].contains($0) }) { return "increased-contrast" }
        if words.allSatisfy({ ["normal", "default", "standard", "regular"].contains($0) }) {
            return "normal"
        }
        return context
    }

    /// ", did you mean 'x'?" when one name is within two edits.
    static func suggestion(_ given: String, _ names: [String]) -> String {
        guard let near = NameSuggestions.nearest(to: given, in: names) else { return "" }
        return " (did you mean '\(near)'?)"
    }
}

extension TokenFile.Token {
    /// A colour, or an alias typed as one.
    var isColor: Bool {
        if case .color = value { return true }
        if case .alias = value { return type == "color" }
        return false
    }
}
