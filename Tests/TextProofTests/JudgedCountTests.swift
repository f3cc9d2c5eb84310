import Foundation
import Testing
import TextProof

/// One notion of judged: every output of one run counts the same failing cells, and cells that
/// were never judged read "not judged", never "fail".
@Suite("Judged cells, counted alike in every output")
struct JudgedCountTests {
    let cli = CommandLineTests()

    @Test("terminal, summary.md, index.html, JUnit, SARIF and GitHub annotations give one count of failing cells")
    func countsAgree() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", Checkout.fixture("Sample.xcassets"), "--require", "aa", "--out", out, "--format",
            "junit,sarif,github",
        ])
        #expect(result.status == 1)
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        // The count worked out from report.json's cells by the rule itself: normal vision,
        // judged, not waived, below AA.
        let expected = report.cells.filter {
            $0.vision == nil && $0.judged != false && $0.waived == nil && $0.level == .fail
        }.count
        let notJudged = report.cells.filter { $0.vision == nil && $0.judged == false }.count
        #expect(expected > 0 && notJudged > 0)
        // Some cells that are not judged do fail AA: they must not be counted.
        #expect(report.cells.contains { $0.judged == false && $0.level == .fail })

        #expect(result.error.contains("\(expected) cells below WCAG AA:"))
        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(
            summary.contains("❌ \(expected) of ")
                && summary.contains("judged cells fail WCAG AA; \(notJudged) not judged"))
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("\(expected) of ") && html.contains("; \(notJudged) not judged"))
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        #expect(junit.components(separatedBy: "<failure ").count - 1 == expected)
        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.components(separatedBy: "\"level\" : \"error\"").count - 1 == expected, "\(sarif.prefix(400))")
        #expect(result.output.components(separatedBy: "\n").filter { $0.hasPrefix("::error") }.count == expected)

        // Rows of cells not judged say so in summary.md, never **fail**.
        let rows = summary.components(separatedBy: "\n").filter { $0.contains("| not judged |") }
        #expect(!rows.isEmpty && rows.allSatisfy { !$0.contains("**fail**") })
    }

    @Test("a background colour's cell is label text on it: 'label on Surface', not 'Surface on Surface'")
    func backgroundLabel() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "catalog", Checkout.fixture("Sample.xcassets"), "--out", out, "--format", "junit", "--quiet",
        ])
        #expect(result.status == 0, "\(result.error)")
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("label on Surface in dark") && !junit.contains("Surface on Surface"))
        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(!summary.contains("Surface on Surface"))
    }
}
