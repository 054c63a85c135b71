/// A custom shortcut with modifiers but without Command.
struct PreferCommandRule: Rule {
    static let id = "prefer-command"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "A custom shortcut has modifiers but no Command.",
        rationale: """
            Most standard shortcuts use Command, so people reach for it first and look for an app's \
            commands there; Shift-F6 or Option-Return hides the command from that habit. Only custom \
            shortcuts count. Chords another rule explains better are left to it: no modifier at all \
            (missing-modifier), Tab and arrow keys (navigation-key), Control (control-modifier), and \
            Option or Option-Shift with a character key (option-types-character). A game's key \
            bindings (`kind: game`, entries outside its menus) are the game's own.
            """,
        guideline: .keyboards(
            "Custom keyboard shortcuts",
            "Prefer the Command key as the main modifier key in a custom keyboard shortcut. Most standard keyboard shortcuts use the Command key, so people are familiar with it."
        ),
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id, ControlModifierRule.id,
            OptionTypesCharacterRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Next Section\n    key: ↓Shift-F6\n    menu: Go\n",
                message: "Shift-F6 (⇧F6) in \"Next Section\" has no Command"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Send Note\n    key: ↓Option-Return\n    menu: File\n",
                message: "Option-Return (⌥↩) in \"Send Note\" has no Command"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Send Note\n    key: Command-Return\n    menu: File\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Send Note\n    key: Return\n    menu: File\n",
                note: "No modifier at all is missing-modifier's finding."),
            RuleExample(
                "app: Arcade\nkind: game\nshortcuts:\n  - title: Sprint\n    key: Shift-W\n", note: "A game's key binding."),
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
                Self.description, entry: entry,
                message:
                    "\(key.describe(stroke: stroke)) in \(context.name(entry)) has no Command; most standard shortcuts use Command, so people look for commands there first: make Command the main modifier, with Shift or Option as a second one."
            )
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
