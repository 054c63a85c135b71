/// The HIG's "adding a modifier to an existing shortcut" relation, shared by
/// `unrelated-shift-variant` and the chord suggester so that they judge a chord the same way.
///
/// A chord with Command plus Shift and/or Option varies each chord obtained by taking Shift,
/// Option or both away (Shift-Command-Z varies Command-Z). A base exists when the reserved table
/// has a row on it for the entry's platforms, or another entry sits on it in an overlapping scope.
/// The variant is acceptable when it is related to at least one existing base.
enum ShiftVariants {
    /// What a variant varies: a reserved row or another entry (by index).
    enum Base {
        case row(ReservedEntry)
        case entry(Int)
    }

    /// The chords `chord` adds Shift or Option to, nearest first; empty unless it has Command.
    static func baseChords(of chord: Chord) -> [Chord] {
        guard chord.modifiers.contains(.command) else { return [] }
        var bases: [Chord] = []
        for removed in [ModifierSet.shift, .option, [.shift, .option]] where chord.modifiers.isSuperset(of: removed) {
            bases.append(Chord(key: chord.key, modifiers: chord.modifiers.subtracting(removed)))
        }
        return bases
    }

    /// The existing base `entry` would vary with `chord`, when it is related to none of them.
    static func unrelatedBase(
        of chord: Chord, for entry: ShortcutEntry, rows: (Chord) -> [ReservedEntry], occupancy: ChordOccupancy,
        rowWords: inout RowWords, entryAt: (Int) -> ShortcutEntry
    ) -> (chord: Chord, base: Base)? {
        var firstUnrelated: (chord: Chord, base: Base)?
        var words: Set<String>?
        for baseChord in baseChords(of: chord) {
            for row in rows(baseChord) {
                if isRelated(entry, to: row, rowWords: &rowWords, words: &words) { return nil }
                if firstUnrelated == nil { firstUnrelated = (baseChord, .row(row)) }
            }
            if let other = occupancy.entries(on: baseChord, overlapping: entry).indices.first {
                if isRelated(entry, to: entryAt(other), words: &words) { return nil }
                if firstUnrelated == nil { firstUnrelated = (baseChord, .entry(other)) }
            }
        }
        return firstUnrelated
    }

    /// Related to a row: the entry names the row in `complements`, or its title shares a
    /// significant word with a title of the row or of a row the table pairs with it (Redo Last
    /// Change for Undo; Apple's titles are such words, so "Redo" itself relates too).
    static func isRelated(_ entry: ShortcutEntry, to row: ReservedEntry, rowWords: inout RowWords, words: inout Set<String>?)
        -> Bool
    {
        if entry.complements == row.id { return true }
        let own = words ?? TitleWords.significant(entry.title)
        words = own
        return !own.isDisjoint(with: rowWords.words(of: row))
    }

    /// The significant words of a row's titles and of its partners' titles, worked out once per row.
    struct RowWords {
        let reserved: ReservedTable
        private var cache: [String: Set<String>] = [:]

        init(_ reserved: ReservedTable) { self.reserved = reserved }

        mutating func words(of row: ReservedEntry) -> Set<String> {
            if let words = cache[row.id] { return words }
            let rows = [row] + row.complements.compactMap { reserved.entry(id: $0) }
            let words = Set(rows.flatMap(\.titles).flatMap { TitleWords.words($0) })
            cache[row.id] = words
            return words
        }
    }

    /// Related to another entry: either names the other's id in `complements`, or the titles
    /// share a significant word (Close and Close All).
    static func isRelated(_ entry: ShortcutEntry, to other: ShortcutEntry, words: inout Set<String>?) -> Bool {
        if let complements = entry.complements, complements == other.id { return true }
        if let complements = other.complements, complements == entry.id { return true }
        let own = words ?? TitleWords.significant(entry.title)
        words = own
        return !own.isDisjoint(with: TitleWords.significant(other.title))
    }
}
