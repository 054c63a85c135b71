import ShortcutCore

/// Help text in the layout swift-argument-parser users know: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    static func help(for command: any Command.Type) -> String {
        var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(command.usage)\n"
        if !command.argumentHelp.isEmpty {
            text += "\nARGUMENTS:\n"
            for (name, help) in command.argumentHelp { text += row(name, help) }
        }
        text += "\nOPTIONS:\n"
        for option in command.allOptions { text += row(option.synopsis, option.help) }
        if let discussion = command.discussion { text += "\n" + discussion + "\n" }
        return text
    }

    static func mainHelp(commands: [any Command.Type]) -> String {
        var text = """
            OVERVIEW: Check an app's keyboard shortcuts against Apple's Human Interface Guidelines.

            shortcut-lint reads shortcut manifests (JSON or YAML), Interface Builder menus and Swift or
            Objective-C source, and reports conflicts, system-reserved and repurposed standard shortcuts,
            modifier-order mistakes and the other HIG rules.

            USAGE: shortcut-lint [lint] [<options>] [<path> ...]
                   shortcut-lint <subcommand> [<options>]

            ARGUMENTS:
              <path>                  Files or directories to lint (default: the current directory); '-' reads
                                      standard input.

            OPTIONS:

            """
        for option in LintCommand.allOptions { text += row(option.synopsis, option.help) }
        text += "\nSUBCOMMANDS:\n"
        for command in commands { text += row(command.name + (command.name == LintCommand.name ? " (default)" : ""), command.abstract) }
        text += "\n  See 'shortcut-lint help <subcommand>' for detailed help.\n"
        if let discussion = LintCommand.discussion { text += "\n" + discussion + "\n" }
        return text
    }

    /// "  --format <format>       Output format…" with the help wrapped under a 26-column gutter.
    static func row(_ name: String, _ help: String) -> String {
        let gutter = 26
        let width = 100
        var lines: [String] = []
        var current = ""
        for word in help.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width - gutter {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        let head = "  " + name
        var text = ""
        if head.count + 2 <= gutter {
            text += head.padding(to: gutter) + (lines.first ?? "") + "\n"
            lines = Array(lines.dropFirst())
        } else {
            text += head + "\n"
        }
        for line in lines { text += String(repeating: " ", count: gutter) + line + "\n" }
        return text
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
