/// What a rule sees: one decoded manifest, the reserved table, and named queries over the facts
/// several rules share (which entries are custom, which sit on a chord where, how many custom
/// shortcuts use Control). The facts are worked out once per manifest, in compact tables; the
/// rules make every decision themselves.
package struct LintContext: Sendable {
    package let manifest: Manifest
    package let reserved: ReservedTable
    /// The language findings are worded in (``LintConfiguration/messages``).
    package let messages: MessageCatalogue
    /// Structural problems the decoder found; the manifest rules report them.
    package let problems: [ManifestProblem]
    /// The entries whose key parsed, with the key unwrapped; most rules iterate these.
    package let parsedEntries: [(entry: ShortcutEntry, key: ParsedShortcut)]
    /// For rules of the ``RuleStage/afterSuppressions`` stage: what the suppressions did.
    package internal(set) var suppressionAudit: SuppressionAudit?
    /// Once the manifest rules have run (for the candidate filters): which rules reported each
    /// entry's key, by entry position.
    var reportedKeys = IntegerTable<Set<String>>()
    let index: EntryIndex
    /// Each entry's scope and platforms as integers, for the conflict checks.
    let placements: Placements
    /// Which entries sit on each chord where.
    let occupancy: ChordOccupancy
    /// What the app's files show together (``ShownFamilies/ofApps(_:contexts:)``), when the file
    /// is one of several of an app.
    var appFamilies: AppFamilies?

    /// Works out the shared facts.
    package init(
        manifest: Manifest, reserved: ReservedTable = .builtIn, problems: [ManifestProblem] = [], messages: MessageCatalogue = .english
    ) {
        self.manifest = manifest
        self.reserved = reserved
        self.messages = messages
        self.problems = problems
        parsedEntries = manifest.shortcuts.compactMap { entry in entry.key.map { (entry, $0) } }
        index = EntryIndex(manifest, reserved)
        placements = Placements(manifest)
        occupancy = ChordOccupancy(manifest, placements: placements)
    }

    package var path: String { manifest.source.path }

    /// The entry whose ``ShortcutEntry/index`` is `index`.
    package func entry(_ index: Int) -> ShortcutEntry { manifest.shortcuts[index] }

    /// The entry at `position` in the file's `shortcuts` list (what ``EntryReference/index`` holds).
    package func entry(atPosition position: Int) -> ShortcutEntry? {
        let entries = manifest.shortcuts
        var (low, high) = (0, min(position, entries.count - 1))
        while low <= high {
            let middle = (low + high) / 2
            if entries[middle].position == position { return entries[middle] }
            if entries[middle].position < position { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The entries `predicate` selects, read in place: a rule scanning a million entries copies
    /// only the ones it reports on.
    package func entries(where predicate: (ShortcutEntry) -> Bool) -> [ShortcutEntry] {
        let entries = manifest.shortcuts
        var selected: [ShortcutEntry] = []
        for position in entries.indices where predicate(entries[position]) { selected.append(entries[position]) }
        return selected
    }

    // MARK: The reserved table

    /// The reserved row `entry` implements: a standard chord declared for its own action (Copy on
    /// Command-C). Nil for a custom entry.
    package func standardUse(of entry: ShortcutEntry) -> ReservedEntry? {
        let row = index.standardUseRows[entry.index]
        return row < 0 ? nil : reserved.entries[Int(row)]
    }

    /// A game's key binding: an entry outside the menus of a manifest or project that declares
    /// itself a game (``AppKind``). The Keyboards page revised June 9, 2025: "A keyboard shortcut
    /// in a game — called a key binding — often consists of a single key"; the rules that ask a
    /// shortcut for a modifier or a menu leave these alone, and judge the game's menu commands.
    package func isGameKeyBinding(_ entry: ShortcutEntry) -> Bool { manifest.kind == .game && entry.menu == nil }

    /// A custom shortcut is any entry with a key that is not a standard chord declared for its own
    /// action; the HIG's advice on modifiers is about these.
    package func isCustom(_ entry: ShortcutEntry) -> Bool { index.isCustom(entry.index) }

    /// Custom shortcuts and how many use Control and Option.
    package var tally: CustomTally { index.tally }

    /// Whether `row` comes from a house table (`--reserved`, the config's `reserved:`) rather
    /// than the built-in one: messages then name that table, not the system.
    package func isHouseRow(_ row: ReservedEntry) -> Bool { ReservedTable.builtIn.entry(id: row.id) != row }

    /// The reserved rows `chord` triggers on one of `entry`'s platforms, system rows first.
    package func rows(on chord: Chord, for entry: ShortcutEntry) -> [ReservedEntry] {
        reserved.matches(chord, on: entry.platforms)
    }

    /// Entries with a stroke that triggers some reserved row on their platforms, with those
    /// strokes' indices: the only entries the table's rules need to look at.
    package func entriesOnReservedChords() -> [(entry: ShortcutEntry, key: ParsedShortcut, strokes: [Int])] {
        var found: [(ShortcutEntry, ParsedShortcut, [Int])] = []
        for entryIndex in 0..<index.strokesOnTable.count where index.strokesOnTable[entryIndex] != 0 {
            let entry = self.entry(entryIndex)
            guard let key = entry.key else { continue }
            let bits = index.strokesOnTable[entryIndex]
            found.append((entry, key, (0..<key.shortcut.count).filter { bits & 1 << UInt8($0) != 0 }))
        }
        return found
    }

    /// Whether one of `rules` reported `entry`'s key; known once the manifest rules have run, so
    /// a candidate filter can tell which entries a rule that defers to them leaves alone.
    func isKeyReported(_ entry: ShortcutEntry, byAnyOf rules: [String]) -> Bool {
        guard let reporters = reportedKeys[UInt64(entry.position)] else { return false }
        return rules.contains { reporters.contains($0) }
    }

    // MARK: Strokes

    /// Custom entries with the first stroke of their key for which `applies` holds: what a rule
    /// about a custom chord's modifiers and key reports. Scans the compact tables; only the
    /// entries returned are read.
    func customEntries(withStroke applies: (Stroke) -> Bool) -> [(entry: ShortcutEntry, key: ParsedShortcut, stroke: Int)] {
        var found: [(ShortcutEntry, ParsedShortcut, Int)] = []
        let scopes = placements.scopes
        for entryIndex in 0..<index.strokeCounts.count where index.isCustom(entryIndex) {
            let scoped = scopes[entryIndex] != Placements.global
            for stroke in 0..<Int(index.strokeCounts[entryIndex])
            where applies(Stroke(chord: index.chord(entryIndex, stroke: stroke), index: stroke, isScoped: scoped)) {
                let entry = self.entry(entryIndex)
                if let key = entry.key { found.append((entry, key, stroke)) }
                break
            }
        }
        return found
    }
}

/// One stroke of an entry's key and where the entry applies: what rules about a chord's modifiers
/// and key judge.
package struct Stroke: Sendable {
    package let chord: Chord
    /// 0 for the first stroke of a sequence (or a single chord).
    package let index: Int
    /// The entry has a `when` scope.
    package let isScoped: Bool

    package var isFirst: Bool { index == 0 }

    /// The only stroke of a single chord that `entry` would have.
    static func single(_ chord: Chord, for entry: ShortcutEntry) -> Stroke {
        Stroke(chord: chord, index: 0, isScoped: entry.when != nil)
    }
}
