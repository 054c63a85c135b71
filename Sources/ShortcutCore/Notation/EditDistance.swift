/// Levenshtein distance, for "did you mean …?" hints on misspelt modifiers, keys, options and
/// rule ids. Inputs are short names, so the simple two-row algorithm is plenty.
///
/// ``suggestion(for:among:)`` is the one place that decides what counts as a near miss; callers
/// only phrase it.
package enum EditDistance {
    /// The name a user most likely meant by `word`: the first candidate it starts (for a word of
    /// three or more characters: `explain dup` → `duplicate-shortcut`), else the closest one
    /// within a third of its length in edits (at least two).
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        if word.count >= 3, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) { return prefixed }
        return closest(to: word, in: candidates, limit: max(2, word.count / 3))
    }

    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` within `limit` edits, if any (ties: the first listed).
    /// Candidates whose length alone puts them past `limit` are skipped without comparing, so a
    /// megabyte of junk in a key string costs one pass over it, not one per key name.
    static func closest(to word: String, in candidates: [String], limit: Int = 2) -> String? {
        let length = word.lowercased().count
        var best: (String, Int)?
        for candidate in candidates where abs(candidate.lowercased().count - length) <= limit {
            let distance = between(word, candidate)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
