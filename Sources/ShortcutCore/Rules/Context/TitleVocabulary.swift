/// The significant words of titles (``TitleWords``) as small sorted integer lists, worked out once
/// per distinct title: a large manifest repeats its titles and nouns, and asking "do these two
/// commands share a word?" for every Shift variant must not split and hash strings each time.
/// Titles and words are looked up by their UTF-8 bytes (``TextInterner``), never as `String`
/// keys.
///
/// Not shared between threads: each rule or suggester that compares titles keeps its own.
struct TitleVocabulary {
    /// Distinct titles; `titleWords[i]` holds the words of title `i`.
    private var titles = TextInterner()
    private var titleWords: [[UInt32]] = []
    /// Distinct words (before ``TitleWords/ignored`` is applied); a word's number is its index.
    private var numbers = TextInterner()
    private var isIgnored: [Bool] = []

    /// The title's significant words and their roots (``TitleWords/root(of:)``), numbered,
    /// ascending, without repeats.
    mutating func words(_ title: String?) -> [UInt32] {
        guard let title else { return [] }
        return title.utf8.withContiguousStorageIfAvailable { words(ofBytes: $0) } ?? words(ofBytes: Array(title.utf8))
    }

    /// The words of several titles together, ascending, without repeats.
    mutating func words(_ titles: [String]) -> [UInt32] {
        var numbered = titles.flatMap { words($0) }
        Self.sortAndRemoveRepeats(&numbered)
        return numbered
    }

    private mutating func words(ofBytes title: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        let (index, isNew) = titles.intern(title)
        if !isNew { return titleWords[index] }
        var words: [UInt32] = []
        TitleWords.forEachWord(in: title) { word in
            let number = number(word)
            if !isIgnored[number] { words.append(UInt32(number)) }
            if let root = TitleWords.root(of: word) {
                let rootNumber = self.number(root)
                if !isIgnored[rootNumber] { words.append(UInt32(rootNumber)) }
            }
        }
        Self.sortAndRemoveRepeats(&words)
        titleWords.append(words)
        return words
    }

    private mutating func words(ofBytes title: [UInt8]) -> [UInt32] {
        title.withUnsafeBufferPointer { words(ofBytes: $0) }
    }

    private mutating func number(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        let (number, isNew) = numbers.intern(word)
        if isNew { isIgnored.append(TitleWords.ignored.contains(numbers[number])) }
        return number
    }

    private static func sortAndRemoveRepeats(_ words: inout [UInt32]) {
        words.sort()
        var kept = 0
        for index in words.indices where kept == 0 || words[kept - 1] != words[index] {
            words[kept] = words[index]
            kept += 1
        }
        words.removeLast(words.count - kept)
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
