/// Which entries sit on each single chord, by scope and platform set, so that "is this chord
/// taken where this entry applies?" costs a few table lookups however large the manifest.
///
/// Built once per manifest (linear) by ``LintContext`` and shared by the rules and the chord
/// suggester. Per chord, scope and platform set it keeps the first two entries, which is enough
/// to answer for any entry with that entry itself left out.
package struct ChordOccupancy: Sendable {
    /// Entries whose whole shortcut is the chord.
    private var singles = IntegerTable<Slot>()
    /// Entries whose sequence starts with the chord: a single chord there would shadow them.
    private var leading = IntegerTable<Slot>()
    private let placements: Placements

    struct Slot: Sendable {
        var first: Int32
        var second: Int32 = -1
        var more = false

        mutating func add(_ index: Int) {
            if second < 0 { second = Int32(index) } else { more = true }
        }
    }

    init(_ manifest: Manifest, placements: Placements) {
        self.placements = placements
        for entry in manifest.shortcuts {
            guard let shortcut = entry.key?.shortcut else { continue }
            let chord = UInt32(shortcut.first.packed)
            let index = Int32(entry.index)
            let record = { (slot: inout Slot) in if slot.first != index { slot.add(entry.index) } }
            let own = Placements.key(chord, scope: placements.scope(of: entry), platforms: entry.platforms)
            let any = Placements.key(chord, scope: Placements.anyScope, platforms: entry.platforms)
            if shortcut.count == 1 {
                singles.update(own, default: Slot(first: index), record)
                singles.update(any, default: Slot(first: index), record)
            } else {
                leading.update(own, default: Slot(first: index), record)
                leading.update(any, default: Slot(first: index), record)
            }
        }
    }

    /// Entries whose shortcut is exactly `chord` in a scope and platforms overlapping `entry`'s,
    /// other than `entry`, in index order; `complete` is false when more may exist than are listed.
    func entries(on chord: Chord, overlapping entry: ShortcutEntry) -> (indices: [Int], complete: Bool) {
        Self.overlapping(singles, chord, entry, placements)
    }

    /// Whether giving `entry` the single chord `chord` would collide with another entry: the same
    /// chord, or the first stroke of a sequence, in an overlapping scope and platform.
    func isTaken(_ chord: Chord, for entry: ShortcutEntry) -> Bool {
        !entries(on: chord, overlapping: entry).indices.isEmpty
            || !Self.overlapping(leading, chord, entry, placements).indices.isEmpty
    }

    private static func overlapping(
        _ table: IntegerTable<Slot>, _ chord: Chord, _ entry: ShortcutEntry, _ placements: Placements
    )
        -> (indices: [Int], complete: Bool)
    {
        let scopes = placements.scopesMet(by: entry)
        var indices: [Int] = []
        var complete = true
        func add(_ slot: Slot?) {
            guard let slot else { return }
            for index in [slot.first, slot.second] where index >= 0 && Int(index) != entry.index && !indices.contains(Int(index)) {
                indices.append(Int(index))
            }
            if slot.more { complete = false }
        }
        for platforms in placements.platformSets where !platforms.isDisjoint(with: entry.platforms) {
            add(table[Placements.key(UInt32(chord.packed), scope: scopes.first, platforms: platforms)])
            if let scope = scopes.second { add(table[Placements.key(UInt32(chord.packed), scope: scope, platforms: platforms)]) }
        }
        if indices.count > 1 { indices.sort() }
        return (indices, complete)
    }
}
