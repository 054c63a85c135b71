/// Rule documentation generated from rule metadata: `shortcut-lint explain` prints a rule's
/// section, and `docs/rules.md` is the whole catalogue (a test fails when that file is stale).
/// Both are worded in the description's language (``RuleDescription/worded(in:)``): the headings
/// and fixed sentences are the catalogue's `docs` texts.
package enum RuleDocumentation {
    /// One rule as Markdown, readable as plain text in a terminal too.
    package static func markdown(for rule: RuleDescription) -> String {
        let words = rule.language
        func yesNo(_ value: Bool) -> MessageArgument { .text(words.text(value ? "docs.yes" : "docs.no")) }
        var text = "## `\(rule.id)`\n\n"
        text += "\(rule.summary)\n\n"
        text += "- " + words.text("docs.default-severity", ["severity": .text(rule.defaultSeverity.rawValue)]) + "\n"
        text += "- " + words.text("docs.fixable", ["fixable": yesNo(rule.isFixable)]) + "\n"
        if !rule.isConfigurable { text += "- " + words.text("docs.not-configurable") + "\n" }
        if !rule.defersTo.isEmpty {
            let rules = rule.defersTo.map { "`\($0)`" }.joined(separator: ", ")
            text += "- " + words.text("docs.defers-to", ["rules": .text(rules)]) + "\n"
        }
        text += "\n\(rule.rationale)\n"
        if let guideline = rule.guideline {
            text += "\n> \(guideline.quote)\n>\n> — \(guideline.credit)"
            text += guideline.url.map { " (<\($0)>)\n" } ?? "\n"
        }
        if rule.guideline != nil || rule.laterRevision != nil { text += "\n" + revision(rule) }
        if !rule.options.isEmpty {
            text += "\n### " + words.text("docs.options") + "\n\n| " + words.text("docs.options-header") + " |\n| --- | --- | --- |\n"
            for option in rule.options { text += "| `\(option.name)` | `\(option.defaultText)` | \(option.summary) |\n" }
        }
        if rule.isConfigurable { text += configuration(rule) }
        text += examples(words.text("docs.triggers"), rule.triggeringExamples, words)
        text += examples(words.text("docs.does-not-trigger"), rule.nonTriggeringExamples, words)
        return text
    }

    /// The whole catalogue, one section per rule, with a table of contents, in `language`.
    package static func catalogue(
        _ rules: [RuleDescription] = RuleCatalog.descriptions, in language: MessageCatalogue = .english
    )
        -> String
    {
        let rules = rules.map { $0.worded(in: language) }
        var text = "# " + language.text("docs.rules-title") + "\n\n" + language.text("docs.rules-generated") + "\n\n"
        text += "| " + language.text("docs.rules-header") + " |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let fixable = rule.isFixable ? language.text("docs.yes") : ""
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(fixable) | \(rule.summary) |\n"
        }
        for rule in rules { text += "\n" + markdown(for: rule) }
        return text
    }

    /// Which revision of Apple's guidelines the rule follows: the baseline, and what it adopts of
    /// a later one.
    static func revision(_ rule: RuleDescription) -> String {
        let words = rule.language
        guard let later = rule.laterRevision else { return words.text("docs.revision-baseline") + "\n" }
        return words.text(
            "docs.revision-later", ["page": .text(later.page), "date": .text(later.date), "adopts": .text(later.adopts)]) + "\n"
    }

    /// How to set the rule in a config file (its defaults spelled out) and suppress it for one
    /// entry; docs/configuration.md has the rest.
    private static func configuration(_ rule: RuleDescription) -> String {
        let words = rule.language
        var setting = "\(rule.id): "
        if rule.options.isEmpty {
            let others = ["off"] + Severity.allCases.reversed().filter { $0 != rule.defaultSeverity }.map(\.rawValue)
            setting +=
                "\(rule.defaultSeverity.rawValue)   # "
                + words.text("docs.setting-default", ["others": .text(others.joined(separator: ", "))])
        } else {
            let options = rule.options.map { "\($0.name): \($0.defaultText)" }.joined(separator: ", ")
            setting += "{ severity: \(rule.defaultSeverity.rawValue), \(options) }   # " + words.text("docs.setting-defaults")
        }
        let id = MessageArgument.text(rule.id)
        let oneEntry =
            if rule.triggeringExamples.allSatisfy({ $0.language == .swift }) {
                words.text("docs.suppress-in-code", ["rule": id])
            } else if rule.triggeringExamples.allSatisfy({ $0.language == .xml }) {
                words.text("docs.suppress-in-menu", ["rule": id])
            } else {
                words.text("docs.suppress-in-manifest", ["rule": id])
            }
        return """

            ### \(words.text("docs.configuration"))

            \(words.text("docs.in-config-file"))

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

    private static func examples(_ heading: String, _ examples: [RuleExample], _ words: MessageCatalogue) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n### \(heading)\n"
        for example in examples {
            if let note = example.note { text += "\n\(note)\n" }
            for companion in example.companions {
                text += "\n`\(companion.path)`:\n" + block(companion.text, language: example.language.rawValue)
            }
            if let path = example.path, !example.companions.isEmpty { text += "\n`\(path)`:\n" }
            text += block(example.manifest, language: example.language.rawValue)
            if let corrected = example.corrected {
                text += "\n" + words.text("docs.fix-writes") + "\n" + block(corrected, language: example.language.rawValue)
            }
        }
        return text
    }
}
