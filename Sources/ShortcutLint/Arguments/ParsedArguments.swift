/// What the user typed: each option's values, already checked and typed by its ``OptionSpec``,
/// and the positional arguments.
struct ParsedArguments: Sendable {
    /// Values of each option given, by long name, in the order given (a flag holds `true`).
    private(set) var values: [String: [any Sendable]] = [:]
    /// Positional arguments in order (`-` stays as is: it means stdin).
    var positionals: [String] = []

    mutating func record(_ value: any Sendable, for name: String) { values[name, default: []].append(value) }

    func has(_ name: String) -> Bool { values[name] != nil }

    func has<Value>(_ option: Option<Value>) -> Bool { has(option.spec.name) }

    /// The value of an option given at most once (the parser refuses a second), nil when absent.
    subscript<Value>(_ option: Option<Value>) -> Value? { all(option).last }

    /// Every value of a repeatable option, in the order given.
    func all<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.spec.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether a flag was given.
    subscript(_ flag: Option<Bool>) -> Bool { has(flag) }
}

/// A usage mistake: exit code 2, the message on stderr, followed by the usage line.
struct UsageError: Error, Sendable {
    let message: String
    /// The argument taken for an unknown option (`-x`), which may be a file named so.
    var unknownOption: String? = nil
}
