import Foundation
import TestScratch
import Testing
import TextProof
import TextProofRaster

@testable import TextProofAudit

/// `textproof audit` as a user runs it, on a folder of home-assistant's PrivacyView references.
@Suite("textproof audit", .tags(.subprocess))
struct AuditCommandTests {
    let cli = CommandLineTests()

    /// A folder laid out like a snapshot suite: `__Snapshots__/PrivacyView/{light,dark}.png`.
    static func snapshots() throws -> String {
        let root = makeTemporaryDirectory("snapshots")
        let folder = root + "/__Snapshots__/PrivacyView"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for appearance in ["light", "dark"] {
            try FileManager.default.copyItem(
                atPath: Checkout.fixture("screenshots/privacy-\(appearance).png"), toPath: "\(folder)/\(appearance).png"
            )
        }
        return root
    }

    @Test("a folder: report.json, summary.md, index.html, annotated copies, JUnit per screenshot, SARIF per line")
    func folder() throws {
        let root = try Self.snapshots(), out = root + "/audit"
        // The output folder inside the audited one: its annotated copies are never audited.
        _ = try cli.run(["audit", root, "--out", out, "--quiet"])
        let result = try cli.run(["audit", root, "--out", out, "--format", "text,sarif,junit"])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("2 screenshots, ") && result.output.contains("5 below WCAG AA"))
        #expect(result.output.contains("“notifications to function.”") && result.output.contains("3.29:1"))
        for name in ["report.json", "summary.md", "index.html", "results.sarif", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        let report = try JSONDecoder().decode(
            AuditReport.self, from: try Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
        #expect(report.screenshots.count == 2 && report.screenshots.allSatisfy { !$0.image.contains("/audit/") })
        let light = try #require(report.screenshots.first { $0.image.hasSuffix("light.png") })
        #expect(light.failures.count == 5 && light.scale == 3)

        // The annotated copy: the screenshot, a red frame just outside each failing line's box.
        let annotatedPath = out + "/annotated/" + ScreenshotFiles.annotatedName(light.image)
        let annotated = try PNGCodec.read(annotatedPath)
        let original = try PNGCodec.read(Checkout.fixture("screenshots/privacy-light.png"))
        #expect(annotated.width == original.width && annotated.height == original.height)
        let footer = try #require(light.failures.first)
        let frame = annotated[footer.box.x + 10, footer.box.y - 2]
        #expect(frame.red == 255 && frame.green == 59 && frame.blue == 48)
        #expect(annotated[footer.box.x + 10, footer.box.y + 10] == original[footer.box.x + 10, footer.box.y + 10])

        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(try CIResultsTests.validateSARIF(out + "/results.sarif").contains("valid"))
        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.contains("light.png") && sarif.contains("at 99,997 884×34 px"))
        #expect(sarif.components(separatedBy: "\"ruleId\" : \"contrast/wcag2-aa\"").count - 1 == 5)

        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(summary.contains("| #85858B | #F2F2F7 | 3.29:1 |"))
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("class=\"box fail\"") && html.contains("#85858B on #F2F2F7: 3.29:1"))
    }

    @Test("waivers in textproof.yaml accept failures by text and by region, each with its reason; exit 0")
    func waivers() throws {
        let root = try Self.snapshots(), out = makeTemporaryDirectory("audit")
        let config = root + "/textproof.yaml"
        try """
        audit:
          allow:
            - {image: "PrivacyView/*.png", text: "You are in control of your data.", reason: "Subtitle; tracked in #12"}
            - {region: [0, 980, 1170, 440], reason: "Settings footers, secondaryLabel as the system draws them"}
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try cli.run(["audit", root, "--out", out, "--config", config, "--format", "text,sarif"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("5 waived") && result.output.contains("waived: Subtitle; tracked in #12"))
        let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
        #expect(sarif.components(separatedBy: "\"justification\"").count - 1 == 5)
    }

    @Test("--shard takes every nth screenshot by path; --format json prints the report")
    func shard() throws {
        let root = try Self.snapshots(), out = makeTemporaryDirectory("audit")
        let result = try cli.run(["audit", root, "--out", out, "--shard", "1/2", "--format", "json"])
        #expect(result.status == 0, "\(result.error)")
        let report = try JSONDecoder().decode(AuditReport.self, from: Data(result.output.utf8))
        #expect(report.shard == "1/2" && report.screenshots.map { $0.image.lastPathComponent } == ["dark.png"])
    }

    @Test("bad input: a missing path, a file that is not a PNG, a config without a reason, a bad scale")
    func badInput() throws {
        let out = makeTemporaryDirectory("audit")
        let missing = try cli.run(["audit", "/no/such/folder", "--out", out])
        #expect(missing.status == 2 && missing.error.contains("/no/such/folder: no such file or folder"))
        #expect(!FileManager.default.fileExists(atPath: out + "/report.json"))

        let root = try Self.snapshots()
        try "not a PNG".write(toFile: root + "/broken.png", atomically: true, encoding: .utf8)
        let broken = try cli.run(["audit", root, "--out", out, "--quiet"])
        #expect(broken.status == 1 && broken.error.contains("broken.png"))
        let report = try JSONDecoder().decode(
            AuditReport.self, from: try Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
        #expect(report.unreadable.map { $0.image.lastPathComponent } == ["broken.png"] && report.screenshots.count == 2)

        let config = makeTemporaryDirectory("config") + "/textproof.yaml"
        try "audit:\n  allow:\n    - {text: Logo}\n".write(toFile: config, atomically: true, encoding: .utf8)
        let noReason = try cli.run(["audit", root, "--out", out, "--config", config])
        #expect(noReason.status == 2 && noReason.error.contains("audit.allow[0].reason"), "\(noReason.error)")

        let scale = try cli.run(["audit", root, "--scale", "0"])
        #expect(scale.status == 64 && scale.error.contains("--scale"))
    }
}

extension String {
    fileprivate var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
