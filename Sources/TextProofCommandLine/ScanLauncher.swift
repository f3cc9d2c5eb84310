import ArgumentParser
import TextProofPlatform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `textproof scan`: replaces this process with the `textproof-scan` program installed beside
/// `textproof`, given the same arguments, so its output, errors and exit status are the scan's.
///
/// Scanning parses Swift with swift-syntax, and a Swift program pays at every run for each
/// protocol conformance it holds: the runtime searches them all on each first cast, and
/// ArgumentParser casts at every parse. swift-syntax holds 5,000 of textproof's 11,000; without
/// them a proof runs 2 ms (6 %) sooner, and the binary is 40 MB smaller.
struct ScanLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan", abstract: ScanHelp.abstract,
        discussion: ScanHelp.discussion
            + "\n\nRuns textproof-scan, built beside textproof; its options: textproof scan --help")

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("textproof-scan's arguments.", valueName: "argument"))
    var arguments: [String] = []

    func run() throws {
        let program = Self.program()
        guard FileManager.default.isExecutableFile(atPath: program) else { throw MissingProgram(path: program) }
        let failure = ThisProcess.replace(with: program, arguments: arguments)
        throw MissingProgram(path: program, reason: failure.reason)
    }

    /// `textproof-scan` in the folder of the running `textproof` (symbolic links followed).
    static func program() -> String {
        let executable = ThisProcess.executablePath ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path.deletingLastPathComponent
        return folder.appendingPathComponent("textproof-scan")
    }

    struct MissingProgram: Error, CustomStringConvertible {
        let path: String
        var reason: String? = nil

        var description: String {
            "textproof scan runs \(path)"
                + (reason.map { ", which failed to start: \($0)" } ?? ", which is not there")
                + " (build it beside textproof: make build, or swift build --product textproof-scan)"
        }
    }
}
