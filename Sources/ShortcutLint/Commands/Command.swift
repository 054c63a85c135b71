/// A subcommand of `shortcut-lint`: its name, help text, options and what it does.
protocol Command: Sendable {
    /// The command's options: its groups, each option declared once (``OptionGroup``).
    associatedtype Options: OptionGroup

    static var name: String { get }
    /// One line for the SUBCOMMANDS list and OVERVIEW.
    static var abstract: String { get }
    /// Arguments after the options in the USAGE line (`[<path> ...]`).
    static var usageArguments: String { get }
    /// ARGUMENTS section lines: (name, help).
    static var argumentHelp: [(String, String)] { get }
    /// Extra paragraphs after OPTIONS (examples, exit codes).
    static var discussion: String? { get }

    /// Runs with the options read and checked, and the arguments that are not options.
    static func run(_ options: Options, paths: [String]) -> ExitCode
}

extension Command {
    static var usageArguments: String { "" }
    static var argumentHelp: [(String, String)] { [] }
    static var discussion: String? { nil }

    /// Every option the command accepts, in the order help lists them.
    static var allOptions: [OptionSpec] { Options.specs + CommonOptions.specs }

    /// Reads the command's options from what the parser found and runs; a mistake in them is a
    /// usage error shown with this command's usage line.
    static func run(_ arguments: ParsedArguments) -> ExitCode {
        let options: Options
        do {
            options = try Options(parsing: arguments)
        } catch {
            return Usage.fail(error.message, command: self)
        }
        return run(options, paths: arguments.positionals)
    }

    /// The USAGE line.
    static var usage: String {
        let arguments = usageArguments.isEmpty ? "" : " \(usageArguments)"
        return "shortcut-lint \(name) [<options>]\(arguments)"
    }
}

/// The options every command accepts.
struct CommonOptions: OptionGroup {
    var help = false
    var version = false

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<Bool>.flag("help", short: "h", help: "Show help information.").fills(\.help),
            Option<Bool>.flag("version", help: "Show the version.").fills(\.version),
        ]
    }
}
