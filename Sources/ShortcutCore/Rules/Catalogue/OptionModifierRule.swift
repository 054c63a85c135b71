/// Option in more than a configurable share of the custom shortcuts.
public struct OptionModifierRule: Rule {
    public static let description = RuleDescription(
        id: "option-modifier",
        defaultSeverity: .warning,
        summary: "More than `maxShare` of the custom shortcuts use Option; each of them is reported with the share.",
        rationale: """
            Option marks the less common commands and power features (Option-Command-W closes all \
            windows); when many custom shortcuts need it, none of them stands out and people must \
            remember which commands took the extra key. The share counts custom shortcuts only \
            (standard ones such as Paste and Match Style do not count) and every custom shortcut \
            with Option is reported once the share is exceeded, so you can choose which to move to \
            Command or Shift-Command. This is about how often Option is used; a chord with only \
            Option and a character key is also option-types-character's, a different problem.
            """,
        guideline: .keyboards(
            "Custom keyboard shortcuts",
            "Use the Option modifier sparingly. For example, you might use Option in the shortcut for a less-common command or a convenience or power feature."),
        options: [
            RuleOption(name: "maxShare", defaultValue: "0.25", summary: "The largest share (0 to 1) of custom shortcuts that may use Option.")
        ],
        triggeringExamples: [
            RuleExample("""
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Edit Link
                    key: Option-Command-K
                    menu: Format
                  - title: Toggle Sidebar
                    key: Option-Command-L
                    menu: View

                """, note: "2 of 3 custom shortcuts (67%) use Option.")
        ],
        nonTriggeringExamples: [
            RuleExample("""
                app: Scribe
                shortcuts:
                  - title: Insert Link
                    key: Command-K
                    menu: Format
                  - title: Refresh
                    key: Command-R
                    menu: View
                  - title: Show History
                    key: Command-Y
                    menu: View
                  - title: Edit Link
                    key: Option-Command-K
                    menu: Format

                """, note: "1 of 4 (25%) is not more than the default share.")
        ])

    public var maxShare = 0.25

    public init() {}

    public mutating func configure(_ options: RuleOptionValues) throws(RuleOptionError) {
        try options.forEach(rule: Self.description) { name, value throws(RuleOptionError) in
            guard name == "maxShare" else { return false }
            maxShare = try value.number(name, in: 0...1, example: "0.25")
            return true
        }
    }

    public func check(_ context: LintContext) -> [Finding] {
        let count = context.tally
        guard Self.exceeds(count.usingOption, of: count.total, maxShare) else { return [] }
        let share = Double(count.usingOption) / Double(count.total)
        let tally = countPhrase(count.usingOption, of: count.total, "custom shortcut", verb: "use")
        return context.facts.indices.compactMap { index in
            let fact = context.facts[index]
            guard fact.isCustom, !fact.isClaimedByTable, fact.modifiers.contains(.option) else { return nil }
            let entry = context.entry(index)
            guard let key = entry.key else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "\(key.display) in \(entry.displayName) uses Option, and \(tally) Option (\(percent(share)), more than \(percent(maxShare))); Option is for less common commands and power features: prefer Command or Shift-Command here, or raise `maxShare`.")
        }
    }

    /// Whether `matching` of `total` custom shortcuts is more than `maxShare` (the chord
    /// suggester asks the same question before offering an Option chord).
    static func exceeds(_ matching: Int, of total: Int, _ maxShare: Double) -> Bool {
        total > 0 && Double(matching) > maxShare * Double(total) + 1e-9
    }
}
