/// Splits a menu title, a command id or a reserved row's phrase into the words standard-use
/// recognition compares (``StandardUseQuery``, ``UsePatterns``).
///
/// - Letter case, the ellipsis ("…" or "...") and punctuation do not matter; "&" is "and".
/// - A plural `s` is trimmed ("Windows" is "Window"), and a few filler words are dropped
///   ("Jump to Selection" is jump + selection), on both sides alike.
/// - Command-style ids (no space; dots, colons, underscores or camelCase) are split into words,
///   and the namespace words of editors are dropped: `workbench.action.files.save` is
///   file + save, `editor::Redo` is redo, `EditorLineStart` is line + start.
/// - A run of Latin letters and a run of another script are separate words, so a Japanese
///   "Scribeを終了" is "scribe" + "を終了", as "‹App›を終了" is the app + "を終了".
/// - Placeholders in angle quotes become marker words: `‹App›`, `‹Item›`, `‹Action›`.
///
/// Works on UTF-8 bytes, and a word is a 64-bit hash of its bytes (``UseWord``), so splitting a
/// title allocates nothing per word; only words with letters outside ASCII and CJK go through
/// Unicode lowercasing.
enum UseWords {
    /// The app's name (the manifest's `app`, or `‹App›` in a pattern).
    static let app: UseWord = 1
    /// What a command acts on (`‹Item›`): one to four words that are not qualifiers.
    static let item: UseWord = 2
    /// Any further words (`‹Action›`, as in "Undo ‹Action›" for "Undo Paste and Match Style").
    static let action: UseWord = 3

    static func isPlaceholder(_ word: UseWord) -> Bool { word <= action }

    /// The word for `text` as it is (already lowercase, no plural to trim): for the vocabulary.
    static func word(_ text: String) -> UseWord {
        var hash = UseWordHash()
        for byte in text.utf8 { hash.add(byte) }
        return hash.value
    }

    static func words(_ text: String) -> [UseWord] {
        var text = text
        return text.withUTF8 { words(in: $0) }
    }

