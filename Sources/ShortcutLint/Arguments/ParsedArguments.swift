/// What the user typed, sorted into options and positional arguments.
struct ParsedArguments: Sendable {
    /// Values of each option given, by long name, in the order given (flags hold one "").
    var options: [String: [String]] = [:]
    /// Positional arguments in order (`-` stays as is: it means stdin).
    var positionals: [String] = []

    func has(_ name: String) -> Bool { options[name] != nil }

    /// The last value given for `name` (later options override earlier ones, as in most tools).
    func value(_ name: String) -> String? { options[name]?.last }

    func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// A usage mistake: exit code 2, the message on stderr, followed by the usage line.
struct UsageError: Error, Sendable {
    let message: String
}
