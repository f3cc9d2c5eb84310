import Foundation
import TextProofColor
import TextProofText
import Yams

/// Reads a spec from YAML or JSON (JSON is read as the YAML it also is), checking every field.
/// Unknown keys are errors, so a typo never silently falls back to a default.
public struct SpecParser {
    /// Shown in errors: the spec's path as the user gave it.
    public let file: String
    /// The folder relative font paths are resolved against.
    public let baseDirectory: String

    public init(file: String, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Reads and parses the spec at `path`.
    public static func load(path: String) throws(SpecError) -> ProofSpec {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, field: "", message: "cannot read the spec file (missing or unreadable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, field: "", message: "the spec is not UTF-8 text")
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let parser = SpecParser(file: path, baseDirectory: (path as NSString).deletingLastPathComponent)
        return try parser.parse(text, defaultName: stem)
    }

    static let topLevelKeys = [
        "name", "platform", "palette", "colorSpace", "font", "fallback", "size", "weight", "scale", "contentSize",
        "appearances", "background", "runs", "paragraphs",
    ]
    static let runKeys = [
        "text", "color", "background", "font", "size", "weight", "italic", "style", "features", "tracking",
        "baselineOffset", "underline", "strikethrough",
    ]
    static let paragraphKeys = [
        "runs", "width", "alignment", "lineHeightMultiple", "spacingAfter", "lineLimit", "direction", "language",
    ]

    public func parse(_ text: String, defaultName: String) throws(SpecError) -> ProofSpec {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw error("", at: nil, "the spec is empty")
            }
            root = node
        } catch let specError as SpecError {
            throw specError
        } catch let yamlError as YamlError {
            throw syntaxError(yamlError)
        } catch {
            throw SpecError(file: file, field: "", message: "cannot parse: \(error)")
        }
        let fields = try mapping(root, field: "", allowed: Self.topLevelKeys)

