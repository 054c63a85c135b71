import ShortcutCore

/// Reporting a usage mistake the way swift-argument-parser does: `Error: …`, the usage line,
/// and where to read more; exit code 2.
enum Usage {
    static func fail(_ message: String, command: (any Command.Type)?) -> ExitCode {
        var text = "Error: \(TerminalText.escaped(message))\n"
        if let command {
            text += "Usage: \(command.usage)\n  See 'shortcut-lint \(command.name) --help' for more information."
        } else {
            text += "Usage: shortcut-lint [lint] [<options>] [<path> ...]\n  See 'shortcut-lint --help' for more information."
        }
        Terminal.print(text, to: .standardError)
        return .failure
    }
}

/// A one-line message for stderr.
struct Message: Error {
    let text: String
}
