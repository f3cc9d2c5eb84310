import Foundation
import Testing

/// Every ```swift block in README.md and the DocC catalogs is code that compiles: it appears
/// verbatim in a Swift file of the Examples package (which `make examples` builds), compared line by
/// line after trimming each line and dropping blank lines. A block that cannot compile on purpose (a
/// Package.swift fragment, an app's SwiftUI code) has `<!-- not compiled: REASON -->` on the line
/// right before its fence.
@Suite("The documentation's Swift examples are compiled in Examples/")
struct DocExamplesTests {
    /// A ```swift block of a Markdown file.
    struct Block {
        /// The Markdown file, relative to the checkout.
        var file: String
        /// The line of the opening fence, from 1.
        var line: Int
        /// The code's lines, trimmed, blank lines left out.
        var code: [String]
        /// The reason given by `<!-- not compiled: REASON -->` before the fence (empty when the
        /// comment gives none); nil when there is no such comment.
        var notCompiledReason: String?
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every `Sources/*/*.docc/*.md`, relative to the checkout.
    static func documents() throws -> [String] {
        let fileManager = FileManager.default
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources").path
        for module in try fileManager.contentsOfDirectory(atPath: sources).sorted() {
            let folder = sources + "/" + module
            for catalog in (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            where catalog.hasSuffix(".docc") {
                let articles = try fileManager.contentsOfDirectory(atPath: folder + "/" + catalog)
                documents += articles.filter { $0.hasSuffix(".md") }.sorted().map {
                    "Sources/\(module)/\(catalog)/\($0)"
                }
            }
        }
        return documents
    }

    /// The ```swift blocks of `text`, the Markdown file `file`.
    static func blocks(in text: String, file: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence == "```swift" else {
                index += 1
                continue
            }
            var reason: String?
            if index > 0 {
                let before = lines[index - 1].trimmingCharacters(in: .whitespaces)
                if before.hasPrefix("<!--"), before.hasSuffix("-->") {
                    let comment = before.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                    if comment.hasPrefix("not compiled") {
                        reason = comment.dropFirst("not compiled".count).drop { $0 == ":" || $0 == " " }
                            .trimmingCharacters(in: .whitespaces)
                    }
                }
            }
            var code: [String] = []
            var end = index + 1
            while end < lines.count && lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                code.append(lines[end])
                end += 1
            }
            blocks.append(Block(file: file, line: index + 1, code: normalised(code), notCompiledReason: reason))
            index = end + 1
        }
        return blocks
    }

    /// Lines trimmed, blank ones left out.
    static func normalised(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every Swift file of the Examples package's Sources and Tests, normalised.
    static func exampleFiles() throws -> [(path: String, lines: [String])] {
        var files: [(path: String, lines: [String])] = []
        for folder in ["Examples/Sources", "Examples/Tests"] {
            let base = root.appendingPathComponent(folder).path
            for name in try FileManager.default.subpathsOfDirectory(atPath: base).sorted()
            where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
                files.append((folder + "/" + name, normalised(text.components(separatedBy: "\n"))))
            }
        }
        return files
    }

    /// Whether `block` is a run of consecutive lines of `lines`.
    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty else { return true }
        guard lines.count >= block.count else { return false }
        return (0...lines.count - block.count).contains { start in
            lines[start..<start + block.count].elementsEqual(block)
        }
    }

    @Test("every ```swift block is in an Examples file, or marked not compiled with a reason")
    func everyBlockIsCompiled() throws {
        let examples = try Self.exampleFiles()
        #expect(!examples.isEmpty, "the Examples package's Swift files were not found under \(Self.root.path)")
        var checked = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for block in Self.blocks(in: text, file: document) {
                checked += 1
                let place = "\(block.file):\(block.line) (first line: \(block.code.first ?? "(empty)"))"
                if let reason = block.notCompiledReason {
                    #expect(
                        !reason.isEmpty,
                        "\(place): `<!-- not compiled -->` needs a reason: `<!-- not compiled: REASON -->`")
                    continue
                }
                #expect(
                    examples.contains { Self.contains($0.lines, block.code) },
                    """
                    \(place): this ```swift block is not in any Swift file under Examples/Sources or \
                    Examples/Tests. Put it there verbatim (indentation aside) so it compiles, or mark it \
                    <!-- not compiled: REASON --> on the line before the fence.
                    """)
            }
        }
        #expect(checked >= 8, "only \(checked) ```swift blocks found in README.md and the DocC catalogs")
    }

    @Test("blocks are found with their line, code and not-compiled reason")
    func blocksParsed() {
        let markdown = """
            Text.

            ```swift
            import TextProof

                let x = 1
            ```

            <!-- not compiled: a Package.swift fragment -->
            ```swift
            dependencies: []
            ```
            <!-- not compiled -->
            ```swift
            let y = 2
            ```
            ```sh
            swift test
            ```
            """
        let blocks = Self.blocks(in: markdown, file: "A.md")
        #expect(blocks.map(\.line) == [3, 10, 14])
        #expect(blocks[0].code == ["import TextProof", "let x = 1"])
        #expect(blocks[0].notCompiledReason == nil)
        #expect(blocks[1].notCompiledReason == "a Package.swift fragment")
        #expect(blocks[2].notCompiledReason == "")
    }

    @Test("a block matches consecutive lines only, whatever their indentation")
    func matching() {
        let file = Self.normalised(["import TextProof", "", "func f() {", "    let x = 1", "    let y = 2", "}"])
        #expect(Self.contains(file, ["let x = 1", "let y = 2"]))
        #expect(Self.contains(file, ["import TextProof", "func f() {"]))
        #expect(!Self.contains(file, ["import TextProof", "let x = 1"]))
        #expect(!Self.contains(file, ["let y = 2", "let z = 3"]))
    }
}
