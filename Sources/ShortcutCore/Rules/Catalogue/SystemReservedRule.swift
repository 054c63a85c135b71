/// A chord the system itself takes on a platform the entry targets.
struct SystemReservedRule: Rule {
    static let id = "system-reserved"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        summary:
            "The system takes the chord on a declared platform before the app sees it (a warning when Apple reserves it or an accessibility shortcut takes it, an info under a rarer condition).",
        rationale: """
            The system intercepts its own shortcuts (Spotlight, screenshots, app switching, Mission \
            Control, input sources, Force Quit) before any app sees them, so the command would \
            silently never run. Only the reserved table's `intercepted` rows are errors. Rows the \
            system takes only under a condition name it, and the condition's kind decides how loudly: \
            the HIG's "Varies. Apple reserved." rows (⇧⌘Space, F8, F9, F10, [Modifier key]-⌘Space) are \
            Apple's instruction to keep off the chord, and on Apple keyboards F8–F10 are media keys unless \
            people change a setting, and the Zoom, contrast and invert shortcuts are turned on by exactly \
            the people who rely on them: those are warnings. Rarer conditions (Switch to Desktop N turned \
            on, a Touch Bar, F14/F15 as Brightness keys, a release that had font smoothing) are infos, \
            since a default setup gives the app the key, and rows of an earlier release (F12 Dashboard, removed \
            in macOS 10.15) are not matched unless `platformVersions` chooses that release. Rows \
            the HIG marks ● that are really behaviours of the text system or of AppKit controls \
            (⇧← extends the selection, ⌃⇥ shows the next tab), and conditional rows that are such a \
            behaviour too (⌘← moves to the beginning of the line), are repurposed-standard's. Every stroke \
            of a sequence is checked: the system takes the key whenever it is pressed. A row of a \
            house table (`--reserved`) is reported as that table's, not the system's. The system's \
            own item declared by the app (Emoji & Symbols on Control-Command-Space) is not reported. \
            Tiers and their sources: docs/reserved.md.
            """,
        guideline: .keyboards(
            "Reserved keyboard shortcuts",
            "The following keyboard shortcuts are either reserved by the system or well-known to people."),
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: ↓Shift-Command-3\n",
                message:
                    "Shift-Command-3 (⇧⌘3) in \"Snapshot\" is reserved by macOS: Capture the screen to a file. The system takes it before your app sees it"
            ),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Next Document\n    key: ↓Command-K Control-Down arrow\n    menu: View\n",
                note: "Every stroke of a sequence: the system takes Control-Down arrow whenever it is pressed.",
                message:
                    "Control-Down arrow (⌃↓), a stroke of Command-K Control-Down arrow (⌘K ⌃↓), in \"Next Document\" is reserved by macOS"),
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Home\n    key: ↓Command-H\n    menu: View\n",
                message: "Command-H (⌘H) in \"Home\" is reserved by iPadOS"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Magnify\n    key: ↓Option-Command-8\n    menu: View\n",
                note:
                    "An accessibility shortcut, off by default and turned on by the people who use Zoom: a warning that names the condition.",
                message: "is reserved by macOS under a condition (only when the Zoom shortcuts are turned on"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Play Slides\n    key: ↓F9\n    menu: View\n",
                note: "\"Varies. Apple reserved.\" in the HIG: a warning.",
                message: "F9 in \"Play Slides\" is reserved by macOS under a condition (Apple reserves the key"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Show Notes\n    key: ↓Control-1\n    menu: View\n",
                note: "Switch to Desktop 1, shipped turned off and rarely turned on: an info.",
                message: "is reserved by macOS under a condition (only when turned on in Keyboard Shortcuts › Mission Control"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Snapshot\n    key: Option-Command-3\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Emoji & Symbols\n    key: Control-Command-Space\n    menu: Edit\n",
                note: "The item AppKit adds to every app's Edit menu, declared as such."),
            RuleExample(
                "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: Show Desktop Widgets\n    key: Control-Option-Command-F11\n    menu: View\n",
                note: "F11 alone is reserved on the Mac only."),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Show Next Tab\n    key: Control-Tab\n    menu: Window\n",
                note: "Marked ● in the HIG, but a behaviour of AppKit's tabbed windows, not something the system takes."),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Show Dashboard\n    key: F12\n    menu: View\n",
                note: "Dashboard left macOS in 10.15; its row applies only to earlier releases."),
        ])

    init() {}

    /// The tiers this rule reports: what the system takes, always or under a condition. A
    /// conditional row that is also a behaviour of text (Command-Left arrow: the beginning of the
    /// line, and a layout switch only with several scripts) is repurposed-standard's: the
    /// behaviour holds in every setup, the condition in few.
    static func takes(_ row: ReservedEntry) -> Bool {
        row.tier == .intercepted || (row.tier == .conditional && row.behavior == nil)
    }

    /// The kinds of condition that make a conditional row a warning: Apple's own "Apple reserved",
    /// and accessibility shortcuts, which the people who need them turn on. Rarer setups (a
    /// setting turned on for convenience, hardware few have, an earlier release) give a note.
    static let warningConditions: Set<ConditionKind> = [.appleReserved, .accessibility]

    /// How loudly a conditional row is reported, from the kind of its condition.
    static func severity(ofConditional row: ReservedEntry) -> Severity {
        row.conditionKind.map(warningConditions.contains) == true ? .warning : .info
    }

    /// The rows among `rows` (all on one chord) that say the system takes it. A row for the chord
    /// itself describes it better than a pattern ([Modifier key]-Command-Space): Control-Command-
    /// Space is the Emoji & Symbols item AppKit adds, whatever the pattern reserves.
    static func taken(_ rows: [ReservedEntry]) -> [ReservedEntry] {
        let exact = rows.filter { $0.match == .exact }
        return (exact.isEmpty ? rows : exact).filter(takes)
    }

    func check(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        var findings: [Finding] = []
        for (entry, key, strokes) in context.entriesOnReservedChords() {
            for stroke in strokes {
                let taken = Self.taken(lookup.rows(key.chords[stroke], on: entry.platforms))
                guard
                    let row = taken.first(where: { $0.tier == .intercepted })
                        ?? taken.first(where: { Self.severity(ofConditional: $0) == .warning }) ?? taken.first
                else { continue }
                // The system's own item declared by the app (Emoji & Symbols) is not a conflict.
                if let use = context.standardUse(of: entry), taken.contains(use) { break }
                findings.append(finding(context, entry, key, stroke, row))
                break
            }
        }
        return findings
    }

    private func finding(
        _ context: LintContext, _ entry: ShortcutEntry, _ key: ParsedShortcut, _ stroke: Int, _ row: ReservedEntry
    ) -> Finding {
        let written = "\(key.describe(stroke: stroke)) in \(context.name(entry))"
        let platforms = row.platforms.intersection(entry.platforms)
        let related = RelatedItem.reserved(id: row.id, action: row.action, system: row.system)
        if context.isHouseRow(row) {
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(written) is reserved by your house table (row '\(row.id)'): \(row.action.asSentence) Choose another chord, or change the house table.",
                related: related)
        }
        if row.tier == .conditional {
            return context.finding(
                Self.description, entry: entry,
                message:
                    "\(written) is reserved by \(platforms) under a condition (\(row.condition ?? "depending on settings")): \(row.action.asSentence) Where it holds, your command never runs; prefer another chord.",
                severity: Self.severity(ofConditional: row), related: related)
        }
        return context.finding(
            Self.description, entry: entry,
            message:
                "\(written) is reserved by \(platforms): \(row.action.asSentence) The system takes it before your app sees it; choose another chord.",
            related: related)
    }

    /// Never offer a chord the system takes, always or under a condition, on one of the entry's
    /// platforms.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        var lookup = ReservedLookup(context.reserved)
        return RejectWhen(.chordAndPlace) { chord, entry in !Self.taken(lookup.rows(chord, on: entry.platforms)).isEmpty }
    }
}
