/// One command-line option a command accepts: its names, whether it takes a value, and the help
/// line that `--help` prints for it.
struct OptionSpec: Sendable {
    /// Long name without dashes (`format`).
    let name: String
    /// Single-letter name without the dash (`o`), if any.
    let short: Character?
    /// The value's placeholder in help (`FORMAT`); nil for a flag.
    let valueName: String?
    /// May be given several times; each value is kept.
    let repeatable: Bool
    let help: String

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, repeatable: false, help: help)
    }

    static func value(
        _ name: String, short: Character? = nil, _ valueName: String, repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, repeatable: repeatable, help: help)
    }

    var takesValue: Bool { valueName != nil }

    /// `-o, --output FILE` as help shows it.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let valueName { text += " <\(valueName.lowercased())>" }
        return text
    }
}
