import CYAML

/// The one YAML document in a text, composed from libyaml's parser events (libyaml is the
/// parser Yams wraps; composing here keeps Foundation, which Yams needs, out of the program).
///
/// Nothing is resolved: every scalar stays text with its style, as Yams's `Resolver.basic` left it.
/// Anchors and aliases are followed; duplicate keys, a second document and nesting deeper than
/// `maximumDepth` are errors.
public enum YAMLDocument {
    /// Deep enough for any spec or token file; deeper input is refused, not a stack overflow.
    public static let maximumDepth = 512

    /// The root node, or nil for an empty text.
    public static func compose(_ text: String) throws(YAMLSyntaxError) -> YAMLNode? {
        var text = text
        if text.isEmpty { return nil }
        let composed: Result<YAMLNode?, YAMLSyntaxError> = text.withUTF8 { bytes in
            var parser = YAMLParser(bytes)
            do throws(YAMLSyntaxError) { return .success(try parser.document()) } catch { return .failure(error) }
        }
        return try composed.get()
    }
}

/// What is wrong with a YAML or JSON text and where (1-based).
public struct YAMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problem: String
    public var line: Int
    public var column: Int

    public var description: String { "line \(line), column \(column): \(problem)" }
}

/// Owns one `yaml_parser_t` and its events over borrowed UTF-8 bytes.
private struct YAMLParser: ~Copyable {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let bytes: UnsafeBufferPointer<UInt8>
    private var anchors: [String: YAMLNode] = [:]
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress!, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    mutating func document() throws(YAMLSyntaxError) -> YAMLNode? {
        var event = try next()  // stream start
        yaml_event_delete(&event)
        event = try next()
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        let root = try node(after: try next())
        var end = try next()  // document end
        yaml_event_delete(&end)
        var following = try next()
        defer { yaml_event_delete(&following) }
        if following.type != YAML_STREAM_END_EVENT {
            throw Self.error("but found another document", at: following.start_mark)
        }
        return root
    }

    /// The node that `first` begins; takes ownership of `first`.
    private mutating func node(after first: consuming yaml_event_t) throws(YAMLSyntaxError) -> YAMLNode {
        var event = first
        defer { yaml_event_delete(&event) }
        let mark = YAMLNode.Mark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
        switch event.type {
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor)
            guard let target = anchors[name] else { throw Self.error("found undefined alias", at: event.start_mark) }
            return target
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let node = YAMLNode.scalar(.init(string: text, style: Self.style(scalar.style), mark: mark))
            register(scalar.anchor, node)
            return node
        case YAML_SEQUENCE_START_EVENT:
            let anchor = event.data.sequence_start.anchor
            try enter(event.start_mark)
            var items: [YAMLNode] = []
            while let item = try next(unless: YAML_SEQUENCE_END_EVENT) { items.append(try node(after: item)) }
            depth -= 1
            let node = YAMLNode.sequence(.init(items: items, mark: mark))
            register(anchor, node)
            return node
        case YAML_MAPPING_START_EVENT:
            let anchor = event.data.mapping_start.anchor
            try enter(event.start_mark)
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var seen: Set<String> = []
            while let keyEvent = try next(unless: YAML_MAPPING_END_EVENT) {
                let key = try node(after: keyEvent)
                if case .scalar(let scalar) = key, !seen.insert(scalar.string).inserted {
                    throw YAMLSyntaxError(
                        problem: "found duplicate key '\(scalar.string)'", line: scalar.mark.line,
                        column: scalar.mark.column)
                }
                pairs.append((key, try node(after: try next())))
            }
            depth -= 1
            let node = YAMLNode.mapping(.init(pairs: pairs, mark: mark))
            register(anchor, node)
            return node
        default:
            throw Self.error("did not find expected node content", at: event.start_mark)
        }
    }

    private mutating func enter(_ mark: yaml_mark_t) throws(YAMLSyntaxError) {
        depth += 1
        if depth > YAMLDocument.maximumDepth {
            throw Self.error("found collections nested deeper than \(YAMLDocument.maximumDepth) levels", at: mark)
        }
    }

    private mutating func register(_ anchor: UnsafeMutablePointer<yaml_char_t>?, _ node: YAMLNode) {
        if let anchor { anchors[Self.string(anchor)] = node }
    }

    /// The next event, or nil (the event freed) when it is a collection's `end`.
    private mutating func next(unless end: yaml_event_type_t) throws(YAMLSyntaxError) -> yaml_event_t? {
        var event = try next()
        guard event.type == end else { return event }
        yaml_event_delete(&event)
        return nil
    }

    private mutating func next() throws(YAMLSyntaxError) -> yaml_event_t {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw parserError() }
        return event
    }

    private func parserError() -> YAMLSyntaxError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "cannot parse"
        if parser.pointee.error == YAML_READER_ERROR {
            // The reader counts bytes, not lines.
            let prefix = bytes.prefix(min(parser.pointee.problem_offset, bytes.count))
            let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
            return YAMLSyntaxError(problem: problem, line: line, column: column)
        }
        return Self.error(problem, at: parser.pointee.problem_mark)
    }

    private static func error(_ problem: String, at mark: yaml_mark_t) -> YAMLSyntaxError {
        YAMLSyntaxError(problem: problem, line: mark.line + 1, column: mark.column + 1)
    }

    private static func string(_ text: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