        var spec = ProofSpec(name: defaultName, source: file, runs: [])
        if let node = fields["name"] {
            let name = try string(node, field: "name")
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw error("name", at: node, "'\(name)' cannot be a file name prefix")
            }
            spec.name = name
        }
        if let node = fields["font"] { spec.font = try font(node, field: "font") }
        if let node = fields["fallback"] {
            guard case .sequence(let items) = node else { throw error("fallback", at: node, "must be a list of font families or files") }
            spec.fallback = try items.enumerated().map { index, item throws(SpecError) in try font(item, field: "fallback[\(index)]") }
        }
        if let node = fields["contentSize"] {
            let name = try string(node, field: "contentSize")
            guard let category = ContentSizeCategory(name: name) else {
                throw error("contentSize", at: node, "unknown content size '\(name)' (expected \(Self.list(ContentSizeCategory.allCases.map(\.rawValue))))")
            }
            spec.contentSize = category
        }
        if let node = fields["platform"] { spec.platform = try choice(node, field: "platform", Platform.self) }
        if let node = fields["palette"] { spec.palette = try choice(node, field: "palette", Palette.self) }
        if let node = fields["colorSpace"] { spec.colorSpace = try choice(node, field: "colorSpace", OutputColorSpace.self) }
        let catalog = spec.catalog
        if let node = fields["size"] { spec.size = try points(node, field: "size") }
        if let node = fields["weight"] { spec.weight = try weight(node, field: "weight") }
        if let node = fields["scale"] {
            let scale = try number(node, field: "scale")
            guard scale > 0, scale <= 16 else { throw error("scale", at: node, "must be more than 0 and at most 16 pixels per point, not \(node.plain)") }
            spec.scale = scale
        }
        if let node = fields["appearances"] { spec.appearances = try appearances(node, catalog: catalog) }
        if let node = fields["background"] { spec.background = try color(node, field: "background", catalog: catalog) }
        var runNodes: [(node: Node, field: String)] = []
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
                let (paragraph, runs) = try self.paragraph(node, field: field, firstRun: spec.runs.count, catalog: catalog)
                spec.runs += runs.map(\.run)
                runNodes += runs.map { ($0.node, $0.field) }
                spec.paragraphs.append(paragraph)
            }
        }
        try checkPixelSizes(spec, sizes: (fields["size"], runNodes))
        return spec
    }

    // MARK: - Fields

    private func run(_ node: Node, field: String, catalog: SystemColorCatalog) throws(SpecError) -> RunSpec {
        if case .scalar = node {
            // A bare string is a run with no attributes.
            return RunSpec(text: try string(node, field: field))
        }
        let fields = try mapping(node, field: field, allowed: Self.runKeys)
        guard let textNode = fields["text"] else { throw error(field + ".text", at: node, "missing: every run needs text") }
        let text = try string(textNode, field: field + ".text")
        guard !text.isEmpty else { throw error(field + ".text", at: textNode, "must not be empty") }
        var run = RunSpec(text: text)
        if let colorNode = fields["color"] { run.color = try color(colorNode, field: field + ".color", catalog: catalog) }
        if let node = fields["background"] { run.background = try color(node, field: field + ".background", catalog: catalog) }
        if let node = fields["font"] { run.font = try font(node, field: field + ".font") }
        if let sizeNode = fields["size"] { run.size = try points(sizeNode, field: field + ".size") }
        if let weightNode = fields["weight"] { run.weight = try weight(weightNode, field: field + ".weight") }
        if let node = fields["italic"] { run.italic = try bool(node, field: field + ".italic") }
        if let node = fields["style"] { run.style = try choice(node, field: field + ".style", TextStyle.self) }
        if let node = fields["features"] {
            guard case .sequence(let items) = node else { throw error(field + ".features", at: node, "must be a list such as [\"liga=0\", tnum]") }
            for (index, item) in items.enumerated() {
                let text = try string(item, field: "\(field).features[\(index)]")
                guard let feature = Feature(text) else {
                    throw error("\(field).features[\(index)]", at: item, "'\(text)' is not an OpenType feature setting (such as liga=0, tnum, -kern, ss01)")
                }
                run.features.append(feature)
            }
        }
        if let node = fields["tracking"] { run.tracking = try number(node, field: field + ".tracking") }
        if let node = fields["baselineOffset"] { run.baselineOffset = try number(node, field: field + ".baselineOffset") }
        if let node = fields["underline"] { run.underline = try decoration(node, field: field + ".underline", catalog: catalog) }
        if let node = fields["strikethrough"] { run.strikethrough = try decoration(node, field: field + ".strikethrough", catalog: catalog) }
        return run
    }

    private func paragraph(
        _ node: Node, field: String, firstRun: Int, catalog: SystemColorCatalog
    ) throws(SpecError) -> (ParagraphSpec, [(run: RunSpec, node: Node, field: String)]) {
        let fields = try mapping(node, field: field, allowed: Self.paragraphKeys)
        guard let runsNode = fields["runs"], case .sequence(let nodes) = runsNode, !nodes.isEmpty else {
            throw error(field + ".runs", at: fields["runs"] ?? node, "a paragraph needs a list of at least one run")
        }
        var runs: [(RunSpec, Node, String)] = []
        for (index, runNode) in nodes.enumerated() {
            let runField = "\(field).runs[\(index)]"
            runs.append((try run(runNode, field: runField, catalog: catalog), runNode, runField))
        }
        var paragraph = ParagraphSpec(runs: firstRun..<firstRun + runs.count)
        if let node = fields["width"] { paragraph.width = try points(node, field: field + ".width") }
        if let node = fields["alignment"] { paragraph.alignment = try choice(node, field: field + ".alignment", ParagraphStyle.Alignment.self) }
        if let node = fields["lineHeightMultiple"] {
            let value = try number(node, field: field + ".lineHeightMultiple")
            guard value > 0, value <= 10 else { throw error(field + ".lineHeightMultiple", at: node, "must be more than 0 and at most 10") }
            paragraph.lineHeightMultiple = value
        }
        if let node = fields["spacingAfter"] {
            let value = try number(node, field: field + ".spacingAfter")
            guard value >= 0 else { throw error(field + ".spacingAfter", at: node, "must not be negative") }
            paragraph.spacingAfter = value
        }
        if let node = fields["lineLimit"] {
            let value = try number(node, field: field + ".lineLimit")
            guard value >= 1, value == value.rounded(), value < 10_000 else { throw error(field + ".lineLimit", at: node, "must be a whole number of lines, 1 or more") }
            paragraph.lineLimit = Int(value)
        }
        if let node = fields["direction"] {
            switch try string(node, field: field + ".direction") {
            case "natural": paragraph.direction = .natural
            case "ltr", "leftToRight": paragraph.direction = .leftToRight
            case "rtl", "rightToLeft": paragraph.direction = .rightToLeft
            case let other: throw error(field + ".direction", at: node, "unknown direction '\(other)' (expected natural, ltr or rtl)")
            }
        }
        if let node = fields["language"] { paragraph.language = try string(node, field: field + ".language") }
        return (paragraph, runs)
    }

    private func decoration(_ node: Node, field: String, catalog: SystemColorCatalog) throws(SpecError) -> DecorationSpec? {
        if case .scalar = node {
            let name = try string(node, field: field)
            if name == "none" || name == "false" { return nil }
            if name == "true" { return DecorationSpec() }
            return DecorationSpec(style: try choice(node, field: field, DecorationStyle.self))
        }
        let fields = try mapping(node, field: field, allowed: ["style", "color"])
        var decoration = DecorationSpec()
        if let styleNode = fields["style"] { decoration.style = try choice(styleNode, field: field + ".style", DecorationStyle.self) }
        if let colorNode = fields["color"] { decoration.color = try color(colorNode, field: field + ".color", catalog: catalog) }
        return decoration
    }

    private func font(_ node: Node, field: String) throws(SpecError) -> FontReference {
        let font = try string(node, field: field)
        let lowered = font.lowercased()
        if font.contains("/") || lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") {
            return .file(path: font.hasPrefix("/") ? font : (baseDirectory as NSString).appendingPathComponent(font))
        }
        return .family(font)
    }

    private func bool(_ node: Node, field: String) throws(SpecError) -> Bool {
        switch try string(node, field: field).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw error(field, at: node, "must be true or false, not '\(other)'")
        }
    }

    private func appearances(_ node: Node, catalog: SystemColorCatalog) throws(SpecError) -> [Appearance] {
        let supported = catalog.supportedAppearances
        if case .scalar = node, node.plain == "all" {
            guard catalog.allAppearances.allSatisfy(supported.contains) else {
                throw error("appearances", at: node, "the \(catalog.name) palette has light and dark values only; use palette ios15 for all appearances")
            }
            return catalog.allAppearances
        }
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw error("appearances", at: node, "must be all, or a list such as [light, dark]")
        }
        var result: [Appearance] = []
        for (index, item) in items.enumerated() {
            let field = "appearances[\(index)]"
            let name = try string(item, field: field)
            guard let appearance = Appearance(name: name), supported.contains(appearance) else {
                throw error(field, at: item, "unknown appearance '\(name)' for \(catalog.name) (expected \(Self.list(supported.map(\.name))))")
            }
            guard !result.contains(appearance) else { throw error(field, at: item, "'\(name)' is listed twice") }
            result.append(appearance)
        }
        return result
    }

    private func color(_ node: Node, field: String, catalog: SystemColorCatalog) throws(SpecError) -> ColorReference {
        switch node {
        case .mapping(let mapping):
            var choices: [Appearance: ColorReference] = [:]
            for (keyNode, valueNode) in mapping {
                let key = keyNode.plain
                let appearance = key == "any" ? Appearance.light : Appearance(name: key)
                guard let appearance, catalog.supportedAppearances.contains(appearance) else {
                    let expected = ["any"] + catalog.supportedAppearances.map(\.name)
                    throw error("\(field).\(key)", at: keyNode, "unknown appearance (expected \(Self.list(expected)))")
                }
                guard choices[appearance] == nil else {
                    throw error("\(field).\(key)", at: keyNode, "gives the light value twice (any and light are the same)")
                }
                if case .mapping = valueNode { throw error("\(field).\(key)", at: valueNode, "must be a colour, not another mapping") }
                choices[appearance] = try color(valueNode, field: "\(field).\(key)", catalog: catalog)
            }
            guard choices[.light] != nil else {
                throw error(field, at: node, "needs a light (or any) value for the appearances it does not name")
            }
            return .dynamic(choices)
        case .scalar:
            guard !node.isNull else {
                throw error(field, at: node, "has no value (in YAML, quote hex colours: \"#RRGGBB\"; an unquoted # starts a comment)")
            }
            let text = node.plain.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#") {
                guard let value = ColorU8(hex: text) else {
                    throw error(field, at: node, "malformed hex colour '\(text)' (expected #RRGGBB or #RRGGBBAA)")
                }
                return .fixed(value)
            }
            if text.contains("(") {
                do { return .value(try ColorFunction.parse(text)) } catch let problem {
                    throw error(field, at: node, problem.message)
                }
            }
            guard catalog.color(named: text) != nil else {
                let suggestions = catalog.suggestions(for: text)
                let hint = suggestions.isEmpty ? "" : " (did you mean \(Self.list(suggestions))?)"
                throw error(field, at: node, "unknown \(catalog.platform == .ios ? "UIKit" : "AppKit") colour name '\(text)'\(hint)")
            }
            return .named(text)
        default:
            throw error(field, at: node, "must be a colour name, \"#RRGGBB\", \"#RRGGBBAA\", display-p3(r g b) or {light: …, dark: …}")
        }
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, field: String, _ type: Choice.Type
    ) throws(SpecError) -> Choice where Choice.RawValue == String {
        let name = try string(node, field: field)
        guard let value = Choice(rawValue: name) else {
            throw error(field, at: node, "unknown \(field) '\(name)' (expected \(Self.list(Choice.allCases.map(\.rawValue))))")
        }
        return value
    }

    private func weight(_ node: Node, field: String) throws(SpecError) -> FontWeight {
        let name = try string(node, field: field)
        guard let weight = FontWeight(rawValue: name) else {
            throw error(field, at: node, "unknown weight '\(name)' (expected \(Self.list(FontWeight.allCases.map(\.rawValue))))")
        }
        return weight
    }

    private func points(_ node: Node, field: String) throws(SpecError) -> Double {
        let value = try number(node, field: field)
        guard value > 0 else { throw error(field, at: node, "must be more than 0 points, not \(node.plain)") }
        return value
    }

    /// One line must fit the 10,000-pixel canvas limit; checked here so the error names the field.
    private func checkPixelSizes(_ spec: ProofSpec, sizes: (Node?, [(node: Node, field: String)])) throws(SpecError) {
        let limit = Double(CanvasLayout.maximumDimension)
        if spec.size * spec.scale > limit {
            throw error("size", at: sizes.0, "\(spec.size) pt at scale \(spec.scale) is over the \(CanvasLayout.maximumDimension)-pixel canvas limit")
        }
        for (index, run) in spec.runs.enumerated() {
            let points = spec.metrics(of: run).points
            if points * spec.scale > limit {
                throw error(sizes.1[index].field + ".size", at: sizes.1[index].node,
                    "\(points) pt at scale \(spec.scale) is over the \(CanvasLayout.maximumDimension)-pixel canvas limit")
            }
        }
    }

    // MARK: - Node access

    private func mapping(_ node: Node, field: String, allowed: [String]) throws(SpecError) -> [String: Node] {
        guard case .mapping(let mapping) = node else {
            throw error(field, at: node, field.isEmpty ? "the spec must be a mapping of keys such as name, font, runs" : "must be a mapping")
        }
        var result: [String: Node] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.plain
            let path = field.isEmpty ? key : "\(field).\(key)"
            guard allowed.contains(key) else {
                let close = NameSuggestions.close(to: key, in: allowed)
                let hint = close.isEmpty ? "" : " (did you mean \(Self.list(close))?)"
                throw error(path, at: keyNode, "unknown key\(hint); expected one of \(Self.list(allowed))")
            }
            guard result[key] == nil else { throw error(path, at: keyNode, "appears twice") }
            result[key] = value
        }
        return result
    }

    private func string(_ node: Node, field: String) throws(SpecError) -> String {
        guard case .scalar(let scalar) = node, !node.isNull else {
            throw error(field, at: node, "must be a single value")
        }
        return scalar.string
    }

    private func number(_ node: Node, field: String) throws(SpecError) -> Double {
        let text = try string(node, field: field)
        guard let value = Double(text), value.isFinite else {
            throw error(field, at: node, "must be a number, not '\(text)'")
        }
        return value
    }

    private func error(_ field: String, at node: Node?, _ message: String) -> SpecError {
        SpecError(file: file, field: field, line: node?.mark?.line, column: node?.mark?.column, message: message)
    }

    private func syntaxError(_ error: YamlError) -> SpecError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            SpecError(file: file, field: "", line: mark.line, column: mark.column, message: "not valid YAML or JSON: \(problem)")
        default:
            SpecError(file: file, field: "", message: "not valid YAML or JSON: \(error)")
        }
    }

    static func list(_ items: [String]) -> String {
        items.joined(separator: ", ")
    }
}

extension Node {
    /// The scalar's text, or a short description of a collection (for messages).
    var plain: String {
        switch self {
        case .scalar(let scalar): scalar.string
        case .mapping: "{…}"
        case .sequence: "[…]"
        case .alias: "*alias"
        }
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
