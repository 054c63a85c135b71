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
        var numbers = ShortcutNumbers()
        var exact = FirstOccupants(context.placements)
        var prefixes = FirstOccupants(context.placements)
        var findings: [Finding] = []
        for (entry, key) in context.parsedEntries {
            let shortcut = key.shortcut
            let number = numbers.number(of: shortcut)
            if let other = exact.firstConflict(on: number, with: entry) {
                findings.append(sameChord(context, entry, key, context.entry(other)))
            } else if let (other, prefix) = shorterSequence(of: shortcut, for: entry, in: exact, &numbers) {
                findings.append(shadowed(context, shorter: context.entry(other), prefix, longer: entry, key, reportOn: entry))
            } else if let other = prefixes.firstConflict(on: number, with: entry), let otherKey = context.entry(other).key {
                findings.append(shadowed(context, shorter: entry, shortcut, longer: context.entry(other), otherKey, reportOn: entry))
            }
            exact.record(entry, on: number)
            for length in stride(from: 1, to: shortcut.count, by: 1) {
                prefixes.record(entry, on: numbers.number(of: shortcut.prefix(length)))
            }
        }
        return findings
    }

    private func shorterSequence(
        of shortcut: Shortcut, for entry: ShortcutEntry, in exact: FirstOccupants, _ numbers: inout ShortcutNumbers
    ) -> (Int, Shortcut)? {
        for length in stride(from: 1, to: shortcut.count, by: 1) {
            let prefix = shortcut.prefix(length)
            if let other = exact.firstConflict(on: numbers.number(of: prefix), with: entry) { return (other, prefix) }
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

/// Numbers the distinct shortcuts of a manifest densely, so that a shortcut, a scope and a
/// platform set fit one ``IntegerTable`` key (``Placements/key(_:scope:platforms:)``).
private struct ShortcutNumbers {
    /// One table per sequence length: the packed storage alone does not say the length.
    private var tables = [IntegerTable<UInt32>](repeating: IntegerTable(), count: Shortcut.maximumLength)
    private var next: UInt32 = 0

    mutating func number(of shortcut: Shortcut) -> UInt32 {
        tables[shortcut.count - 1].update(shortcut.storage, default: next) { number in
            if number == next {
                precondition(next < 1 << 24, "more distinct shortcuts than a table key holds")
                next += 1
            }
            return number
        }
    }
}

/// The earliest entry on each shortcut per scope and platform set, so a conflict check is a few
/// table lookups however many entries share the shortcut.
private struct FirstOccupants {
    private let placements: Placements
    private var first = IntegerTable<Int32>()

    init(_ placements: Placements) { self.placements = placements }

    mutating func record(_ entry: ShortcutEntry, on number: UInt32) {
        let index = Int32(entry.index)
        first.update(Placements.key(number, scope: placements.scope(of: entry), platforms: entry.platforms), default: index) { _ in }
        first.update(Placements.key(number, scope: Placements.anyScope, platforms: entry.platforms), default: index) { _ in }
    }

    /// The earliest recorded entry whose scope and platforms overlap `entry`'s.
    func firstConflict(on number: UInt32, with entry: ShortcutEntry) -> Int? {
        let scopes = placements.scopesMet(by: entry)
        var earliest = Int32.max
        for platforms in placements.platformSets where !platforms.isDisjoint(with: entry.platforms) {
            if let index = first[Placements.key(number, scope: scopes.first, platforms: platforms)] { earliest = min(earliest, index) }
            if let scope = scopes.second, let index = first[Placements.key(number, scope: scope, platforms: platforms)] {
                earliest = min(earliest, index)
            }
        }
        return earliest == .max ? nil : Int(earliest)
    }
}
