/// Control in a custom shortcut.
public struct ControlModifierRule: Rule {
    public static let description = RuleDescription(
        id: "control-modifier",
        defaultSeverity: .warning,
        summary: "A custom shortcut uses Control; the message says how many custom shortcuts do.",
        rationale: """
            The system builds many systemwide features on Control (moving focus, Spaces, screenshots to \
            the clipboard, text navigation in every field), so a custom Control shortcut is likely to \
            collide now or in a later release. Only custom shortcuts count: Control-Command-F declared \
            as Enter Full Screen is the standard shortcut, not a choice. A chord the system already \
            takes is system-reserved's finding, and Control-Tab or Control with an arrow key outside \
            a `when` scope is navigation-key's; Control in any other custom chord is this rule's, \
            ahead of prefer-command and layout-dependent-key.
            """,
        guideline: .keyboards(
            "Custom keyboard shortcuts",
            "As much as possible, avoid using the Control key as a modifier. The system uses Control in many systemwide features, like moving focus or capturing screenshots."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Show Word Count\n    key: Control-Command-L\n    menu: View\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Quick Note\n    key: ⌃J\n    menu: File\n", note: "Control without Command is still this rule's, not prefer-command's."),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Toggle Sidebar\n    key: Option-Command-L\n    menu: View\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Enter Full Screen\n    key: Control-Command-F\n    menu: View\n",
                note: "A standard shortcut declared for its own action is not a custom one."),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        let owned = context.entries(ownedBy: .controlModifier)
        guard !owned.isEmpty else { return [] }
        let tally = countPhrase(context.tally.usingControl, of: context.tally.total, "custom shortcut", verb: "use")
        return owned.map { entry, key, stroke in
            context.finding(
                Self.description, entry: entry,
                message: "\(key.describe(stroke: stroke)) in \(entry.displayName) uses Control (\(tally) Control); the system uses Control for systemwide features such as moving focus and screenshots: build the shortcut on Command, adding Shift or Option if needed.")
        }
    }
}
