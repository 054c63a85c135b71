import ShortcutCore

/// `shortcut-lint rules`: every rule with its id, default severity, whether it is enabled under
/// the effective configuration (`--config`, else the nearest config above the current
/// directory) and at what severity, whether `--fix` can fix it, its summary and its options.
enum RulesCommand: Command {
    static let name = "rules"
    struct Options: OptionGroup {
        var listing = ListingOptions()
        var configuration = ConfigurationOptions()

        static var declarations: [OptionDeclaration<Self>] {
            ListingOptions.included(in: \.listing) + ConfigurationOptions.included(in: \.configuration)
        }
    }

    static func run(_ options: Options, paths: [String]) -> ExitCode {
        guard paths.isEmpty else {
            return Usage.fail("'rules' takes no arguments (see 'shortcut-lint explain <rule>')", command: self)
        }
        let file: ConfigurationFile?
        do {
            var discovery = ConfigurationDiscovery(fileSystem: LocalFileSystem(), workingDirectory: LocalFileSystem.currentDirectory)
            if let path = options.configuration.path {
                file = try LintPlan.loadNamedConfiguration(path)
            } else {
                file = try discovery.configuration(forDirectory: discovery.workingDirectory)
            }
        } catch {
            Terminal.report(error)
            return .failure
        }
        let configuration = file?.configuration ?? LintConfiguration()
        let enabled = Set(configuration.rules.map(\.description.id))
        let words = OutputLanguage.current
        let descriptions = RuleCatalog.descriptions.map { $0.worded(in: words) }
        func severity(_ rule: RuleDescription) -> Severity { configuration.severityOverrides[rule.id] ?? rule.defaultSeverity }
        switch options.listing.chosen {
        case .text:
            let idWidth = descriptions.map(\.id.count).max() ?? 0
            let (yes, no) = (words.text("docs.yes"), words.text("docs.no"))
            var text = OutputLanguage.text("rules.rule").padding(to: idWidth + 2) + OutputLanguage.text("rules.severity").padding(to: 10)
            text += OutputLanguage.text("rules.enabled").padding(to: 15) + OutputLanguage.text("rules.fixable").padding(to: 9)
            text += OutputLanguage.text("rules.summary") + "\n"
            for rule in descriptions {
                var state = enabled.contains(rule.id) ? yes : no
                if enabled.contains(rule.id), severity(rule) != rule.defaultSeverity { state += " (\(severity(rule).rawValue))" }
                text += rule.id.padding(to: idWidth + 2)
                text += rule.defaultSeverity.rawValue.padding(to: 10)
                text += state.padding(to: 15)
                text += (rule.isFixable ? yes : no).padding(to: 9)
                text += rule.summary + "\n"
            }
            let configuration = file.map { TerminalText.escaped($0.path) } ?? OutputLanguage.text("rules.no-configuration")
            text += "\n" + OutputLanguage.text("rules.configuration", ["path": .text(configuration)]) + "\n"
            Terminal.write(Array(text.utf8))
        case .json:
            var json = JSONWriter()
            json.array { json in
                for rule in descriptions {
                    json.object { json in
                        json.member("id", rule.id)
                        json.member("defaultSeverity", rule.defaultSeverity.rawValue)
                        json.member("enabled", enabled.contains(rule.id))
                        json.member("severity", severity(rule).rawValue)
                        json.member("fixable", rule.isFixable)
                        json.member("summary", rule.summary)
                        json.key("options")
                        json.array { json in
                            for option in rule.options {
                                json.object { json in
                                    json.member("name", option.name)
                                    json.member("default", numberText: option.defaultText)
                                    json.member("summary", option.summary)
                                }
                            }
                        }
                    }
                }
            }
            Terminal.write(json.bytes + [0x0A])
        }
        return .clean
    }
}

/// The formats of the listings `rules` and `reserved` print.
enum ListingFormat: String, CaseIterable, Sendable {
    case text, json
}
