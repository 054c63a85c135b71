import ShortcutCore

/// Help text in the layout swift-argument-parser users know: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS, in the run's language (the catalogues' `cli` texts).
enum HelpFormatter {
    static func help(for command: any Command.Type) -> String {
        var text = heading("overview") + " \(command.abstract)\n\n" + heading("usage") + " \(command.usage)\n"
        if !command.argumentHelp.isEmpty {
            text += "\n" + heading("arguments") + "\n"
            for (name, help) in command.argumentHelp { text += row(name, help) }
        }
        text += "\n" + heading("options") + "\n"
        for option in command.allOptions { text += row(option.synopsis, option.help) }
        if let discussion = command.discussion { text += "\n" + discussion + "\n" }
        return text
    }

    static func mainHelp(commands: [any Command.Type]) -> String {
        var text = heading("overview") + " " + OutputLanguage.text("main.overview") + "\n\n" + OutputLanguage.text("main.description")
        text += "\n\n" + heading("usage") + " shortcut-lint [lint] [<options>] [<path> ...]\n"
        text += String(repeating: " ", count: TerminalLines.columns(heading("usage")) + 1) + "shortcut-lint <subcommand> [<options>]\n"
        text += "\n" + heading("arguments") + "\n" + row("<path>", OutputLanguage.text("main.path"))
        text += "\n" + heading("options") + "\n"
        for option in LintCommand.allOptions { text += row(option.synopsis, option.help) }
        text += "\n" + heading("subcommands") + "\n"
        for command in commands {
            let name = command.name + (command.name == LintCommand.name ? OutputLanguage.text("main.default") : "")
            text += row(name, command.abstract)
        }
        text += "\n  " + OutputLanguage.text("main.see-help") + "\n"
        if let discussion = LintCommand.discussion { text += "\n" + discussion + "\n" }
        return text
    }

    /// `OVERVIEW:`, as the run's language writes the section's name.
    static func heading(_ section: String) -> String { OutputLanguage.text("headings.\(section)") }

    /// "  --format <format>       Output format…" with the help wrapped under a 26-column gutter.
    static func row(_ name: String, _ help: String) -> String {
        let gutter = 26
        let width = 100
        var lines = TerminalLines.wrap(help, width: width - gutter)
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
        let columns = TerminalLines.columns(self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
