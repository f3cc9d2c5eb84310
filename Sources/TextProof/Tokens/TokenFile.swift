import TextProofColor
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One design-token file in the W3C Design Tokens Community Group format (2025.10): nested groups,
/// `$type` inherited from the enclosing groups, `$value` as a colour object
/// (`{colorSpace, components, alpha, hex}`), an older hex string or an alias `{group.token}`.
/// Tokens Studio's unprefixed `value`/`type` are read too. JSON files are read by `JSONDocument`,
/// YAML ones by `YAMLDocument`, into the same nodes: every token keeps its line for errors.
public struct TokenFile: Sendable {
    /// A token as written: its value node is resolved later, once every file of the mode is known.
    public struct Token: Sendable {
        /// Dot-separated path: `color.text.primary`.
        public let path: String
        /// The token file.
        public let file: String
        /// The token's line, when known.
        public let line: Int?
        /// The token's column, when known.
        public let column: Int?
        /// `$type` of the token or the nearest group that has one; nil when none says.
        public let type: String?
        let value: TokenValue
    }

    /// A `$value`, parsed but not resolved.
    enum TokenValue: Sendable {
        case alias(String)
        case color(ColorValue)
        /// Not a colour (a dimension, a typography object…): kept so aliases to it can say so.
        case other(String)
    }

    /// The file read.
    public let path: String
    /// Every colour token in it, aliases resolved.
    public let tokens: [Token]

    /// Reads every token below the top level, or below `set` (a Tokens Studio token set, a top-level key).
    public init(path: String, set: String? = nil) throws(SpecError) {
        try self.init(path: path, pointer: set.map { [$0] } ?? [])
    }

    /// Reads every token below the object a JSON pointer's keys lead to (a DTCG resolver's
    /// `file.json#/a/b`); the top level when `pointer` is empty.
    public init(path: String, pointer: [String]) throws(SpecError) {
        var root = try Self.compose(path: path)
        for (depth, key) in pointer.enumerated() {
            guard case .mapping(let mapping) = root, let inner = Self.entry(mapping, key) else {
                let field = pointer[...depth].joined(separator: depth == 0 && pointer.count == 1 ? "" : "/")
                throw SpecError(
                    file: path, field: field,
                    message: pointer.count == 1 ? "no token set '\(key)' in this file" : "no '\(key)' at #/\(field)")
            }
            root = inner
        }
        try self.init(path: path, root: root)
    }

    /// The tokens of a tree already read, such as tokens written inline in a resolver file.
    init(path: String, root: YAMLNode) throws(SpecError) {
        self.path = path
        let parser = SpecParser(file: path, baseDirectory: path.deletingLastPathComponent)
        var tokens: [Token] = []
        try Self.walk(root, path: [], inheritedType: nil, parser: parser, into: &tokens)
        self.tokens = tokens
    }

    /// A JSON (or YAML) file read as nodes that keep their lines: JSON when `JSONDocument.isJSON`
    /// says so (a `.json` name, or an object or array first), else YAML.
    static func compose(path: String) throws(SpecError) -> YAMLNode {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, field: "", message: "cannot read the token file (missing or unreadable)")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw SpecError(file: path, field: "", message: "the token file is empty")
        }
        if JSONDocument.isJSON(path: path, data) {
            do { return try JSONDocument.compose(data) } catch {
                throw SpecError(
                    file: path, field: "", line: error.line, column: error.column,
                    message: "not valid JSON: \(error.problem)")
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, field: "", message: "cannot read the token file (not UTF-8)")
        }
        let parser = SpecParser(file: path, baseDirectory: path.deletingLastPathComponent)
        guard let node = try parser.document(text) else {
            throw SpecError(file: path, field: "", message: "the token file is empty")
        }
        return node
    }

    /// `$name`, else Tokens Studio's `name`.
    static func key(_ mapping: YAMLNode.Mapping, _ name: String) -> YAMLNode? {
        entry(mapping, "$" + name) ?? entry(mapping, name)
    }

    /// The value under a key, compared as text (JSON's quoted keys carry a tag plain keys lack).
    static func entry(_ mapping: YAMLNode.Mapping, _ name: String) -> YAMLNode? {
        mapping.first { $0.key.plain == name }?.value
    }

    static func walk(
        _ node: YAMLNode, path: [String], inheritedType: String?, parser: SpecParser, into tokens: inout [Token]
    ) throws(SpecError) {
        guard case .mapping(let mapping) = node else { return }
        let field = path.joined(separator: ".")
        var type = inheritedType
        if let typeNode = key(mapping, "type") { type = typeNode.plain }
        // A token is a mapping with a value; anything else with mappings inside is a group.
        if let valueNode = entry(mapping, "$value")
            ?? (entry(mapping, "value").flatMap { node in
                if case .mapping(let inner) = node, inner.keys.contains(where: { $0.plain == "colorSpace" }) {
                    return node
                }
                if case .scalar = node { return node }
                return nil
            })
        {
            let value = try Self.value(valueNode, type: type, field: field, parser: parser)
            tokens.append(
                Token(
                    path: field, file: parser.file, line: valueNode.mark.line, column: valueNode.mark.column,
                    type: type, value: value))
            return
        }
        for (keyNode, child) in mapping {
            let name = keyNode.plain
            guard !name.hasPrefix("$") else { continue }
            guard !name.contains("."), !name.contains("{"), !name.contains("}") else {
                throw parser.error(
                    field.isEmpty ? name : "\(field).\(name)", at: keyNode,
                    "token and group names must not contain '.', '{' or '}'")
            }
            try walk(child, path: path + [name], inheritedType: type, parser: parser, into: &tokens)
        }
    }

    static func value(_ node: YAMLNode, type: String?, field: String, parser: SpecParser) throws(SpecError)
        -> TokenValue
    {
        if case .scalar = node {
            let text = node.plain.trimmingWhitespace()
            if text.hasPrefix("{"), text.hasSuffix("}") {
                let target = String(text.dropFirst().dropLast())
                if !target.isEmpty, !target.contains("{"), !target.contains("}") { return .alias(target) }
                // Tokens Studio writes arithmetic such as `{spacing.xs} * {spacing.scale}` for sizes.
                guard type != "color" else {
                    throw parser.error(field, at: node, "malformed alias '\(text)' (expected {group.token})")
                }
                return .other(type ?? "unknown")
            }
            if text.hasPrefix("#") {
                guard let color = TokenColor.hex(text) else {
                    throw parser.error(
                        field, at: node, "malformed hex colour '\(text)' (expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
                }
                return .color(ColorValue(color))
            }
            if type == "color" {
                if text.contains("(") {
                    do { return .color(try ColorFunction.parse(text)) } catch {
                        throw parser.error(
                            field, at: node,
                            "'\(text)' is not a colour this reader knows: use a colour object {colorSpace, components}, a hex string or an alias"
                        )
                    }
                }
                throw parser.error(
                    field, at: node,
                    "'\(text)' is not a colour: use a colour object {colorSpace, components}, a hex string or an alias")
            }
            return .other(type ?? "unknown")
        }
        if case .mapping(let mapping) = node, mapping.keys.contains(where: { $0.plain == "colorSpace" }) {
            return .color(try TokenColor.object(mapping, node: node, field: field, parser: parser))
        }
        if type == "color" {
            throw parser.error(
                field, at: node,
                "a colour value must be an object {colorSpace, components, alpha}, a hex string or an alias")
        }
        return .other(type ?? "unknown")
    }
}
