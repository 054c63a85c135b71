import ShortcutCore

/// One command-line option a command accepts: its names, what its value is, whether it may be
/// given more than once, and the help line `--help` prints for it.
///
/// The value's type is declared here once, with the parser that checks it (a whole number, a
/// file, one of a fixed set of names…): ``ArgumentParser`` runs it as it reads the option, so a
/// bad value is a usage error naming the option, and commands get typed values back through the
/// ``Option`` that made the spec.
struct OptionSpec: Sendable {
    /// Long name without dashes (`format`).
    let name: String
    /// Single-letter name without the dash (`o`), if any.
    let short: Character?
    /// What follows the option; nil for a flag.
    let value: OptionValue?
    /// May be given several times, each value kept. An option with one value given twice is a
    /// usage error (which one was meant?); a flag given twice means the same as once.
    let repeatable: Bool
    /// The help line's id in the catalogues: `cli.options.<helpID>`.
    let helpID: String

    /// The help line in the run's language.
    var help: String {
        let languages = MessageCatalogue.all.map { "\($0.code) (\($0.name))" }.joined(separator: ", ")
        return OutputLanguage.text("options.\(helpID)", ["languages": .text(languages)])
    }

    var takesValue: Bool { value != nil }

    /// `-o, --output <file>` as help shows it.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let value { text += " <\(value.placeholder.lowercased())>" }
        return text
    }
}

/// What an option's value is: its placeholder in help (`FILE`) and how the text given becomes a
/// checked value, or a usage error that names the option.
struct OptionValue: Sendable {
    let placeholder: String
    let parse: @Sendable (_ text: String, _ option: String) throws(UsageError) -> any Sendable
}
