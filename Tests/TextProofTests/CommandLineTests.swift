import Foundation
import TestScratch
import Testing
import TextProof
import TextProofRaster
import TextProofScan

/// Runs the built `textproof` binary as a user would.
@Suite("textproof command line", .tags(.subprocess))
struct CommandLineTests {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    static var binary: String {
        // The test runner sits in the same build folder as the products.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [
            folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent(),
        ] {
            let path = candidate.appendingPathComponent("textproof").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return Checkout.root.appendingPathComponent(".build/debug/textproof").path
    }

    /// Runs the binary with the suite's fonts and none of the variables that change its defaults
    /// (`TEXTPROOF_RECORD`, `GITHUB_ACTIONS`) unless `extra` sets them.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        try runThrough(Self.binary, arguments, environment: extra)
    }

    /// `run`, through another program (`/usr/bin/time`, …) given the command line.
    func runThrough(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) throws
        -> Result
    {
        var environment = ProcessInfo.processInfo.environment
        environment["TEXTPROOF_FONTS"] = Checkout.fonts
        // `TEXTPROOF_RECORD=failed swift test` re-records the project's goldens through the library;
        // the command-line tests must never inherit it, or they rewrite goldens they only compare.
        environment["TEXTPROOF_RECORD"] = nil
        // Under GitHub Actions the commands add annotations to stdout by default.
        environment["GITHUB_ACTIONS"] = nil
        environment.merge(extra) { _, new in new }
        let result = try Subprocess.run(executable, arguments, environment: environment)
        return Result(status: result.status, output: result.output, error: result.error)
    }

    func files(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory).sorted()) ?? []
    }

    @Test(
        "with no spec it renders the built-in demo: two images, the sheet, index.html, summary.md, report.json and a table"
    )
    func demo() throws {
        let out = makeTemporaryDirectory() + "/proofs"
        let result = try run(["render", "--out", out])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            files(in: out) == [
                "demo-dark.png", "demo-light.png", "demo.png", "index.html", "report.json", "summary.md",
            ])
        #expect(result.output.contains("secondaryLabel") && result.output.contains("3.44:1"))
    }

    @Test("--no-sheet leaves out NAME.png and the report's sheet; the images are the goldens, the figures the same")
    func noSheet() throws {
        let out = makeTemporaryDirectory()
        let result = try run(["render", Checkout.fixture("small.yaml"), "--out", out, "--no-sheet", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            files(in: out) == ["index.html", "report.json", "small-dark.png", "small-light.png", "summary.md"])
        for name in ["small-light.png", "small-dark.png"] {
            #expect(try PNGCodec.read(out + "/" + name) == PNGCodec.read(Checkout.goldens + "/" + name), "\(name)")
        }
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        #expect(report.sheet == nil && report.sheets == nil)
        #expect(report.cells.first { $0.appearance == .light }?.measured?.wcag == 3.44)

        let catalog = makeTemporaryDirectory()
        let listed = try run([
            "catalog", Checkout.fixture("Sample.xcassets"), "--appearances", "light,dark", "--out", catalog,
            "--no-sheet", "--quiet",
        ])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(!files(in: catalog).contains("Sample.png") && files(in: catalog).contains("Sample-light.png"))
    }

    @Test("--require aa exits 1 and lists the failing cells; the proofs are still written")
    func requireLevel() throws {
        let out = makeTemporaryDirectory()
        let result = try run(["render", Checkout.fixture("small.yaml"), "--out", out, "--require", "aa", "--quiet"])
        #expect(result.status == 1)
        #expect(result.error.contains("below WCAG AA"))
        // Each names where the run is written: the spec's line and column.
        #expect(
            result.error.contains(
                "run 0 \"Secondary label\" in light (\(DisplayPath.relative(Checkout.fixture("small.yaml"))):9:5): #8A8A8E on #FFFFFF, 3.44:1"
            ))
        #expect(result.error.contains("run 3 \"No colour given\" in dark"))
        #expect(files(in: out).contains("report.json"))
    }

    @Test("a bad spec exits 2 with file and field on stderr, and writes nothing")
    func badSpec() throws {
        let directory = makeTemporaryDirectory()
        let spec = directory + "/bad.yaml"
        try "runs:\n  - {text: a, color: \"#12345\"}\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let out = directory + "/out"
        let result = try run(["render", spec, "--out", out])
        #expect(result.status == 2)
        #expect(result.error.contains("\(spec):2:22: runs[0].color: malformed hex colour '#12345'"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a missing font exits 2 naming the font field, and writes nothing")
    func missingFont() throws {
        let directory = makeTemporaryDirectory()
        let spec = directory + "/font.yaml"
        try "font: Comic Sans\nruns: [a]\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try run(["render", spec, "--out", directory + "/out"])
        #expect(result.status == 2)
        #expect(result.error.contains("\(spec): font: ") && result.error.contains("no font family 'Comic Sans'"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    @Test("textproof scan runs the textproof-scan program beside it: its options in --help, its exit status")
    func scanProgram() throws {
        let help = try run(["scan", "--help"])
        #expect(help.status == 0)
        // The scan program's own options, not the launcher's one passed-through argument.
        #expect(help.output.contains("USAGE: textproof scan") && help.output.contains("--platform <platform>"))
        let missing = try run(["scan"])
        #expect(missing.status == 64 && missing.error.contains("give a repository, folders or Swift files"))
        // --list-rules: one line a rule, its id first, without scanning anything.
        let rules = try run(["scan", "--list-rules"])
        let lines = rules.output.split(separator: "\n")
        #expect(rules.status == 0 && lines.count == ScanRule.all.count)
        #expect(lines.contains { $0.hasPrefix("button-macos-default-action: ") && $0.contains("defaultAction") })
    }

    @Test("textproof scan without textproof-scan beside it exits 2 naming where it looked and how to build it")
    func scanProgramMissing() throws {
        // A copy of textproof alone in a folder: a link would be followed back to the build folder.
        let folder = makeTemporaryDirectory()
        let lone = folder + "/textproof"
        try FileManager.default.copyItem(atPath: Self.binary, toPath: lone)
        let result = try runThrough(lone, ["scan", folder, "--out", folder + "/out"])
        #expect(result.status == 2)
        #expect(
            result.error.contains("error: textproof scan runs \(folder)/textproof-scan, which is not there")
                && result.error.contains("swift build --product textproof-scan"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test("--help explains every option with an example")
    func help() throws {
        let result = try run(["render", "--help"])
        #expect(result.status == 0)
        // Help is the root's: the usage names the whole command.
        #expect(result.output.contains("USAGE: textproof render [<options>] [<spec> ...]"))
        for option in ["--out", "--require", "--palette", "--fonts", "Examples:", "textproof render labels.yaml"] {
            #expect(result.output.contains(option), "\(option)")
        }
    }

    @Test("catalog: proofs every readable colour, names each skipped colour set on stderr")
    func catalog() throws {
        let out = makeTemporaryDirectory()
        let result = try run(["catalog", Checkout.fixture("Sample.xcassets"), "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        // Six appearances, the sheet, report.json, index.html and summary.md.
        #expect(files(in: out).count == 10 && files(in: out).contains("Sample-dark-increased-contrast-elevated.png"))
        #expect(files(in: out).contains("Sample.png"))
        #expect(
            result.error.contains(
                "skipped \(DisplayPath.relative(Checkout.fixture("Sample.xcassets")))/Broken/NotJSON.colorset/Contents.json"
            ))
        let report = try ReportJSON.decode(try #require(FileManager.default.contents(atPath: out + "/report.json")))
        // Ten colours: Surface is a background (its name says so), the other nine could be either
        // (`any`). Nine as text on the platform background, nine on Surface, label on all ten:
        // 28 runs in six appearances.
        #expect(report.skipped?.count == 5 && report.cells.count == 28 * 6)
    }

    @Test("--color-space display-p3 writes 16-bit PNGs")
    func displayP3() throws {
        let out = makeTemporaryDirectory()
        let result = try run([
            "render", Checkout.fixture("small.yaml"), "--out", out, "--color-space", "display-p3", "--quiet",
        ])
        #expect(result.status == 0, "\(result.error)")
        let decoded = try PNGCodec.decode(out + "/small-light.png")
        #expect(decoded.bitDepth == 16 && decoded.iccProfile != nil)
    }

    @Test("shape prints the same glyphs, clusters, advances and offsets as hb-shape")
    func shape() throws {
        struct Output: Decodable {
            struct Glyph: Decodable, Equatable {
                let g: UInt32; let cl: UInt32; let dx: Double; let dy: Double; let ax: Double; let ay: Double
            }
            let units: String
            let glyphs: [Glyph]
        }
        let result = try run(["shape", "--font", "Inter", "--features", "liga=0", "AVATAR office"])
        #expect(result.status == 0, "\(result.error)")
        let ours = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
        let hb = try Subprocess.run(
            "/usr/bin/env",
            [
                "hb-shape", "--no-glyph-names", "--output-format=json", "--utf8-clusters", "--features=liga=0",
                Checkout.fonts + "/Inter/Inter-roman.var.ttf", "--text=AVATAR office",
            ])
        let theirs = try JSONDecoder().decode([Output.Glyph].self, from: Data(hb.output.utf8))
        #expect(ours.units == "font units" && ours.glyphs == theirs)
    }

    @Test("--verbose reports the glyph cache's hit rate")
    func verbose() throws {
        let result = try run([
            "render", Checkout.fixture("small.yaml"), "--out", makeTemporaryDirectory(), "--quiet", "--verbose",
        ])
        #expect(result.status == 0)
        #expect(result.error.contains("glyph cache:") && result.error.contains("hit rate"))
    }

    @Test("an unknown option or a bad value is a usage error (64) with the whole command's usage")
    func usageError() throws {
        let unknown = try run(["render", "--colour", "x"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("Error: Unknown option '--colour'"))
        #expect(unknown.error.contains("Usage: textproof render [<options>] [<spec> ...]"))
        let invalid = try run(["render", "--shard", "3/2"])
        #expect(invalid.status == 64)
        #expect(invalid.error.contains("Error: The value '3/2' is invalid for '--shard <i/n|auto>'"))
        #expect(invalid.error.contains("Usage: textproof render [<options>] [<spec> ...]"))
    }
}
