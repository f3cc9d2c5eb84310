import Foundation
import Testing

@testable import TextProof

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("index.html and summary.md")
struct ReportPagesTests {
    static func written() throws -> (directory: String, report: ProofReport) {
        let directory = makeTemporaryDirectory()
        let proof = try render(SpecParser.load(path: Checkout.fixture("small.yaml")))
        try ProofWriter.write(proof, to: directory)
        return (directory, proof.report)
    }

    /// Collects elements and attributes while a strict XML parser reads the page.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var links: [String] = []
        var rows = 0
        var failed: Error?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name)
            if let href = attributes["href"] { links.append(href) }
            if let src = attributes["src"] { links.append(src) }
            if name == "script", attributes["src"] != nil { links.append("SCRIPT-FETCH") }
            if name == "tr" { rows += 1 }
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = parseError }
    }

    @Test("index.html parses strictly, is self-contained, links every image and lists every cell, failures first")
    func html() throws {
        let (directory, report) = try Self.written()
        let data = try #require(FileManager.default.contents(atPath: directory + "/index.html"))
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(collector.failed.map { "\($0)" } ?? "")")
        #expect(
            collector.elements.first == "html" && collector.elements.contains("head")
                && collector.elements.contains("title"))
        #expect(collector.rows == report.cells.count + 1)
        // Nothing fetched from elsewhere: every link is a file written beside the page.
        #expect(!collector.links.contains("SCRIPT-FETCH"))
        #expect(
            collector.links.allSatisfy {
                !$0.contains("://") && FileManager.default.fileExists(atPath: directory + "/" + $0)
            })
        #expect(Set(collector.links) == Set(report.images + ["small.png", "report.json"]))
        let text = String(decoding: data, as: UTF8.self)
        // Failures first: the first row is a failing cell.
        let firstRow = try #require(text.range(of: "<tbody>\n<tr>"))
        let rowEnd = try #require(text[firstRow.upperBound...].range(of: "</tr>"))
        #expect(text[firstRow.upperBound..<rowEnd.lowerBound].contains("class=\"fail\" data-sort=\"0\">fail</td>"))
        #expect(text.contains("prefers-color-scheme: dark"))
        for finding in report.findings ?? [] { #expect(text.contains(finding.id)) }
    }

    @Test("summary.md: the headline counts the failing cells; a table row per cell; the lints")
    func markdown() throws {
        let (directory, report) = try Self.written()
        let text = try String(contentsOfFile: directory + "/summary.md", encoding: .utf8)
        #expect(text.hasPrefix("## TextProof: small\n"))
        #expect(text.contains("❌ 3 of 8 judged cells fail WCAG AA"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| run") }
        #expect(rows.count == report.cells.count)
        // Failures first, each with the passing colour suggested in the last column.
        #expect(rows.first?.contains("| **fail** | WCAG fail | `#") == true && rows.first?.hasSuffix(":1 |") == true)
        #expect(text.contains("### Lints") && text.contains("`no-foreground-color`"))
        #expect(ReportMarkdown.escape("a|b") == "a\\|b")
    }

    @Test("markup escaping: the four characters as entities, newlines only where asked, other text untouched")
    func markupEscaping() {
        #expect(
            ReportHTML.escape(#"Tom & Jerry's <b>"bold"</b>"#)
                == "Tom &amp; Jerry's &lt;b&gt;&quot;bold&quot;&lt;/b&gt;")
        #expect(ReportHTML.escape("two\nlines") == "two\nlines")
        #expect(JUnitReport.escape("a < b\nc") == "a &lt; b&#10;c")
        // Multi-byte text passes through whole, next to an escaped byte.
        #expect(ReportHTML.escape("Ünïcödé → «x» & 漢字") == "Ünïcödé → «x» &amp; 漢字")
        #expect(ReportHTML.escape("") == "")
    }
}

@Suite("Writing a long proof's files in groups")
struct WriterGroupTests {
    @Test("files go in order, in groups of at most 256 MB of pixels; a larger file goes alone")
    func groups() {
        let mb = 1 << 20
        let sizes = [100 * mb, 100 * mb, 100 * mb, 300 * mb, 10 * mb, 10 * mb]
        // By hand: 100 + 100 = 200 ≤ 256, + 100 = 300 > 256 → [0, 1]; 100 + 300 > 256 → [2]; 300 alone → [3];
        // 10 + 10 → [4, 5].
        #expect(ProofWriter.groups(Array(sizes.indices), pixelBytes: { sizes[$0] }) == [[0, 1], [2], [3], [4, 5]])
        #expect(ProofWriter.groups([], pixelBytes: { _ in 0 }).isEmpty)
    }
}
