import ArgumentParser
import TextProof
import TextProofColor
import TextProofRaster
import TextProofText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one mapping from what a command throws to what the user sees and the exit status:
///
/// - 1: a check failed (`--require`, `--golden`, `diff` over tolerance) or goldens were recorded —
///   each failure printed on its own line;
/// - 2: bad input — a spec, config, token file, catalog, font, PNG, colour profile or output folder —
///   printed as `error: …` naming the file and the field;
/// - 64: a bad command line (parsing and validation errors, with the subcommand's usage, in `main`);
/// - an `ExitCode` a command chose passes through.
enum CommandErrors {
    /// Prints what `error` means to the user and gives the exit status; `CommandMain.run` calls
    /// it once for every command, so no command maps its own errors.
    static func exit(reporting error: any Error) -> Never {
        switch error {
        case let failure as CheckFailures:
            for failure in failure.failures { printError("\(failure)") }
            TextProofCommand.exit(withError: ExitCode(1))
        case is ExitCode, is CleanExit:
            TextProofCommand.exit(withError: error)
        // `textproof help COMMAND` throws ArgumentParser's own (internal) error type from `run`.
        case _ where String(reflecting: type(of: error)).hasPrefix("ArgumentParser."):
            TextProofCommand.exit(withError: error)
        default:
            printError("error: \(Self.message(for: error))")
            TextProofCommand.exit(withError: ExitCode(2))
        }
    }

    /// Every input error type's own description (each names its file and field).
    static func message(for error: any Error) -> String {
        switch error {
        case let error as ProofError: error.description
        case let error as GoldenError: error.description
        case let error as SpecError: error.description
        case let error as FontError: error.description
        case let error as PNGError: error.description
        case let error as ComparisonError: error.description
        case let error as ColorManagementError: error.description
        case let error as BatchError: error.description
        case let error as ShardError: error.description
        default: "\(error)"
        }
    }
}
