/// An `allow` item or `# shortcut-lint: allow` comment that hides nothing.
///
/// Unlike the other rules it judges the other rules' results, so the ``Linter`` calls
/// ``audit(_:context:)`` after every other rule has run and suppressions have been applied; its
/// ``check(_:)`` reports nothing on its own.
public struct UnusedSuppressionRule: Rule {
    public static let id = "unused-suppression"

    public static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "An `allow` item or `# shortcut-lint: allow` comment suppresses nothing.",
        rationale: """
            A suppression outlives the problem it was written for: once the shortcut changes, it \
            silently waits to hide the next, unrelated finding on that entry. Reporting suppressions \
            that hide nothing keeps every one of them deliberate. It also catches misspelt rule ids, \
            rules that cannot be suppressed, and comments that sit on no entry. Suppressions of rules \
            the configuration turns off are not reported.
            """,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Export\n    key: Shift-Command-K\n    menu: File\n    allow: [modifier-order]\n",
                note: "The modifiers are already in order, so nothing is suppressed:"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Export\n    key: Command-Shift-K  # shortcut-lint: allow modifer-order\n    menu: File\n",
                note: "A misspelt rule id suppresses nothing:"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Export\n    key: Command-Shift-K  # shortcut-lint: allow modifier-order -- matches the legacy menu\n    menu: File\n"
            )
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] { [] }

    /// What the linter knows once the other rules have run.
    struct Audit {
        var unused: [Suppressions.Unused]
        /// `# shortcut-lint:` comments that are malformed or on no entry.
        var strays: [SuppressionComments.Directive]
        /// Every rule id there is, and those the configuration runs.
        var knownRuleIDs: Set<String>
        var enabledRuleIDs: Set<String>
        var unsuppressible: Set<String>
    }

    func audit(_ audit: Audit, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for item in audit.unused where item.suppression.ruleID != Self.id {
            let id = item.suppression.ruleID
            let entry = context.manifest.shortcuts[item.entry]
            let message: String
            if !audit.knownRuleIDs.contains(id) {
                let hint = EditDistance.closest(to: id, in: audit.knownRuleIDs.sorted(), limit: 3).map { "write '\($0)'" }
                    ?? "'shortcut-lint rules' lists the rule ids"
                message = "'\(id)' is not a rule id, so it suppresses nothing; \(hint)."
            } else if audit.unsuppressible.contains(id) {
                message = "'\(id)' cannot be suppressed, because nothing else can be checked without it; fix the problem it reports instead."
            } else if audit.enabledRuleIDs.contains(id) {
                let place = item.suppression.origin == .comment ? "the comment" : "the allow list"
                message = "\(entry.displayName) allows '\(id)' but triggers no \(id) finding; a stale suppression would hide a future problem, so remove '\(id)' from \(place)."
            } else {
                continue
            }
            findings.append(context.finding(Self.description, entry: entry, message: message, range: item.suppression.range))
        }
        for stray in audit.strays {
            let message = stray.problem.map {
                "This shortcut-lint comment is not a suppression (\($0)), so it suppresses nothing; write '# shortcut-lint: allow rule-id -- reason'."
            } ?? "This shortcut-lint comment is on no shortcut entry, so it suppresses nothing; put it on one of the entry's lines or on its own line directly above the entry."
            findings.append(context.finding(Self.description, at: stray.range, message: message))
        }
        return findings
    }
}
