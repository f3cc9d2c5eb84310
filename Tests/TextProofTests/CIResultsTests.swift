import Foundation
import TestScratch
import Testing
import TextProofRaster

@testable import TextProof

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Results where CI looks: SARIF, JUnit, annotations, goldens, shards, hints", .tags(.subprocess))
struct CIResultsTests {
    let cli = CommandLineTests()

    /// Validates a SARIF log against the OASIS 2.1.0 schema (copied in Fixtures) with Python's jsonschema.
    static func validateSARIF(_ path: String) throws -> String {
        try Subprocess.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1]))); print('valid')",
                Checkout.fixture("reference/sarif-schema-2.1.0.json"), path,
            ], mergingError: true
        ).output
    }

    struct SARIF: Decodable {
        struct Run: Decodable { var results: [Result] }
        struct Result: Decodable {
            var ruleId: String
            var level: String
            var locations: [Location]?
            var suppressions: [[String: String]]?
        }
        struct Location: Decodable {
            struct Physical: Decodable {
                struct Artifact: Decodable { var uri: String }
                struct Region: Decodable { var startLine: Int; var startColumn: Int? }
                var artifactLocation: Artifact
                var region: Region
            }
            var physicalLocation: Physical
        }
        var version: String
        var runs: [Run]
    }

    @Test("SARIF from a spec: valid against the schema, each failing run located at its line and column")
    func sarifSpec() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--out", out, "--format", "sarif", "--require", "aa",
        ])
        #expect(result.status == 1)
        #expect(try Self.validateSARIF(out + "/results.sarif").contains("valid"))
        let log = try JSONDecoder().decode(
            SARIF.self, from: try #require(FileManager.default.contents(atPath: out + "/results.sarif")))
        let contrast = log.runs[0].results.filter { $0.ruleId == "contrast/wcag2-aa" && $0.level == "error" }
        #expect(contrast.count == 3)
        // small.yaml: the secondaryLabel run is the mapping at line 9, column 5.
        let first = try #require(contrast.first?.locations?.first?.physicalLocation)
        #expect(
            first.artifactLocation.uri.hasSuffix("Fixtures/small.yaml") && first.region.startLine == 9
                && first.region.startColumn == 5)
        #expect(log.runs[0].results.contains { $0.ruleId == "lint/no-foreground-color" && $0.level == "warning" })
    }

    @Test(
        "SARIF from a catalog and from tokens: located at the colour set's Contents.json and the token's line; waivers suppressed"
    )
    func sarifCatalogAndTokens() throws {
        let catalog = try RoleTests.catalog(RoleTests.colors)
        try "allow:\n  - {text: Brand, reason: \"Brand blue, signed off\"}\n"
            .write(
                toFile: (catalog as NSString).deletingLastPathComponent + "/textproof.yaml", atomically: true,
                encoding: .utf8)
        let out = makeTemporaryDirectory()
        _ = try cli.run(["catalog", catalog, "--appearances", "light", "--out", out, "--format", "sarif", "--quiet"])
        #expect(try Self.validateSARIF(out + "/results.sarif").contains("valid"))
        let log = try JSONDecoder().decode(
            SARIF.self, from: try #require(FileManager.default.contents(atPath: out + "/results.sarif")))
        let muted = try #require(
            log.runs[0].results.first {
                $0.locations?.first?.physicalLocation.artifactLocation.uri.hasSuffix("TextMuted.colorset/Contents.json")
                    == true
            })
        #expect(muted.level == "error")
        #expect(log.runs[0].results.contains { $0.suppressions?.first?["justification"] == "Brand blue, signed off" })

        let tokensOut = makeTemporaryDirectory()
        _ = try cli.run([
            "tokens", TokenTests.folder + "/core.json", TokenTests.folder + "/light.json",
            TokenTests.folder + "/dark.json",
            "--out", tokensOut, "--format", "sarif", "--quiet",
        ])
        #expect(try Self.validateSARIF(tokensOut + "/results.sarif").contains("valid"))
        let tokens = try JSONDecoder().decode(
            SARIF.self, from: try #require(FileManager.default.contents(atPath: tokensOut + "/results.sarif")))
        // text.secondary (#8E8E93 on white, 3.26:1) is defined at line 5 of light.json.
        let secondary = try #require(
            tokens.runs[0].results.first {
                $0.level == "error"
                    && $0.locations?.first?.physicalLocation.artifactLocation.uri.hasSuffix("light.json") == true
                    && $0.locations?.first?.physicalLocation.region.startLine == 5
            })
        #expect(secondary.ruleId == "contrast/wcag2-aa")
    }

    @Test(
        "JUnit parses back: a suite per proof, a case per cell, failures carry the figures; github lines name file and line"
    )
    func junitAndGitHub() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run(["render", Checkout.fixture("small.yaml"), "--out", out, "--format", "junit,github"])
        final class Collector: NSObject, XMLParserDelegate {
            var cases = 0, failures: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if name == "testcase" { cases += 1 }
                if name == "failure", let message = attributes["message"] { failures.append(message) }
            }
        }
        let parser = XMLParser(data: try #require(FileManager.default.contents(atPath: out + "/junit.xml")))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.cases == 8 && collector.failures.count == 3)
        #expect(collector.failures.contains { $0.contains("3.44:1") && $0.contains("#8A8A8E") })
        let lines = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=") && $0.contains("small.yaml,line=9,col=5,title=")
                    && $0.contains("::\"Secondary label\" in light")
            })
        #expect(lines.contains { $0.hasPrefix("::warning ") && $0.contains("no-foreground-color") })
        // Under GitHub Actions, annotations come without asking; elsewhere, not.
        let actions = try cli.run(
            ["render", Checkout.fixture("small.yaml"), "--out", makeTemporaryDirectory(), "--quiet"],
            environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.output.contains("::error file="))
        #expect(
            !(try cli.run(["render", Checkout.fixture("small.yaml"), "--out", makeTemporaryDirectory(), "--quiet"])
                .output.contains(
                    "::error")))
        #expect(
            GitHubAnnotations.property("a:b,c") == "a%3Ab%2Cc" && GitHubAnnotations.data("50%\nmore") == "50%25%0Amore")
    }

    @Test(
        "a brand colour moved from #007C89 to #008C99 passes pixelmatch's default threshold but fails render --golden's ΔE limit"
    )
    func brandColourChange() throws {
        let folder = makeTemporaryDirectory(), goldens = folder + "/goldens"
        let spec = folder + "/brand.yaml"
        try "appearances: [light]\nruns:\n  - {text: Brand teal, color: \"#007C89\"}\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        #expect(
            try cli.run([
                "render", spec, "--out", folder + "/a", "--golden", goldens, "--record-mode", "missing", "--quiet",
            ]).status == 1)
        try "appearances: [light]\nruns:\n  - {text: Brand teal, color: \"#008C99\"}\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        let changed = try cli.run(["render", spec, "--out", folder + "/b", "--golden", goldens, "--quiet"])
        // The message says what changed (colour alone), and the failure sheet's difference panel
        // shades exactly those pixels in the bands over the limit (ΔE 2 and up), where pixelmatch's
        // metric alone would leave it blank.
        #expect(changed.status == 1 && changed.error.contains("differs from"))
        let reason = try #require(changed.error.components(separatedBy: "differs from").last)
        #expect(reason.contains(": colour changed: ") && reason.contains(" pixels over ΔE 2.0, worst "), "\(reason)")
        #expect(reason.contains("(shapes unchanged)") && !reason.contains("pixels differ"), "\(reason)")
        let diffImage = try PNGCodec.read(folder + "/b/brand-light.diff.png")
        let sheet = try #require(
            try GoldenComparison.goldenDefault.failureSheet(
                goldenFile: goldens + "/brand-light.png", actualFile: folder + "/b/brand-light.png"))
        #expect(diffImage == sheet.image)
        let failing = Set(DeltaEBand.all.filter { $0.lowerBound >= 2 }.map(\.color))
        var overLimit = 0
        for y in sheet.difference.y..<sheet.difference.maxY {
            for x in sheet.difference.x..<sheet.difference.maxX where failing.contains(diffImage[x, y]) {
                overLimit += 1
            }
        }
        let marked = overLimit / (sheet.zoom * sheet.zoom)
        let report = try ReportJSON.decode(
            try #require(FileManager.default.contents(atPath: folder + "/b/report.json")))
        let golden = try #require(report.goldens?.first)
        #expect(
            golden.status == .failed && golden.differentPixels == 0 && (golden.pixelsOverDeltaE ?? 0) > 0
                && (golden.maxDeltaE2000 ?? 0) > 5)
        #expect(marked == golden.pixelsOverDeltaE)
        #expect(
            try String(contentsOfFile: folder + "/b/index.html", encoding: .utf8).contains("shaded by its ΔE2000"))
        // pixelmatch alone (diff, no ΔE limit) accepts it; with --max-delta-e the diff command fails too.
        let plain = try cli.run(["diff", goldens + "/brand-light.png", folder + "/b/brand-light.png"])
        #expect(plain.status == 0)
        #expect(
            try cli.run(["diff", goldens + "/brand-light.png", folder + "/b/brand-light.png", "--max-delta-e", "2"])
                .status == 1)
        #expect(try String(contentsOfFile: folder + "/b/summary.md", encoding: .utf8).contains("### Goldens"))
    }

    @Test("every record mode's exit status: writing a golden is never a pass")
    func recordModes() throws {
        let folder = makeTemporaryDirectory(), goldens = folder + "/goldens", spec = Checkout.fixture("small.yaml")
        func status(_ extra: [String]) throws -> Int32 {
            try cli.run(["render", spec, "--out", folder + "/o", "--golden", goldens, "--quiet"] + extra).status
        }
        #expect(try status(["--record-mode", "never"]) == 1)  // missing goldens fail
        #expect(try status(["--record-mode", "missing"]) == 1)  // writes them: exit 1
        #expect(try status(["--record-mode", "missing"]) == 0)  // nothing missing, all match
        #expect(try status(["--record-mode", "failed"]) == 0)  // nothing differs: nothing written
        #expect(try status(["--record-mode", "all"]) == 1)  // writes every golden
        #expect(try status([]) == 0)
    }

    @Test(
        "--shard auto reads GitLab (1-based), Buildkite, CircleCI (0-based) and Indexed Jobs; none set is an error naming them"
    )
    func shardAuto() throws {
        #expect(try Shard.fromEnvironment(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]) == Shard(index: 2, count: 3))
        #expect(
            try Shard.fromEnvironment(["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "4"])
                == Shard(index: 1, count: 4))
        #expect(
            try Shard.fromEnvironment(["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "4"]) == Shard(index: 4, count: 4)
        )
        #expect(try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], count: 5) == Shard(index: 2, count: 5))
        #expect(throws: ShardError.missing(variable: "--shard-count", with: "JOB_COMPLETION_INDEX")) {
            try Shard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"])
        }
        #expect(throws: ShardError.outOfRange("CI_NODE_INDEX=4, CI_NODE_TOTAL=3")) {
            try Shard.fromEnvironment(["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"])
        }
        #expect(throws: ShardError.none) { try Shard.fromEnvironment([:]) }
        let none = try cli.run(["render", Checkout.fixtures, "--shard", "auto", "--out", makeTemporaryDirectory()])
        #expect(
            none.status == 64 && none.error.contains("CI_NODE_INDEX") && none.error.contains("JOB_COMPLETION_INDEX"))
    }

    @Test(
        "hints for what people write: inline YAML hex, short hex, rgb(), UIColor. prefixes, CSS names, the other platform's names, a missing fonts folder",
        arguments: [
            ("runs:\n  - {text: x, color: {light: #B34700, dark: #FFB340}}", "quote hex colours"),
            ("runs:\r\n  - {text: x, color: {light: #B34700, dark: #FFB340}}\r\n", "quote hex colours"),
            ("runs:\n  - {text: x, color: \"#f60\"}", "write \"#FF6600\""),
            ("runs:\n  - {text: x, color: \"rgb(255 0 0)\"}", "write \"#FF0000\""),
            ("runs:\n  - {text: x, color: UIColor.secondaryLabel}", "without UIColor.: secondaryLabel"),
            ("runs:\n  - {text: x, color: red}", "did you mean systemRed"),
            ("runs:\n  - {text: x, color: labelColor}", "set platform: macos"),
            ("platform: macos\nruns:\n  - {text: x, color: systemGroupedBackground}", "set platform: ios"),
        ])
    func hints(yaml: String, hint: String) throws {
        #expect {
            try parse(yaml)
        } throws: { error in
            (error as? SpecError)?.description.contains(hint) == true
        }
    }

    @Test(
        "a fonts folder that does not exist is named as such; reports say which colour was declared and the output space"
    )
    func fontsAndDeclared() throws {
        let missing = try cli.run(["render", "--fonts", "/nonexistent-fonts", "--out", makeTemporaryDirectory()])
        #expect(missing.status == 2 && missing.error.contains("/nonexistent-fonts: --fonts: no such folder"))
        let out = makeTemporaryDirectory()
        let p3 = try cli.run(["render", Checkout.fixture("small.yaml"), "--out", out, "--color-space", "display-p3"])
        #expect(p3.output.contains("colour (display-p3)") && p3.output.contains("secondaryLabel #"))
        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(summary.contains("colour (display-p3)") && summary.contains("secondaryLabel `#"))
        #expect(ReportMarkdown.escape("*bold* _it_ `code` [link](x)") == "\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](x)")
        #expect(ReportHTML.swatch("#3C3C4399").contains("rgba(60, 60, 67, 0.600)"))
    }
}

