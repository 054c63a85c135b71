/// What the rules ask about every entry, in flat arrays by ``ShortcutEntry/index``, worked out in
/// one pass when the ``LintContext`` is made: a rule that scans a million entries reads a few
/// bytes per entry here instead of copying entries and re-reading the reserved table.
///
/// The one judgement made here is shared by several rules and by the counts they print: whether
/// an entry is a standard shortcut declared for its own action (Copy on Command-C), or a key its
/// view answers as it is operated (``ShortcutEntry/isControlKey``: a dialog's Return, a list's
/// arrows), which makes every other entry *custom*.
struct EntryIndex: Sendable {
    /// Each entry's shortcut (``Shortcut/storage``); 0 without a parsed key.
    let shortcuts: [UInt64]
    /// Each entry's number of strokes; 0 without a parsed key.
    let strokeCounts: [UInt8]
    /// The reserved row each entry implements (an index into the table's entries), -1 for a
    /// custom entry, ``controlKey`` for a view's control key.
    let standardUseRows: [Int32]
    /// In ``standardUseRows``: a key the entry's view answers as it is operated, no custom shortcut.
    static let controlKey: Int32 = -2
    /// Bit `i` set when stroke `i` of the entry's key triggers some reserved row on its platforms.
    let strokesOnTable: [UInt8]
    /// Custom shortcuts and their Control and Option use.
    let tally: CustomTally

    init(_ manifest: Manifest, _ reserved: ReservedTable) {
        let entries = manifest.shortcuts
        var shortcuts = [UInt64](repeating: 0, count: entries.count)
        var strokeCounts = [UInt8](repeating: 0, count: entries.count)
        var standardUseRows = [Int32](repeating: -1, count: entries.count)
        var strokesOnTable = [UInt8](repeating: 0, count: entries.count)
        var tally = CustomTally()
        var lookup = ReservedLookup(reserved)
        for position in entries.indices {
            guard let shortcut = entries[position].key?.shortcut else { continue }
            let index = entries[position].index
            shortcuts[index] = shortcut.storage
            strokeCounts[index] = UInt8(shortcut.count)
            let platforms = entries[position].platforms
            for stroke in 0..<shortcut.count {
                let chord = Chord(packed: UInt16(truncatingIfNeeded: shortcut.storage >> (16 * UInt64(stroke))))
                if lookup.hasRows(chord, on: platforms) { strokesOnTable[index] |= 1 << UInt8(stroke) }
            }
            if entries[position].isControlKey {
                standardUseRows[index] = Self.controlKey
                continue
            }
            if shortcut.count == 1, strokesOnTable[index] != 0,
                let row = OwnUse.row(of: entries[position], among: lookup.rows(shortcut.first, on: platforms), in: manifest)
            {
                standardUseRows[index] = Int32(reserved.position(ofID: row.id) ?? -1)
                continue
            }
            tally.count(shortcut)
        }
        self.shortcuts = shortcuts
        self.strokeCounts = strokeCounts
        self.standardUseRows = standardUseRows
        self.strokesOnTable = strokesOnTable
        self.tally = tally
    }

    func isCustom(_ index: Int) -> Bool { strokeCounts[index] > 0 && standardUseRows[index] == -1 }

    /// Stroke `stroke` of entry `index`'s key.
    func chord(_ index: Int, stroke: Int) -> Chord {
        Chord(packed: UInt16(truncatingIfNeeded: shortcuts[index] >> (16 * UInt64(stroke))))
    }
}

/// How many custom shortcuts a manifest has, and how many hold Control or Option in some stroke:
/// the counts control-modifier, option-modifier and too-many-custom print and judge by.
package struct CustomTally: Sendable {
    package private(set) var total = 0
    package private(set) var usingControl = 0
    package private(set) var usingOption = 0

    mutating func count(_ shortcut: Shortcut) {
        var held: UInt64 = 0
        for stroke in 0..<shortcut.count { held |= shortcut.storage >> (16 * UInt64(stroke) + 8) & 0xFF }
        let modifiers = ModifierSet(rawValue: UInt8(held))
        total += 1
        if modifiers.contains(.control) { usingControl += 1 }
        if modifiers.contains(.option) { usingOption += 1 }
    }
}

/// Reserved-table lookups by chord and platform set, remembered: a large manifest uses a few
/// hundred distinct chords, so each is looked up once.
struct ReservedLookup {
    let table: ReservedTable
    private var cache = IntegerTable<[ReservedEntry]>()

    init(_ table: ReservedTable) { self.table = table }

    mutating func rows(_ chord: Chord, on platforms: PlatformSet) -> [ReservedEntry] {
        let key = UInt64(chord.packed) << 8 | UInt64(platforms.rawValue)
        if let rows = cache[key] { return rows }
        let rows = table.matches(chord, on: platforms)
        cache[key] = rows
        return rows
    }

    mutating func hasRows(_ chord: Chord, on platforms: PlatformSet) -> Bool { !rows(chord, on: platforms).isEmpty }
}
