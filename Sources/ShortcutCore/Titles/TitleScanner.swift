/// Cuts a title (or a command id, or a reserved row's phrase) into words: the one definition of
/// a title's words, for every question the title model answers and every language.
///
/// - Letter case does not matter, nor does width: full-width Latin letters are Latin letters,
///   half-width katakana are katakana.
/// - A trailing ellipsis (`…`, `...`, `⋯`) and trailing full stops are not part of the command;
///   other punctuation separates words. `&` is "and", except as a mnemonic marker (`&File`,
///   `Sa&ve`, `ファイル(&F)`), which is dropped.
/// - Alphabetic words (Latin, Greek, Cyrillic…) are cut at spaces and punctuation and lose a
///   plural `s` ("Windows" is "window"; not after `s`, `u` or `i`: "Status", "Analysis").
/// - Command-style ids (no space; dots, colons, underscores or camel case) are cut there too, and
///   lose the namespace words of editors: `workbench.action.files.save` is file + save. Keymaps
///   name commands by such ids, so this reading is for matching a title against the reserved
///   table; comparing two titles of one app (``TitleRelations``) keeps a camel-case word whole
///   (LaTeX, GitHub) and its namespace words.
/// - Japanese is read as Japanese (``JapaneseSegmenter``): words without spaces, particles and
///   okurigana dropped, variants spelt one way. Han text without kana (Chinese) is read the same
///   way, Hangul runs are words as written.
/// - `‹App›`, `‹Item›` and `‹Action›` are placeholder words (``TitleWord/app``…).
///
/// Works on UTF-8 bytes; only words with letters outside ASCII allocate (to lowercase them).
enum TitleScanner {
    /// Calls `body` with each word (lowercased UTF-8 bytes) and its script, in title order,
    /// before any stop list is applied. `readingIDs`: a command-style id is cut into its words.
    static func forEachWord(
        in bytes: UnsafeBufferPointer<UInt8>, readingIDs: Bool = true, _ body: (UnsafeBufferPointer<UInt8>, TitleScript) -> Void
    ) {
        var state = State(commandStyle: readingIDs && isCommandStyle(bytes, end: contentEnd(bytes)))
        state.scan(bytes, end: contentEnd(bytes))
        state.out.withUnsafeBufferPointer { out in
            for span in state.spans {
                body(UnsafeBufferPointer(rebasing: out[span.start..<(span.start + span.count)]), span.script)
            }
        }
    }

