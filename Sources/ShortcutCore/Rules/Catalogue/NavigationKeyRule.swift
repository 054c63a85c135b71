/// Tab or arrow keys without Command, outside a `when` scope.
struct NavigationKeyRule: Rule {
    static let id = "navigation-key"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [SystemReservedRule.id, RepurposedStandardRule.id],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Field
                    key: ↓Tab
                    menu: Edit

                """,
                message: "Tab (⇥) in \"Next Field\" takes Tab, which moves focus among focus groups in full keyboard access",
                exempt: [.scoped: "Inside a `when` scope the view owns Tab."]),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Note
                    key: ↓Option-Down arrow
                    menu: Go

                """,
                message: "takes an arrow key, which moves focus within a focus group",
                exempt: [.scoped: "Inside a `when` scope the view owns the arrows."]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Nudge Left
                    key: Left arrow
                    when: canvas
                    menu: Arrange

                """,
                note: "confined-to-a-view"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Note
                    key: Command-Down arrow
                    menu: Go

                """),
            RuleExample(
                """
                app: Arcade
                kind: game
                shortcuts:
                  - title: Move Left
                    key: Left arrow

                """,
                note: "a-games-key-binding"),
        ],
        laterRevision: .keyboards2025)

    init() {}

    /// Tab or an arrow key without Command, as the first stroke of an unscoped shortcut. Later
    /// strokes are pressed while the app holds the sequence open, so they move no focus.
    static func applies(to stroke: Stroke) -> Bool {
        stroke.isFirst && !stroke.isScoped && stroke.chord.key.movesFocus && !stroke.chord.modifiers.contains(.command)
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).filter { !context.isGameKeyBinding($0.entry) }.map { entry, key, stroke in
            let (written, name, alternative) = (key.describe(stroke: stroke), context.name(entry), context.phrase(.confineToView).orRemedy)
            return context.finding(
                Self.description, entry: entry,
                message: key.chords[stroke].key == .tab
                    ? .navigationKeyTab(stroke: written, name: name, alternative: alternative)
                    : .navigationKeyArrow(stroke: written, name: name, alternative: alternative))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