extension CIResultsTests {
    @Test("--help of every command fits 80 columns")
    func helpWidth() throws {
        for command in [
            [], ["render"], ["catalog"], ["tokens"], ["contrast"], ["palette"], ["diff"], ["merge"], ["shape"],
        ] {
            let help = try cli.run(command + ["--help"])
            let wide = help.output.split(separator: "\n").filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(command): \(wide)")
        }
    }
}

extension CIResultsTests {
    @Test("diff reads 8-bit PNGs at 8 bits, 16-bit ones at 16; byte-identical files are identical without decoding")
    func diffDecoding() throws {
        let eight = try PNGCodec.decode(Checkout.goldens + "/small-light.png")
        #expect(
            eight.wideSamples == nil && eight.bitDepth == 8
                && eight.samples16.first == UInt16(eight.image.pixels[0]) * 257)
        let out = makeTemporaryDirectory()
        _ = try cli.run([
            "render", Checkout.fixture("small.yaml"), "--out", out, "--color-space", "display-p3", "--quiet",
        ])
        let sixteen = try PNGCodec.decode(out + "/small-light.png")
        #expect(sixteen.wideSamples?.count == sixteen.image.pixels.count && sixteen.bitDepth == 16)
        let same = try #require(
            try GoldenComparison.identicalFiles(
                golden: Checkout.goldens + "/small-light.png", actual: Checkout.goldens + "/small-light.png"))
        #expect(same.passed && same.difference?.isIdentical == true && same.difference?.width == eight.image.width)
        #expect(
            try GoldenComparison.identicalFiles(
                golden: Checkout.goldens + "/small-light.png", actual: Checkout.goldens + "/small-dark.png")
                == nil)
    }
}
