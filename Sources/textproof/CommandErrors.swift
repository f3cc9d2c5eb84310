import ArgumentParser
import Foundation
import TextProof
import TextProofColor
import TextProofRaster
import TextProofText

/// The one mapping from what a command throws to what the user sees and the exit status:
///
/// - 1: a check failed (`--require`, `--golden`, `diff` over tolerance) or goldens were recorded —
///   each failure printed on its own line;
/// - 2: bad input — a spec, config, token file, catalog, font, PNG, colour profile or output folder —
///   printed as `error: …` naming the file and the field;
/// - 64: a bad command line (ArgumentParser's usage errors pass through untouched);
/// - an `ExitCode` a command chose passes through.
enum CommandErrors {
    static func run(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CheckFailures {
            for failure in failure.failures { printError("\(failure)") }
            throw ExitCode(1)
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch let error as CleanExit {
            throw error
        } catch {
            printError("error: \(Self.message(for: error))")
            throw ExitCode(2)
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
