/// The words of a menu title that carry meaning, for judging whether two commands are related
/// ("Close" and "Close All") or whether a title carries its submenu's context.
///
/// Lowercased; articles, prepositions and "all" dropped; a plural `s` trimmed so "Windows" meets
/// "Window"; `‹App›`-style placeholders and punctuation (including "…") skipped. Works on UTF-8
/// bytes: non-ASCII letters are kept as they are, so Japanese titles compare too.
enum TitleWords {
    static let ignored: Set<String> = [
        "a", "an", "the", "and", "or", "to", "of", "in", "on", "at", "by", "for", "with", "from", "as", "into", "all",
    ]

    static func significant(_ title: String?) -> Set<String> { Set(words(title)) }

    /// The significant words in title order (repeats kept).
    static func words(_ title: String?) -> [String] {
        guard let title else { return [] }
        var words: [String] = []
        Array(title.utf8).withUnsafeBufferPointer { bytes in
            forEachWord(in: bytes) { word in
                let word = String(decoding: word, as: UTF8.self)
                if !ignored.contains(word) { words.append(word) }
            }
        }
        return words
    }

    /// Calls `body` with each word of `title` (UTF-8), lowercased and with a plural `s` trimmed, in
    /// title order, before ``ignored`` is applied: the one definition of a title's words, for
    /// callers that number words themselves (``TitleVocabulary``) as for ``words(_:)``.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // The word being read, lowercased; never longer than the title.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { current in
            var count = 0
            var inPlaceholder = false
            func flush() {
                defer { count = 0 }
                guard count > 0 else { return }
                if count > 3, current[count - 1] == UInt8(ascii: "s"), current[count - 2] != UInt8(ascii: "s") { count -= 1 }
                body(UnsafeBufferPointer(rebasing: current[..<count]))
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // U+2000–U+206F (general punctuation: …, ‹, ›, dashes) is E2 80 xx or E2 81 xx.
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 {
                    flush()
                    if bytes[index + 1] == 0x80 && bytes[index + 2] == 0xB9 { inPlaceholder = true }
                    if bytes[index + 1] == 0x80 && bytes[index + 2] == 0xBA { inPlaceholder = false }
                    index += 3
                    continue
                }
                if inPlaceholder {
                    index += 1
                } else if byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                    current[count] = byte < 0x80 ? byte | (byte >= 0x41 ? 0x20 : 0) : byte
                    count += 1
                    index += 1
                } else {
                    flush()
                    index += 1
                }
            }
            flush()
        }
    }

    /// The word a derived word is made from, when its shape says so: `un-` undoes the word
    /// ("Uncomment" is of the "Comment" family, "Unlock" of "Lock"), and a noun in `-ment` names its
    /// verb's act ("No Alignment" is of the "Align" family). At least three letters must remain
    /// after `un-` and four before `-ment`, so "Unit" and "Comment" stay whole; `re-` is not
    /// taken off, since "Remove", "Reset" and "Rename" are not "Move", "Set" and "Name" again.
    /// Relating titles compares roots too; a root that no other title has changes nothing.
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

    /// Whether the two titles share a significant word or root: the reference that
    /// ``TitleVocabulary`` computes with numbers.
    static func overlap(_ lhs: String?, _ rhs: String?) -> Bool {
        !wordsAndRoots(lhs).isDisjoint(with: wordsAndRoots(rhs))
    }

    private static func wordsAndRoots(_ title: String?) -> Set<String> {
        var words = significant(title)
        for word in words {
            Array(word.utf8).withUnsafeBufferPointer { bytes in
                if let root = root(of: bytes) { words.insert(String(decoding: root, as: UTF8.self)) }
            }
        }
        return words.subtracting(ignored)
    }
}
