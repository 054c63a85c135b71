/// Two entries that the same keystrokes would trigger.
public struct DuplicateShortcutRule: Rule, OffersChordSuggestions {
    public static let description = RuleDescription(
        id: "duplicate-shortcut",
        defaultSeverity: .error,
        summary: "Two entries share a chord, or one entry's chord starts another's sequence, in overlapping scopes and platforms.",
        rationale: """
            One keystroke can run only one command. Entries conflict when their `when` scopes overlap \
            (no `when` means everywhere) and they share a platform. A single chord that is the first \
            stroke of another entry's sequence (⌘K and ⌘K ⌘S) fires before the sequence can be completed. \
            The later entry is reported and the message names the earlier one and its line.
            """,
        guideline: .keyboards(
            "Keyboard shortcuts",
            "Minimizing app-specific keyboard shortcuts also helps avoid potential conflicts with system-defined shortcuts that may be in place."),
        triggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Publish\n    key: Command-U\n  - title: Upload\n    key: ⌘U\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Comment\n    key: Command-K\n  - title: Save All\n    key: cmd+k cmd+s\n"),
            RuleExample("app: Scribe\nshortcuts:\n  - title: Run\n    key: Command-R\n    when: editor\n  - title: Refresh\n    key: Command-R\n"),
        ],
        nonTriggeringExamples: [
            RuleExample("app: Scribe\nshortcuts:\n  - title: Run\n    key: Command-R\n    when: editor\n  - title: Rotate\n    key: Command-R\n    when: canvas\n"),
            RuleExample("app: Scribe\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - title: Mac Console\n    key: Option-Command-K\n    platforms: [macOS]\n  - title: iPad Palette\n    key: Option-Command-K\n    platforms: [iPadOS]\n    menu: View\n"),
        ])

    public init() {}

    public func check(_ context: LintContext) -> [Finding] {
        var exact: [Shortcut: Occupants] = [:]
        var prefixes: [Shortcut: Occupants] = [:]
        var findings: [Finding] = []
        for (entry, key) in context.parsedEntries {
            let shortcut = key.shortcut
            if let other = exact[shortcut]?.firstConflict(with: entry) {
                findings.append(sameChord(context, entry, key, context.entry(other)))
            } else if let (other, prefix) = shorterSequence(of: shortcut, for: entry, in: exact) {
                findings.append(shadowed(context, shorter: context.entry(other), prefix, longer: entry, key, reportOn: entry))
            } else if let other = prefixes[shortcut]?.firstConflict(with: entry), let otherKey = context.entry(other).key {
                findings.append(shadowed(context, shorter: entry, shortcut, longer: context.entry(other), otherKey, reportOn: entry))
            }
            exact[shortcut, default: Occupants()].record(entry)
            for length in stride(from: 1, to: shortcut.count, by: 1) {
                prefixes[shortcut.prefix(length), default: Occupants()].record(entry)
            }
        }
        return findings
    }

    private func shorterSequence(of shortcut: Shortcut, for entry: ShortcutEntry, in exact: [Shortcut: Occupants])
        -> (Int, Shortcut)?
    {
        for length in stride(from: 1, to: shortcut.count, by: 1) {
            let prefix = shortcut.prefix(length)
            if let other = exact[prefix]?.firstConflict(with: entry) { return (other, prefix) }
        }
        return nil
    }

    private func sameChord(_ context: LintContext, _ entry: ShortcutEntry, _ key: ParsedShortcut, _ other: ShortcutEntry)
        -> Finding
    {
        context.finding(
            Self.description, entry: entry,
            message: "\(key.display) of \(entry.displayName) is already the shortcut of \(other.displayName) (line \(context.line(of: other))) in an overlapping scope; one keystroke can run only one command: choose another chord, or give the entries different `when` scopes.",
            related: context.related(other))
    }

    private func shadowed(
        _ context: LintContext, shorter: ShortcutEntry, _ prefix: Shortcut, longer: ShortcutEntry, _ longerKey: ParsedShortcut,
        reportOn entry: ShortcutEntry
    ) -> Finding {
        let other = entry.index == shorter.index ? longer : shorter
        let written = shorter.key?.display ?? "\(prefix.higText) (\(prefix.symbols))"
        return context.finding(
            Self.description, entry: entry,
            message: "\(written) of \(shorter.displayName) is the first stroke of \(longerKey.display) of \(longer.displayName) (line \(context.line(of: other))); the single chord fires first, so the sequence can never be completed: change one of them.",
            related: context.related(other))
    }
}

/// The earliest entry on one shortcut per scope and platform set, so a conflict check is a few
/// dictionary lookups however many entries share the chord.
private struct Occupants {
    /// First entry per platform set among entries with no `when` (they apply everywhere).
    var global: [PlatformSet: Int] = [:]
    /// First entry per platform set, per `when` scope.
    var scoped: [String: [PlatformSet: Int]] = [:]
    /// First entry per platform set in any scope (what an unscoped entry conflicts with).
    var any: [PlatformSet: Int] = [:]

    mutating func record(_ entry: ShortcutEntry) {
        if any[entry.platforms] == nil { any[entry.platforms] = entry.index }
        if let when = entry.when {
            if scoped[when]?[entry.platforms] == nil { scoped[when, default: [:]][entry.platforms] = entry.index }
        } else if global[entry.platforms] == nil {
            global[entry.platforms] = entry.index
        }
    }

    /// The earliest recorded entry whose scope and platforms overlap `entry`'s.
    func firstConflict(with entry: ShortcutEntry) -> Int? {
        let pools = entry.when.map { [global, scoped[$0] ?? [:]] } ?? [any]
        var earliest: Int?
        for pool in pools {
            for (platforms, index) in pool where !platforms.isDisjoint(with: entry.platforms) {
                earliest = min(earliest ?? index, index)
            }
        }
        return earliest
    }
}
