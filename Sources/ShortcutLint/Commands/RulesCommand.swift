import ShortcutCore

/// `shortcut-lint rules`: every rule with its id, default severity, whether it is enabled,
/// whether `--fix` can fix it, and its summary.
enum RulesCommand: Command {
    static let name = "rules"
    static let abstract = "List the rules: id, default severity, enabled, fixable, summary."
    static let options: [OptionSpec] = [
        .value("format", short: "f", "FORMAT", help: "Output format: text (default) or json.")
    ]

    static func run(_ arguments: ParsedArguments) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            return Usage.fail("'rules' takes no arguments (see 'shortcut-lint explain <rule>')", command: self)
        }
        let enabled = Set(LintConfiguration().rules.map { type(of: $0).description.id })
        let descriptions = RuleCatalog.descriptions
        switch arguments.value("format") ?? "text" {
        case "text":
            let idWidth = descriptions.map(\.id.count).max() ?? 0
            var text = "RULE".padding(to: idWidth + 2) + "SEVERITY  ENABLED  FIXABLE  SUMMARY\n"
            for rule in descriptions {
                text += rule.id.padding(to: idWidth + 2)
                text += rule.defaultSeverity.rawValue.padding(to: 10)
                text += (enabled.contains(rule.id) ? "yes" : "no").padding(to: 9)
                text += (rule.isFixable ? "yes" : "no").padding(to: 9)
                text += rule.summary + "\n"
            }
            Terminal.write(Array(text.utf8))
        case "json":
            var json = JSONWriter()
            json.array { json in
                for rule in descriptions {
                    json.object { json in
                        json.member("id", rule.id)
                        json.member("defaultSeverity", rule.defaultSeverity.rawValue)
                        json.member("enabled", enabled.contains(rule.id))
                        json.member("fixable", rule.isFixable)
                        json.member("summary", rule.summary)
                    }
                }
            }
            Terminal.write(json.bytes + [0x0A])
        case let other:
            return Usage.fail("unknown format '\(other)'; expected text or json", command: self)
        }
        return .clean
    }
}
