/// Helpers for the rules that judge a custom entry's chord (``ChordProblem``).
extension LintContext {
    /// Entries with their own chord (``hasOwnChord(_:)``) that have a stroke `problem` owns, with
    /// the first such stroke.
    func entries(ownedBy problem: ChordProblem) -> [(entry: ShortcutEntry, key: ParsedShortcut, stroke: Int)] {
        var owned: [(entry: ShortcutEntry, key: ParsedShortcut, stroke: Int)] = []
        for index in facts.indices where facts[index].has(problem) {
            let entry = entry(index)
            guard let key = entry.key, let stroke = policy.stroke(of: key.shortcut, ownedBy: problem, scoped: entry.when != nil)
            else { continue }
            owned.append((entry, key, stroke))
        }
        return owned
    }
}

extension ParsedShortcut {
    /// How a message names stroke `index`: the whole key as written for a single chord, or the
    /// stroke in HIG text and symbols followed by the sequence it belongs to.
    func describe(stroke index: Int) -> String {
        guard shortcut.count > 1 else { return display }
        let chord = chords[index]
        return "\(chord.higText) (\(chord.symbols)), a stroke of \(display),"
    }

}

/// "1 of 4 custom shortcuts uses", "3 of 24 custom shortcuts use".
func countPhrase(_ count: Int, of total: Int, _ noun: String, verb: String) -> String {
    "\(count) of \(total) \(noun)\(total == 1 ? "" : "s") \(count == 1 ? verb + "s" : verb)"
}

/// A share as a whole percentage (0.25 → "25%").
func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

extension LintContext {
    /// The entries `predicate` selects, read in place: a rule scanning a million entries copies
    /// only the ones it reports on.
    func entries(where predicate: (ShortcutEntry) -> Bool) -> [ShortcutEntry] {
        let entries = manifest.shortcuts
        var selected: [ShortcutEntry] = []
        for position in entries.indices where predicate(entries[position]) { selected.append(entries[position]) }
        return selected
    }
}
