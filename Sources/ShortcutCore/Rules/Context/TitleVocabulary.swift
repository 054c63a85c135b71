/// The significant words of titles (``TitleWords``) as small sorted integer lists, worked out once
/// per distinct title: a large manifest repeats its titles and nouns, and asking "do these two
/// commands share a word?" for every Shift variant must not split and hash strings each time.
///
/// Not shared between threads: each rule or suggester that compares titles keeps its own.
struct TitleVocabulary {
    private var numbers: [String: UInt32] = [:]
    private var titles: [String: [UInt32]] = [:]

    /// The title's significant words, numbered, ascending, without repeats.
    mutating func words(_ title: String?) -> [UInt32] {
        guard let title else { return [] }
        if let words = titles[title] { return words }
        var numbered = Set<UInt32>()
        for word in TitleWords.words(title) { numbered.insert(number(word)) }
        let words = numbered.sorted()
        titles[title] = words
        return words
    }

    /// The words of several titles together, ascending, without repeats.
    mutating func words(_ titles: [String]) -> [UInt32] {
        Set(titles.flatMap { words($0) }).sorted()
    }

    private mutating func number(_ word: String) -> UInt32 {
        if let number = numbers[word] { return number }
        let number = UInt32(numbers.count)
        numbers[word] = number
        return number
    }

    /// Whether two ascending lists share an element, in one merge pass.
    static func intersect(_ lhs: [UInt32], _ rhs: [UInt32]) -> Bool {
        var (left, right) = (0, 0)
        while left < lhs.count, right < rhs.count {
            if lhs[left] == rhs[right] { return true }
            if lhs[left] < rhs[right] { left += 1 } else { right += 1 }
        }
        return false
    }
}
