/// An `allow` item or `# shortcut-lint: allow` comment that hides nothing.
///
/// It judges the other rules' results, so it runs in the ``RuleStage/afterSuppressions`` stage,
/// when the context holds what the suppressions did (``LintContext/suppressionAudit``).
struct UnusedSuppressionRule: Rule {
    static let id = "unused-suppression"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        stage: .afterSuppressions,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: Shift-Command-K
                    menu: File
                    allow: [↓modifier-order]

                """,
                note: "the-modifiers-are-already-in",
                message: "\"Export\" allows 'modifier-order' but triggers no modifier-order finding"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: Command-Shift-K  # shortcut-lint: allow ↓modifer-order
                    menu: File

                """,
                note: "a-misspelt-rule-id-suppresses",
                message: "'modifer-order' is not a rule id, so it suppresses nothing; write 'modifier-order'."),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Export
                    key: Command-Shift-K  # shortcut-lint: allow modifier-order -- matches the legacy menu
                    menu: File

                """
            )
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        guard let audit = context.suppressionAudit else { return [] }
        var findings: [Finding] = []
        for item in audit.unused where item.suppression.ruleID != Self.id {
            let id = item.suppression.ruleID
            let entry = context.manifest.shortcuts[item.entry]
            let message: Message
            if !audit.knownRuleIDs.contains(id) {
                let hint: Message =
                    EditDistance.suggestion(for: id, among: audit.knownRuleIDs.sorted()).map { .unusedSuppressionWrite(id: .text($0)) }
                    ?? .unusedSuppressionListRules()
                message = .unusedSuppressionUnknownRule(id: .text(id), hint: .message(hint))
            } else if audit.unsuppressible.contains(id) {
                message = .unusedSuppressionUnsuppressible(id: .text(id))
            } else if audit.enabledRuleIDs.contains(id) {
                let place: Message =
                    item.suppression.origin == .comment ? .unusedSuppressionTheComment() : .unusedSuppressionTheAllowList()
                message = .unusedSuppressionUnused(name: context.name(entry), id: .text(id), place: .message(place))
            } else {
                continue
            }
            findings.append(context.finding(Self.description, entry: entry, message: message, range: item.suppression.range))
        }
        for stray in audit.strays {
            let message: Message =
                stray.problem.map { .unusedSuppressionNotASuppression(problem: .message($0)) } ?? .unusedSuppressionOnNoEntry()
            findings.append(context.finding(Self.description, at: stray.range, message: message))
        }
        return findings
    }
}
