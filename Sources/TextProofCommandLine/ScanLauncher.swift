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
        try Self.replaceProcess(with: "textproof-scan", command: "scan", arguments: arguments)
    }

    /// Replaces this process with `name`, a program built beside textproof, given `arguments`;
    /// returns only by throwing, when it is missing or fails to start.
    static func replaceProcess(with name: String, command: String, arguments: [String]) throws -> Never {
        let program = program(name)
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw MissingProgram(command: command, path: program)
        }
        let failure = ThisProcess.replace(with: program, arguments: arguments)
        throw MissingProgram(command: command, path: program, reason: failure.reason)
    }

    /// `name` in the folder of the running `textproof` (symbolic links followed).
    static func program(_ name: String = "textproof-scan") -> String {
        let executable = ThisProcess.executablePath ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path.deletingLastPathComponent
        return folder.appendingPathComponent(name)
    }

    struct MissingProgram: Error, CustomStringConvertible {
        let command: String
        let path: String
        var reason: String? = nil

        var description: String {
            "textproof \(command) runs \(path)"
                + (reason.map { ", which failed to start: \($0)" } ?? ", which is not there")
                + " (build it beside textproof: make build, or swift build --product \(path.lastPathComponent))"
        }
    }
}

/// `textproof audit`: replaces this process with `textproof-audit`, as `scan` does with
/// `textproof-scan`: Tesseract and Leptonica's libraries (and theirs: libarchive, libcurl, image
/// codecs) stay out of textproof, whose every run would otherwise load them.
struct AuditLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: AuditHelp.abstract,
        discussion: AuditHelp.discussion
            + "\n\nRuns textproof-audit, built beside textproof; its options: textproof audit --help")

    @Argument(
        parsing: .captureForPassthrough, help: ArgumentHelp("textproof-audit's arguments.", valueName: "argument"))
    var arguments: [String] = []

    func run() throws {
        try ScanLauncher.replaceProcess(with: "textproof-audit", command: "audit", arguments: arguments)
    }
}
