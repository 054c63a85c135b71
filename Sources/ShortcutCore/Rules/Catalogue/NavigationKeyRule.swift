/// Tab or arrow keys without Command, outside a `when` scope.
struct NavigationKeyRule: Rule {
    static let id = "navigation-key"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "Tab, Shift-Tab or an arrow key without Command, in a shortcut not confined by `when`: these keys move focus.",
        rationale: """
            With Full Keyboard Access (on iOS, iPadOS, macOS and visionOS) and keyboard navigation, Tab moves focus among focus groups and \
            the arrow keys move it within a group (Human Interface Guidelines › Focus and selection, and › Keyboards › Keyboard navigation on iPad). A \
            shortcut that takes them app-wide breaks navigation for the people who rely on the \
            keyboard. Inside a `when` scope, such as a canvas that moves its selection with the \
            arrows, the view owns those keys and nothing is reported. This rule owns Tab and arrow \
            chords without Command, bare or not: it comes first among the rules about a custom chord's \
            modifiers, and the others defer to it. Chords the reserved table claims (Control-Tab, \
            Shift with an arrow) are the table rules'. A game's key bindings (`kind: game`, entries \
            outside its menus), such as arrows that move a character, are the game's own.
            """,
        guideline: .hig(
            page: "Focus and selection", path: "focus-and-selection", section: "Mobile platforms",
            quote: "Pressing the Tab key moves focus among focus groups, letting people navigate to sidebars, grids, and other app areas."),
        defersTo: [SystemReservedRule.id, RepurposedStandardRule.id],
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Next Field\n    key: ↓Tab\n    menu: Edit\n",
                message: "Tab (⇥) in \"Next Field\" takes Tab, which moves focus among focus groups in full keyboard access",
                exempt: [.scoped: "Inside a `when` scope the view owns Tab."]),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Next Note\n    key: ↓Option-Down arrow\n    menu: Go\n",
                message: "takes an arrow key, which moves focus within a focus group",
                exempt: [.scoped: "Inside a `when` scope the view owns the arrows."]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Nudge Left\n    key: Left arrow\n    when: canvas\n    menu: Arrange\n",
                note: "Confined to a view."),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Next Note\n    key: Command-Down arrow\n    menu: Go\n"),
            RuleExample(
                "app: Arcade\nkind: game\nshortcuts:\n  - title: Move Left\n    key: Left arrow\n",
                note: "A game's key binding."),
        ],
        laterRevision: .keyboards2025(
            "Full Keyboard Access is \"available in iOS, iPadOS, macOS, and visionOS\", so the keys are taken on every platform; and \(GuidelineRevision.gameKeyBindings.adopts)"
        ))

    init() {}

    /// Tab or an arrow key without Command, as the first stroke of an unscoped shortcut. Later
    /// strokes are pressed while the app holds the sequence open, so they move no focus.
    static func applies(to stroke: Stroke) -> Bool {
        stroke.isFirst && !stroke.isScoped && stroke.chord.key.movesFocus && !stroke.chord.modifiers.contains(.command)
    }

    func check(_ context: LintContext) -> [Finding] {
        context.customEntries(withStroke: Self.applies).filter { !context.isGameKeyBinding($0.entry) }.map { entry, key, stroke in
            let what =
                key.chords[stroke].key == .tab
                ? "Tab, which moves focus among focus groups" : "an arrow key, which moves focus within a focus group"
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(key.describe(stroke: stroke)) in \(context.name(entry)) takes \(what) in full keyboard access; people who navigate by keyboard lose it: add Command\(context.phrase(.confineToView).orRemedy)."
            )
        }
    }

    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        RejectWhen(.chordAndPlace) { chord, entry in Self.applies(to: .single(chord, for: entry)) }
    }
}
