/// A standard chord (Copy, Italic, Find…) used for some other command.
public struct RepurposedStandardRule: Rule {
    public static let id = "repurposed-standard"

    public static let description = RuleDescription(
        id: id,
        defaultSeverity: .warning,
        summary: "A well-known standard shortcut is declared for a different command.",
        rationale: """
            People expect standard shortcuts to do the same thing in every app. Titles are compared \
            without regard to case, a trailing ellipsis or the app's name (Hide Scribe is Hide ‹App›). \
            When your app has no use for the standard action (no text styling, so no Italic), say so \
            with `repurposes: <reserved id>` and the finding goes away.
            """,
        guideline: .keyboards(
            "Keyboard shortcuts",
            "In general, don’t repurpose standard keyboard shortcuts for custom actions."),
        defersTo: [SystemReservedRule.id, DuplicateShortcutRule.id],
        suggestsChords: true,
        triggeringExamples: [
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Duplicate Note\n    key: Command-D\n  - title: Insert Link\n    key: ↓Command-C\n",
                message: "Command-C (⌘C) is the standard Copy shortcut (Copy the selection to the Clipboard), but \"Insert Link\" uses it for something else"),
            RuleExample(
                "app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: ↓Command-I\n    repurposes: ↓italc\n", note: "A misspelt id silences nothing.",
                messages: ["is the standard Italic / Get Info shortcut", "`repurposes: italc` in \"Show Metadata\" names no reserved shortcut"]),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Format Document\n    key: ↓Command-J Command-F\n    menu: Format\n",
                note: "A sequence takes its first stroke away from the standard command.",
                message: "Command-J (⌘J), the first stroke of Command-J Command-F (⌘J ⌘F) in \"Format Document\", is the standard Jump to Selection shortcut"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Copy\n    key: Command-C\n  - title: Hide Scribe\n    key: Command-H\n"),
            RuleExample(
                "app: Scribe\nshortcuts:\n  - title: Fold All\n    key: Command-K Command-0\n    menu: View\n",
                note: "Command-K is no standard shortcut, and a later stroke takes nothing away."),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Get Info\n    key: Command-I\n"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: Command-I\n    repurposes: italic\n"),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        repurposedStandards(context) + unknownRepurposes(context)
    }

    /// A titled entry whose chord, or whose sequence's first stroke, is on a standard row and is
    /// not the entry's own use of one, unless `repurposes` names the row. A sequence takes its
    /// first stroke away from the standard command: once ⌘J starts a sequence, ⌘J alone no
    /// longer jumps to the selection. Later strokes are pressed inside the sequence and take
    /// nothing away. Untitled entries are invalid-manifest's.
    private func repurposedStandards(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        return context.entriesOnReservedChords().compactMap { entry, key, strokes in
            guard strokes.first == 0, entry.title != nil, context.standardUse(of: entry) == nil else { return nil }
            let first = key.shortcut.first
            let rows = lookup.rows(first, on: entry.platforms).filter { !$0.system }
            guard let row = rows.first, !rows.contains(where: { $0.id == entry.repurposes }) else { return nil }
            let names = rows.compactMap(\.titles.first).joined(separator: " / ")
            let what = key.shortcut.count == 1
                ? "\(key.display) is the standard \(names) shortcut (\(row.action.trimmingTrailingPeriod)), but \(entry.displayName) uses it for something else"
                : "\(first.higText) (\(first.symbols)), the first stroke of \(key.display) in \(entry.displayName), is the standard \(names) shortcut (\(row.action.trimmingTrailingPeriod)), and the sequence takes it away"
            return context.finding(
                Self.description, entry: entry,
                message: "\(what); people expect it to work the same in every app: choose another chord, or add `repurposes: \(row.id)` if your app has no \(names).",
                related: .reserved(id: row.id, action: row.action, system: false))
        }
    }

    /// Never offer a standard chord: suggestions do not lean on a title.
    public func candidateFilter(_ context: LintContext) -> (any CandidateFilter)? {
        var lookup = ReservedLookup(context.reserved)
        return RejectWhen(.chordAndPlace) { chord, entry in lookup.rows(chord, on: entry.platforms).contains { !$0.system } }
    }
}

extension RepurposedStandardRule {
    /// A `repurposes` that names no reserved row, or a row on another chord, silences nothing.
    private func unknownRepurposes(_ context: LintContext) -> [Finding] {
        context.entries { $0.repurposes != nil }.compactMap { entry in
            guard let id = entry.repurposes, let range = entry.repurposesRange, let key = entry.key else { return nil }
            guard let row = context.reserved.entry(id: id) else {
                return context.finding(
                    Self.description, entry: entry,
                    message: "`repurposes: \(id)` in \(entry.displayName) names no reserved shortcut; `shortcut-lint reserved \(key.shortcut.symbols)` lists the ids for this chord.",
                    range: range)
            }
            guard !row.matches(key.shortcut.first) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "`repurposes: \(id)` in \(entry.displayName) names \(row.chordText) (\(row.chord.symbols)), but the entry's key is \(key.display); name the row of the chord you redefine (for a sequence, of its first stroke).",
                range: range, related: .reserved(id: row.id, action: row.action, system: row.system))
        }
    }
}
