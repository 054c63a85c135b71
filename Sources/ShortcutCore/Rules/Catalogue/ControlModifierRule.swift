/// Control in a custom shortcut.
struct ControlModifierRule: Rule {
    static let id = "control-modifier"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Word Count
                    key: ↓Control-Command-L
                    menu: View

                """,
                message: "Control-Command-L (⌃⌘L) in \"Show Word Count\" uses Control (1 of 1 custom shortcut uses Control, 100%)"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Quick Note
                    key: ↓⌃J
                    menu: File

                """,
                note: "control-without-command-is-still",
                message: "⌃J in \"Quick Note\" uses Control"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Toggle Sidebar
                    key: Option-Command-L
                    menu: View

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Enter Full Screen
                    key: Control-Command-F
                    menu: View

                """,
                note: "a-standard-shortcut-declared-for"),
        ])

    init() {}

    /// Control in any stroke: the system intercepts Control even in the middle of a sequence.
    static func applies(to stroke: Stroke) -> Bool { stroke.chord.modifiers.contains(.control) }

    func check(_ context: LintContext) -> [Finding] {
        let found = context.customEntries(withStroke: Self.applies)
        guard !found.isEmpty else { return [] }
        let count = context.tally
        let share = percentage(Double(count.usingControl) / Double(max(count.total, 1)))
        return found.map { entry, key, stroke in
            context.finding(
                Self.description, entry: entry,
                message: .controlModifier(
                    stroke: key.describe(stroke: stroke), name: context.name(entry), count: .number(count.usingControl),
                    total: .number(count.total), percent: .number(share)))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
