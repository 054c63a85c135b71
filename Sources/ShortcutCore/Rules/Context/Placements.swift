/// Where each entry applies, as integers: its `when` scope numbered (0 for no `when`) and its
/// platform set, plus the few distinct platform sets of the manifest (or of the manifests of one
/// app, taken together).
///
/// Conflict checks ask "which entries share this chord where this entry applies?" about every
/// entry of a manifest; with scopes as small integers, a chord, a scope and a platform set pack
/// into one 64-bit ``IntegerTable`` key (``key(_:scope:platforms:)``) instead of a nested
/// dictionary of strings. A manifest uses a handful of platform sets, so "every set that
/// overlaps this entry's" is a short loop.
struct Placements: Sendable {
    /// The scope number of entries with no `when`: they apply everywhere.
    static let global: UInt32 = 0
    /// A pseudo-scope that records every entry whatever its scope: what an unscoped entry meets.
    static let anyScope: UInt32 = .max

    /// By slot: an entry's place in the list the placements were made from (for one manifest,
    /// its ``ShortcutEntry/index``).
    let scopes: [UInt32]
    /// The distinct platform sets of the manifest's entries, in ascending raw value.
    let platformSets: [PlatformSet]

    init(_ manifest: Manifest) { self.init(entries: manifest.shortcuts) }

    /// Placements of `entries`, each entry's slot being its position in the list.
    init(entries: [ShortcutEntry]) {
        var numbers: [String: UInt32] = [:]
        var scopes = [UInt32](repeating: Self.global, count: entries.count)
        var seen: UInt32 = 0  // bit i: a platform set of raw value i occurs (raw values < 32)
        var platformSets: Set<UInt8> = []
        for (slot, entry) in entries.enumerated() {
            if let when = entry.when {
                if let number = numbers[when] {
                    scopes[slot] = number
                } else {
                    let number = UInt32(numbers.count + 1)
                    numbers[when] = number
                    scopes[slot] = number
                }
            }
            let raw = entry.platforms.rawValue
            if raw < 32 { seen |= 1 << UInt32(raw) } else { platformSets.insert(raw) }
        }
        for raw in 0..<32 where seen & 1 << UInt32(raw) != 0 { platformSets.insert(UInt8(raw)) }
        self.scopes = scopes
        self.platformSets = platformSets.sorted().map(PlatformSet.init(rawValue:))
    }

    func scope(of entry: ShortcutEntry) -> UInt32 { scopes[entry.index] }

    /// The scopes the entry in `slot` meets others in: an unscoped entry meets every scope; a
    /// scoped one meets its own scope and the unscoped entries.
    func scopesMet(bySlot slot: Int) -> (first: UInt32, second: UInt32?) {
        let scope = scopes[slot]
        return scope == Self.global ? (Self.anyScope, nil) : (Self.global, scope)
    }

    func scopesMet(by entry: ShortcutEntry) -> (first: UInt32, second: UInt32?) { scopesMet(bySlot: entry.index) }

    /// One table key for a 24-bit item (a packed chord or a shortcut number), a scope and a
    /// platform set.
    static func key(_ item: UInt32, scope: UInt32, platforms: PlatformSet) -> UInt64 {
        UInt64(item) << 40 | UInt64(scope) << 8 | UInt64(platforms.rawValue)
    }
}
