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
        var entry: ShortcutEntry
        var suppression: Suppression
    }

    /// Marks the findings the entries allow; returns the suppressions that matched none.
    @discardableResult
    static func apply(to findings: inout [Finding], in manifest: Manifest, unsuppressible: Set<String> = []) -> [Unused] {
        let allowing = manifest.shortcuts.filter { !$0.allow.isEmpty }.sorted { $0.range.start < $1.range.start }
        guard !allowing.isEmpty else { return [] }
        var positionByEntry: [Int: Int] = [:]
        for (position, entry) in allowing.enumerated() { positionByEntry[entry.position] = position }
        var used = allowing.map { [Bool](repeating: false, count: $0.allow.count) }
        for index in findings.indices where !unsuppressible.contains(findings[index].ruleID) {
            let position: Int?
            if let entry = findings[index].entry {
                position = positionByEntry[entry.index]
            } else {
                position = enclosing(findings[index].range.start, in: allowing)
            }
            guard let position,
                let slot = allowing[position].allow.firstIndex(where: { $0.ruleID == findings[index].ruleID })
            else { continue }
            findings[index].suppression = .inSource(reason: allowing[position].allow[slot].reason)
            used[position][slot] = true
        }
        var unused: [Unused] = []
        for (position, entry) in allowing.enumerated() {
            for (slot, suppression) in entry.allow.enumerated() where !used[position][slot] {
                unused.append(Unused(entry: entry, suppression: suppression))
            }
        }
        return unused
    }

    /// The entry (among those sorted by start) whose text holds `offset`.
    private static func enclosing(_ offset: Int, in entries: [ShortcutEntry]) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].range.start <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, offset < entries[low - 1].range.end else { return nil }
        return low - 1
    }
}
