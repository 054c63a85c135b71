/// How many single-character edits turn one word into another (Levenshtein): enough to turn a
/// misspelt option, rule id or config key into a "did you mean" hint.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word` within `limit` edits (the first on a tie), if any.
    public static func closest(to word: String, in candidates: some Sequence<String>, limit: Int) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(candidate, word)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
