import TextProofColor
import TextProofRaster
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a spec from YAML or JSON (JSON is read as the YAML it also is), checking every field.
/// Unknown keys are errors, so a typo never silently falls back to a default.
public struct SpecParser {
    /// Shown in errors: the spec's path as the user gave it.
    public let file: String
    /// The folder relative font paths are resolved against.
    public let baseDirectory: String
    /// The text being parsed, for hints that quote a line.
    var source: String?

    /// A parser for text from `file`; relative paths (images, fonts) are taken from `baseDirectory`.
    public init(file: String, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Reads and parses the spec at `path`.
    public static func load(path: String) throws(SpecError) -> ProofSpec {
        guard let data = FileManager.default.contents(atPath: path) else {
            // A relative path is taken from the working directory, which a test runner chooses:
            // say which one.
            let place =
                path.hasPrefix("/")
                ? "" : " (looked in \(FileManager.default.currentDirectoryPath), the working directory)"
            throw SpecError(file: path, field: "", message: "cannot read the spec file (missing or unreadable)\(place)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, field: "", message: "the spec is not UTF-8 text")
        }
        let stem = path.lastPathComponent.deletingPathExtension
        let parser = SpecParser(file: path, baseDirectory: path.deletingLastPathComponent)
        return try parser.parse(text, defaultName: stem)
    }

    static let topLevelKeys = [
        "name", "platform", "palette", "colorSpace", "font", "fallback", "size", "weight", "scale", "contentSize",
        "appearances", "background", "compositing", "vision", "rules", "palettes", "standards", "runs", "paragraphs",
    ]
    static let runKeys = [
        "text", "color", "background", "font", "size", "weight", "italic", "style", "features", "tracking",
        "baselineOffset", "underline", "strikethrough", "blend",
    ]
    static let paragraphKeys = [
        "runs", "width", "alignment", "lineHeightMultiple", "spacingAfter", "lineLimit", "direction", "language",
    ]

    /// Parses YAML or JSON; a spec without a name takes `defaultName`.
    public func parse(_ text: String, defaultName: String) throws(SpecError) -> ProofSpec {
        var parser = self
        parser.source = text
        return try parser.parseText(text, defaultName: defaultName)
    }

    private func parseText(_ text: String, defaultName: String) throws(SpecError) -> ProofSpec {
        guard let root = try document(text) else { throw error("", at: nil, "the spec is empty") }
        let fields = try mapping(root, field: "", allowed: Self.topLevelKeys)
        var spec = ProofSpec(name: defaultName, source: file, runs: [])
        try readSettings(fields, into: &spec)
        try readAppearance(fields, into: &spec)
        let runNodes = try readText(fields, root: root, into: &spec)
        try checkPixelSizes(spec, sizes: (fields["size"], runNodes))
        return spec
    }

    /// The YAML (or JSON) document's root node (nil for an empty document), or an error naming
    /// the line and column. Specs and config files read their text through it.
    func document(_ text: String) throws(SpecError) -> YAMLNode? {
        do { return try YAMLDocument.compose(text) } catch { throw syntaxError(error) }
    }

    /// What the spec is and what it is drawn with: name, fonts, Dynamic Type size, platform,
    /// palettes, output space, size, weight and scale.
    private func readSettings(_ fields: [String: YAMLNode], into spec: inout ProofSpec) throws(SpecError) {
        if let node = fields["name"] {
            let name = try string(node, field: "name")
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw error("name", at: node, "'\(name)' cannot be a file name prefix")
            }
            spec.name = name
        }
        if let node = fields["font"] { spec.font = try font(node, field: "font") }
        if let node = fields["fallback"] {
            guard case .sequence(let items) = node else {
                throw error("fallback", at: node, "must be a list of font families or files")
            }
            spec.fallback = try items.enumerated().map { index, item throws(SpecError) in
                try font(item, field: "fallback[\(index)]")
            }
        }
        if let node = fields["contentSize"] {
            let name = try string(node, field: "contentSize")
            guard let category = ContentSizeCategory(name: name) else {
                throw error(
                    "contentSize", at: node,
                    "unknown content size '\(name)' (expected \(Self.list(ContentSizeCategory.allCases.map(\.rawValue))))"
                )
            }
            spec.contentSize = category
        }
        if let node = fields["platform"] { spec.platform = try choice(node, field: "platform", Platform.self) }
        if let node = fields["palette"] { spec.palette = try choice(node, field: "palette", Palette.self) }
        if let node = fields["palettes"] {
            spec.palettes = try list(node, field: "palettes", Palette.self)
            spec.palette = spec.palettes[0]
        }
        if let node = fields["colorSpace"] {
            spec.colorSpace = try choice(node, field: "colorSpace", OutputColorSpace.self)
        }
        if let node = fields["size"] { spec.size = try number(node, field: "size", in: .size) }
        if let node = fields["weight"] { spec.weight = try weight(node, field: "weight") }
        if let node = fields["scale"] { spec.scale = try number(node, field: "scale", in: .scale) }
    }

    /// Where and how it is judged: appearances, background or backdrop, compositing space, simulated
    /// visions, rules turned off and standards (colours resolve in the palette read before).
    private func readAppearance(_ fields: [String: YAMLNode], into spec: inout ProofSpec) throws(SpecError) {
        let catalog = spec.catalog
        if let node = fields["appearances"] { spec.appearances = try appearances(node, catalog: catalog) }
        if let node = fields["background"] {
            if case .mapping(let mapping) = node, mapping.keys.contains(where: { Self.backdropKeys.contains($0.plain) })
            {
                spec.backdrop = try backdrop(node, field: "background", catalog: catalog)
            } else {
                spec.background = try color(node, field: "background", catalog: catalog)
            }
        }
        if let node = fields["compositing"] {
            spec.compositing = try choice(node, field: "compositing", CompositingSpace.self)
        }
        if let node = fields["vision"] {
            guard case .sequence(let items) = node else {
                throw error("vision", at: node, "expected a list, e.g. [protanopia, deuteranopia]")
            }
            spec.vision = try items.map { item throws(SpecError) in
                try choice(item, field: "vision", VisionDeficiency.self)
            }
        }
        if let node = fields["rules"] { spec.disabledRules = try ProofConfig.rules(node, field: "rules", parser: self) }
        if let node = fields["standards"] { spec.standards = try list(node, field: "standards", ContrastStandard.self) }
    }

    /// The text: `runs` (a line each) or `paragraphs` (attributed runs wrapped together), not both.
    /// Returns each run's node and field, for the pixel-size check.
    private func readText(_ fields: [String: YAMLNode], root: YAMLNode, into spec: inout ProofSpec) throws(SpecError)
        -> [(node: YAMLNode, field: String)]
    {
        let catalog = spec.catalog
        var runNodes: [(node: YAMLNode, field: String)] = []
        switch (fields["runs"], fields["paragraphs"]) {
        case (nil, nil):
            throw error("runs", at: root, "missing: a spec needs runs (one line each) or paragraphs")
        case (.some, .some):
            throw error("paragraphs", at: fields["paragraphs"], "give runs or paragraphs, not both")
        case (let runsNode?, nil):
            guard case .sequence(let nodes) = runsNode, !nodes.isEmpty else {
                throw error("runs", at: runsNode, "must be a list of at least one run")
            }
            for (index, runNode) in nodes.enumerated() {
                spec.runs.append(try run(runNode, field: "runs[\(index)]", catalog: catalog))
                runNodes.append((runNode, "runs[\(index)]"))
            }
            spec.paragraphs = spec.runs.indices.map { ParagraphSpec(runs: $0..<$0 + 1) }
        case (nil, let paragraphsNode?):
            guard case .sequence(let nodes) = paragraphsNode, !nodes.isEmpty else {
                throw error("paragraphs", at: paragraphsNode, "must be a list of at least one paragraph")
            }
            spec.paragraphs = []
            for (index, node) in nodes.enumerated() {
                let field = "paragraphs[\(index)]"
                let (paragraph, runs) = try self.paragraph(
                    node, field: field, firstRun: spec.runs.count, catalog: catalog)
                spec.runs += runs.map(\.run)
                runNodes += runs.map { ($0.node, $0.field) }
                spec.paragraphs.append(paragraph)
            }
        }
        return runNodes
    }

    // MARK: - Fields

    func run(_ node: YAMLNode, field: String, catalog: SystemColorCatalog) throws(SpecError) -> RunSpec {
        var run = try runFields(node, field: field, catalog: catalog)
        run.line = node.mark.line
        run.column = node.mark.column
        return run
    }

    private func runFields(_ node: YAMLNode, field: String, catalog: SystemColorCatalog) throws(SpecError) -> RunSpec {
        if case .scalar = node {
            // A bare string is a run with no attributes.
            return RunSpec(text: try string(node, field: field))
        }
        let fields = try mapping(node, field: field, allowed: Self.runKeys)
        guard let textNode = fields["text"] else {
            throw error(field + ".text", at: node, "missing: every run needs text")
        }
        let text = try string(textNode, field: field + ".text")
        guard !text.isEmpty else { throw error(field + ".text", at: textNode, "must not be empty") }
        var run = RunSpec(text: text)
        if let colorNode = fields["color"] {
            run.color = try color(colorNode, field: field + ".color", catalog: catalog)
        }
        if let node = fields["background"] {
            run.background = try color(node, field: field + ".background", catalog: catalog)
        }
        if let node = fields["font"] { run.font = try font(node, field: field + ".font") }
        if let sizeNode = fields["size"] { run.size = try number(sizeNode, field: field + ".size", in: .size) }
        if let weightNode = fields["weight"] { run.weight = try weight(weightNode, field: field + ".weight") }
        if let node = fields["italic"] { run.italic = try bool(node, field: field + ".italic") }
        if let node = fields["style"] { run.style = try choice(node, field: field + ".style", TextStyle.self) }
        if let node = fields["features"] {
            guard case .sequence(let items) = node else {
                throw error(field + ".features", at: node, "must be a list such as [\"liga=0\", tnum]")
            }
            for (index, item) in items.enumerated() {
                let text = try string(item, field: "\(field).features[\(index)]")
                guard let feature = Feature(text) else {
                    throw error(
                        "\(field).features[\(index)]", at: item,
                        "'\(text)' is not an OpenType feature setting (such as liga=0, tnum, -kern, ss01)")
                }
                run.features.append(feature)
            }
        }
        if let node = fields["tracking"] { run.tracking = try number(node, field: field + ".tracking", in: .tracking) }
        if let node = fields["baselineOffset"] {
            run.baselineOffset = try number(node, field: field + ".baselineOffset", in: .baselineOffset)
        }
        if let node = fields["underline"] {
            run.underline = try decoration(node, field: field + ".underline", catalog: catalog)
        }
        if let node = fields["strikethrough"] {
            run.strikethrough = try decoration(node, field: field + ".strikethrough", catalog: catalog)
        }
        if let node = fields["blend"] { run.blend = try choice(node, field: field + ".blend", BlendMode.self) }
        return run
    }

    func paragraph(
        _ node: YAMLNode, field: String, firstRun: Int, catalog: SystemColorCatalog
    ) throws(SpecError) -> (ParagraphSpec, [(run: RunSpec, node: YAMLNode, field: String)]) {
        let fields = try mapping(node, field: field, allowed: Self.paragraphKeys)
        guard let runsNode = fields["runs"], case .sequence(let nodes) = runsNode, !nodes.isEmpty else {
            throw error(field + ".runs", at: fields["runs"] ?? node, "a paragraph needs a list of at least one run")
        }
        var runs: [(RunSpec, YAMLNode, String)] = []
        for (index, runNode) in nodes.enumerated() {
            let runField = "\(field).runs[\(index)]"
            runs.append((try run(runNode, field: runField, catalog: catalog), runNode, runField))
        }
        var paragraph = ParagraphSpec(runs: firstRun..<firstRun + runs.count)
        if let node = fields["width"] { paragraph.width = try number(node, field: field + ".width", in: .width) }
        if let node = fields["alignment"] {
            paragraph.alignment = try choice(node, field: field + ".alignment", ParagraphStyle.Alignment.self)
        }
        if let node = fields["lineHeightMultiple"] {
            paragraph.lineHeightMultiple = try number(
                node, field: field + ".lineHeightMultiple", in: .lineHeightMultiple)
        }
        if let node = fields["spacingAfter"] {
            paragraph.spacingAfter = try number(node, field: field + ".spacingAfter", in: .spacingAfter)
        }
        if let node = fields["lineLimit"] {
            let value = try number(node, field: field + ".lineLimit", in: .lineLimit)
            guard value == value.rounded() else {
                throw error(field + ".lineLimit", at: node, "must be a whole number of lines, not \(node.plain)")
            }
            // Bounded by the range just checked, so the conversion cannot trap.
            paragraph.lineLimit = Int(value)
        }
        if let node = fields["direction"] {
            switch try string(node, field: field + ".direction") {
            case "natural": paragraph.direction = .natural
            case "ltr", "leftToRight": paragraph.direction = .leftToRight
            case "rtl", "rightToLeft": paragraph.direction = .rightToLeft
            case let other:
                throw error(
                    field + ".direction", at: node, "unknown direction '\(other)' (expected natural, ltr or rtl)")
            }
        }
        if let node = fields["language"] { paragraph.language = try string(node, field: field + ".language") }
        return (paragraph, runs)
    }

    func checkPixelSizes(_ spec: ProofSpec, sizes: (YAMLNode?, [(node: YAMLNode, field: String)])) throws(SpecError) {
        let limit = Double(CanvasLayout.maximumDimension)
        if spec.size * spec.scale > limit {
            throw error(
                "size", at: sizes.0,
                "\(spec.size) pt at scale \(spec.scale) is over the \(CanvasLayout.maximumDimension)-pixel canvas limit"
            )
        }
        for (index, run) in spec.runs.enumerated() {
            let points = spec.metrics(of: run).points
            if points * spec.scale > limit {
                throw error(
                    sizes.1[index].field + ".size", at: sizes.1[index].node,
                    "\(points) pt at scale \(spec.scale) is over the \(CanvasLayout.maximumDimension)-pixel canvas limit"
                )
            }
        }
    }

    /// A non-empty list of choices, each once: `[ios18, ios26]`, `[wcag2, apca]`.
    func list<Choice: RawRepresentable & CaseIterable & Equatable>(
        _ node: YAMLNode, field: String, _ type: Choice.Type
    ) throws(SpecError) -> [Choice] where Choice.RawValue == String {
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw error(field, at: node, "expected a list of \(Self.list(Choice.allCases.map(\.rawValue)))")
        }
        var chosen: [Choice] = []
        for (index, item) in items.enumerated() {
            let value = try choice(item, field: "\(field)[\(index)]", Choice.self)
            guard !chosen.contains(value) else { throw error("\(field)[\(index)]", at: item, "listed twice") }
            chosen.append(value)
        }
        return chosen
    }

    static func list(_ items: [String]) -> String {
        items.joined(separator: ", ")
    }
}
