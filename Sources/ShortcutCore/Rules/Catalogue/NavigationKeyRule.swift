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
                    key: ↓Down arrow
                    menu: Go

                """,
                message: "takes an arrow key, which moves focus within a focus group",
                exempt: [.scoped: "Inside a `when` scope the view owns the arrows."]),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Note
                    key: ↓Option-Down arrow
                    menu: Go

                """,
                message:
                    "takes an arrow key that moves the insertion point by word or paragraph in every text field and text view of the app; as a menu shortcut it stops doing that there",
                exempt: [.scoped: "Inside a `when` scope the view owns the arrows."]),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Back in History
                    key: ↓Control-Option-Left arrow
                    menu: Go

                """,
                message: "takes a VoiceOver command: Control-Option is VoiceOver's modifier (VO)",
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
            let chord = key.chords[stroke]
            let message: Message
            if chord.key == .tab {
                message = .navigationKeyTab(stroke: written, name: name, alternative: alternative)
            } else if chord.modifiers.isSuperset(of: [.control, .option]) {
                message = .navigationKeyVoiceoverArrow(stroke: written, name: name, alternative: alternative)
            } else if let moves = Self.textMovement(chord.modifiers) {
                message = .navigationKeyTextArrow(stroke: written, name: name, moves: .message(moves), alternative: alternative)
            } else {
                message = .navigationKeyArrow(stroke: written, name: name, alternative: alternative)
            }
            return context.finding(Self.description, entry: entry, message: message)
        }
    }

    /// What the text system does with an arrow key and these modifiers (Apple Support, "Mac keyboard
    /// shortcuts" › Document shortcuts): Option moves by word or paragraph, Shift extends the
    /// selection. A menu item on the chord gets the key first, so text views stop doing it. Nil for
    /// a bare arrow or Control, whose cost is focus movement (or the system's, for Control).
    static func textMovement(_ modifiers: ModifierSet) -> Message? {
        if modifiers.contains(.control) { return nil }
        if modifiers.contains(.option) {
            return modifiers.contains(.shift) ? .navigationKeyExtendsByWord() : .navigationKeyMovesByWord()
        }
        return modifiers.contains(.shift) ? .navigationKeyExtendsSelection() : nil
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