    static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>, TitleScript) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    /// The words of `text`, in order, before any stop list.
    static func words(_ text: String) -> [TitleWord] {
        var words: [TitleWord] = []
        forEachWord(in: text) { bytes, script in words.append(word(bytes, script)) }
        return words
    }

    static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ script: TitleScript) -> TitleWord {
        if script == .placeholder {
            switch bytes.count {
            case TitleWord.app.text.utf8.count: return .app
            case TitleWord.item.text.utf8.count: return .item
            default: return .action
            }
        }
        return TitleWord(String(decoding: bytes, as: UTF8.self), script: script)
    }

    /// Where the title's content ends: before trailing spaces, full stops and ellipses.
    private static func contentEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = bytes.count
        while end > 0 {
            if bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == 0x20 {
                end -= 1
            } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA6 {
                end -= 3  // …
            } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x8B, bytes[end - 1] == 0xAF {
                end -= 3  // ⋯ (U+22EF), Chinese menus' ellipsis
            } else if end >= 3, bytes[end - 3] == 0xEF, bytes[end - 2] == 0xBC, bytes[end - 1] == 0x8E {
                end -= 3  // ．
            } else {
                break
            }
        }
        return end
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

    /// What a scalar is to the scanner.
    enum ScalarKind {
        case separator, letter, japanese, hangul
    }

    /// Everything but ASCII, which the scanner reads byte by byte.
    static func kind(of scalar: UInt32) -> ScalarKind {
        switch scalar {
        case 0x80...0xBF, 0xD7, 0xF7: return .separator  // Latin-1 punctuation and symbols, × ÷
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x2000...0x2BFF: return .separator  // general punctuation, symbols, arrows
        case 0x3005...0x3007, 0x3041...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF:
            return .japanese
        case 0x3000...0x30FF: return .separator  // CJK punctuation, the katakana middle dot
        case 0xE000...0xF8FF, 0xFE30...0xFE6F, 0xFF00...0xFFEF: return .separator  // private use, CJK forms
        case 0x10000...: return .separator  // emoji and other symbols
        default: return .letter
        }
    }

    /// The scan of one title: words collect in `out`, back to back.
    private struct State {
        let commandStyle: Bool
        var out: [UInt8] = []
        var spans: [(start: Int, count: Int, script: TitleScript)] = []
        /// The alphabetic word being read, lowercased as far as ASCII goes.
        private var word: [UInt8] = []
        private var wordNeedsLowercasing = false
        private var previous = CharacterKind.none
        /// The Japanese (or Han) run being read, as scalars.
        private var japanese: [UInt32] = []
        private var hangul: [UInt8] = []

        enum CharacterKind { case none, lower, upper, digit }

        init(commandStyle: Bool) { self.commandStyle = commandStyle }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) {
            var index = 0
            while index < end {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += ascii(byte, at: index, in: bytes, end: end)
                    continue
                }
                let (scalar, length) = Self.decode(bytes, at: index, end: end)
                index += length
                if scalar == 0x2039 {  // ‹placeholder›
                    var close = index
                    while close + 2 < end, !(bytes[close] == 0xE2 && bytes[close + 1] == 0x80 && bytes[close + 2] == 0xBA) { close += 1 }
                    let name = String(decoding: bytes[index..<min(close, end)], as: UTF8.self).lowercased()
                    flush()
                    append(name == "app" ? TitleWord.app : name == "action" ? TitleWord.action : TitleWord.item)
                    index = min(close + 3, end)
                    continue
                }
                if (0xFF01...0xFF5E).contains(scalar) {  // full-width ASCII
                    let folded = UInt8(scalar - 0xFF01 + 0x21)
                    _ = ascii(folded, at: index, in: bytes, end: index)
                    continue
                }
                if (0xFF66...0xFF9F).contains(scalar) {  // half-width katakana
                    flushAlphabetic()
                    flushHangul()
                    JapaneseSegmenter.appendHalfWidth(scalar, to: &japanese)
                    continue
                }
                switch TitleScanner.kind(of: scalar) {
                case .separator:
                    flush()
                case .letter:
                    flushJapanese()
                    flushHangul()
                    word.append(contentsOf: bytes[(index - length)..<index])
                    wordNeedsLowercasing = true
                    previous = Unicode.Scalar(scalar)?.properties.isUppercase == true ? .upper : .lower
                case .japanese:
                    flushAlphabetic()
                    flushHangul()
                    japanese.append(scalar)
                case .hangul:
                    flushAlphabetic()
                    flushJapanese()
                    hangul.append(contentsOf: bytes[(index - length)..<index])
                }
            }
            flush()
        }

        /// Reads the ASCII byte at `index`; returns how many bytes it took.
        private mutating func ascii(_ byte: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
            let kind: CharacterKind =
                byte &- 0x61 < 26 ? .lower : byte &- 0x41 < 26 ? .upper : byte &- 0x30 < 10 ? .digit : .none
            guard kind != .none else {
                func isAlphanumeric(_ offset: Int) -> Bool {
                    index + offset < end && (bytes[index + offset] | 0x20) &- 0x61 < 26
                        || index + offset < end
                            && bytes[index + offset] &- 0x30 < 10
                }
                if byte == UInt8(ascii: "("), index + 3 < end, bytes[index + 1] == UInt8(ascii: "&"), isAlphanumeric(2),
                    bytes[index + 3] == UInt8(ascii: ")")
                {
                    return 4  // ファイル(&F): a mnemonic in brackets
                }
                if byte == UInt8(ascii: "&") {
                    if isAlphanumeric(1) { return 1 }  // &File, Sa&ve: a mnemonic marker
                    flush()
                    append(TitleWord("and"))
                    return index + 1 < end && bytes[index + 1] == UInt8(ascii: "&") ? 2 : 1
                }
                flush()
                return 1
            }
            flushJapanese()
            flushHangul()
            if commandStyle, !word.isEmpty {
                // fooBar, foo1, 1foo, and HTMLParser (P starts a word because a lowercase follows).
                let next = index + 1 < end ? bytes[index + 1] : 0
                let startsWord =
                    (kind == .upper && previous == .lower) || ((kind == .digit) != (previous == .digit))
                    || (kind == .upper && previous == .upper && next &- 0x61 < 26)
                if startsWord { flushAlphabetic() }
            }
            word.append(kind == .upper ? byte | 0x20 : byte)
            previous = kind
            return 1
        }

        mutating func flush() {
            flushAlphabetic()
            flushJapanese()
            flushHangul()
        }

        private mutating func flushAlphabetic() {
            defer {
                word.removeAll(keepingCapacity: true)
                wordNeedsLowercasing = false
                previous = .none
            }
            guard !word.isEmpty else { return }
            if wordNeedsLowercasing { word = Array(String(decoding: word, as: UTF8.self).lowercased().utf8) }
            let count = word.count
            if count > 3, word[count - 1] == UInt8(ascii: "s"),
                ![UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "i")].contains(word[count - 2])
            {
                word.removeLast()
            }
            if commandStyle, word.withUnsafeBufferPointer({ TitleVocabulary.commandNamespaces.contains($0) }) { return }
            spans.append((out.count, word.count, .alphabetic))
            out.append(contentsOf: word)
        }

        private mutating func flushJapanese() {
            guard !japanese.isEmpty else { return }
            JapaneseSegmenter.segment(japanese) { text, script in append(TitleWord(text, script: script)) }
            japanese.removeAll(keepingCapacity: true)
        }

        private mutating func flushHangul() {
            guard !hangul.isEmpty else { return }
            spans.append((out.count, hangul.count, .hangul))
            out.append(contentsOf: hangul)
            hangul.removeAll(keepingCapacity: true)
        }

        private mutating func append(_ word: TitleWord) {
            let start = out.count
            out.append(contentsOf: word.text.utf8)
            spans.append((start, out.count - start, word.script))
        }

        /// The scalar at `index` (a lead byte of two to four bytes) and its length.
        static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (UInt32, Int) {
            let lead = bytes[index]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= end else { return (0xFFFD, end - index) }
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
            return (scalar, length)
        }
    }
}
