/// Tab or arrow keys without Command, outside a `when` scope.
public struct NavigationKeyRule: Rule {
    public static let description = RuleDescription(
        id: "navigation-key",
        defaultSeverity: .warning,
        summary: "Tab, Shift-Tab or an arrow key without Command, in a shortcut not confined by `when`: these keys move focus.",
        rationale: """
            With full keyboard access and keyboard navigation, Tab moves focus among focus groups and \
            the arrow keys move it within a group (Human Interface Guidelines › Focus and selection, and › Keyboards › Keyboard navigation on iPad). A \
            shortcut that takes them app-wide breaks navigation for the people who rely on the \
            keyboard. Inside a `when` scope, such as a canvas that moves its selection with the \
            arrows, the view owns those keys and nothing is reported. This rule owns Tab and arrow \
            chords without Command, bare or not, so missing-modifier and prefer-command skip them; \
            the ones the system reserves (Control-Tab, Shift with an arrow) are system-reserved's.
            """,
        guideline: .hig(
            page: "Focus and selection", path: "focus-and-selection", section: "Mobile platforms",
            quote: "Pressing the Tab key moves focus among focus groups, letting people navigate to sidebars, grids, and other app areas."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Next Field\n    key: Tab\n    menu: Edit\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Next Note\n    key: Option-Down arrow\n    menu: Go\n"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Nudge Left\n    key: Left arrow\n    when: canvas\n    menu: Arrange\n", note: "Confined to a view."),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Next Note\n    key: Command-Down arrow\n    menu: Go\n"),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        context.entries(ownedBy: .navigationKey).map { entry, key, stroke in
            let what = key.chords[stroke].key == .tab ? "Tab, which moves focus among focus groups" : "an arrow key, which moves focus within a focus group"
            return context.finding(
                Self.description, entry: entry,
                message: "\(key.describe(stroke: stroke)) in \(entry.displayName) takes \(what) in full keyboard access; people who navigate by keyboard lose it: add Command, or confine the shortcut to the view that handles it with `when:`.")
        }
    }
}
