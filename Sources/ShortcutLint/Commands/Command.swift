/// A subcommand of `shortcut-lint`: its name, help text, options and what it does.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the SUBCOMMANDS list and OVERVIEW.
    static var abstract: String { get }
    /// Arguments after the options in the USAGE line (`[<path> ...]`).
    static var usageArguments: String { get }
    /// ARGUMENTS section lines: (name, help).
    static var argumentHelp: [(String, String)] { get }
    static var options: [OptionSpec] { get }
    /// Extra paragraphs after OPTIONS (examples, exit codes).
    static var discussion: String? { get }

    static func run(_ arguments: ParsedArguments) -> ExitCode
}

extension Command {
    static var usageArguments: String { "" }
    static var argumentHelp: [(String, String)] { [] }
    static var discussion: String? { nil }

    /// Options every command accepts.
    static var commonOptions: [OptionSpec] { [CommonOptions.help.spec, CommonOptions.version.spec] }

    static var allOptions: [OptionSpec] { options + commonOptions }

    /// The USAGE line.
    static var usage: String {
        let arguments = usageArguments.isEmpty ? "" : " \(usageArguments)"
        return "shortcut-lint \(name) [<options>]\(arguments)"
    }
}

/// The options every command accepts.
enum CommonOptions {
    static let help = Option<Bool>.flag("help", short: "h", help: "Show help information.")
    static let version = Option<Bool>.flag("version", help: "Show the version.")
}
