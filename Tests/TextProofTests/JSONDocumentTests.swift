import Foundation
import Testing

@testable import TextProof

@Suite("JSON documents")
struct JSONDocumentTests {
    static let suite = Checkout.fixture("JSONTestSuite")

    /// The suite's files starting with `prefix` (y_, n_, i_), with their bytes.
    static func documents(_ prefix: String) throws -> [(name: String, data: Data)] {
        try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasPrefix(prefix) }.sorted().map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: suite + "/" + $0)))
        }
    }

    func string(_ json: String) throws -> String {
        guard case .scalar(let scalar) = try JSONDocument.compose(json) else { throw CocoaError(.coderInvalidValue) }
        return scalar.string
    }

    static func text(_ node: YAMLNode) -> String {
        guard case .scalar(let scalar) = node else { return "" }
        return scalar.string
    }

    func mapping(_ json: String) throws -> YAMLNode.Mapping {
        guard case .mapping(let mapping) = try JSONDocument.compose(json) else { throw CocoaError(.coderInvalidValue) }
        return mapping
    }

    @Test("JSONTestSuite: all 95 y_ documents accepted, as JSONSerialization reads them")
    func accepted() throws {
        let documents = try Self.documents("y_")
        #expect(documents.count == 95)
        for (name, data) in documents {
            let ours = try #require(try? JSONDocument.compose(data), "\(name)")
            if let theirs = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) {
                #expect(Self.same(JSONObject.object(ours), theirs), "\(name)")
            }
        }
    }

    @Test("JSONTestSuite: all 188 n_ documents refused with a line and column inside the text")
    func refused() throws {
        let documents = try Self.documents("n_")
        #expect(documents.count == 188)
        for (name, data) in documents {
            #expect(throws: YAMLSyntaxError.self, "\(name)") { try JSONDocument.compose(data) }
            guard let error = Self.error(data) else { continue }
            let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect(error.line >= 1 && error.line <= lines.count, "\(name): \(error)")
            #expect(error.column >= 1 && error.column <= lines[error.line - 1].count + 1, "\(name): \(error)")
        }
    }

    @Test("JSONTestSuite: every i_ document either read or refused, never a crash")
    func implementationDefined() throws {
        let documents = try Self.documents("i_")
        #expect(documents.count == 35)
        for (_, data) in documents { _ = try? JSONDocument.compose(data) }
    }

    static func error(_ data: Data) -> YAMLSyntaxError? {
        do { _ = try JSONDocument.compose(data) } catch { return error }
        return nil
    }

    /// Equal trees: strings and keys, numbers by value, booleans, null.
    static func same(_ ours: Any, _ theirs: Any) -> Bool {
        switch ours {
        case let ours as [String: Any]:
            guard let theirs = theirs as? [String: Any], Set(ours.keys) == Set(theirs.keys) else { return false }
            return ours.allSatisfy { same($0.value, theirs[$0.key]!) }
        case let ours as [Any]:
            guard let theirs = theirs as? [Any], ours.count == theirs.count else { return false }
            return zip(ours, theirs).allSatisfy { same($0, $1) }
        case let ours as String: return ours == theirs as? String
        // Decimal, which JSONSerialization gives for some, converts to Double with a rounding of its own.
        case let ours as JSONNumber:
            return number(theirs).map { abs($0 - ours.value) <= abs(ours.value) * 1e-12 } == true
        case let ours as Bool: return (theirs as? Bool ?? (theirs as? NSNumber)?.boolValue) == ours
        case is JSONNull: return theirs is NSNull
        default: return false
        }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Decimal: Double(truncating: value as NSNumber)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    @Test("an escaped surrogate pair is one character: \\ud83c\\udfa8 is 🎨, U+1F3A8")
    func surrogatePair() throws {
        #expect(try string(#""\ud83c\udfa8""#).unicodeScalars.map(\.value) == [0x1F3A8])
        #expect(try string(#""Primary \uD83C\uDFA8!""#) == "Primary 🎨!")
    }

    @Test("a lone escaped surrogate becomes U+FFFD; the character after it is kept")
    func loneSurrogates() throws {
        #expect(try string(#""\ud83c""#) == "\u{FFFD}")
        #expect(try string(#""\udfa8x""#) == "\u{FFFD}x")
        #expect(try string(#""\ud83c\u0041""#) == "\u{FFFD}A")
        #expect(try string(#""\ud83c\ud83c\udfa8""#) == "\u{FFFD}🎨")
    }

    @Test("escapes, U+FFFF, DEL and raw UTF-8 read as written")
    func escapes() throws {
        #expect(try string(#""\"\\\/\b\f\n\r\t\u00e9\u0000""#) == "\"\\/\u{8}\u{C}\n\r\té\u{0}")
        #expect(try string("\"\u{FFFF}\u{7F}\"").unicodeScalars.map(\.value) == [0xFFFF, 0x7F])
        #expect(try string("\"Grün 🎨\"") == "Grün 🎨")
    }

    @Test("numbers, true, false and null are plain scalars as written; strings double-quoted")
    func scalars() throws {
        guard case .sequence(let items) = try JSONDocument.compose(#"[-0, 1E+2, 0.5e-3, true, false, null, "1"]"#)
        else { throw CocoaError(.coderInvalidValue) }
        let written = items.map { item -> String in
            guard case .scalar(let scalar) = item else { return "?" }
            return scalar.style == .plain ? scalar.string : "«\(scalar.string)»"
        }
        #expect(written == ["-0", "1E+2", "0.5e-3", "true", "false", "null", "«1»"])
    }

    @Test("a duplicate key: the last value wins, in the first one's place, in small and large objects")
    func duplicateKeys() throws {
        let small = try mapping(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(small.keys.map(Self.text) == ["a", "b"])
        #expect(small.map { Self.text($0.value) } == ["3", "2"])
        let members = (0..<30).map { "\"k\($0)\": \($0)" } + ["\"k5\": 500", "\"k29\": 2900"]
        let large = try mapping("{" + members.joined(separator: ", ") + "}")
        #expect(large.count == 30)
        #expect([5, 29, 6].map { Self.text(large[$0].value) } == ["500", "2900", "6"])
    }

    @Test("marks: 1-based line and column in characters, lines ended by LF, CRLF or CR")
    func marks() throws {
        let root = try mapping("{\n  \"a\": [1, true],\r\n\"ü\": 2,\r\"b\":\t{}}")
        #expect(root.mark == YAMLNode.Mark(line: 1, column: 1))
        #expect(root[0].key.mark == YAMLNode.Mark(line: 2, column: 3))
        guard case .sequence(let items) = root[0].value else { throw CocoaError(.coderInvalidValue) }
        #expect(items.mark == YAMLNode.Mark(line: 2, column: 8))
        #expect(items.map(\.mark) == [YAMLNode.Mark(line: 2, column: 9), YAMLNode.Mark(line: 2, column: 12)])
        #expect(root[1].value.mark == YAMLNode.Mark(line: 3, column: 6))
        #expect(root[2].value.mark == YAMLNode.Mark(line: 4, column: 6))
    }

    @Test(
        "errors name the problem, line and column",
        arguments: [
            (#"{"a": 1,}"#, "expected a string key but found '}'", 1, 9),
            ("{\"a\"\n : tru}", "expected a value but found 't'", 2, 4),
            ("[1]\n x", "found 'x' after the JSON value", 2, 2),
            ("[\"a\u{1}\"]", "found a control character (byte 0x01) in a string: write it escaped", 1, 4),
            (#"["\x"]"#, #"found an invalid escape '\x' in a string"#, 1, 3),
            ("[\"\\\u{E5}\"]", "found an invalid escape in a string: a backslash before byte 0xC3", 1, 3),
            (#"["\uD800\u1"]"#, #"expected four hexadecimal digits after \u in a string"#, 1, 9),
            ("[01]", "expected ',' or ']' after an array item but found '1'", 1, 3),
            ("[1.]", "expected a digit in a number but found ']'", 1, 4),
            ("{\"é\": \"x\" \"y\"}", "expected ',' or '}' after an object member but found '\"'", 1, 11),
            ("  ", "expected a value but found the end of the text", 1, 3),
            ("[\"abc", "found the end of the text inside a string", 1, 6),
        ])
    func errors(text: String, problem: String, line: Int, column: Int) {
        #expect(throws: YAMLSyntaxError(problem: problem, line: line, column: column)) {
            try JSONDocument.compose(text)
        }
    }

    @Test("invalid UTF-8 is refused at its position")
    func invalidUTF8() {
        let cases: [([UInt8], Int)] = [
            ([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 4),  // ["a\xFF"]
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 3),  // an overlong '/'
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3),  // an encoded surrogate
            ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 3),  // a sequence cut short
        ]
        for (bytes, column) in cases {
            let error = Self.error(Data(bytes))
            #expect(error?.line == 1 && error?.column == column, "\(bytes): \(String(describing: error))")
            #expect(error?.problem.hasPrefix("found invalid UTF-8") == true)
        }
    }

    @Test("nesting to the limit is read; one level deeper, or 100,000, is an error, not a stack overflow")
    func depth() throws {
        let limit = YAMLDocument.maximumDepth
        #expect(throws: Never.self) {
            try JSONDocument.compose(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        }
        #expect(
            throws: YAMLSyntaxError(problem: "found collections nested deeper than 512 levels", line: 1, column: 513)
        ) {
            try JSONDocument.compose(
                String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        }
        #expect(throws: YAMLSyntaxError.self) { try JSONDocument.compose(String(repeating: "{\"a\":", count: 100_000)) }
    }

    @Test("a UTF-8 byte order mark is skipped; columns count from after it")
    func byteOrderMark() throws {
        let root = try JSONDocument.compose(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))
        #expect(root.mark == YAMLNode.Mark(line: 1, column: 1))
    }
}
