/// A modifier other than Command with a digit or punctuation key.
struct LayoutDependentKeyRule: Rule {
    static let id = "layout-dependent-key"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        guideline: .hig,
        defersTo: [
            SystemReservedRule.id, RepurposedStandardRule.id, NavigationKeyRule.id, MissingModifierRule.id, ControlModifierRule.id,
            OptionTypesCharacterRule.id, PreferCommandRule.id,
        ],
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Heading 2
                    key: ↓Option-Command-2
                    menu: Format

                """,
                message: "Option-Command-2 (⌥⌘2) in \"Heading 2\" combines Option with a digit"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Toggle Smart Quotes
                    key: ↓Command-"
                    menu: Edit

                """,
                note: "double-quote-is-shifted-apostrophe",
                message: "combines Shift with a punctuation key"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Heading 2
                    key: Command-2
                    menu: Format
                  - title: Toggle Comment
                    key: Command-/
                    menu: Edit

                """
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Heading 2
                    key: Option-Command-H
                    menu: Format

                """),
        ])

    init() {}

    /// A modifier other than Command with a digit or punctuation key, in any stroke: the
    /// character must exist on the keyboard whenever it is pressed.
    static func applies(to stroke: Stroke) -> Bool {
        let chord = stroke.chord
        return (chord.key.kind == .digit || chord.key.kind == .punctuation) && !chord.modifiers.subtracting(.command).isEmpty
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).map { entry, key, stroke in
            let chord = key.chords[stroke]
            let extra = modifierList(chord.modifiers.subtracting(.command).ordered)
            let (written, name) = (key.describe(stroke: stroke), context.name(entry))
            return context.finding(
                Self.description, entry: entry,
                message: chord.key.kind == .digit
                    ? .layoutDependentKeyDigit(stroke: written, name: name, modifiers: extra)
                    : .layoutDependentKeyPunctuation(stroke: written, name: name, modifiers: extra))
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
