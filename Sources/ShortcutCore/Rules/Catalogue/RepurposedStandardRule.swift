/// A standard chord (Copy, Italic, Find…) used for some other command.
public struct RepurposedStandardRule: Rule {
    public static let description = RuleDescription(
        id: "repurposed-standard",
        defaultSeverity: .warning,
        summary: "A well-known standard shortcut is declared for a different command.",
        rationale: """
            People expect standard shortcuts to do the same thing in every app. Titles are compared \
            without regard to case, a trailing ellipsis or the app's name (Hide Scribe is Hide ‹App›). \
            When your app has no use for the standard action (no text styling, so no Italic), say so \
            with `repurposes: <reserved id>` and the finding goes away.
            """,
        guideline: .keyboards(
            "Best practices",
            "In general, don’t repurpose standard keyboard shortcuts for custom actions."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Duplicate Note\n    key: Command-D\n  - title: Insert Link\n    key: Command-C\n"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: Command-I\n    repurposes: italc\n", note: "A misspelt id silences nothing."),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Copy\n    key: Command-C\n  - title: Hide Scribe\n    key: Command-H\n"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Get Info\n    key: Command-I\n"),
            RuleExample("app: Viewer\nshortcuts:\n  - title: Show Metadata\n    key: Command-I\n    repurposes: italic\n"),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        repurposedStandards(context) + unknownRepurposes(context)
    }

    private func repurposedStandards(_ context: LintContext) -> [Finding] {
        context.parsedEntries.compactMap { entry, key in
            // Without a title there is nothing to compare; invalid-manifest reports the gap.
            guard key.shortcut.count == 1, entry.title != nil else { return nil }
            let rows = context.reserved.matches(key.shortcut.first, on: entry.platforms)
            // A system row is system-reserved's finding; one problem is reported once.
            guard !rows.isEmpty, !rows.contains(where: \.system) else { return nil }
            if rows.contains(where: { context.title(of: entry, matches: $0) }) { return nil }
            if let repurposed = entry.repurposes, rows.contains(where: { $0.id == repurposed }) { return nil }
            let row = rows[0]
            let names = rows.compactMap(\.titles.first).joined(separator: " / ")
            return context.finding(
                Self.description, entry: entry,
                message: "\(key.display) is the standard \(names) shortcut (\(row.action.trimmingTrailingPeriod)), but \(entry.displayName) uses it for something else; people expect it to work the same in every app: choose another chord, or add `repurposes: \(row.id)` if your app has no \(names).",
                related: .reserved(id: row.id, action: row.action, system: false))
        }
    }
}

extension RepurposedStandardRule {
    /// A `repurposes` that names no reserved row, or a row on another chord, silences nothing.
    private func unknownRepurposes(_ context: LintContext) -> [Finding] {
        context.manifest.shortcuts.compactMap { entry in
            guard let id = entry.repurposes, let range = entry.repurposesRange, let key = entry.key else { return nil }
            guard let row = context.reserved.entry(id: id) else {
                return context.finding(
                    Self.description, entry: entry,
                    message: "`repurposes: \(id)` in \(entry.displayName) names no reserved shortcut; `shortcut-lint reserved \(key.shortcut.symbols)` lists the ids for this chord.",
                    range: range)
            }
            guard key.shortcut.count != 1 || !row.matches(key.shortcut.first) else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "`repurposes: \(id)` in \(entry.displayName) names \(row.chordText) (\(row.chord.symbols)), but the entry's key is \(key.display); name the row of the chord you redefine.",
                range: range, related: .reserved(id: row.id, action: row.action, system: row.system))
        }
    }
}

extension String {
    var trimmingTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
