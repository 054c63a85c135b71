/// Rule documentation generated from rule metadata: `shortcut-lint explain` prints a rule's
/// section, and `docs/rules.md` is the whole catalogue (a test fails when that file is stale).
package enum RuleDocumentation {
    /// One rule as Markdown, readable as plain text in a terminal too.
    package static func markdown(for rule: RuleDescription) -> String {
        var text = "## `\(rule.id)`\n\n"
        text += "\(rule.summary)\n\n"
        text += "- Default severity: \(rule.defaultSeverity.rawValue)\n"
        text += "- Fixable with `--fix`: \(rule.isFixable ? "yes" : "no")\n"
        if !rule.isConfigurable { text += "- Cannot be turned off: nothing else can be checked without it\n" }
        if !rule.defersTo.isEmpty {
            text += "- Defers to \(rule.defersTo.map { "`\($0)`" }.joined(separator: ", ")): silent on a key one of them reports\n"
        }
        text += "\n\(rule.rationale)\n"
        if let guideline = rule.guideline {
            text += "\n> \(guideline.quote)\n>\n> — \(guideline.credit)"
            text += guideline.url.map { " (<\($0)>)\n" } ?? "\n"
        }
        if rule.guideline != nil || rule.laterRevision != nil { text += "\n" + revision(rule) }
        if !rule.options.isEmpty {
            text += "\n### Options\n\n| option | default | meaning |\n| --- | --- | --- |\n"
            for option in rule.options { text += "| `\(option.name)` | `\(option.defaultText)` | \(option.summary) |\n" }
        }
        if rule.isConfigurable { text += configuration(rule) }
        text += examples("Triggers", rule.triggeringExamples)
        text += examples("Does not trigger", rule.nonTriggeringExamples)
        return text
    }

    /// The whole catalogue, one section per rule, with a table of contents.
    package static func catalogue(_ rules: [RuleDescription] = RuleCatalog.descriptions) -> String {
        var text = """
            # Rules

            Generated from the rules' own metadata by `swift run shortcut-lint explain --all` — do not edit;
            `RuleDocumentationTests` fails when this file is stale. Regenerate with
            `swift run shortcut-lint explain --all > docs/rules.md`.

            | rule | severity | fixable | summary |
            | --- | --- | --- | --- |

            """
        for rule in rules {
            text +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.isFixable ? "yes" : "") | \(rule.summary) |\n"
        }
        for rule in rules { text += "\n" + markdown(for: rule) }
        return text
    }

    /// Which revision of Apple's guidelines the rule follows: the baseline, and what it adopts of
    /// a later one.
    static func revision(_ rule: RuleDescription) -> String {
        let baseline =
            "Follows the guidelines as they stood before the Keyboards page's revision of June 21, 2023 (the baseline)"
        guard let later = rule.laterRevision else { return baseline + ".\n" }
        return baseline + ", and \(later.page) as revised \(later.date): \(later.adopts).\n"
    }

    /// How to set the rule in a config file (its defaults spelled out) and suppress it for one
    /// entry; docs/configuration.md has the rest.
    private static func configuration(_ rule: RuleDescription) -> String {
        var setting = "\(rule.id): "
        if rule.options.isEmpty {
            let others = ["off"] + Severity.allCases.reversed().filter { $0 != rule.defaultSeverity }.map(\.rawValue)
            setting += "\(rule.defaultSeverity.rawValue)   # the default; or \(others.joined(separator: ", "))"
        } else {
            let options = rule.options.map { "\($0.name): \($0.defaultText)" }.joined(separator: ", ")
            setting += "{ severity: \(rule.defaultSeverity.rawValue), \(options) }   # the defaults"
        }
        let oneEntry =
            if rule.triggeringExamples.allSatisfy({ $0.language == .swift }) {
                "For one shortcut in source code: the comment `// shortcut-lint: allow \(rule.id) -- reason` on the line above."
            } else if rule.triggeringExamples.allSatisfy({ $0.language == .xml }) {
                "For one menu item: the comment `<!-- shortcut-lint: allow \(rule.id) -->` on the line above it."
            } else {
                "For one entry: `allow: [\(rule.id)]`, or in YAML the comment `# shortcut-lint: allow \(rule.id) -- reason`."
            }
        return """

            ### Configuration

            In `.shortcut-lint.yml`:

            ```yaml
            rules:
              \(setting)
            ```

            \(oneEntry)

            """
    }

    private static func block(_ text: String, language: String) -> String {
        "\n```\(language)\n\(text)\(text.hasSuffix("\n") ? "" : "\n")```\n"
    }

    private static func examples(_ heading: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n### \(heading)\n"
        for example in examples {
            if let note = example.note { text += "\n\(note)\n" }
            for companion in example.companions {
                text += "\n`\(companion.path)`:\n" + block(companion.text, language: example.language.rawValue)
            }
            if let path = example.path, !example.companions.isEmpty { text += "\n`\(path)`:\n" }
            text += block(example.manifest, language: example.language.rawValue)
            if let corrected = example.corrected { text += "\n`--fix` writes:\n" + block(corrected, language: example.language.rawValue) }
        }
        return text
    }
}
