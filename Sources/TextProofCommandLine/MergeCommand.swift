import ArgumentParser
import TextProof
import TextProofPlatform
import TextProofRaster

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the batch.json of shards (render --shard i/n) into one.",
        discussion: """
            The result lists every spec's report, ordered by name: the same as rendering all the specs \
            in one run. A spec found in two inputs is an error.

            Example:
              textproof render specs/ --shard 1/2 --out a
              textproof render specs/ --shard 2/2 --out b
              textproof merge a/batch.json b/batch.json --out batch.json
            """)

    @Argument(help: ArgumentHelp("batch.json files to join.", valueName: "batch.json"))
    var inputs: [String]

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the merged report; - for stdout.", valueName: "file"))
    var out: String = "-"

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("Give at least one batch.json.") }
    }

    func run() async throws {
        try merge()
    }

    func merge() throws {
        var batches: [(path: String, report: BatchReport)] = []
        for path in inputs {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw BatchError.unreadable(path: path, message: "cannot read the file")
            }
            do { batches.append((path, try JSONDecoder().decode(BatchReport.self, from: data))) } catch {
                throw BatchError.unreadable(path: path, message: "not a batch.json: \(error)")
            }
        }
        let merged = try BatchReport.merge(batches).encoded()
        if out == "-" {
            StandardStream.output.write(merged)
        } else {
            do throws(StagedFiles.Failure) { try StagedFiles.write(merged, to: out) } catch {
                throw BatchError.unreadable(path: out, message: error.message)
            }
        }
    }
}
