/// One entry of SARIF's `driver.rules`: what code scanning shows beside an alert — the summary as
/// its title, the rationale, the rule's whole documentation as help, and tags to filter by.
struct SARIFRuleDescriptor {
    /// GitHub rejects a `shortDescription` longer than this.
    static let shortDescriptionLimit = 1024

    let rule: RuleDescription

    init(_ rule: RuleDescription) { self.rule = rule }

    func write(to json: inout JSONWriter) {
        let documentation = RuleDocumentation.markdown(for: rule)
        json.object { json in
            json.member("id", rule.id)
            json.member("name", Self.pascalCase(rule.id))
            json.key("shortDescription")
            json.object { json in json.member("text", Self.limited(rule.summary, to: Self.shortDescriptionLimit)) }
            json.key("fullDescription")
            json.object { json in json.member("text", rule.rationale.isEmpty ? rule.summary : rule.rationale) }
            json.key("help")
            json.object { json in
                // The Markdown reads as plain text too (it is what `explain` prints in a terminal).
                json.member("text", documentation)
                json.member("markdown", documentation)
            }
            json.key("defaultConfiguration")
            json.object { json in json.member("level", SARIFReporter.level(rule.defaultSeverity)) }
            json.key("properties")
            json.object { json in
                json.key("tags")
                json.array { json in for tag in tags { json.value(tag) } }
            }
        }
    }

    /// `keyboard-shortcuts` always; `hig` for a rule that enforces Apple's guidelines (it quotes
    /// a page of the Human Interface Guidelines), `accessibility` for WCAG, `fixable`, and
    /// `manifest` for the structural checks that cannot be turned off.
    var tags: [String] {
        var tags = ["keyboard-shortcuts"]
        if let guideline = rule.guideline {
            // By the address, which names the document in every language.
            if guideline.url?.contains("/human-interface-guidelines/") == true { tags.append("hig") }
            if guideline.url?.contains("w3.org") == true || guideline.source.contains("WCAG") { tags.append("accessibility") }
        }
        if rule.isFixable { tags.append("fixable") }
        if !rule.isConfigurable { tags.append("manifest") }
        return tags
    }

    /// `duplicate-shortcut` → `DuplicateShortcut`, the form SARIF suggests for `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func limited(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
