/// How two titles are related: they share a *key*, where a title's keys are its significant words
/// (``Titles/significantWords(_:)``), the roots of those words, and in Han and Hangul text each
/// pair of neighbouring characters, since Chinese and Korean titles are not cut into words (a
/// Japanese kanji word the segmenter knows whole is not cut either).
enum TitleRelations {
    /// Calls `body` with each key of `title` (UTF-8 bytes), repeats included, and whether it is a
    /// significant word (not a root or a pair of characters).
    static func forEachKey(in title: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        forEachKey(in: title) { key, _ in body(key) }
    }

    static func forEachKey(in title: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, _ isWord: Bool) -> Void) {
        TitleScanner.forEachWord(in: title, readingIDs: false) { word, script in
            if script == .placeholder || TitleVocabulary.unrelating.contains(word) { return }
            body(word, true)
            switch script {
            case .alphabetic:
                if let root = root(of: word) { body(root, false) }
            case .han, .hangul:
                // Each pair of characters (three bytes each in the Basic Multilingual Plane), but
                // not of a Japanese word known whole: 非表示 (hide) holds no 表示 (show).
                guard word.count > 6, word.count % 3 == 0, script == .hangul || !isKnownKanjiWord(word) else { return }
                for start in stride(from: 0, through: word.count - 6, by: 3) {
                    body(UnsafeBufferPointer(rebasing: word[start..<(start + 6)]), false)
                }
            default:
                break
            }
        }
    }

    /// Whether a Han word is one of ``JapaneseVocabulary/kanjiWords`` (three characters or more:
    /// 非表示, 最小化, 全画面).
    private static func isKnownKanjiWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        JapaneseVocabulary.kanjiWords.contains(String(decoding: word, as: UTF8.self))
    }

    /// The keys of `title`, as strings: the reference ``RelatedTitles`` computes with numbers.
    static func keys(_ title: String?) -> Set<String> {
        guard var title else { return [] }
        var keys: Set<String> = []
        title.withUTF8 { bytes in forEachKey(in: bytes) { key, _ in keys.insert(String(decoding: key, as: UTF8.self)) } }
        return keys
    }

    /// The word a derived word is made from, when its shape says so: `un-` undoes the word
    /// ("Uncomment" is of the "Comment" family, "Unlock" of "Lock"), and a noun in `-ment` names its
    /// verb's act ("No Alignment" is of the "Align" family). At least three letters must remain
    /// after `un-` and four before `-ment`, so "Unit" and "Comment" stay whole; `re-` is not
    /// taken off, since "Remove", "Reset" and "Rename" are not "Move", "Set" and "Name" again.
    /// A root that no other title has changes nothing.
    static func root(of word: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let count = word.count
        if count >= 5, word[0] == UInt8(ascii: "u"), word[1] == UInt8(ascii: "n") {
            return UnsafeBufferPointer(rebasing: word[2...])
        }
        if count >= 8, word[count - 4] == UInt8(ascii: "m"), word[count - 3] == UInt8(ascii: "e"), word[count - 2] == UInt8(ascii: "n"),
            word[count - 1] == UInt8(ascii: "t")
        {
            return UnsafeBufferPointer(rebasing: word[..<(count - 4)])
        }
        return nil
    }
}

/// ``Titles/related(_:_:)`` for a rule that asks it many times: each distinct title's keys are
/// worked out once, as small sorted integer lists, and two titles share a key when the lists
/// meet. A large manifest repeats its titles and nouns, and asking "do these two commands share a
/// word?" for every Shift variant must not cut and compare strings each time. Titles and keys are
/// looked up by their UTF-8 bytes (``TextInterner``).
///
/// Not shared between threads: each rule or suggester that compares titles keeps its own.
struct RelatedTitles {
    /// Distinct titles; `titleKeys[i]` holds the keys of title `i`, `wordCounts[i]` how many
    /// significant words it has.
    private var titles = TextInterner()
    private var titleKeys: [[UInt32]] = []
    private var wordCounts: [Int] = []
    /// Distinct keys; a key's number is its index.
    private var numbers = TextInterner()
    /// The keys of each reserved row's titles and its partners' (by row id and language).
    private var rowKeys: [String: [UInt32]] = [:]

