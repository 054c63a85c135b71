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
        of chord: Chord, for entry: ShortcutEntry, lookup: inout ReservedLookup, occupancy: ChordOccupancy,
        relatedness: inout Relatedness, entries: [ShortcutEntry]
    ) -> (chord: Chord, base: Base)? {
        var firstUnrelated: (chord: Chord, base: Base)?
        for baseChord in baseChords(of: chord) {
            for row in lookup.rows(baseChord, on: entry.platforms) {
                if relatedness.isRelated(entry, to: row) { return nil }
                if firstUnrelated == nil { firstUnrelated = (baseChord, .row(row)) }
            }
            if let other = occupancy.entries(on: baseChord, overlapping: entry).indices.first {
                if relatedness.isRelated(entry, to: entries[other]) { return nil }
                if firstUnrelated == nil { firstUnrelated = (baseChord, .entry(other)) }
            }
        }
        return firstUnrelated
    }

    /// Whether two commands belong together, with each title's words worked out once.
    struct Relatedness {
        let reserved: ReservedTable
        private var vocabulary = TitleVocabulary()
        private var rowWords: [String: [UInt32]] = [:]

        init(_ reserved: ReservedTable) { self.reserved = reserved }

        /// Related to a row: the entry names the row in `complements`, or its title shares a
        /// significant word with a title of the row or of a row the table pairs with it (Redo
        /// Last Change for Undo; Apple's titles are such words, so "Redo" itself relates too).
        mutating func isRelated(_ entry: ShortcutEntry, to row: ReservedEntry) -> Bool {
            if entry.complements == row.id { return true }
            return TitleVocabulary.intersect(vocabulary.words(entry.title), words(of: row))
        }

        /// Related to another entry: either names the other's id in `complements`, or the titles
        /// share a significant word (Close and Close All).
        mutating func isRelated(_ entry: ShortcutEntry, to other: ShortcutEntry) -> Bool {
            if let complements = entry.complements, complements == other.id { return true }
            if let complements = other.complements, complements == entry.id { return true }
            return TitleVocabulary.intersect(vocabulary.words(entry.title), vocabulary.words(other.title))
        }

        /// The significant words of a row's titles and of its partners' titles.
        private mutating func words(of row: ReservedEntry) -> [UInt32] {
            if let words = rowWords[row.id] { return words }
            let rows = [row] + row.complements.compactMap { reserved.entry(id: $0) }
            let words = vocabulary.words(rows.flatMap(\.titles))
            rowWords[row.id] = words
            return words
        }
    }
}
