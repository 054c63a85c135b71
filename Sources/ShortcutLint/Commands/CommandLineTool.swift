import ShortcutCore

/// Dispatches `shortcut-lint <subcommand> …`; with no subcommand name it lints.
enum CommandLineTool {
    static let commands: [any Command.Type] = [
        LintCommand.self, ExtractCommand.self, RulesCommand.self, ExplainCommand.self, ReservedCommand.self, SchemaCommand.self,
    ]

    static func run(_ arguments: [String]) -> ExitCode {
        let code = dispatch(arguments)
        // A report or listing that did not reach standard output is a failed run, whatever it found.
        if let failure = Terminal.standardOutputFailure {
            Terminal.error("cannot write to standard output: \(failure)")
            return .failure
        }
        return code
    }

    private static func dispatch(_ arguments: [String]) -> ExitCode {
        OutputLanguage.choose(nil)
        var arguments = arguments
        var command: any Command.Type = LintCommand.self
        var explicit = false
        if let first = arguments.first {
            if first == "help" {
                let topic = arguments.dropFirst().first
                if let topic, let match = commands.first(where: { $0.name == topic }) {
                    Terminal.write(Array(HelpFormatter.help(for: match).utf8))
                } else if let topic {
                    return Usage.fail("unknown subcommand '\(topic)'", command: nil)
                } else {
                    Terminal.write(Array(HelpFormatter.mainHelp(commands: commands).utf8))
                }
                return .clean
            }
            if let match = commands.first(where: { $0.name == first }) {
                command = match
                explicit = true
                arguments.removeFirst()
            }
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser(specs: command.allOptions).parse(arguments)
        } catch {
            var message = error.message
            // `lint -x` where `-x` is a file: the way to name it is after `--`.
            if let argument = error.unknownOption, FileStatus(path: argument) != nil {
                message += "; '\(argument)' is also a file: to lint it, put '--' before it (shortcut-lint \(command.name) -- \(argument))"
            }
            return Usage.fail(message, command: explicit ? command : nil)
        }
        // Two flags with no checks: reading them cannot fail.
        let common = (try? CommonOptions(parsing: parsed)) ?? CommonOptions()
        OutputLanguage.choose(common.language)
        if common.version {
            Terminal.print(ToolInfo.versionLine)
            return .clean
        }
        if common.help {
            let text = explicit ? HelpFormatter.help(for: command) : HelpFormatter.mainHelp(commands: commands)
            Terminal.write(Array(text.utf8))
            return .clean
        }
        return command.run(parsed)
    }
}
