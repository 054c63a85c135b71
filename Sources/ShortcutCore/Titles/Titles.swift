/// The title model: every question a rule asks about menu titles, answered from one word model
/// (``TitleScanner``: words in every language, Japanese read as Japanese) and one vocabulary
/// (``TitleVocabulary``). Rules ask; they never cut titles into words themselves.
///
/// | question | answered by |
/// | --- | --- |
/// | Is this entry the standard command of a reserved row? | ``ReservedEntry/recognizesUse(_:)`` with a ``StandardUseQuery`` |
/// | Are two titles one command, written twice? | ``sameCommand(_:_:)`` |
/// | Are two commands related (Close and Close All, 取り消す and すべてを取り消す)? | ``related(_:_:)``, and ``RelatedTitles`` for many questions |
/// | Does an item's title carry its submenu's context? | ``namesContext(title:submenu:)`` |
/// | What title would carry it? | ``contextualTitle(_:submenu:)`` |
/// | Is a title one option of its submenu ("All", "Toggle")? | ``isOption(_:)`` |
/// | Which letters start its words (mnemonic keys)? | ``initials(of:)`` |
package enum Titles {
    /// The words of `text` that name a command, in order: fillers ("the", "to", "of") dropped,
    /// and Korean words written apart joined (실행 취소 and 실행취소 are both written). Standard-use
    /// recognition compares these.
    package static func commandWords(_ text: String) -> [TitleWord] {
        var words: [TitleWord] = []
        TitleScanner.forEachWord(in: text) { bytes, script in
            if script != .placeholder, TitleVocabulary.fillers.contains(bytes) { return }
            let word = TitleScanner.word(bytes, script)
            if script == .hangul, let last = words.last, last.script == .hangul {
                words[words.count - 1] = TitleWord(last.text + word.text, script: .hangul)
            } else {
                words.append(word)
            }
        }
        return words
    }

    /// The words of `text` that carry meaning when commands are compared, in order: articles,
    /// prepositions, "and", "all" (すべて) and placeholders dropped; a camel-case word is one word.
    package static func significantWords(_ text: String?) -> [TitleWord] {
        guard var text else { return [] }
        var words: [TitleWord] = []
        text.withUTF8 { text in
            TitleScanner.forEachWord(in: text, readingIDs: false) { bytes, script in
                if script == .placeholder || TitleVocabulary.unrelating.contains(bytes) { return }
                words.append(TitleScanner.word(bytes, script))
            }
        }
        return words
    }

    /// Whether the title saves under a name the app asks for: "Save As…", "Save Playlist As…".
    package static func isSaveAs(_ title: String) -> Bool {
        let words = normalized(title).split(separator: " ")
        return words.count >= 2 && words.first == "save" && words.last == "as"
    }

    /// Whether two titles are one command written twice: the same text but for case, width, a
    /// trailing ellipsis and mnemonics (``normalized(_:)``).
    package static func sameCommand(_ lhs: String, _ rhs: String) -> Bool { normalized(lhs) == normalized(rhs) }

    /// Whether two titles share a significant word, a root (``TitleRelations/roots(of:)``:
    /// Uncomment and Comment) or, in Han and Hangul text, a pair of characters (撤销 and 全部撤销).
    /// ``RelatedTitles`` answers the same question with numbered words, for rules that ask it often.
    package static func related(_ lhs: String?, _ rhs: String?) -> Bool {
        !TitleRelations.keys(lhs).isDisjoint(with: TitleRelations.keys(rhs))
    }

    /// Whether an item's title carries its submenu's context, so that it reads on its own where
    /// submenu titles are not shown (the iPad shortcut interface): it shares a significant word
    /// with the submenu's title ("Sort by Name" under Sort By; ブックマークを名前で並べ替える under
    /// ブックマークの並べ替え). A submenu title of no significant word needs no context.
    package static func namesContext(title: String, submenu: String) -> Bool {
        let needed = TitleRelations.keys(submenu)
        return needed.isEmpty || !needed.isDisjoint(with: TitleRelations.keys(title))
    }

    /// A title that carries the submenu's context: the submenu's title, then the item's, without
    /// repeating the words the submenu's title ends with ("Sort By" and "By Name" give "Sort By
    /// Name"). Japanese and Chinese titles, which need no space, are joined with a full-width
    /// colon (ブックマークの並べ替え：名前).
    package static func contextualTitle(_ title: String, submenu: String) -> String {
        var context = submenu.trimmingSpaces
        while context.hasSuffix("…") || context.hasSuffix("...") || context.hasSuffix(":") || context.hasSuffix("：") {
            context.removeLast(context.hasSuffix("...") ? 3 : 1)
        }
        let item = title.trimmingSpaces
        guard !item.isEmpty else { return context }
        if isUnspaced(context.unicodeScalars.last) || isUnspaced(item.unicodeScalars.first) { return context + "：" + item }
        let contextWords = context.split(separator: " ")
        var itemWords = item.split(separator: " ")
        let repeated = (0...min(contextWords.count, itemWords.count - 1)).last { count in
            zip(contextWords.suffix(count), itemWords.prefix(count)).allSatisfy { normalized(String($0)) == normalized(String($1)) }
        }
        itemWords.removeFirst(repeated ?? 0)
        return ([context] + itemWords.map(String.init)).joined(separator: " ")
    }

    /// A title of at most one significant word ("All", "Toggle", "Album"): an option its submenu's
    /// title completes.
    package static func isOption(_ title: String?) -> Bool {
        guard let title, !title.isEmpty else { return false }
        return significantWords(title).count <= 1
    }

    /// The letters a–z that start the title's significant words, in title order ("Sort by Name"
    /// gives s and n): the keys a mnemonic shortcut would use.
    package static func initials(of title: String?) -> [UInt8] {
        var letters: [UInt8] = []
        for word in significantWords(title) {
            guard let first = word.text.utf8.first, first &- UInt8(ascii: "a") < 26, !letters.contains(first) else { continue }
            letters.append(first)
        }
        return letters
    }

    /// Japanese and Chinese, written without spaces between words.
    private static func isUnspaced(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return TitleScanner.kind(of: scalar.value) == .japanese
    }
}
