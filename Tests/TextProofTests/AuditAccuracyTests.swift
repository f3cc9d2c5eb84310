import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor
import TextProofRaster

@testable import TextProofAudit

/// The audit against screens headless Chromium draws with text of known colours
/// (`scripts/audit-screens`): solid, grouped, button, gradient, image and system-colour grounds,
/// light and dark, 11–34 px at 3×. What it must find and measure is the issue's bar: at least
/// 95 % of lines with a ratio of 2 or more found, ratios within 5 % of the colours' own on flat
/// grounds, and the level right.
@Suite("Screenshot audit accuracy (Chromium screens)", .tags(.subprocess))
struct AuditAccuracyTests {
    struct Expected: Decodable {
        struct Screen: Decodable {
            var name: String
            var file: String
            var lines: [Line]
        }
        struct Line: Decodable {
            var text: String
            var sizePx: Double
            var weight: Int
            var ink: String
            var ground: String?
            var groundKind: String
            var ratio: Double?
            var large: Bool
            var box: [Int]
        }
        var screens: [Screen]
    }

    /// One expected line and what the audit made of it.
    struct Match {
        var screen: String
        var expected: Expected.Line
        var found: AuditedLine?
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Draws the screens (about 20 s) and audits them once for all the tests.
    static let matches: Result<[Match], any Error> = Result {
        let folder = makeTemporaryDirectory("audit-screens")
        let script = Checkout.root.appendingPathComponent("scripts/audit-screens").path
        let run = try Subprocess.run(script, ["--out", folder], mergingError: true)
        guard run.status == 0 else { throw ScreensFailed(output: run.output) }
        let expected = try JSONDecoder().decode(
            Expected.self, from: try Data(contentsOf: URL(fileURLWithPath: folder + "/expected.json")))
        let auditor = try ScreenshotAuditor()
        var matches: [Match] = []
        for screen in expected.screens {
            let shot = auditor.audit(try PNGCodec.read(folder + "/" + screen.file), name: screen.file)
            for line in screen.lines {
                matches.append(Match(screen: screen.name, expected: line, found: Self.found(line, in: shot)))
            }
        }
        return matches
    }

    /// The text line whose box lies over the expected one: its middle inside the expected line
    /// box's rows, and covering at least half its width.
    static func found(_ line: Expected.Line, in shot: AuditedScreenshot) -> AuditedLine? {
        let (x, y, width, height) = (line.box[0], line.box[1], line.box[2], line.box[3])
        return shot.lines.filter { found in
            let middle = found.box.y + found.box.height / 2
            let overlap = min(found.box.maxX, x + width) - max(found.box.x, x)
            return found.kind == .text && middle >= y && middle < y + height && overlap * 2 >= width
        }.min { abs($0.box.width - width) < abs($1.box.width - width) }
    }

    struct ScreensFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "scripts/audit-screens failed: \(output)" }
    }

    static func lines() throws -> [Match] {
        try #require(chromium != nil, "Chromium draws these screens: scripts/install-deps --test installs it")
        return try matches.get()
    }

    @Test("at least 95 % of the lines with a ratio of 2:1 or more are found, on every kind of ground")
    func found() throws {
        let lines = try Self.lines().filter { ($0.expected.ratio ?? 2) >= 2 }
        let found = lines.filter { $0.found != nil }
        let missed = lines.filter { $0.found == nil }.map { "\($0.screen): \($0.expected.text) (\($0.expected.ink))" }
        #expect(lines.count >= 100)
        #expect(
            Double(found.count) >= 0.95 * Double(lines.count), "found \(found.count)/\(lines.count); missed \(missed)")
    }

    @Test("on flat grounds the measured ratio is within 5 % of the ink and ground colours' own")
    func ratios() throws {
        let flat = try Self.lines().filter { $0.expected.ground != nil && $0.found != nil }
        let off = flat.filter { match in
            let expected = match.expected.ratio!, measured = match.found!.worstRatio
            return abs(measured - expected) > 0.05 * expected
        }
        #expect(flat.count >= 90)
        let allWithin = off.isEmpty
        #expect(
            allWithin,
            "\(off.map { "\($0.screen) \($0.expected.text): \($0.expected.ink) on \($0.expected.ground!) \($0.expected.ratio!) measured \($0.found!.worstInk) on \($0.found!.worstGround) \($0.found!.worstRatio)" })"
        )
    }

    @Test("the WCAG level is the colours' own for the text's size (large from 18 pt, or 14 pt bold)")
    func levels() throws {
        let flat = try Self.lines().filter { $0.expected.ratio != nil && $0.found != nil && $0.expected.ground != nil }
        let wrong = flat.filter { match in
            let level = CellLevel(ContrastLevel(ratio: match.expected.ratio!, largeText: match.expected.large))
            return match.found!.level != level
        }
        let allRight = wrong.isEmpty
        #expect(
            allRight,
            "\(wrong.map { "\($0.screen) \($0.expected.text) \($0.expected.sizePx) px w\($0.expected.weight) \($0.expected.ratio!): \($0.found!.level) at \($0.found!.points) pt\($0.found!.bold ? " bold" : "")" })"
        )
    }

    @Test("over gradients the worst strip is no better than the gradient's best end and no worse than its worst")
    func gradients() throws {
        let lines = try Self.lines().filter { $0.expected.groundKind == "gradient" && $0.found != nil }
        #expect(!lines.isEmpty)
        for match in lines {
            let lowest = match.expected.ratio!
            // The gradient's dithering moves a ground by a level: a percent or so.
            #expect(
                match.found!.worstRatio >= lowest * 0.97,
                "\(match.expected.text): \(match.found!.worstRatio) < \(lowest)")
        }
    }
}
