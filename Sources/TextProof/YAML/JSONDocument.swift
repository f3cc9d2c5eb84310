#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One JSON text (RFC 8259) composed into the nodes `YAMLDocument` gives, so readers of specs and
/// of JSON share one tree: strings become double-quoted scalars, numbers, `true`, `false` and `null`
/// plain scalars as written, every node marked with its 1-based line and column (in characters).
///
/// JSON is read as JSON, not as the YAML it nearly is: libyaml refuses valid JSON (escaped
/// surrogate pairs, which Python's `json.dumps` writes for every emoji, U+FFFF, duplicate keys).
/// Duplicate keys: the last wins, in the first one's place (as JSONSerialization and Python do).
/// A lone escaped surrogate becomes U+FFFD; invalid UTF-8 is refused. Nesting deeper than
/// `YAMLDocument.maximumDepth` is refused, never a stack overflow.
public enum JSONDocument {
    /// The root node, or an error naming the line and column.
    public static func compose(_ data: Data) throws(YAMLSyntaxError) -> YAMLNode {
        let composed: Result<YAMLNode, YAMLSyntaxError> = data.withUnsafeBytes { raw in
            compose(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
        }
        return try composed.get()
    }

    public static func compose(_ text: String) throws(YAMLSyntaxError) -> YAMLNode {
        var text = text
        return try text.withUTF8 { compose($0) }.get()
    }

    /// Whether a file is read as JSON: named `.json`, or (named neither `.yaml` nor `.yml`) its
    /// first byte other than white space opens an object or an array.
    public static func isJSON(path: String, _ data: Data) -> Bool {
        let name = path.lowercased()
        if name.hasSuffix(".json") { return true }
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return false }
        let first = data.first { !JSONReader.isWhitespace($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<YAMLNode, YAMLSyntaxError> {
        var reader = JSONReader(bytes)
        do throws(YAMLSyntaxError) { return .success(try reader.document()) } catch { return .failure(error) }
    }
}

/// A recursive-descent reader over UTF-8 bytes (no copies but for strings with escapes).
private struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private var line = 1
    private var lineStart = 0
    // Columns count characters, so they are counted forward from the last mark, not per mark from
    // the line's start: a minified file is one long line.
    private var countedTo = 0
    private var countedColumn = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark, which RFC 8259 lets a reader ignore (libyaml did).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        lineStart = position
        countedTo = position
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    mutating func document() throws(YAMLSyntaxError) -> YAMLNode {
        let root = try value()
        skipWhitespace()
        if position < bytes.count { throw error("found \(found(position)) after the JSON value") }
        return root
    }

    private mutating func value() throws(YAMLSyntaxError) -> YAMLNode {
        skipWhitespace()
        guard position < bytes.count else { throw error("expected a value but found the end of the text") }
        let mark = mark(at: position)
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(mark)
        case UInt8(ascii: "["): return try array(mark)
        case UInt8(ascii: "\""): return .scalar(.init(string: try string(), style: .doubleQuoted, mark: mark))
        case UInt8(ascii: "t"): return try literal("true", mark)
        case UInt8(ascii: "f"): return try literal("false", mark)
        case UInt8(ascii: "n"): return try literal("null", mark)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number(mark)
        default: throw error("expected a value but found \(found(position))")
        }
    }

    private mutating func object(_ mark: YAMLNode.Mark) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        // Built only for large objects: small ones are searched, which is cheaper than hashing.
        var index: [String: Int] = [:]
        skipWhitespace()
        if next(is: "}") {
            depth -= 1
            return .mapping(.init(pairs: pairs, mark: mark))
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a string key but found \(found(position))")
            }
            let keyMark = self.mark(at: position)
            let name = try string()
            skipWhitespace()
            guard next(is: ":") else { throw error("expected ':' after an object key but found \(found(position))") }
            let pair = (
                key: YAMLNode.scalar(.init(string: name, style: .doubleQuoted, mark: keyMark)), value: try value()
            )
            if let earlier = pairs.count > 16 ? index[name] : pairs.firstIndex(where: { $0.key.plain == name }) {
                pairs[earlier] = pair
            } else {
                if pairs.count == 16 { for (offset, known) in pairs.enumerated() { index[known.key.plain] = offset } }
                if pairs.count >= 16 { index[name] = pairs.count }
                pairs.append(pair)
            }
            skipWhitespace()
            if next(is: ",") { continue }
            if next(is: "}") { break }
            throw error("expected ',' or '}' after an object member but found \(found(position))")
        }
        depth -= 1
        return .mapping(.init(pairs: pairs, mark: mark))
    }

    private mutating func array(_ mark: YAMLNode.Mark) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        var items: [YAMLNode] = []
        skipWhitespace()
        if !next(is: "]") {
            while true {
                items.append(try value())
                skipWhitespace()
                if next(is: ",") { continue }
                if next(is: "]") { break }
                throw error("expected ',' or ']' after an array item but found \(found(position))")
            }
        }
        depth -= 1
        return .sequence(.init(items: items, mark: mark))
    }

    private mutating func enter() throws(YAMLSyntaxError) {
        depth += 1
        if depth > YAMLDocument.maximumDepth {
            throw error("found collections nested deeper than \(YAMLDocument.maximumDepth) levels")
        }
        position += 1
    }

    private mutating func literal(_ word: StaticString, _ mark: YAMLNode.Mark) throws(YAMLSyntaxError) -> YAMLNode {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= text.count, bytes[position..<position + text.count].elementsEqual(text) else {
            throw error("expected a value but found \(found(position))")
        }
        position += text.count
        return .scalar(.init(string: word.description, style: .plain, mark: mark))
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    private mutating func number(_ mark: YAMLNode.Mark) throws(YAMLSyntaxError) -> YAMLNode {
        let start = position
        _ = next(is: "-")
        if next(is: "0") {
            // One zero only: "01" is not a number.
        } else {
            try digits()
        }
        if next(is: ".") { try digits() }
        if next(is: "e") || next(is: "E") {
            if !next(is: "+") { _ = next(is: "-") }
            try digits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return .scalar(.init(string: text, style: .plain, mark: mark))
    }

    private mutating func digits() throws(YAMLSyntaxError) {
        let start = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        if position == start { throw error("expected a digit in a number but found \(found(position))") }
    }

    /// The string whose opening quote is at `position`.
    private mutating func string() throws(YAMLSyntaxError) -> String {
        position += 1
        let start = position
        // Without escapes the text is the bytes themselves, once checked.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            position += try character(byte)
        }
        var text = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &text)
            } else {
                let length = try character(byte)
                text.append(contentsOf: bytes[position..<position + length])
                position += length
            }
        }
        throw error("found the end of the text inside a string")
    }

    /// The length of the unescaped character starting with `byte` at `position`, checked.
    private func character(_ byte: UInt8) throws(YAMLSyntaxError) -> Int {
        if byte >= 0x20 && byte < 0x80 { return 1 }
        if byte < 0x20 {
            throw error("found a control character (\(hex(byte))) in a string: write it escaped")
        }
        // Well-formed UTF-8 (Unicode, table 3-7): no overlong forms, surrogates or values past U+10FFFF.
        let length: Int, second: ClosedRange<UInt8>
        switch byte {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: throw error("found invalid UTF-8 (\(hex(byte)))")
        }
        guard bytes.count - position >= length, second.contains(bytes[position + 1]),
            bytes[position + 2..<position + length].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { throw error("found invalid UTF-8 (\(hex(byte)) not followed by a well-formed sequence)") }
        return length
    }

    /// The escape at `position` (a backslash), appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(YAMLSyntaxError) {
        guard position + 1 < bytes.count else { throw error("found the end of the text inside a string") }
        let simple: UInt8
        switch bytes[position + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            var scalar = try unit(at: position)
            position += 6
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate pairs with an escaped low one; alone it is U+FFFD.
                if let low = try? unit(at: position), (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                    position += 6
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                scalar = 0xFFFD
            }
            text.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(scalar)!)!)
            return
        default:
            let next = bytes[position + 1]
            guard next > 0x20 && next < 0x7F else {
                throw error("found an invalid escape in a string: a backslash before \(hex(next))")
            }
            throw error("found an invalid escape '\\\(Character(Unicode.Scalar(next)))' in a string")
        }
        text.append(simple)
        position += 2
    }

    /// The code unit of `\uXXXX` at `offset`.
    private func unit(at offset: Int) throws(YAMLSyntaxError) -> UInt32 {
        guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else { throw error("expected four hexadecimal digits after \\u in a string") }
        var unit: UInt32 = 0
        for byte in bytes[offset + 2..<offset + 6] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hexadecimal digits after \\u in a string")
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09: position += 1
            case 0x0A: newLine(after: position + 1)
            case 0x0D:
                newLine(after: position + 1 < bytes.count && bytes[position + 1] == 0x0A ? position + 2 : position + 1)
            default: return
            }
        }
    }

    /// LF, CRLF and CR each end a line, as libyaml and messages' source lines count them.
    private mutating func newLine(after end: Int) {
        position = end
        line += 1
        lineStart = end
    }

    private mutating func next(is character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// The line and column of `offset` on the current line.
    private mutating func mark(at offset: Int) -> YAMLNode.Mark {
        if countedTo < lineStart || countedTo > offset { (countedTo, countedColumn) = (lineStart, 1) }
        for byte in bytes[countedTo..<offset] where byte & 0xC0 != 0x80 { countedColumn += 1 }
        countedTo = offset
        return YAMLNode.Mark(line: line, column: countedColumn)
    }

    /// What is at `offset`, for messages: a printable character quoted, else its byte.
    private func found(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        guard byte > 0x20 && byte < 0x7F else { return hex(byte) }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "byte 0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 15)])"
    }

    private func error(_ problem: String) -> YAMLSyntaxError {
        // `mark` is mutating for speed; errors are rare, so a copy counts from the line's start.
        var copy = self
        let mark = copy.mark(at: min(position, bytes.count))
        return YAMLSyntaxError(problem: problem, line: mark.line, column: mark.column)
    }
}
