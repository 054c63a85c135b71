/// One word of a menu title as the title model reads it (``TitleScanner``): lowercased, a Latin
/// plural `s` trimmed, Japanese particles and okurigana gone, a variant spelling replaced by the
/// one the model keeps (全て is すべて, 文書 is 書類). It prints as its text, so a failing test shows
/// words, and it sorts and compares as its text.
///
/// The placeholders of the reserved table's phrases (`‹App›`, `‹Item›`, `‹Action›`) are words of
/// their own (``app``, ``item``, ``action``) that no title can spell: the scanner reads `‹…›` as a
/// placeholder.
package struct TitleWord: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let text: String
    package let script: TitleScript

    package init(_ text: String, script: TitleScript = .alphabetic) {
        self.text = text
        self.script = script
    }

    /// The app's name (`‹App›` in a phrase, or the name itself where a title holds it).
    package static let app = TitleWord("‹app›", script: .placeholder)
    /// What a command acts on (`‹Item›`): one to four words that are not qualifiers.
    package static let item = TitleWord("‹item›", script: .placeholder)
    /// Any further words (`‹Action›`, as in "Undo ‹Action›" for "Undo Paste and Match Style").
    package static let action = TitleWord("‹action›", script: .placeholder)

    package var isPlaceholder: Bool { script == .placeholder }

    package var description: String { text }

    package static func < (lhs: TitleWord, rhs: TitleWord) -> Bool { lhs.text < rhs.text }

    package static func == (lhs: TitleWord, rhs: TitleWord) -> Bool { lhs.text == rhs.text }

    package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Which writing system a word is in, for the questions that treat scripts differently: words in
/// Han characters or Hangul also overlap by a shared pair of characters, since Chinese and Korean
/// titles are not cut into words here (``TitleRelations``).
package enum TitleScript: UInt8, Sendable {
    /// Latin, Greek, Cyrillic and the other alphabets (and digits): cut at spaces and
    /// punctuation, lowercased.
    case alphabetic
    /// A Japanese word in kana (コピー, すべて).
    case kana
    /// A word in Han characters: Japanese kanji (保存) or Chinese (粘贴).
    case han
    /// Korean.
    case hangul
    /// Any other script, cut at spaces and punctuation only.
    case other
    /// `‹App›`, `‹Item›`, `‹Action›`.
    case placeholder
}
