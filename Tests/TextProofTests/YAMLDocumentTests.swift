import Foundation
import Testing

@testable import TextProof

@Suite("YAML and JSON composed from libyaml's events")
struct YAMLDocumentTests {
    @Test("scalars stay text with their style and 1-based line and column; order is kept")
    func nodes() throws {
        let text = "name: labels\nsize: 17\nruns:\n  - text: 'Hi'\n    color: \"#FF0000\"\n  - plain\n"
        guard case .mapping(let root) = try #require(try YAMLDocument.compose(text)) else {
            Issue.record("not a mapping")
            return
        }
        #expect(root.keys.map(\.plain) == ["name", "size", "runs"])
        #expect(root.mark == .init(line: 1, column: 1))
        guard case .scalar(let size) = root[1].value else { return #expect(Bool(false)) }
        #expect(size.string == "17" && size.style == .plain && size.mark == .init(line: 2, column: 7))
        guard case .sequence(let runs) = root[2].value, case .mapping(let first) = runs[0] else {
            return #expect(Bool(false))
        }
        #expect(runs.count == 2 && runs.mark == .init(line: 4, column: 3))
        guard case .scalar(let text) = first[0].value, case .scalar(let color) = first[1].value else {
            return #expect(Bool(false))
        }
        #expect(text.string == "Hi" && text.style == .singleQuoted && text.mark == .init(line: 4, column: 11))
        #expect(color.string == "#FF0000" && color.style == .doubleQuoted && color.mark == .init(line: 5, column: 12))
        #expect(runs[1].plain == "plain")
    }

    @Test("an alias is the node its anchor names; empty text is no document")
    func aliasesAndEmpty() throws {
        let node = try #require(try YAMLDocument.compose("a: &red '#FF3B30'\nb: *red\n"))
        guard case .mapping(let mapping) = node else { return #expect(Bool(false)) }
        #expect(mapping[1].value.plain == "#FF3B30")
        #expect(try YAMLDocument.compose("") == nil)
        #expect(try YAMLDocument.compose("# only a comment\n") == nil)
        #expect(try YAMLDocument.compose("{\"a\": [1, 2.5, true, null]}").map { JSONObject.object($0) } != nil)
    }

    @Test(
        "errors name the problem, line and column",
        arguments: [
            ("a: 1\na: 2\n", "found duplicate key 'a'", 2, 1),
            ("a: 1\n---\nb: 2\n", "but found another document", 2, 1),
            ("a: *nowhere\n", "found undefined alias", 1, 4),
            ("runs: [a\n", "did not find expected ',' or ']'", 2, 1),
            ("a: 1\nb: x\u{7}y\n", "control characters are not allowed", 2, 5),
        ])
    func errors(text: String, problem: String, line: Int, column: Int) {
        #expect(throws: YAMLSyntaxError(problem: problem, line: line, column: column)) {
            try YAMLDocument.compose(text)
        }
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: YAMLSyntaxError.self) { try YAMLDocument.compose(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? YAMLDocument.compose(fine)) != nil)
    }

    @Test("JSON read as JSONSerialization read it: the same objects, arrays, strings and booleans")
    func jsonShapes() throws {
        let text = """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0.502", "green": 128, "blue": "0x80", "alpha": 1.000}}}],
             "info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}, "none": null}
            """
        let ours = try #require(try JSONObject.parse(text) as? [String: Any])
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(ours.keys) == Set(theirs.keys))
        let colors = try #require(ours["colors"] as? [[String: Any]])
        let components = try #require((colors[0]["color"] as? [String: Any])?["components"] as? [String: Any])
        #expect(components["red"] as? String == "0.502")
        // Integer or float by how the number is written, as JSONSerialization's NSNumber said.
        #expect((components["green"] as? JSONNumber).map { ($0.value, $0.isInteger) }! == (128, true))
        #expect((components["alpha"] as? JSONNumber).map { ($0.value, $0.isInteger) }! == (1, false))
        #expect((ours["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true)
        #expect(ours["none"] is JSONNull)
        #expect(((ours["info"] as? [String: Any])?["author"] as? String) == "xcode")
    }
}

extension YAMLNode: Equatable {
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool { lhs.plain == rhs.plain && lhs.mark == rhs.mark }
}
