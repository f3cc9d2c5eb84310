import ArgumentParser
import TextProof
import TextProofPlatform
import TextProofRaster

/// The `textproof` command; `CommandMain.run(TextProofCommand.self)` runs it.
package struct TextProofCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "textproof",
        abstract: "Render text in Apple's resolved semantic colours and measure its contrast from the pixels.",
        discussion: """
            Proofs are colour-managed PNGs, one per appearance, with report.json giving the WCAG 2.x \
            ratio and APCA Lc measured on the rendered pixels of every run.

            Exit status: 0 success; 1 when a check fails (--require finds cells below the level, \
            --golden finds an image that differs or has no golden, diff is over tolerance) or a \
            record mode wrote goldens; 2 bad input (spec, config, tokens, font, PNG, output \
            folder); 64 bad command line.
            """,
        version: TextProofVersion.current,
        subcommands: [
            RenderCommand.self, CatalogCommand.self, TokensCommand.self, ScanLauncher.self, AuditLauncher.self,
            ContrastCommand.self,
            PaletteCommand.self,
            DiffCommand.self,
            MergeCommand.self, ShapeCommand.self,
        ],
        defaultSubcommand: nil)

    package init() {}
}

/// What every TextProof program does with its command line: parse it, run the command, and turn
/// errors into messages and exit statuses the same way (`textproof` and `textproof-scan`).
package enum CommandMain {
    package static func run<Root: AsyncParsableCommand>(_ root: Root.Type) async {
        ProcessMemory.tuneForCommandLine()
        var command: ParsableCommand
        if let parsed = parsedSubcommand(of: root, CommandLine.arguments.dropFirst()) {
            command = parsed
        } else {
            do { command = try await root.asyncParseAsRoot(nil) } catch {
                // Help and --version exit 0 as ArgumentParser prints them; errors get a did-you-mean.
                let code = root.exitCode(for: error)
                guard code != .success else { root.exit(withError: error) }
                printError(UsageErrors.withSuggestion(root.fullMessage(for: error)))
                root.exit(withError: code)
            }
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ValidationError {
            printError(UsageErrors.validationMessage(error, command: type(of: command)))
            root.exit(withError: ExitCode.validationFailure)
        } catch {
            CommandErrors.exit(reporting: error)
        }
    }

    /// Leaves `object` to the end of the process, never deallocated: for what a command that ends
    /// the process makes once, whose teardown the kernel does anyway. A font provider's files are
    /// mapped, and unmapping them one by one (each a TLB shootdown on every core the process runs
    /// on) took 0.3 ms at the end of every proof; at exit the kernel drops the whole address space at
    /// once. Not for objects made per job of a batch: those would pile up.
    package static func leaveToExit(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }

    /// The command named first, parsed from the arguments after its name; nil when the first is
    /// not a subcommand's name, or anything about the rest is not a plain successful parse (help,
    /// an error): the root parses those, so every message is as ArgumentParser gives it from the
    /// top. Why: from the root, ArgumentParser 1.8 reflects a subcommand's whole argument set once
    /// to learn whether it captures passthrough arguments and again to parse it — `render`'s
    /// forty options cost about 1 ms more of every run than parsing it once here.
    static func parsedSubcommand<Root: ParsableCommand>(of root: Root.Type, _ arguments: ArraySlice<String>)
        -> ParsableCommand?
    {
        guard let name = arguments.first,
            let subcommand = root.configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return nil }
        // Help comes back parsed as a help command: only the subcommand itself is taken.
        guard let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
            type(of: parsed) == subcommand
        else { return nil }
        return parsed
    }
}
