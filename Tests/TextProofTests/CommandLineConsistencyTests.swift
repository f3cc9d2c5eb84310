import Foundation
import TestScratch
import Testing
import TextProof

/// One command line: the same names, help and errors in every command.
@Suite("One command line", .tags(.subprocess))
struct CommandLineConsistencyTests {
    let cli = CommandLineTests()
    static let commands = [
        "render", "catalog", "tokens", "contrast", "palette", "diff", "merge", "shape", "audit",
    ]

    @Test("help: each default said once; examples fit 80 columns (no line of an example wraps)", arguments: commands)
    func help(_ command: String) throws {
        let result = try cli.run([command, "--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        // Wide enough for each option's help on one line: ArgumentParser adds "(default: x)" to
        // options with a default value, so the help text must not say it again.
        let wide = try cli.run([command, "--help"], environment: ["COLUMNS": "1000"])
        for line in wide.output.components(separatedBy: "\n") {
            let defaults =
                line.components(separatedBy: "(default").count - 1 + line.components(separatedBy: "; default:").count
                - 1
            #expect(defaults <= 1, "\(command): \(line)")
        }
        let lines = result.output.components(separatedBy: "\n")
        var inExamples = false
        for line in lines {
            if line.hasPrefix("Examples:") {
                inExamples = true
                continue
            }
            if line.hasPrefix("USAGE:") || line.hasPrefix("ARGUMENTS:") || line.hasPrefix("OPTIONS:") {
                inExamples = false
            }
            if inExamples, !line.isEmpty { #expect(line.hasPrefix("  "), "\(command): a wrapped example: \(line)") }
        }
    }

    @Test("did-you-mean on enumerated values, exit 64, the subcommand's usage")
    func didYouMean() throws {
        let platform = try cli.run(["contrast", "label", "systemBackground", "--platform", "macoss"])
        #expect(platform.status == 64 && platform.error.contains("Did you mean 'macos'?"))
        let palette = try cli.run(["render", "--palette", "ios18,ios27", "--out", makeTemporaryDirectory()])
        #expect(palette.status == 64 && palette.error.contains("Did you mean 'ios26'?"))
        let appearance = try cli.run([
            "catalog", Checkout.fixture("Sample.xcassets"), "--appearances", "light,darkk", "--out",
            makeTemporaryDirectory(),
        ])
        #expect(appearance.status == 64 && appearance.error.contains("did you mean 'dark'?"))
        #expect(appearance.error.contains("Usage: textproof catalog"))
        let contrast = try cli.run(["contrast", "label", "systemBackground", "--appearances", "drak"])
        #expect(contrast.status == 64 && contrast.error.contains("did you mean 'dark'?"))
        // A longer list of choices comes a line each; the suggestion follows it.
        let weight = try cli.run(["contrast", "label", "systemBackground", "--weight", "bolt"])
        #expect(weight.status == 64 && weight.error.contains("  - black\nDid you mean 'bold'?"))
    }

    @Test(
        "shared options: --appearances and --format json in contrast, --format in palette, --quiet in diff, --shard in tokens"
    )
    func sharedOptions() throws {
        let contrast = try cli.run([
            "contrast", "label", "systemBackground", "--appearances", "dark", "--format", "json",
        ])
        #expect(contrast.status == 0 && contrast.output.hasPrefix("["))
        let palette = try cli.run(["palette", "ios18", "--format", "json"])
        #expect(palette.status == 0 && palette.output.hasPrefix("["))
        let golden = Checkout.goldens + "/demo-light.png"
        let same = try cli.run(["diff", golden, golden, "--quiet"])
        #expect(same.status == 0 && same.output.isEmpty && same.error.isEmpty)
        let out = makeTemporaryDirectory()
        let tokens = Checkout.fixture("tokens")
        let shard = try cli.run([
            "tokens", tokens + "/core.json", tokens + "/light.json", tokens + "/dark.json", "--shard", "1/1", "--out",
            out, "--quiet",
        ])
        #expect(shard.status == 0, "\(shard.error)")
        #expect(FileManager.default.fileExists(atPath: out + "/batch.json"))
    }

    @Test("a catalog path that is a file says so, naming it")
    func catalogFile() throws {
        let result = try cli.run(["catalog", Checkout.fixture("tokens") + "/light.json"])
        #expect(result.status == 2 && result.error.contains("light.json: a file, not a folder"))
    }
}
