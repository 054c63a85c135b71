/// How the reserved table sees one entry's key, decided once per entry so that system-reserved,
/// repurposed-standard and every chord-level rule agree on it.
///
/// A key the table claims (`systemReserved`, `repurposed`) must change whatever else is wrong
/// with it, so the chord-level rules leave it to the table's rule: one problem, one finding.
public enum TableVerdict: UInt8, Sendable {
    /// No row matches, or nothing the table objects to.
    case free
    /// The row's own action under its own title (Copy on Command-C, Bigger on Shift-Command-=).
    case standardUse
    /// A stroke the system takes on one of the entry's platforms.
    case systemReserved
    /// A standard chord declared for another action.
    case repurposed
    /// A standard chord redefined on purpose (`repurposes: <row id>`).
    case deliberateRepurpose

    /// The verdict and, for a standard use, the row the entry implements. `title` gives the
    /// normalised title (``TitleMatching``) and is called only when a row matches, which is rare
    /// in a large manifest; `rows` looks chords up on the entry's platforms (callers cache it:
    /// manifests repeat chords).
    static func judge(
        _ key: ParsedShortcut, title normalizedTitle: () -> String?, repurposes: String?, rows: (Chord) -> [ReservedEntry]
    ) -> (verdict: TableVerdict, standardUse: ReservedEntry?) {
        var normalized: String??
        func title() -> String? {
            if let normalized { return normalized }
            let title = normalizedTitle()
            normalized = .some(title)
            return title
        }
        let single = key.shortcut.count == 1
        var standardUse: ReservedEntry?
        var firstRows: [ReservedEntry] = []
        if single {
            firstRows = rows(key.shortcut.first)
            standardUse = firstRows.isEmpty ? nil : firstRows.first { $0.matchesTitle(normalized: title()) }
        }
        for chord in key.chords {
            let matched = single ? firstRows : rows(chord)
            guard let system = matched.first(where: \.system) else { continue }
            if single, system.matchesTitle(normalized: title()) { return (.standardUse, standardUse) }
            return (.systemReserved, standardUse)
        }
        guard single, !firstRows.isEmpty else { return (.free, nil) }
        if standardUse != nil { return (.standardUse, standardUse) }
        // Without a title there is nothing to compare; invalid-manifest reports the gap.
        guard title() != nil else { return (.free, nil) }
        if let id = repurposes, firstRows.contains(where: { $0.id == id }) { return (.deliberateRepurpose, nil) }
        return (.repurposed, nil)
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
}
