import Foundation
import Testing
import TextProofPlatform
import TextProofRaster

@testable import TextProof

/// report.json with its cells encoded one by one and spliced in (large reports) is the same bytes as
/// the report encoded whole.
@Suite("report.json, cells encoded one by one = encoded whole")
struct ReportJSONTests {
    static func demo() throws -> (report: ProofReport, bytes: Data) {
        let bytes = try #require(FileManager.default.contents(atPath: Checkout.goldens + "/demo-report.json"))
        return (try ReportJSON.decode(bytes), bytes)
    }

    @Test("the demo's report: both ways are the committed goldens/demo-report.json")
    func demoReport() throws {
        let (report, bytes) = try Self.demo()
        #expect(try ReportJSON.encode(report, cellsOneByOne: true) == bytes)
        #expect(try ReportJSON.encode(report, cellsOneByOne: false) == bytes)
    }

    @Test("1,200 cells with text to escape, a key sorted before cells holding its name: the same bytes")
    func largeReport() throws {
        var (report, _) = try Self.demo()
        let texts = [#"say "hi""#, #"back\slash"#, "a/b", "line\nbreak\ttab", "é 日本 🙂", #""cells" : ["#]
        report.cells = (0..<1200).map { index in
            var cell = report.cells[index % report.cells.count]
            cell.run = index
            cell.text = texts[index % texts.count] + " \(index)"
            // Every seventh fails, from run 3: the people's pages list those first.
            cell.level = index % 7 == 3 ? .fail : .aaa
            cell.judged = nil
            cell.waived = nil
            return cell
        }
        // "backdrop" sorts before "cells": a value there must not be taken for the cells' place.
        report.backdrop = "\n  \"cells\" : [ ]"
        let whole = try ReportJSON.encode(report, cellsOneByOne: false)
        let spliced = try ReportJSON.encode(report, cellsOneByOne: true)
        #expect(spliced == whole)
        #expect(try ReportJSON.decode(spliced) == report)
        // Large reports take the spliced path by default.
        #expect(try ReportJSON.encode(report) == whole)

        // Staged, report.json, index.html and summary.md are written as they are made: the same bytes
        // as made whole.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files = StagedFiles(replacing: .regenerable)
        try ReportPages(report).stage(into: &files, in: folder)
        try files.commit()
        #expect(FileManager.default.contents(atPath: folder + "/report.json") == whole)
        #expect(FileManager.default.contents(atPath: folder + "/index.html") == Data(ReportHTML.render(report).utf8))
        let summary = try String(contentsOfFile: folder + "/summary.md", encoding: .utf8)
        #expect(summary == ReportMarkdown.render(report))
        // A row a cell, failures first (runs 3, 10, 17, … 1193), then the rest in run order.
        let runs = summary.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| run ") }
            .map { Int($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) }
        let failing = Array(stride(from: 3, to: 1200, by: 7))
        #expect(runs == failing + (0..<1200).filter { $0 % 7 != 3 })
        #expect(summary.hasSuffix("\n") && !summary.hasSuffix("\n\n"))
        #expect(whole.count > 1 << 20)  // larger than the writer's 64 KiB pieces many times over
    }
}
