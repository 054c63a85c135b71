/// Finds, in one pass over a list of entries, each entry that collides with an earlier one: the
/// same shortcut, a shorter shortcut that starts its sequence, or a longer sequence it starts, in
/// an overlapping scope and platform. Linear: per shortcut, scope and platform set only the first
/// entry is kept, so each check is a few table lookups however many entries share a chord.
struct ConflictScan {
    struct Conflict {
        enum Kind {
            case sameShortcut
            /// One entry's whole shortcut starts the other's sequence, so it fires first.
            case shadowsSequence(shorterIsLater: Bool)
        }

        /// Slots (places in the scanned list) of the reported entry and the one it collides with.
        var later: Int
        var earlier: Int
        var kind: Kind
    }

    let entries: [ShortcutEntry]
    let placements: Placements

    func conflicts() -> [Conflict] {
        var numbers = ShortcutNumbers()
        var exact = FirstOccupants(placements)
        var prefixes = FirstOccupants(placements)
        var found: [Conflict] = []
        for slot in entries.indices {
            // A hidden menu item takes part in no key matching while it is hidden (AppKit,
            // NSMenuItem.isHidden), so it neither takes a chord nor loses one.
            guard !entries[slot].isHidden, let shortcut = entries[slot].key?.shortcut else { continue }
            let platforms = entries[slot].platforms
            let number = numbers.number(of: shortcut)
            if let other = exact.first(on: number, meeting: slot, platforms) {
                found.append(Conflict(later: slot, earlier: other, kind: .sameShortcut))
            } else if let other = shorterSequence(of: shortcut, slot, platforms, exact, &numbers) {
                found.append(Conflict(later: slot, earlier: other, kind: .shadowsSequence(shorterIsLater: false)))
            } else if let other = prefixes.first(on: number, meeting: slot, platforms) {
                found.append(Conflict(later: slot, earlier: other, kind: .shadowsSequence(shorterIsLater: true)))
            }
            exact.record(slot, platforms, on: number)
            for length in stride(from: 1, to: shortcut.count, by: 1) {
                prefixes.record(slot, platforms, on: numbers.number(of: shortcut.prefix(length)))
            }
        }
        return found
    }

    private func shorterSequence(
        of shortcut: Shortcut, _ slot: Int, _ platforms: PlatformSet, _ exact: FirstOccupants, _ numbers: inout ShortcutNumbers
    ) -> Int? {
        for length in stride(from: 1, to: shortcut.count, by: 1) {
            if let other = exact.first(on: numbers.number(of: shortcut.prefix(length)), meeting: slot, platforms) { return other }
        }
        return nil
    }
}

/// Numbers the distinct shortcuts of a scan densely, so that a shortcut, a scope and a platform
/// set fit one ``IntegerTable`` key (``Placements/key(_:scope:platforms:)``).
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

/// The earliest slot on each shortcut per scope and platform set. Entries meet only in the same
/// scope: an entry in a narrower scope overrides a wider one there (a view's key handling runs
/// before the menu's key equivalents), and different scopes are different focus areas.
private struct FirstOccupants {
    private let placements: Placements
    private var first = IntegerTable<Int32>()

    init(_ placements: Placements) { self.placements = placements }

    mutating func record(_ slot: Int, _ platforms: PlatformSet, on number: UInt32) {
        first.update(Placements.key(number, scope: placements.scopes[slot], platforms: platforms), default: Int32(slot)) { _ in }
    }

    /// The earliest recorded slot in the scope of `slot`, on a platform it shares.
    func first(on number: UInt32, meeting slot: Int, _ platforms: PlatformSet) -> Int? {
        let scope = placements.scopes[slot]
        var earliest = Int32.max
        for candidates in placements.platformSets where !candidates.isDisjoint(with: platforms) {
            if let found = first[Placements.key(number, scope: scope, platforms: candidates)] { earliest = min(earliest, found) }
        }
        return earliest == .max ? nil : Int(earliest)
    }
}
