import Foundation
import TestScratch
import Testing
import TextProof
import TextProofColor
import TextProofRaster

/// Peak memory of whole commands, read with GNU time (`%M`, the largest resident set in KB), with
/// the limits written next to them. Skipped under the sanitizers, whose shadow memory would count.
@Suite("Bounded memory: peak resident size of render, catalog and diff", .tags(.subprocess))
struct PeakMemoryTests {
    static var measurable: Bool {
        let binary = CommandLineTests.binary
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/time") && !binary.contains("/asan/")
            && !binary.contains("/tsan/")
    }

    /// Runs `textproof arguments` and returns its exit status and peak resident size in MB.
    func peak(_ arguments: [String]) throws -> (status: Int32, megabytes: Double) {
        let report = makeTemporaryDirectory() + "/time.txt"
        let result = try CommandLineTests().runThrough(
            "/usr/bin/time", ["-f", "%M", "-o", report, CommandLineTests.binary] + arguments)
        let kilobytes = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").compactMap {
            Double($0)
        }.last
        return (result.status, try #require(kilobytes) / 1024)
    }

    @Test("render of the built-in demo stays under 250 MB", .enabled(if: measurable))
    func render() throws {
        let (status, megabytes) = try peak(["render", "--out", makeTemporaryDirectory(), "--quiet"])
        #expect(status == 0 && megabytes < 250, "\(megabytes) MB")
    }

    @Test("catalog of the sample asset catalog stays under 250 MB", .enabled(if: measurable))
    func catalog() throws {
        let (status, megabytes) = try peak([
            "catalog", Checkout.fixture("Sample.xcassets"), "--out", makeTemporaryDirectory(), "--quiet",
        ])
        #expect(status == 0 && megabytes < 250, "\(megabytes) MB")
    }

    /// One 8-bit copy of each image (4 bytes a pixel); the diff image is deflated band by band as it
    /// is drawn and never held whole. The limit is the issue's: at most 4.5 bytes a pixel an image
    /// (two 4096² images: 144 MiB) above what the process takes to start (`--version`, measured).
    @Test(
        "diff of two 4096² PNGs with 10 % changed, its diff image written: at most 4.5 bytes a pixel an image",
        .enabled(if: measurable))
    func diff() throws {
        let folder = makeTemporaryDirectory()
        let size = 4096
        var base = Surface(
            width: size, height: size, filledWith: PremultipliedColorU8(ColorU8(red: 242, green: 242, blue: 247)))
        try PNGCodec.write(base.unpremultiplied(), to: folder + "/a.png")
        base.fillOver(
            PixelRect(x: 0, y: 0, width: size, height: size / 10),
            with: PremultipliedColorU8(ColorU8(red: 0, green: 122, blue: 255)))
        try PNGCodec.write(base.unpremultiplied(), to: folder + "/b.png")
        let (_, baseline) = try peak(["--version"])
        let (status, megabytes) = try peak([
            "diff", folder + "/a.png", folder + "/b.png", "--out", folder + "/diff.png",
        ])
        let limit = 4.5 * Double(size * size) * 2 / 1_048_576
        #expect(
            status == 1 && megabytes - baseline <= limit, "\(megabytes) MB, \(baseline) MB to start, limit \(limit)")
    }
}
