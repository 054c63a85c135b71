/// A chord the system itself uses on a platform the entry targets.
public struct SystemReservedRule: Rule, OffersChordSuggestions {
    public static let description = RuleDescription(
        id: "system-reserved",
        defaultSeverity: .error,
        summary: "The chord is reserved by the system on a declared platform, so the app never receives it.",
        rationale: """
            The system intercepts its own shortcuts (Spotlight, screenshots, app switching, focus \
            movement, window tiling) before any app sees them, so the command would silently never run. \
            Checked against every ● row of the HIG tables, the international input-source shortcuts, \
            [Modifier key]-Command-Space, bare F8–F12, and modern macOS and iPadOS system shortcuts \
            (see docs/reserved.md). An entry that declares the row's own action under Apple's title \
            (Bigger for Shift-Command-=) is the app implementing it, and is not reported.
            """,
        guideline: .keyboards(
            "Reserved keyboard shortcuts",
            "The following keyboard shortcuts are either reserved by the system or well-known to people."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: Shift-Command-3\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Quick Search\n    key: Shift-Option-Command-Space\n", note: "[Modifier key]-Command-Space."),
            RuleExample("app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Home\n    key: Command-H\n    menu: View\n"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: Option-Command-3\n"),
            RuleExample("app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Show Desktop Widgets\n    key: Control-Option-Command-F11\n    menu: View\n",
                note: "F11 alone is reserved on the Mac only."),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        // The verdict is shared with the other rules, so they leave this chord to this rule.
        context.facts.indices.filter { context.facts[$0].verdict == .systemReserved }.compactMap { index in
            let entry = context.entry(index)
            guard let key = entry.key else { return nil }
            for chord in key.chords {
                guard let row = context.reserved.matches(chord, on: entry.platforms).first(where: \.system) else { continue }
                let platforms = row.platforms.intersection(entry.platforms)
                let written = key.shortcut.count == 1 ? key.display : "\(chord.higText) (\(chord.symbols)), a stroke of \(key.display),"
                return context.finding(
                    Self.description, entry: entry,
                    message: "\(written) in \(entry.displayName) is reserved by \(platforms): \(Self.sentence(row.action)) The system takes it before your app sees it; choose another chord.",
                    related: .reserved(id: row.id, action: row.action, system: true))
            }
            return nil
        }
    }

    /// The action text as a sentence ending in a full stop.
    static func sentence(_ action: String) -> String {
        action.hasSuffix(".") ? action : action + "."
    }
}
