/// Shift or Option added to an existing shortcut for an unrelated command.
public struct UnrelatedShiftVariantRule: Rule, OffersChordSuggestions {
    public static let description = RuleDescription(
        id: "unrelated-shift-variant",
        defaultSeverity: .warning,
        summary: "A custom chord is a standard or declared chord plus Shift or Option, used for an unrelated command.",
        rationale: """
            People read Shift-Command-Z as "the other side of Command-Z"; giving it an unrelated \
            command breaks that expectation. The base is a reserved-table row on the entry's \
            platforms or another entry in an overlapping scope. The pair is related when the table \
            pairs them (Undo and Redo, Print and Page Setup, Find Next and Find Previous, Close and \
            Close All, Paste and Paste and Match Style), when the titles share a significant word \
            (Refresh and Refresh All), or when the entry says `complements: <id>` (another entry's \
            id or a reserved id). A chord that is itself in the table is system-reserved's or \
            repurposed-standard's finding, not this rule's; a `complements` naming nothing known is \
            reported here.
            """,
        guideline: .keyboards(
            "Custom keyboard shortcuts",
            "Avoid creating a new shortcut by adding a modifier to an existing shortcut for an unrelated command. For example, because people are accustomed to using Command-Z for undoing an action, it would be confusing to use Shift-Command-Z as the shortcut for a command that’s unrelated to undo and redo."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Archive Note\n    key: Option-Command-Z\n    menu: File\n", note: "Command-Z is Undo."),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n  - title: Publish\n    key: Shift-Command-K\n    menu: File\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n  - title: Publish\n    key: Shift-Command-K\n    menu: File\n    complements: insertLnk\n", note: "A misspelt id relates nothing."),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Insert Link\n    key: Command-K\n    menu: Format\n  - title: Remove Link\n    key: Shift-Command-K\n    menu: Format\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - id: showHistory\n    title: Show History\n    key: Command-Y\n    menu: View\n  - title: Clear Recent Items\n    key: Option-Command-Y\n    menu: View\n    complements: showHistory\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Redo Last Change\n    key: Option-Command-Z\n    menu: Edit\n", note: "The table pairs Redo with Undo."),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var lookup = ReservedLookup(context.reserved)
        var relatedness = ShiftVariants.Relatedness(context.reserved)
        var findings: [Finding] = []
        let variants = context.entries { entry in
            guard let shortcut = entry.key?.shortcut, shortcut.count == 1, context.hasOwnChord(entry) else { return false }
            return !ShiftVariants.baseChords(of: shortcut.first).isEmpty
        }
        for entry in variants {
            guard let key = entry.key else { continue }
            let chord = key.shortcut.first
            guard let found = ShiftVariants.unrelatedBase(
                    of: chord, for: entry, lookup: &lookup, occupancy: context.occupancy,
                    relatedness: &relatedness, entries: context.manifest.shortcuts)
            else { continue }
            findings.append(finding(context, entry, key, found.chord, found.base))
        }
        return findings + unknownComplements(context)
    }

    private func finding(_ context: LintContext, _ entry: ShortcutEntry, _ key: ParsedShortcut, _ base: Chord, _ kind: ShiftVariants.Base)
        -> Finding
    {
        let added = key.shortcut.first.modifiers.subtracting(base.modifiers).ordered.map(\.name).joined(separator: " and ")
        let what: String
        let advice: String
        let related: RelatedItem
        switch kind {
        case .row(let row):
            what = "the standard \(row.titles.first ?? row.action.trimmingTrailingPeriod) shortcut"
            advice = "`complements: \(row.id)`"
            related = .reserved(id: row.id, action: row.action, system: row.system)
        case .entry(let index):
            let other = context.entry(index)
            what = "the shortcut of \(other.displayName) (line \(context.line(of: other)))"
            advice = other.id.map { "`complements: \($0)`" } ?? "an `id` to that entry and `complements: <its id>` here"
            related = context.related(other)
        }
        return context.finding(
            Self.description, entry: entry,
            message: "\(key.display) in \(entry.displayName) is \(base.higText) (\(base.symbols)), \(what), plus \(added); people expect such a variant to do something related: choose another chord, or add \(advice) if the commands belong together.",
            related: related)
    }

    private func unknownComplements(_ context: LintContext) -> [Finding] {
        let named = context.entries { $0.complements != nil }
        guard !named.isEmpty else { return [] }
        let ids = Set(context.manifest.shortcuts.compactMap(\.id))
        return named.compactMap { entry in
            guard let id = entry.complements, let range = entry.complementsRange, !ids.contains(id),
                context.reserved.entry(id: id) == nil
            else { return nil }
            return context.finding(
                Self.description, entry: entry,
                message: "`complements: \(id)` in \(entry.displayName) names no entry id and no reserved shortcut, so it relates nothing: use the id of the entry (or reserved row) this command complements.",
                range: range)
        }
    }
}
