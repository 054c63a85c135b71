import ShortcutCore

/// A subcommand of `shortcut-lint`: its name, help text, options and what it does.
protocol Command: Sendable {
    /// The command's options: its groups, each option declared once (``OptionGroup``).
    associatedtype Options: OptionGroup

    static var name: String { get }
    /// Arguments after the options in the USAGE line (`[<path> ...]`).
    static var usageArguments: String { get }
    /// The ARGUMENTS section's names (`<path>`); each one's help is the catalogue's
    /// `cli.<command>.arguments.<name>`.
    static var arguments: [String] { get }

    /// Runs with the options read and checked, and the arguments that are not options.
    static func run(_ options: Options, paths: [String]) -> ExitCode
}

extension Command {
    static var usageArguments: String { "" }
    static var arguments: [String] { [] }

    /// One line for the SUBCOMMANDS list and OVERVIEW: the catalogue's `cli.<command>.abstract`.
    static var abstract: String { OutputLanguage.text("\(name).abstract") }

    /// ARGUMENTS section lines: (name, help).
    static var argumentHelp: [(String, String)] {
        arguments.map { ($0, OutputLanguage.text("\(name).arguments.\($0.dropFirst().dropLast())")) }
    }

    /// Extra paragraphs after OPTIONS (examples, exit codes): `cli.<command>.discussion`, when the
    /// catalogues have one.
    static var discussion: String? {
        OutputLanguage.current.has("cli.\(name).discussion") ? OutputLanguage.text("\(name).discussion") : nil
    }

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
    /// `--lang`: the language of messages, reports and help (``OutputLanguage``).
    var language: MessageCatalogue?

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<Bool>.flag("help", short: "h", help: "common.help").fills(\.help),
            Option<Bool>.flag("version", help: "common.version").fills(\.version),
            Option<MessageCatalogue>.custom("lang", "LANGUAGE", help: "common.lang") { text, option throws(UsageError) in
                guard let catalogue = MessageCatalogue.named(text) else {
                    let codes = MessageCatalogue.all.map(\.code).joined(separator: ", ")
                    throw UsageError(message: "unknown language '\(text)' for '--\(option)'; expected one of \(codes)")
                }
                return catalogue
            }.fills(\.language),
        ]
    }
}
