import Foundation
import TestScratch
import Testing
import TextProof

/// `textproof render` with many specs, shards and `textproof merge`.
@Suite("Many specs, shards and merge", .tags(.subprocess))
struct BatchCommandTests {
    let cli = CommandLineTests()

    @Test(
        "a folder of specs: one folder per proof, batch.json with every report, no progress bar when stderr is not a terminal"
    )
    func folder() throws {
        let out = makeTemporaryDirectory()
        let result = try cli.run(["render", Checkout.fixtures, "--out", out])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(cli.files(in: out) == ["batch.json", "index.html", "paragraph", "small", "small-dejavu", "summary.md"])
        // The top-level page links every proof's own page.
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for name in ["paragraph", "small", "small-dejavu"] {
            #expect(
                index.contains("href=\"\(name)/index.html\"")
                    && FileManager.default.fileExists(atPath: out + "/\(name)/index.html"))
        }
        #expect(try String(contentsOfFile: out + "/summary.md", encoding: .utf8).contains("## TextProof: small-dejavu"))
        #expect(
            cli.files(in: out + "/small").contains("small.png") && cli.files(in: out + "/small").contains("index.html"))
        let batch = try JSONDecoder().decode(
            BatchReport.self, from: try #require(FileManager.default.contents(atPath: out + "/batch.json")))
        #expect(batch.proofs.map(\.name) == ["paragraph", "small", "small-dejavu"] && batch.shard == nil)
        // Each proof is the same as rendering its spec alone.
        let alone = try render(SpecParser.load(path: Checkout.fixture("small.yaml")))
        #expect(batch.proofs[1] == alone.report)
    }

    @Test("shards are deterministic, disjoint and complete: merged, they are the unsharded batch.json byte for byte")
    func shardsMerge() throws {
        let out = makeTemporaryDirectory()
        #expect(try cli.run(["render", Checkout.fixtures, "--out", out + "/all", "--quiet"]).status == 0)
        for i in 1...2 {
            #expect(
                try cli.run(["render", Checkout.fixtures, "--shard", "\(i)/2", "--out", out + "/\(i)", "--quiet"])
                    .status == 0)
        }
        #expect(cli.files(in: out + "/1") == ["batch.json", "index.html", "paragraph", "small", "summary.md"])
        #expect(cli.files(in: out + "/2") == ["batch.json", "index.html", "small-dejavu", "summary.md"])
        let merge = try cli.run(["merge", out + "/1/batch.json", out + "/2/batch.json", "--out", out + "/merged.json"])
        #expect(merge.status == 0, "\(merge.error)")
        #expect(
            FileManager.default.contents(atPath: out + "/merged.json")
                == FileManager.default.contents(atPath: out + "/all/batch.json"))
        let overlap = try cli.run(["merge", out + "/1/batch.json", out + "/1/batch.json"])
        #expect(overlap.status == 2 && overlap.error.contains("is also in"))
        #expect(try cli.run(["render", Checkout.fixtures, "--shard", "0/2"]).status == 64)
    }

    @Test("a bad spec among many stops the run before anything is written, naming the file and field")
    func badSpecInBatch() throws {
        let specs = makeTemporaryDirectory(), out = makeTemporaryDirectory() + "/out"
        try FileManager.default.copyItem(atPath: Checkout.fixture("small.yaml"), toPath: specs + "/a.yaml")
        try "runs: [{text: x, color: notAColour}]\n".write(toFile: specs + "/b.yaml", atomically: true, encoding: .utf8)
        let result = try cli.run(["render", specs, "--out", out])
        #expect(result.status == 2 && result.error.contains("b.yaml") && result.error.contains("color"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

@Suite("Progress bar", .tags(.subprocess))
struct ProgressBarTests {
    /// `script` (util-linux) runs the command on a pseudo-terminal, as a user's shell would.
    @Test(
        "on a terminal, render draws a progress bar on stderr that reaches every spec",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onTerminal() throws {
        let out = makeTemporaryDirectory()
        let result = try Subprocess.run(
            "/usr/bin/script",
            ["-qfec", "'\(CommandLineTests.binary)' render '\(Checkout.fixtures)' --out '\(out)/p'", "/dev/null"],
            environment: ["TEXTPROOF_FONTS": Checkout.fonts, "PATH": "/usr/bin:/bin"], mergingError: true)
        let text = result.output
        #expect(result.status == 0, "\(text)")
        #expect(text.contains("0/3 specs") && text.contains("3/3 specs"))
    }
}
