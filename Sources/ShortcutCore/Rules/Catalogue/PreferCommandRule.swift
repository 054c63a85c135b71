/// A custom shortcut with modifiers but without Command.
struct PreferCommandRule: Rule {
    static let id = "prefer-command"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id, ControlModifierRule.id,
            OptionTypesCharacterRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Section
                    key: ↓Shift-F6
                    menu: Go

                """,
                message: "Shift-F6 (⇧F6) in \"Next Section\" has no Command"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Send Note
                    key: ↓Option-Return
                    menu: File

                """,
                message: "Option-Return (⌥↩) in \"Send Note\" has no Command"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Send Note
                    key: Command-Return
                    menu: File

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Send Note
                    key: Return
                    menu: File

                """,
                note: "no-modifier-at-all-is"),
            RuleExample(
                """
                app: Arcade
                kind: game
                shortcuts:
                  - title: Sprint
                    key: Shift-W

                """, note: "a-games-key-binding"),
        ],
        laterRevision: .gameKeyBindings)

    init() {}

    /// Modifiers without Command on the first stroke; inside a `when` scope, Tab and the arrows
    /// belong to the view.
    static func applies(to stroke: Stroke) -> Bool {
        let chord = stroke.chord
        return stroke.isFirst && !chord.modifiers.isEmpty && !chord.modifiers.contains(.command)
            && !(stroke.isScoped && chord.key.movesFocus)
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).filter { !context.isGameKeyBinding($0.entry) }.map { entry, key, stroke in
            context.finding(
                Self.description, entry: entry, message: .preferCommand(stroke: key.describe(stroke: stroke), name: context.name(entry)))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