    /// Whether the two titles share a key (``Titles/related(_:_:)``).
    mutating func related(_ lhs: String?, _ rhs: String?) -> Bool {
        Self.intersect(keys(lhs), keys(rhs))
    }

    /// ``Titles/namesContext(title:submenu:)``, from the numbered keys: many items share a submenu.
    mutating func namesContext(title: String, submenu: String) -> Bool {
        let needed = keys(submenu)
        return needed.isEmpty || Self.intersect(needed, keys(title))
    }

    /// ``Titles/isOption(_:)``, from the counted words.
    mutating func isOption(_ title: String?) -> Bool {
        guard var title, !title.isEmpty else { return false }
        let number = title.withUTF8 { index(ofBytes: $0) }
        return wordCounts[number] <= 1
    }

    /// Whether `title` shares a key with a title of `row` or of a row the table pairs with it
    /// (``ReservedEntry/complements``): Redo Last Change beside Undo, すべてを取り消す beside 取り消す,
    /// Alles widerrufen beside Widerrufen. Apple's English titles count in every language; a
    /// localized title counts in its own `language`, and where the entry's language is not known,
    /// with its words that no English title could spell (words with a letter outside ASCII:
    /// 取消, widerrufen yes; Dutch "Stop" of Quit no, or Stop Refreshing would vary Quit).
    mutating func related(_ title: String?, toRow row: ReservedEntry, in table: ReservedTable, language: String? = nil) -> Bool {
        let wanted = language.map(LocalizedTitle.primaryLanguage)
        let cacheKey = row.id + "\u{0}" + (wanted ?? "")
        let rowKeys: [UInt32]
        if let known = self.rowKeys[cacheKey] {
            rowKeys = known
        } else {
            let rows = [row] + row.complements.compactMap { table.entry(id: $0) }
            var keys = rows.flatMap(\.titles).flatMap { self.keys($0) }
            for localized in rows.flatMap(\.localizedTitles) {
                if let wanted {
                    if LocalizedTitle.primaryLanguage(localized.language) == wanted { keys += self.keys(localized.title) }
                } else {
                    var title = localized.title
                    title.withUTF8 { bytes in
                        TitleRelations.forEachKey(in: bytes) { key, _ in
                            if key.contains(where: { $0 >= 0x80 }) { keys.append(UInt32(numbers.intern(key).index)) }
                        }
                    }
                }
            }
            Self.sortAndRemoveRepeats(&keys)
            self.rowKeys[cacheKey] = keys
            rowKeys = keys
        }
        return Self.intersect(keys(title), rowKeys)
    }

    /// The title's keys, numbered, ascending, without repeats.
    private mutating func keys(_ title: String?) -> [UInt32] {
        guard var title else { return [] }
        return title.withUTF8 { keys(ofBytes: $0) }
    }

    private mutating func keys(ofBytes title: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        titleKeys[index(ofBytes: title)]
    }

    /// The title's number, its keys and word count worked out the first time it is seen.
    private mutating func index(ofBytes title: UnsafeBufferPointer<UInt8>) -> Int {
        let (index, isNew) = titles.intern(title)
        if !isNew { return index }
        var keys: [UInt32] = []
        var words = 0
        TitleRelations.forEachKey(in: title) { key, isWord in
            keys.append(UInt32(numbers.intern(key).index))
            if isWord { words += 1 }
        }
        Self.sortAndRemoveRepeats(&keys)
        titleKeys.append(keys)
        wordCounts.append(words)
        return index
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
    private static func intersect(_ lhs: [UInt32], _ rhs: [UInt32]) -> Bool {
        var (left, right) = (0, 0)
        while left < lhs.count, right < rhs.count {
            if lhs[left] == rhs[right] { return true }
            if lhs[left] < rhs[right] { left += 1 } else { right += 1 }
        }
        return false
    }
}
