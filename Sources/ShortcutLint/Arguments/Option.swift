import ShortcutCore

/// An option with the type of its value: its name, placeholder, help (the id of its line in the
/// catalogues, `cli.options.<help>`) and how its value is checked. An ``OptionGroup`` declares each option once as an `Option` that fills one of its
/// properties (`Option<Int>.integer("max-warnings", …).fills(\.maxWarnings)`), and reads the
/// parsed value back typed.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec

    private init(_ name: String, short: Character?, value: OptionValue?, repeatable: Bool, help: String) {
        spec = OptionSpec(name: name, short: short, value: value, repeatable: repeatable, helpID: help)
    }

    /// An option whose value `parse` reads (for values with a shape of their own, such as
    /// `--format json:FILE`).
    static func custom(
        _ name: String, short: Character? = nil, _ placeholder: String, repeatable: Bool = false, help: String,
        parse: @escaping @Sendable (_ text: String, _ option: String) throws(UsageError) -> Value
    ) -> Option {
        Option(
            name, short: short,
            value: OptionValue(placeholder: placeholder) { text, option throws(UsageError) in
                try parse(text, option)
            }, repeatable: repeatable, help: help)
    }
}

extension Option where Value == Bool {
    static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(name, short: short, value: nil, repeatable: true, help: help)
    }
}

extension Option where Value == Int {
    /// A whole number from `minimum` to 2147483647 (a larger one is a typo, not a limit).
    static func integer(_ name: String, _ placeholder: String = "N", minimum: Int, help: String) -> Option {
        let maximum = Int(Int32.max)
        return custom(name, placeholder, help: help) { text, option throws(UsageError) in
            guard let number = Int(text), (minimum...maximum).contains(number) else {
                throw UsageError(message: "'--\(option)' needs a whole number from \(minimum) to \(maximum), got '\(text)'")
            }
            return number
        }
    }
}

extension Option where Value == String {
    /// A file name (never empty; `-` stands for standard input or output where the command says so).
    static func path(
        _ name: String, short: Character? = nil, _ placeholder: String = "FILE", repeatable: Bool = false, help: String
    ) -> Option {
        text(name, short: short, placeholder, repeatable: repeatable, help: help)
    }

    /// Any text that is not empty.
    static func text(_ name: String, short: Character? = nil, _ placeholder: String, repeatable: Bool = false, help: String) -> Option {
        custom(name, short: short, placeholder, repeatable: repeatable, help: help) { text, option throws(UsageError) in
            guard !text.isEmpty else { throw UsageError(message: "'--\(option)' needs a value") }
            return text
        }
    }
}

extension Option where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of the values' names (letter case ignored), with a "did you mean" for a near miss;
    /// `except` lists names the command refuses, each with its reason.
    static func choice(
        _ name: String, short: Character? = nil, _ placeholder: String, repeatable: Bool = false, except refused: [Value: String] = [:],
        help: String
    ) -> Option where Value: Hashable {
        custom(name, short: short, placeholder, repeatable: repeatable, help: help) { text, option throws(UsageError) in
            let allowed = Value.allCases.filter { refused[$0] == nil }
            guard let match = Value.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                let names = allowed.map(\.rawValue)
                let hint = EditDistance.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message:
                        "unknown \(placeholder.lowercased()) '\(text)' for '--\(option)'\(hint); expected one of \(names.joined(separator: ", "))"
                )
            }
            if let reason = refused[match] { throw UsageError(message: "'--\(option) \(match.rawValue)': \(reason)") }
            return match
        }
    }
}
