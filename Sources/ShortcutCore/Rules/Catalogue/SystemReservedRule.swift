/// A chord the system itself takes on a platform the entry targets.
struct SystemReservedRule: Rule {
    static let id = "system-reserved"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .error,
        guideline: .hig,
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Snapshot
                    key: ↓Shift-Command-3

                """,
                message:
                    "Shift-Command-3 (⇧⌘3) in \"Snapshot\" is reserved by macOS: Capture the screen to a file. The system takes it before your app sees it"
            ),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Next Document
                    key: ↓Command-K Control-Down arrow
                    menu: View

                """,
                note: "every-stroke-of-a-sequence",
                message:
                    "Control-Down arrow (⌃↓), a stroke of Command-K Control-Down arrow (⌘K ⌃↓), in \"Next Document\" is reserved by macOS"),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Home
                    key: ↓Command-H
                    menu: View

                """,
                message: "Command-H (⌘H) in \"Home\" is reserved by iPadOS"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Magnify
                    key: ↓Option-Command-8
                    menu: View

                """,
                note: "an-accessibility-shortcut-off-by",
                message: "is reserved by macOS under a condition (only when the Zoom shortcuts are turned on"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Play Slides
                    key: ↓F9
                    menu: View

                """,
                note: "varies-apple-reserved-in-the",
                message: "F9 in \"Play Slides\" is reserved by macOS under a condition (Apple reserves the key"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Notes
                    key: ↓Control-1
                    menu: View

                """,
                note: "switch-to-desktop-1-shipped",
                message: "is reserved by macOS under a condition (only when turned on in Keyboard Shortcuts › Mission Control"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Snapshot
                    key: Option-Command-3

                """),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Emoji & Symbols
                    key: Control-Command-Space
                    menu: Edit

                """,
                note: "the-item-appkit-adds-to"),
            RuleExample(
                """
                app: Scribe
                platforms: [iPadOS]
                shortcuts:
                  - title: Show Desktop Widgets
                    key: Control-Option-Command-F11
                    menu: View

                """,
                note: "f11-alone-is-reserved-on"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Next Tab
                    key: Control-Tab
                    menu: Window

                """,
                note: "marked-in-the-hig-but"),
            RuleExample(
                """
                app: Scribe
                shortcuts:
                  - title: Show Dashboard
                    key: F12
                    menu: View

                """,
                note: "dashboard-left-macos-in-10"),
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
        let (written, name) = (key.describe(stroke: stroke), context.name(entry))
        let platforms = MessageArgument.text(row.platforms.intersection(entry.platforms).description)
        let related = RelatedItem.reserved(id: row.id, action: row.action, system: row.system)
        if context.isHouseRow(row) {
            return context.finding(
                Self.description, entry: entry,
                message: .systemReservedByHouseTable(stroke: written, name: name, row: .text(row.id), action: .localized(row.actionText)),
                related: related)
        }
        if row.tier == .conditional {
            let condition = row.conditionText.map(MessageArgument.localized) ?? .message(.systemReservedDependingOnSettings())
            return context.finding(
                Self.description, entry: entry,
                message: .systemReservedConditionally(
                    stroke: written, name: name, platforms: platforms, condition: condition, action: .localized(row.actionText)),
                severity: Self.severity(ofConditional: row), related: related)
        }
        return context.finding(
            Self.description, entry: entry,
            message: .systemReservedBySystem(stroke: written, name: name, platforms: platforms, action: .localized(row.actionText)),
            related: related)
    }

    /// Never offer a chord the system takes, always or under a condition, on one of the entry's
    /// platforms.
    func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        var lookup = ReservedLookup(context.reserved)
        return RejectWhen(.chordAndPlace) { chord, entry in !Self.taken(lookup.rows(chord, on: entry.platforms)).isEmpty }
    }
}
