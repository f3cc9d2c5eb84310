import ArgumentParser
import TextProof
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct TokensCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Proof the colour tokens of design-token files (W3C DTCG 2025.10, Figma, Tokens Studio) by role.",
        discussion: """
            Reads DTCG JSON: groups, $type inherited from groups, colour values as objects \
            {colorSpace, components, alpha, hex} (srgb, srgb-linear, display-p3, oklch, oklab, lab, \
            lch, hsl, hwb, xyz-d65, xyz-d50) or hex strings, and aliases {group.token}, chains \
            included. Tokens Studio's value/type keys are read too.

            A DTCG Resolver Module 2025.10 file (*.resolver.json) gives sets, modifiers and their \
            contexts and the resolution order ($refs to files, into files by JSON pointer, or to its \
            own sets): each combination of the contexts of the modifiers that carry colours is a \
            mode; other modifiers take their default context; --context MODIFIER=CONTEXT fixes one. \
            There the semantic tokens (aliases) are proofed, and palette primitives only when no \
            token refers to them.

            Modes: a DTCG resolver's contexts, a Tokens Studio $themes.json, or --mode NAME=FILE \
            name them; file names only as a fallback. A name is read word by word (split at - _ . \
            spaces and case changes): light and dark name the scheme; ax, hc, high-contrast, \
            HighContrast, increased-contrast and contrast mean increased contrast; elevated the \
            elevated level; theme, mode, color(s), tokens and semantic say nothing. So \
            light_ax.tokens.json is light-increased-contrast. A file whose name names no scheme or \
            contrast is shared by every mode and only provides alias targets (a core palette). A name \
            with any other word (dark-dimmed, light-colorblind) is never merged into light or dark: from \
            a resolver, a theme or --mode it is a column of its own; in a file name it is an error. \
            Two files claiming one mode are an error naming both. The colour tokens of the mode files are \
            proofed, by role from their path (text, background, decoration, any), with the same config \
            file (textproof.yaml beside the first file, or --config), pairs, waivers, suggestions and \
            reports as catalog.

            Alias cycles, aliases to missing tokens, unknown colour spaces and malformed components \
            are errors naming the file, line and token path: exit 2, nothing written.

            Examples:
              textproof tokens light.json dark.json --out proofs
              textproof tokens core.json --mode light=semantic-light.json \\
                --mode dark=semantic-dark.json
              textproof tokens 'tokens/$themes.json' --require aa
              textproof tokens github-primer.resolver.json --context size=default
            """)

    @Argument(
        help: ArgumentHelp(
            "Token files: modes by their names, shared files otherwise, or a $themes.json.", valueName: "file"))
    var files: [String] = []

    @Option(
        help: ArgumentHelp("A mode and its file, such as dark=tokens/dark.json (repeatable).", valueName: "name=file"))
    var mode: [String] = []

    @Option(
        help: ArgumentHelp(
            "With a DTCG resolver: fix a modifier to one context, such as theme=dark-dimmed (repeatable).",
            valueName: "modifier=context"))
    var context: [String] = []

    @Option(
        help: ArgumentHelp(
            "The config file (roles, pairs, allow, rules). Default: textproof.yaml beside the first token file.",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The proof's name: its report's name and its files' prefix.", valueName: "name"))
    var name: String = "tokens"

    @Option(help: ArgumentHelp("Resolve system colours named in pairs for ios or macos.", valueName: "platform"))
    var platform: Platform = .ios

    @OptionGroup var sharding: ShardOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !files.isEmpty || !mode.isEmpty else {
            throw ValidationError("give token files, --mode NAME=FILE, or a $themes.json")
        }
        for entry in context where !entry.contains("=") {
            throw ValidationError("--context takes MODIFIER=CONTEXT, such as theme=dark; got '\(entry)'")
        }
        if !context.isEmpty, !(files.count == 1 && TokenResolver.isResolver(files[0])) {
            throw ValidationError("--context picks a context of a DTCG resolver: give one *.resolver.json file")
        }
        for entry in mode where !entry.contains("=") {
            throw ValidationError("--mode takes NAME=FILE, such as dark=tokens/dark.json; got '\(entry)'")
        }
        guard !name.isEmpty, !name.contains("/") else { throw ValidationError("--name must be a file name prefix") }
    }

    func run() async throws {
        let modes = try loadModes()
        for theme in modes.ignoredThemes {
            if theme.contains("=") {
                printError(
                    "note: context \(theme) names no appearance (light, dark, …); left out: proof it on its own with --context \(theme)"
                )
            } else {
                printError("note: theme '\(theme)' names no appearance (light, dark, …); left out")
            }
        }
        let colors = try modes.namedColors()
        let firstFile = files.first ?? mode.first.map { String($0.split(separator: "=", maxSplits: 1)[1]) } ?? "."
        var proofConfig = ProofConfig()
        if let configPath = ProofConfig.discover(near: [firstFile.deletingLastPathComponent], given: config) {
            proofConfig = try ProofConfig.load(path: configPath)
        }
        let appearances = modes.appearances
        var proof = NamedColorProof(
            name: name, source: firstFile, colors: colors, config: proofConfig, platform: platform,
            appearances: appearances.isEmpty ? [.light] : appearances, colorSpace: output.colorSpace ?? .sRGB)
        proof.palettes = output.palette?.values ?? []
        proof.standards = output.standard?.values
        try proof.validateConfig()
        guard !colors.isEmpty else {
            throw ProofError.spec(SpecError(file: firstFile, field: "", message: "no colour tokens in these files"))
        }
        for note in proof.notes { printError("note: \(note)") }
        let fontsDirectory = try output.fontProvider(source: firstFile).fontsDirectory
        try await output.finishPaged(
            proof, fontsDirectory: fontsDirectory, shard: sharding.shard?.resolve(count: sharding.shardCount))
    }

    func loadModes() throws(SpecError) -> TokenModes {
        if files.count == 1, mode.isEmpty, TokenResolver.isResolver(files[0]) {
            let pinned = Dictionary(
                context.map { entry in
                    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : "")
                }, uniquingKeysWith: { $1 })
            return try TokenResolver(path: files[0]).modes(pinned: pinned)
        }
        return try TokenModes.load(
            files: files,
            modes: mode.map { entry in
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                return (parts[0], parts[1])
            })
    }
}
