import ArgumentParser
import TextProofColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a bad command line prints, the same for every command: the error, a did-you-mean for an
/// enumerated value (ArgumentParser lists the choices but suggests none), and the usage of the
/// subcommand that was run, also for values checked while running (an appearance list, a context).
enum UsageErrors {
    /// ArgumentParser's message, with "Did you mean 'x'?" after an invalid value that is close to
    /// one of the listed choices (each element of a comma-separated list is tried).
    static func withSuggestion(_ message: String) -> String {
        guard let value = quoted(after: "The value ", in: message),
            let choicesStart = message.firstRange(of: "Please provide one of ")
        else { return message }
        let choicesText = message[choicesStart.upperBound...].prefix { $0 != "\n" }
        var choices = choicesText.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter {
            $0.offset % 2 == 1
        }.map {
            String($0.element)
        }
        // Longer lists come a line each: "Please provide one of the following:\n  - bold …".
        if choices.isEmpty {
            choices = message[choicesStart.upperBound...].split(separator: "\n").dropFirst().prefix {
                $0.hasPrefix("  - ")
            }.map { String($0.dropFirst(4)).trimmingWhitespace() }
        }
        let given = value.split(separator: ",").map { $0.trimmingWhitespace() }
        guard let wrong = given.first(where: { !choices.contains($0) }),
            let near = NameSuggestions.nearest(to: wrong, in: choices)
        else { return message }
        // After the line that lists the choices, or after the last line of a listed choice.
        var lineEnd = message[choicesStart.upperBound...].firstIndex(of: "\n") ?? message.endIndex
        while lineEnd < message.endIndex, message[message.index(after: lineEnd)...].hasPrefix("  - ") {
            lineEnd = message[message.index(after: lineEnd)...].firstIndex(of: "\n") ?? message.endIndex
        }
        let suggestion = message[..<lineEnd].hasSuffix(".") ? " Did you mean '\(near)'?" : "\nDid you mean '\(near)'?"
        return message[..<lineEnd] + suggestion + message[lineEnd...]
    }

    /// The text between the quotes after `prefix`.
    static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.firstRange(of: prefix + "'") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// A `ValidationError` thrown while a subcommand runs: its message and that subcommand's usage
    /// (ArgumentParser would print the root command's, which names no option).
    static func validationMessage(_ error: ValidationError, command: ParsableCommand.Type) -> String {
        let name = command.configuration.commandName ?? "\(command)"
        return """
            Error: \(error.message)
            Usage: \(TextProofCommand.usageString(for: command))
              See 'textproof \(name) --help' for more information.
            """
    }
}
