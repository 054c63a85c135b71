/// A chord the system itself uses on a platform the entry targets.
public struct SystemReservedRule: Rule {
    public static let id = "system-reserved"

    public static let description = RuleDescription(
        id: id,
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
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: ↓Shift-Command-3\n",
                message: "Shift-Command-3 (⇧⌘3) in \"Snapshot\" is reserved by macOS: Capture the screen to a file."),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Quick Search\n    key: ↓Shift-Option-Command-Space\n", note: "[Modifier key]-Command-Space.",
                message: "is reserved by macOS"),
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Home\n    key: ↓Command-H\n    menu: View\n",
                message: "Command-H (⌘H) in \"Home\" is reserved by iPadOS"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: Option-Command-3\n"),
            RuleExample("app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Show Desktop Widgets\n    key: Control-Option-Command-F11\n    menu: View\n",
                note: "F11 alone is reserved on the Mac only."),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        var findings: [Finding] = []
        for (entry, key, strokes) in context.entriesOnReservedChords() {
            for stroke in strokes {
                let chord = key.chords[stroke]
                guard let row = lookup.rows(chord, on: entry.platforms).first(where: \.system) else { continue }
                // The app implementing the system's own item (Emoji & Symbols) is not a conflict.
                if key.shortcut.count == 1, let use = context.standardUse(of: entry), use.system { break }
                let platforms = row.platforms.intersection(entry.platforms)
                let written = key.describe(stroke: stroke)
                findings.append(context.finding(
                    Self.description, entry: entry,
                    message: "\(written) in \(entry.displayName) is reserved by \(platforms): \(row.action.asSentence) The system takes it before your app sees it; choose another chord.",
                    related: .reserved(id: row.id, action: row.action, system: true)))
                break
            }
        }
        return findings
    }

    /// Never offer a chord the system takes on one of the entry's platforms.
    public func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        var lookup = ReservedLookup(context.reserved)
        return RejectWhen(.chordAndPlace) { chord, entry in lookup.rows(chord, on: entry.platforms).contains(where: \.system) }
    }
}
