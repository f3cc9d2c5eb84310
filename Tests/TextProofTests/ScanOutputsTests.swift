import Foundation
import Testing
import TextProofScan

@testable import TextProof

/// What `textproof scan` says in each output: its coverage first, before any verdict; text on an
/// assumed background judged apart; the sheet's runs are the app's own words.
///
/// The fixture, counted by reading it: Card.swift has one site, brandTeal (#008C99) on
/// brandLightBackground (#E6F4F5), a known pair at 3.57:1 (see SourceScanTests). Plain.swift has
/// five: secondary text on no background (the assumed systemBackground: #3C3C43 at 60 % on white
/// is #8A8A8E, 3.44:1), an empty string (blank), a computed `theme.tint` (unresolved), a text
/// field's placeholder (system) and `.clear` text (hidden); its `#Preview` text is excluded.
@Suite("Scan outputs: coverage first, assumed backgrounds apart, the app's words on the sheet")
struct ScanOutputsTests {
    let cli = CommandLineTests()

    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack {
                    Text("Premium Member")
                        .foregroundStyle(Color("brandTeal"))
                }
                .background(Color("brandLightBackground"))
            }
        }
        """

    static let plain = """
        import SwiftUI

        struct Plain: View {
            @State var query = ""
            var body: some View {
                VStack {
                    Text("Renews monthly")
                        .foregroundStyle(.secondary)
                    Text("")
                    Text(verbatim: theme.title)
                        .foregroundColor(theme.tint)
                    TextField("Search", text: $query)
                    Text("Ghost")
                        .foregroundColor(.clear)
                }
            }
        }

        #Preview {
            Text("Preview only")
        }
        """

    /// The fixture's coverage, counted by hand (see the suite's comment).
    static let expected = ScanCoverage(
        files: 2, sites: 6, measuredOnKnownPairs: 1, measuredOnAssumedBackground: 1, unresolved: 1,
        unresolvedByReason: [.init(reason: "colour computed", count: 1)], system: 1,
        systemByReason: [.init(reason: "text field placeholder", count: 1)], blank: 1, hidden: 1, excluded: 1)

    @Test("every format states the coverage first: stderr, report.json, summary.md, index.html, SARIF, JUnit, GitHub")
    func coverageInEveryFormat() throws {
        let root = try SourceScanTests.app(["Card.swift": Self.card, "Plain.swift": Self.plain])
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--format",
            "text,sarif,junit,github",
        ])
        // Card's known pair fails: exit 1.
        #expect(result.status == 1, "\(result.error)")
        let note = try #require(
            result.error.range(of: "note: coverage, before any verdict: 6 text sites in 2 Swift files"))
        for line in [
            "measured on known pairs: 1", "measured on an assumed background: 1", "unresolved: 1 (1 colour computed)",
            "drawn by the system, not judged: 1 (1 text field placeholder)", "blank: 1", "hidden: 1",
            "excluded (previews, tests, debug-only code): 1",
        ] {
            #expect(result.error.contains("\n  \(line)"), "\(line)")
        }
        let failures = try #require(result.error.range(of: "1 cell below WCAG AA:"))
        let warnings = try #require(result.error.range(of: "warning: 1 cell on an assumed background below WCAG AA"))
        #expect(note.lowerBound < warnings.lowerBound && note.lowerBound < failures.lowerBound)

        let bytes = try #require(FileManager.default.contents(atPath: out + "/report.json"))
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\n  \"coverage\" : {\n"))
        let report = try ReportJSON.decode(bytes)
        #expect(report.coverage == Self.expected)

        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        let summaryCoverage = try #require(summary.range(of: "**Coverage, before any verdict:** 6 text sites"))
        let headline = try #require(summary.range(of: "❌ 1 of 1 judged cell fail WCAG AA"))
        #expect(summaryCoverage.lowerBound < headline.lowerBound)
        #expect(summary.contains("1 on an assumed background, 1 of them below WCAG AA (warnings)"))

        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let htmlCoverage = try #require(html.range(of: "<section class=\"coverage\">"))
        let htmlHeadline = try #require(html.range(of: "1 of 1 judged cell"))
        #expect(htmlCoverage.lowerBound < htmlHeadline.lowerBound && html.contains("<li>blank: 1</li>"))

        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.contains("\"measuredOnAssumedBackground\" : 1") && sarif.contains("toolExecutionNotifications"))
        let sarifCoverage = try #require(sarif.range(of: "\"invocations\""))
        let sarifResults = try #require(sarif.range(of: "\"results\""))
        #expect(sarifCoverage.lowerBound < sarifResults.lowerBound)
        // The known pair is an error, the assumed background's failure a warning (lints are warnings too).
        #expect(sarif.components(separatedBy: "\"level\" : \"error\"").count - 1 == 1)
        #expect(sarif.contains("Plain.swift:7 on systemBackground (assumed)"))

        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<property name=\"coverage.sites\" value=\"6\" />"))
        #expect(junit.contains("<property name=\"coverage.excluded\" value=\"1\" />"))
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(junit.components(separatedBy: "<skipped message=\"warning: ").count - 1 == 1)

        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.first?.hasPrefix("::notice title=TextProof scan coverage::Coverage: 6 text sites") == true)
        #expect(annotations.count { $0.hasPrefix("::error") } == 1)
        #expect(annotations.count { $0.hasPrefix("::warning") && $0.contains("on an assumed background") } == 1)

        // The sheet's runs, and what is measured, are the app's words; file:line is the caption.
        #expect(report.cells.first { $0.subject == "Card.swift:6" }?.text == "Premium Member")
        let renews = try #require(report.cells.first { $0.subject == "Plain.swift:7" })
        #expect(renews.text == "Renews monthly" && renews.backgroundAssumed == true)
        #expect(abs((renews.measured?.wcag ?? 0) - 3.44) < 0.02 && renews.level == .fail)
        #expect(!report.cells.contains { $0.text.contains(".swift") })
        // Each measured site names its own run, and each run is one site's.
        let runs = (report.sites ?? []).compactMap(\.run)
        #expect(runs.sorted() == [0, 1] && Set(report.cells.map(\.run)) == [0, 1])
        #expect(report.sites?.first { $0.run == 0 }?.text == report.cells.first { $0.run == 0 }?.text)
    }

    @Test("--require aa passes with only assumed-background failures (listed as warnings); --judge-assumed fails")
    func assumedBackgroundsJudgedApart() throws {
        let root = try SourceScanTests.app(["Plain.swift": Self.plain])
        let out = makeTemporaryDirectory()
        let lenient = try cli.run(["scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--quiet"])
        #expect(lenient.status == 0, "\(lenient.error)")
        #expect(
            lenient.error.contains("warning: 1 cell on an assumed background below WCAG AA")
                && lenient.error.contains("Plain.swift:7 on systemBackground (assumed) in light"))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(report.judgesAssumedBackgrounds == nil && report.cells(warning: .aa).count == 1)

        let strict = try cli.run([
            "scan", root, "--appearances", "light", "--out", out, "--require", "aa", "--quiet", "--judge-assumed",
        ])
        #expect(strict.status == 1 && strict.error.contains("1 cell below WCAG AA:"))
        #expect(!strict.error.contains("on an assumed background below"))
        let judged = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(judged.judgesAssumedBackgrounds == true && judged.cells(failing: .aa).count == 1)
    }

    @Test("reasons group by their words before a colon, code left out: custom modifier, colour computed")
    func reasonKinds() {
        let kinds = [
            "custom modifier .style(appStyle:)(…): its body could not be followed": "custom modifier",
            "colour computed: theme.tint": "colour computed",
            "drawn by the system: section header": "section header",
            "view modifier CardStyle from outside the app": "view modifier from outside the app",
            "inside Pager, a view from outside the app": "inside a view from outside the app",
            "placeholder text, in the system's placeholder colour":
                "placeholder text in the system's placeholder colour",
            "colours inverted: .colorInvert(…); colour computed: x": "colours inverted",
            "Theme.tint": "Theme.tint",
        ]
        for (reason, kind) in kinds { #expect(ScanCoverage.kind(of: reason) == kind, "\(reason)") }
        #expect(ScanCoverage.kind(of: nil) == "no reason given")
    }

    @Test("a report with coverage: spliced and whole the same bytes, coverage first, read back equal")
    func coverageJSON() throws {
        var report = try ReportJSONTests.demo().report
        report.coverage = Self.expected
        let whole = try ReportJSON.encode(report, cellsOneByOne: false)
        #expect(try ReportJSON.encode(report, cellsOneByOne: true) == whole)
        #expect(try ReportJSON.decode(whole) == report)
        let text = String(decoding: whole, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"coverage\" : {\n    \"blank\" : 1,\n"))
        #expect(text.contains("\"unresolvedByReason\" : [\n      {\n        \"count\" : 1,\n"))
    }
}
