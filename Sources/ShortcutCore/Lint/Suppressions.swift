/// Hides findings an entry explicitly allows (`allow: [rule-id]`, or a `# shortcut-lint: allow`
/// comment in YAML). Suppressed findings stay in the results, marked with the reason, so the JSON
/// report still shows them; they are not counted.
///
/// A finding belongs to an entry when it names the entry, or when it points inside the entry's
/// text (an unknown field of that entry). Rules that cannot be turned off cannot be suppressed
/// either.
enum Suppressions {
    /// An allowed rule id that hid nothing: `unused-suppression` reports it.
    struct Unused: Sendable {
        /// The entry's index in `manifest.shortcuts`.
        var entry: Int
        var suppression: Suppression
    }

    /// Marks the findings the entries allow; returns the suppressions that matched none.
    ///
    /// Works on indices and flat tables (a manifest may hold a million entries, each with an
    /// allow): no entry is copied and no per-entry dictionary is built.
    @discardableResult
    static func apply(to findings: inout [Finding], in manifest: Manifest, unsuppressible: Set<String> = []) -> [Unused] {
        let entries = manifest.shortcuts
        // Entries that allow something, in source order, and where each one's slots start in `used`.
        var allowing = entries.indices.filter { !entries[$0].allow.isEmpty }
        guard !allowing.isEmpty else { return [] }
        if !allowing.indices.dropFirst().allSatisfy({ entries[allowing[$0 - 1]].range.start <= entries[allowing[$0]].range.start }) {
            allowing.sort { entries[$0].range.start < entries[$1].range.start }
        }
        var firstSlot: [Int] = []
        firstSlot.reserveCapacity(allowing.count + 1)
        var slots = 0
        for index in allowing {
            firstSlot.append(slots)
            slots += entries[index].allow.count
        }
        var used = [Bool](repeating: false, count: slots)
        // A finding names its entry by list position; map positions to places in `allowing`.
        var placeByPosition = [Int](repeating: -1, count: (entries.last?.position ?? 0) + 1)
        for (place, index) in allowing.enumerated() where entries[index].position < placeByPosition.count {
            placeByPosition[entries[index].position] = place
        }

        for index in findings.indices where !unsuppressible.contains(findings[index].ruleID) {
            let place: Int?
            if let entry = findings[index].entry {
                place =
                    entry.index >= 0 && entry.index < placeByPosition.count && placeByPosition[entry.index] >= 0
                    ? placeByPosition[entry.index] : nil
            } else {
                place = enclosing(findings[index].range.start, in: allowing, of: entries)
            }
            guard let place else { continue }
            let allow = entries[allowing[place]].allow
            guard let slot = allow.firstIndex(where: { $0.ruleID == findings[index].ruleID }) else { continue }
            findings[index].suppression = .inSource(reason: allow[slot].reason)
            used[firstSlot[place] + slot] = true
        }

        var unused: [Unused] = []
        for (place, index) in allowing.enumerated() {
            for (slot, suppression) in entries[index].allow.enumerated() where !used[firstSlot[place] + slot] {
                unused.append(Unused(entry: index, suppression: suppression))
            }
        }
        guard unused.contains(where: { $0.suppression.origin == .comment }) else { return unused }
        return sharedCommentsCountedOnce(unused, used: used, allowing: allowing, firstSlot: firstSlot, entries: entries)
    }

    /// One comment in code or Interface Builder may stand above several entries (two items made
    /// on one line): each rule id it names is one suppression, used when it hid a finding of any
    /// of them, and reported unused once. Its ids are told apart by where they are written.
    private static func sharedCommentsCountedOnce(
        _ unused: [Unused], used: [Bool], allowing: [Int], firstSlot: [Int], entries: [ShortcutEntry]
    ) -> [Unused] {
        var usedComments = Set<Int>()
        for (place, index) in allowing.enumerated() {
            for (slot, suppression) in entries[index].allow.enumerated()
            where suppression.origin == .comment && used[firstSlot[place] + slot] {
                usedComments.insert(suppression.range.start)
            }
        }
        var reported = Set<Int>()
        return unused.filter {
            $0.suppression.origin != .comment
                || (!usedComments.contains($0.suppression.range.start) && reported.insert($0.suppression.range.start).inserted)
        }
    }

    /// The place in `allowing` (entry indices sorted by start) of the entry whose text holds
    /// `offset`.
    private static func enclosing(_ offset: Int, in allowing: [Int], of entries: [ShortcutEntry]) -> Int? {
        var low = 0
        var high = allowing.count
        while low < high {
            let mid = (low + high) / 2
            if entries[allowing[mid]].range.start <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, offset < entries[allowing[low - 1]].range.end else { return nil }
        return low - 1
    }
}
