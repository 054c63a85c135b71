import ShortcutCore

/// Reporting a usage mistake: `shortcut-lint: error: …` (the form of every message about the
/// run), the usage line, and where to read more; exit code 2.
enum Usage {
    static func fail(_ message: String, command: (any Command.Type)?) -> ExitCode {
        var text = "\(ToolInfo.name): error: \(TerminalText.escaped(message))\n"
        if let command {
            text += "Usage: \(command.usage)\n  See 'shortcut-lint \(command.name) --help' for more information."
        } else {
            text += "Usage: shortcut-lint [lint] [<options>] [<path> ...]\n  See 'shortcut-lint --help' for more information."
        }
        Terminal.print(text, to: .standardError)
        return .failure
    }
}

/// A one-line message for stderr, whole: `path:line:column: error: …` or `shortcut-lint: error: …`.
struct Message: Error {
    let text: String

    /// Prints it on standard error, control characters escaped.
    func print() { Terminal.printLine(text, to: .standardError) }
}
