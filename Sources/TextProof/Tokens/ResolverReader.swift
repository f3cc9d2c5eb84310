#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a resolver file's `sets`, `modifiers` and `resolutionOrder`, following `$ref`s: to this
/// file (`#/sets/base`, `#/modifiers/theme`), to a token file (`./light.tokens.json`), or into one
/// (`./tokens.json#/color`, a JSON pointer). Sources may also be token trees written inline, and
/// resolution-order entries inline sets and modifiers (`"type": "set"`). Each token file is read once.
struct ResolverReader {
    let path: String
    let root: YAMLNode
    let folder: String
    private var cache: [String: TokenFile] = [:]
    /// References being followed, to refuse a cycle (`#/sets/a` listing itself) instead of recursing.
    private var following: [String] = []

    init(path: String, root: YAMLNode) {
        self.path = path
        self.root = root
        folder = path.deletingLastPathComponent
    }

    mutating func steps() throws(SpecError) -> [TokenResolver.Step] {
        guard case .mapping(let top) = root else { throw error("", root, "a resolver must be a JSON object") }
        guard let order = TokenFile.entry(top, "resolutionOrder") else {
            throw error("resolutionOrder", root, "a resolver needs a resolutionOrder: the sets and modifiers in order")
        }
        guard case .sequence(let entries) = order else {
            throw error("resolutionOrder", order, "must be a list of {\"$ref\": \"#/sets/NAME\"} or #/modifiers/NAME")
        }
        var steps: [TokenResolver.Step] = []
        for (index, entry) in entries.enumerated() {
            let field = "resolutionOrder[\(index)]"
            guard case .mapping(let mapping) = entry else { throw error(field, entry, "must be an object") }
            if let ref = TokenFile.entry(mapping, "$ref") {
                let target = ref.plain
                let parts = target.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers" else {
                    throw error(field, ref, "'\(target)' is not #/sets/NAME or #/modifiers/NAME")
                }
                guard let definition = lookup(["\(parts[1])", unescape(parts[2])]) else {
                    throw error(field, ref, "'\(target)' points at nothing in this file")
                }
                steps.append(
                    parts[1] == "sets"
                        ? .set(name: parts[2], files: try sources(of: definition, field: "\(parts[1]).\(parts[2])"))
                        : .modifier(try modifier(definition, name: parts[2], field: "modifiers.\(parts[2])")))
            } else {
                let name = TokenFile.entry(mapping, "name")?.plain ?? "\(index)"
                switch TokenFile.entry(mapping, "type")?.plain {
                case "set": steps.append(.set(name: name, files: try sources(of: entry, field: field)))
                case "modifier": steps.append(.modifier(try modifier(entry, name: name, field: field)))
                default: throw error(field, entry, "an inline entry needs \"type\": \"set\" or \"modifier\"")
                }
            }
        }
        return steps
    }

    /// A set's `sources`.
    private mutating func sources(of definition: YAMLNode, field: String) throws(SpecError) -> [TokenFile] {
        guard case .mapping(let mapping) = definition, let list = TokenFile.entry(mapping, "sources") else {
            throw error(field, definition, "a set needs sources: a list of {\"$ref\": \"FILE\"} or token objects")
        }
        return try files(list, field: field + ".sources")
    }

    private mutating func modifier(_ definition: YAMLNode, name: String, field: String) throws(SpecError)
        -> TokenResolver.Modifier
    {
        guard case .mapping(let mapping) = definition, let contexts = TokenFile.entry(mapping, "contexts"),
            case .mapping(let byName) = contexts
        else {
            throw error(field, definition, "a modifier needs contexts: {NAME: [sources]}")
        }
        var list: [(name: String, files: [TokenFile])] = []
        for (key, sources) in byName {
            list.append((key.plain, try files(sources, field: "\(field).contexts.\(key.plain)")))
        }
        let defaultContext = TokenFile.entry(mapping, "default")?.plain
        if let defaultContext, !list.contains(where: { $0.name == defaultContext }) {
            throw error(
                field + ".default", definition,
                "'\(defaultContext)' is not one of the contexts (\(list.map(\.name).joined(separator: ", ")))")
        }
        return TokenResolver.Modifier(name: name, contexts: list, defaultContext: defaultContext)
    }

    /// A list of sources: references to files, to sets of this file, or inline token trees.
    private mutating func files(_ list: YAMLNode, field: String) throws(SpecError) -> [TokenFile] {
        guard case .sequence(let entries) = list else { throw error(field, list, "must be a list of sources") }
        var files: [TokenFile] = []
        for (index, entry) in entries.enumerated() {
            guard case .mapping(let mapping) = entry else {
                throw error("\(field)[\(index)]", entry, "a source must be an object")
            }
            guard let ref = TokenFile.entry(mapping, "$ref") else {
                files.append(try TokenFile(path: path, root: entry))
                continue
            }
            files += try referenced(ref.plain, at: ref, field: "\(field)[\(index)]")
        }
        return files
    }

    private mutating func referenced(_ target: String, at node: YAMLNode, field: String) throws(SpecError)
        -> [TokenFile]
    {
        let hash = target.firstIndex(of: "#")
        let file = hash.map { String(target[..<$0]) } ?? target
        let pointer = hash.map { String(target[target.index(after: $0)...]) } ?? ""
        let keys = pointer.split(separator: "/", omittingEmptySubsequences: true).map { unescape(String($0)) }
        if file.isEmpty {
            // Into this file: a set's sources, or a token tree written under another key.
            guard let definition = lookup(keys) else { throw error(field, node, "'\(target)' points at nothing") }
            if keys.first == "sets", keys.count == 2 {
                guard !following.contains(target) else {
                    throw error(field, node, "reference cycle: \((following + [target]).joined(separator: " → "))")
                }
                following.append(target)
                defer { following.removeLast() }
                return try sources(of: definition, field: keys.joined(separator: "."))
            }
            return [try TokenFile(path: path, root: definition)]
        }
        let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file)
        let standardized = resolved.resolvedPath
        let key = standardized + "#" + keys.joined(separator: "/")
        if let cached = cache[key] { return [cached] }
        guard FileManager.default.fileExists(atPath: standardized) else {
            throw error(field, node, "no such token file \(standardized)")
        }
        let tokens = try TokenFile(path: standardized, pointer: keys)
        cache[key] = tokens
        return [tokens]
    }

    private func lookup(_ keys: [String]) -> YAMLNode? {
        var node = root
        for key in keys {
            guard case .mapping(let mapping) = node, let next = TokenFile.entry(mapping, key) else { return nil }
            node = next
        }
        return node
    }

    /// JSON pointer escapes: `~1` is `/`, `~0` is `~`.
    private func unescape(_ key: String) -> String {
        key.replacing("~1", with: "/").replacing("~0", with: "~")
    }

    private func error(_ field: String, _ node: YAMLNode, _ message: String) -> SpecError {
        SpecError(file: path, field: field, line: node.mark.line, column: node.mark.column, message: message)
    }
}
