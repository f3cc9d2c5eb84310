import Foundation
import Testing
import TextProof
import TextProofColor
import TextProofScan

/// Every scan rule's examples, scanned: the marked site (`↓`) must come out as the example says. A
/// failure names the rule and the example's line.
@Suite("Scan rules, from their examples")
struct ScanRuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let example: ScanRule.Example
        var testDescription: String { "\(rule): \(example.description.trimmingCharacters(in: .whitespaces))" }
    }

    static let cases = ScanRule.all.flatMap { rule in rule.examples.map { Case(rule: rule.id, example: $0) } }

    @Test("Every rule has an example that triggers it and one that does not; ids are unique")
    func rulesAreComplete() {
        for rule in ScanRule.all {
            #expect(rule.examples.contains { $0.triggers }, "\(rule.id) has no triggering example")
            #expect(rule.examples.contains { !$0.triggers }, "\(rule.id) has no non-triggering example")
        }
        let ids = ScanRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("Every rule is listed in the Scan rules article")
    func rulesAreDocumented() throws {
        let article = try String(
            contentsOf: DocExamplesTests.root.appendingPathComponent("Sources/TextProof/TextProof.docc/ScanRules.md"),
            encoding: .utf8)
        for rule in ScanRule.all { #expect(article.contains("| `\(rule.id)` |"), "\(rule.id) is not in ScanRules.md") }
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let example = test.example
        let lines = example.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let markedLine = try #require(lines.firstIndex { $0.contains("↓") }, "no ↓ in the example")
        let marked = lines[markedLine]
        let column =
            marked.utf8.distance(
                from: marked.utf8.startIndex, to: marked.range(of: "↓")!.lowerBound.samePosition(in: marked.utf8)!) + 1
        let code = example.code.replacingOccurrences(of: "↓", with: "")
        let files = example.otherFiles.merging(["App.swift": code]) { $1 }
        let (_, scan) = try SourceScanTests.scan(files, platform: example.platform)
        let onLine = scan.sites.filter { $0.entry.file == "App.swift" && $0.entry.line == markedLine + 1 }
        let exact = onLine.first { $0.entry.column == column }
        let site = exact ?? (onLine.count == 1 && !example.expectsNoSite ? onLine.first : nil)
        let platform = site?.platform.colors ?? scan.platform
        switch example.expected {
        case .noSite:
            #expect(site == nil, "expected no site, found \(String(describing: site?.entry))")
        case .blank:
            #expect(try #require(site, "no site at the marker").entry.status == .blank)
        case .hidden:
            #expect(try #require(site, "no site at the marker").entry.status == .hidden)
        case .unresolved(let reason):
            let entry = try #require(site, "no site at the marker").entry
            #expect(entry.status == .unresolved, "\(entry)")
            #expect(entry.reason?.contains(reason) == true, "reason: \(entry.reason ?? "none")")
        case .system(let reason):
            let entry = try #require(site, "no site at the marker").entry
            #expect(entry.status == .system, "\(entry)")
            #expect(entry.reason?.contains(reason) == true, "reason: \(entry.reason ?? "none")")
        case .measured(let foreground, let background, let dark, let points, let assumed):
            let site = try #require(site, "no site at the marker")
            #expect(site.entry.status == .measured, "\(site.entry)")
            guard site.entry.status == .measured else { return }
            // No foreground: an attributed string drawn as is, opaque black.
            let drawn = site.foreground ?? .fixed(ColorU8(red: 0, green: 0, blue: 0))
            #expect(try SourceScanTests.hex(drawn, .light, platform: platform) == foreground)
            #expect(try SourceScanTests.hex(site.background, .light, platform: platform) == background)
            if let dark {
                #expect(try SourceScanTests.hex(drawn, .dark, platform: platform) == dark.foreground)
                #expect(try SourceScanTests.hex(site.background, .dark, platform: platform) == dark.background)
            }
            if let points { #expect(site.entry.sizePoints == points) }
            #expect(
                (site.entry.backgroundAssumed != nil) == assumed, "assumed: \(site.entry.backgroundAssumed ?? "no")")
            #expect(site.platform.appearances == nil, "measured in \(site.platform.appearances ?? []) only")
        case .darkOnly(let foreground, let background, let points):
            let site = try #require(site, "no site at the marker")
            #expect(site.entry.status == .measured, "\(site.entry)")
            guard site.entry.status == .measured else { return }
            #expect(site.platform.appearances == [.dark], "platform \(site.platform)")
            #expect(try SourceScanTests.hex(site.foreground, .dark, platform: platform) == foreground)
            #expect(try SourceScanTests.hex(site.background, .dark, platform: platform) == background)
            if let points { #expect(site.entry.sizePoints == points) }
        }
    }
}

extension ScanRule.Example {
    var expectsNoSite: Bool {
        if case .noSite = expected { return true }
        return false
    }
}
