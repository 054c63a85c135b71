/// Which entries sit on each single chord, by scope and platform set, so that "is this chord
/// taken where this entry applies?" costs a few dictionary lookups however large the manifest.
///
/// Built once per manifest (linear). Per chord it keeps the first two entries of each scope and
/// platform set, which is enough to answer for any entry with that entry itself left out.
struct ChordOccupancy {
    /// Entries whose whole shortcut is the chord.
    private var singles: [UInt16: Occupants] = [:]
    /// Entries whose sequence starts with the chord: a single chord there would shadow them.
    private var leading: [UInt16: Occupants] = [:]

    init(_ manifest: Manifest) {
        let entries = manifest.shortcuts
        for position in entries.indices {
            guard let shortcut = entries[position].key?.shortcut else { continue }
            if shortcut.count == 1 {
                singles[shortcut.first.packed, default: Occupants()].record(entries[position])
            } else {
                leading[shortcut.first.packed, default: Occupants()].record(entries[position])
            }
        }
    }

    /// Entries whose shortcut is exactly `chord` in a scope and platforms overlapping `entry`'s,
    /// other than `entry`; `complete` is false when more may exist than are listed.
    func entries(on chord: Chord, overlapping entry: ShortcutEntry) -> (indices: [Int], complete: Bool) {
        singles[chord.packed]?.overlapping(entry) ?? ([], true)
    }

    /// Whether giving `entry` the single chord `chord` would collide with another entry: the same
    /// chord, or the first stroke of a sequence, in an overlapping scope and platform.
    func isTaken(_ chord: Chord, for entry: ShortcutEntry) -> Bool {
        !entries(on: chord, overlapping: entry).indices.isEmpty
            || !(leading[chord.packed]?.overlapping(entry).indices.isEmpty ?? true)
    }
}

/// The first two entries of one chord per scope and platform set.
private struct Occupants {
    struct Slot {
        var first: Int
        var second: Int?
        var more = false
    }

    /// Entries with no `when` (they apply everywhere), by platform set.
    var global: [PlatformSet: Slot] = [:]
    /// Entries by `when` scope, then platform set.
    var scoped: [String: [PlatformSet: Slot]] = [:]
    /// Entries of every scope, by platform set (what an unscoped entry meets).
    var any: [PlatformSet: Slot] = [:]

    mutating func record(_ entry: ShortcutEntry) {
        Self.add(entry.index, to: &any[entry.platforms])
        if let when = entry.when {
            Self.add(entry.index, to: &scoped[when, default: [:]][entry.platforms])
        } else {
            Self.add(entry.index, to: &global[entry.platforms])
        }
    }

    private static func add(_ index: Int, to slot: inout Slot?) {
        guard var filled = slot else {
            slot = Slot(first: index)
            return
        }
        if filled.second == nil { filled.second = index } else { filled.more = true }
        slot = filled
    }

    func overlapping(_ entry: ShortcutEntry) -> (indices: [Int], complete: Bool) {
        let pools = entry.when.map { [global, scoped[$0] ?? [:]] } ?? [any]
        var indices: [Int] = []
        var complete = true
        for pool in pools {
            for (platforms, slot) in pool where !platforms.isDisjoint(with: entry.platforms) {
                for index in [slot.first, slot.second].compactMap({ $0 }) where index != entry.index {
                    indices.append(index)
                }
                if slot.more { complete = false }
            }
        }
        return (indices.sorted(), complete)
    }
}
