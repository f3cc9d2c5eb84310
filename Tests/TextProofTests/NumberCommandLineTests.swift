import Foundation
import Testing
import TextProof

/// Out-of-range numbers through the `textproof` binary: the message on stderr, exit status 2 (not a
/// trap's signal and backtrace), and nothing written.
@Suite("Numbers from input: the command line", .tags(.subprocess))
struct NumberCommandLineTests {
    let cli = CommandLineTests()

    /// Specs the fuzzer (and the issue) found crashing the program, with the one line of stderr each
    /// must give instead. `FILE` stands for the spec's path.
    static let specs: [(yaml: String, error: String)] = [
        (
            "runs:\n  - text: a\n    baselineOffset: 888888888888888888888888888888888888888886\n",
            "error: FILE:3:21: runs[0].baselineOffset: must be from -1000 to 1000 points, not 888888888888888888888888888888888888888886"
        ),
        (
            "runs:\n  - {text: a, tracking: 1e308}\n",
            "error: FILE:2:25: runs[0].tracking: must be from -1000 to 1000 points, not 1e308"
        ),
        (
            "paragraphs:\n  - runs: [a]\n    width: -1e300\n",
            "error: FILE:3:12: paragraphs[0].width: must be more than 0 and at most 10000 points, not -1e300"
        ),
        (
            "paragraphs:\n  - runs: [a]\n    spacingAfter: 9223372036854775807\n",
            "error: FILE:3:19: paragraphs[0].spacingAfter: must be from 0 to 10000 points, not 9223372036854775807"
        ),
        (
            "size: .nan\nruns: [a]\n",
            "error: FILE:1:7: size: must be a number, not '.nan'"
        ),
    ]

    @Test("render: a clear error, exit 2, no crash and nothing written", arguments: specs)
    func render(yaml: String, error expected: String) throws {
        let folder = makeTemporaryDirectory()
        let spec = folder + "/numbers.yaml"
        try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = try cli.run(["render", spec, "--out", out])
        #expect(result.status == 2)
        #expect(result.error == expected.replacingOccurrences(of: "FILE", with: spec) + "\n")
        #expect(result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("render of several specs: one bad number stops the run before anything is written")
    func renderMany() throws {
        let folder = makeTemporaryDirectory()
        try "runs: [fine]\n".write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        try "runs:\n  - {text: b, tracking: -1e300}\n".write(
            toFile: folder + "/b.yaml", atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = try cli.run(["render", folder, "--out", out])
        #expect(result.status == 2)
        #expect(
            result.error
                == "error: \(folder)/b.yaml:2:25: runs[0].tracking: must be from -1000 to 1000 points, not -1e300\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("tokens: a huge component is an error naming the file, line and token, exit 2")
    func tokens() throws {
        let folder = makeTemporaryDirectory()
        let path = folder + "/light.json"
        try #"{"a": {"$type": "color", "x": {"$value": {"colorSpace": "oklch", "components": [0.5, 1e300, 0]}}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = try cli.run(["tokens", path, "--out", out])
        #expect(result.status == 2)
        #expect(result.error == "error: \(path):1:86: a.x.components[1]: must be from 0 to 1 in oklch, not 1e300\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(
        "contrast and shape: a --size no spec allows is a usage error (exit 64), not a trap",
        arguments: [
            ["contrast", "label", "systemBackground", "--size", "1e20"],
            ["contrast", "label", "systemBackground", "--size", "nan"],
            ["shape", "Hello", "--size", "1e300"], ["shape", "Hello", "--size", "nan"],
        ])
    func sizeOption(_ arguments: [String]) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix("Error: --size must be more than 0 and at most 10000 points\n"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("catalog: a colour set with a huge component is skipped with a warning naming it and the field")
    func catalog() throws {
        let folder = makeTemporaryDirectory() + "/Numbers.xcassets"
        for (name, red) in [("Fine", "\"0.5\""), ("Huge", "1e300")] {
            try FileManager.default.createDirectory(
                atPath: "\(folder)/\(name).colorset", withIntermediateDirectories: true)
            try """
            {"colors": [{"idiom": "universal", "color": {"color-space": "extended-srgb",
              "components": {"red": \(red), "green": "0", "blue": "0", "alpha": "1"}}}]}
            """.write(toFile: "\(folder)/\(name).colorset/Contents.json", atomically: true, encoding: .utf8)
        }
        let out = makeTemporaryDirectory() + "/out"
        let result = try cli.run(["catalog", folder, "--out", out, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.error.contains(
                "warning: skipped \(folder)/Huge.colorset/Contents.json: colors[0].color.components: extended-srgb values must be from -16 to 16, got 1e+300"
            ), "\(result.error)")
        #expect(!result.error.contains("Fatal error"))
    }
}
