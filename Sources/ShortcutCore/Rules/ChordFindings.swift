/// Helpers for the rules that judge a custom entry's chord (``ChordProblem``).
extension LintContext {
    /// Entries with their own chord (``hasOwnChord(_:)``) that have a stroke `problem` owns, with
    /// the first such stroke.
    func entries(ownedBy problem: ChordProblem) -> [(entry: ShortcutEntry, key: ParsedShortcut, stroke: Int)] {
        guard enabledRuleIDs.contains(problem.ruleID) else { return [] }
        var owned: [(entry: ShortcutEntry, key: ParsedShortcut, stroke: Int)] = []
        for entry in manifest.shortcuts {
            guard let key = entry.key, hasOwnChord(entry),
                let stroke = policy.stroke(of: key.shortcut, ownedBy: problem, scoped: entry.when != nil)
            else { continue }
            owned.append((entry, key, stroke))
        }
        return owned
    }

    /// The custom entries (``isCustom(_:)``) and how many of them satisfy `predicate`.
    func customCount(where predicate: (ParsedShortcut) -> Bool) -> (matching: Int, total: Int) {
        var matching = 0
        var total = 0
        for entry in manifest.shortcuts where isCustom(entry) {
            total += 1
            if let key = entry.key, predicate(key) { matching += 1 }
        }
        return (matching, total)
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

    /// Whether any stroke holds `modifier`.
    func uses(_ modifier: Modifier) -> Bool {
        chords.contains { $0.modifiers.contains(modifier) }
    }
}

/// "1 of 4 custom shortcuts uses", "3 of 24 custom shortcuts use".
func countPhrase(_ count: Int, of total: Int, _ noun: String, verb: String) -> String {
    "\(count) of \(total) \(noun)\(total == 1 ? "" : "s") \(count == 1 ? verb + "s" : verb)"
}

/// A share as a whole percentage (0.25 → "25%").
func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