    static func words(in bytes: UnsafeBufferPointer<UInt8>) -> [UseWord] {
        var end = bytes.count
        // A trailing ellipsis, written "…" or "...", is not part of the command.
        while true {
            if end > 0, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == 0x20 {
                end -= 1
            } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA6 {
                end -= 3
            } else {
                break
            }
        }
        let commandStyle = isCommandStyle(bytes, end: end)
        var splitter = Splitter(commandStyle: commandStyle)
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                splitter.ascii(byte, next: index + 1 < end ? bytes[index + 1] : 0)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let scalar = bytes[index..<min(index + length, end)]
            if byte == 0xE2, scalar.count == 3, bytes[index + 1] == 0x80, bytes[index + 2] == 0xB9 {
                // ‹placeholder›: the name up to ›.
                var close = index + 3
                while close + 2 < end, !(bytes[close] == 0xE2 && bytes[close + 1] == 0x80 && bytes[close + 2] == 0xBA) {
                    close += 1
                }
                let name = String(decoding: bytes[(index + 3)..<min(close, end)], as: UTF8.self).lowercased()
                splitter.placeholder(name == "app" ? app : name == "action" ? action : item)  // rare: patterns only
                index = min(close + 3, end)
                continue
            }
            if isSeparator(scalar) {
                splitter.flush()
            } else {
                splitter.other(scalar)
            }
            index += length
        }
        splitter.flush()
        return splitter.words
    }

    /// No space, and a dot, colon, slash, underscore, `$` or a capital letter after another
    /// letter (`execCopy`, `HTMLExport`).
    private static func isCommandStyle(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        var marked = false
        var previousLetter = false
        for index in 0..<end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 { return false }
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "$"): marked = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where previousLetter: marked = true
            default: break
            }
            previousLetter = (byte | 0x20) &- 0x61 < 26
        }
        return marked
    }

    /// General punctuation (U+2000–U+206F: dashes, quotes, typographic spaces, …), CJK symbols and
    /// punctuation (U+3000–U+303F), the katakana middle dot and the full-width ASCII punctuation.
    private static func isSeparator(_ scalar: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard scalar.count == 3 else { return false }
        let (first, second, third) = (scalar[scalar.startIndex], scalar[scalar.startIndex + 1], scalar[scalar.startIndex + 2])
        if first == 0xE2 { return second == 0x80 || second == 0x81 }
        if first == 0xE3, second == 0x80 { return true }
        if first == 0xE3, second == 0x83, third == 0xBB { return true }
        if first == 0xEF, second == 0xBC { return (0x81...0x8F).contains(third) || (0x9A...0xA0).contains(third) }
        return false
    }

    /// Collects words as bytes arrive, deciding where one ends. An ASCII word is hashed as it
    /// arrives (the hash before its last byte is kept, to trim a plural `s`); a word in another
    /// script is gathered in a buffer reused for the title, to lowercase it if it has case.
    private struct Splitter {
        let commandStyle: Bool
        var words: [UseWord] = []
        private var hash = UseWordHash()
        private var hashBeforeLast = UseWordHash()
        private var length = 0
        private var last: UInt8 = 0
        private var secondLast: UInt8 = 0
        private var other: [UInt8] = []
        private var needsLowercasing = false
        private var previous = CharacterKind.none

        enum CharacterKind { case none, lower, upper, digit }

        init(commandStyle: Bool) { self.commandStyle = commandStyle }

        mutating func ascii(_ byte: UInt8, next: UInt8) {
            let kind: CharacterKind = byte &- 0x61 < 26 ? .lower : byte &- 0x41 < 26 ? .upper : byte &- 0x30 < 10 ? .digit : .none
            guard kind != .none else {
                flush()
                if byte == UInt8(ascii: "&") { append(UseVocabulary.and) }
                return
            }
            if !other.isEmpty { flush() }
            if commandStyle, length > 0 {
                // fooBar, foo1, 1foo, and HTMLParser (P starts a word because a lowercase follows).
                let startsWord =
                    (kind == .upper && previous == .lower) || ((kind == .digit) != (previous == .digit))
                    || (kind == .upper && previous == .upper && next &- 0x61 < 26)
                if startsWord { flush() }
            }
            let lowered = kind == .upper ? byte | 0x20 : byte
            hashBeforeLast = hash
            hash.add(lowered)
            secondLast = last
            last = lowered
            length += 1
            previous = kind
        }

        mutating func other(_ scalar: Slice<UnsafeBufferPointer<UInt8>>) {
            if length > 0 { flush() }
            other.append(contentsOf: scalar)
            // Two-byte scalars are Latin, Greek, Cyrillic…, which have letter case; CJK has none.
            if scalar.count == 2 { needsLowercasing = true }
        }

        mutating func placeholder(_ word: UseWord) {
            flush()
            words.append(word)
        }

        mutating func flush() {
            if length > 0 {
                let plural =
                    length > 3 && last == UInt8(ascii: "s") && secondLast != UInt8(ascii: "s")
                    && secondLast != UInt8(ascii: "u") && secondLast != UInt8(ascii: "i")
                append(plural ? hashBeforeLast.value : hash.value)
            } else if !other.isEmpty {
                var hash = UseWordHash()
                if needsLowercasing {
                    for byte in String(decoding: other, as: UTF8.self).lowercased().utf8 { hash.add(byte) }
                } else {
                    for byte in other { hash.add(byte) }
                }
                append(hash.value)
            }
            hash = UseWordHash()
            length = 0
            last = 0
            secondLast = 0
            other.removeAll(keepingCapacity: true)
            needsLowercasing = false
            previous = .none
        }

        private mutating func append(_ word: UseWord) {
            if UseVocabulary.fillers.contains(word) { return }
            if commandStyle, UseVocabulary.commandNamespaces.contains(word) { return }
            words.append(word)
        }
    }
}

/// A word of a title as ``UseWords`` splits it: the FNV-1a hash of its lowercased bytes. Two
/// different words meeting the same hash would take a 2⁻⁶⁴ chance per pair.
typealias UseWord = UInt64

struct UseWordHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
}
