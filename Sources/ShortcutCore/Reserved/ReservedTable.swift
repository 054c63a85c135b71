/// The reserved and standard shortcuts, indexed by chord for constant-time lookups.
///
/// The built-in table is `Resources/reserved.json`, compiled into the binary
/// (``ReservedTable/builtIn``); teams add their own house rows with `--reserved FILE` or the
/// config's `reserved:` (same format; an entry with an existing id replaces it).
public struct ReservedTable: Sendable {
    public private(set) var entries: [ReservedEntry]
    /// The OS releases to check against: a row whose ``ReservedEntry/versions`` leave out the chosen
    /// release of a platform is not matched on that platform (F12 Dashboard on macOS 15). Any
    /// release by default. ``LintConfiguration/platformVersions`` sets it for a lint run.
    var platformVersions = PlatformVersions.any
    private var indicesByChord: [UInt16: [Int]] = [:]
    private var patternIndices: [Int] = []
    private var indexByID: [String: Int] = [:]
    /// The families of the rows by their titles (``FamilyTitles``), made anew when rows change.
    private(set) var familyTitles = FamilyTitles()

    public init(entries: [ReservedEntry]) {
        self.entries = []
        self.entries.reserveCapacity(entries.count)
        indexByID.reserveCapacity(entries.count)
        indicesByChord.reserveCapacity(entries.count)
        for entry in entries { add(entry) }
    }

    /// The table compiled into the binary: `Resources/reserved.json` as Swift values, generated
    /// from it by the tests (`EmbeddedTableSource`), so no JSON is parsed at launch.
    public static let builtIn = ReservedTable(entries: EmbeddedReservedTable.entries)

    /// Every entry `chord` triggers on at least one of `platforms` at the chosen
    /// ``platformVersions``, system rows first.
    public func matches(_ chord: Chord, on platforms: PlatformSet) -> [ReservedEntry] {
        var found: [ReservedEntry] = []
        for index in indicesByChord[chord.packed] ?? [] where entries[index].applies(on: platforms, at: platformVersions) {
            found.append(entries[index])
        }
        for index in patternIndices where entries[index].matches(chord) && entries[index].applies(on: platforms, at: platformVersions) {
            found.append(entries[index])
        }
        found.sort { $0.system && !$1.system }
        return found
    }

    public func entry(id: String) -> ReservedEntry? { indexByID[id].map { entries[$0] } }

    /// Where the entry with `id` sits in ``entries``: a compact handle for per-entry tables.
    func position(ofID id: String) -> Int? { indexByID[id] }

    /// This table with `other`'s entries added; an entry whose id already exists replaces it. The
    /// chosen ``platformVersions`` stay this table's.
    public func merging(_ other: ReservedTable) -> ReservedTable {
        var merged = self
        for entry in other.entries { merged.add(entry) }
        merged.familyTitles = FamilyTitles()
        return merged
    }

    private mutating func add(_ entry: ReservedEntry) {
        if let existing = indexByID[entry.id] {
            // Replace in place, re-indexing only if the chord moved.
            let old = entries[existing]
            entries[existing] = entry
            if old.chord != entry.chord || old.match != entry.match {
                unindex(existing, old)
                index(existing, entry)
            }
            return
        }
        let position = entries.count
        entries.append(entry)
        indexByID[entry.id] = position
        index(position, entry)
    }

    private mutating func index(_ position: Int, _ entry: ReservedEntry) {
        switch entry.match {
        case .exact: indicesByChord[entry.chord.packed, default: []].append(position)
        case .withAnyExtraModifier: patternIndices.append(position)
        }
    }

    private mutating func unindex(_ position: Int, _ entry: ReservedEntry) {
        switch entry.match {
        case .exact: indicesByChord[entry.chord.packed]?.removeAll { $0 == position }
        case .withAnyExtraModifier: patternIndices.removeAll { $0 == position }
        }
    }
}
