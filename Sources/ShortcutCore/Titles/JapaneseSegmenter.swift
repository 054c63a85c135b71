/// Cuts a run of Japanese text (kana and kanji, no spaces) into the words a title is compared by.
/// Japanese writes no spaces between words, so the cut follows the scripts:
///
/// - A run of katakana is a word (コピー, ツールバー, ブックマーク), cut into known words when it is
///   made only of them (フォントパネル is フォント + パネル); a long vowel mark at its end does not
///   count (ルーラ and ルーラー, サーバ and サーバー are one word).
/// - A run of kanji is a word (保存, 検索); one hiragana between two kanji that is no particle is
///   inner okurigana, and the kanji around it make one word: 取り消す, 取り消し and 取消 are all
///   取消, 並べ替え and 並び替え are 並替. A run of three or more kanji made only of known words
///   is cut into them (新規書類 is 新規 + 書類, 選択範囲 is 選択 + 範囲).
/// - Hiragana after kanji is okurigana (閉じる is 閉, 付けて is 付), up to a particle; a negative
///   ending (しない) leaves the word ない. Other hiragana is particles (を, に, で, の, へ, と…) and
///   endings (して, する), which are dropped, and the few content words menus write in hiragana
///   (すべて, しまう, ほか); an unknown stretch of two or more kana is kept as a word (やり in やり直す).
/// - Variant spellings become one (``JapaneseVocabulary/variants``): 全て is すべて, 文書 and
///   ドキュメント are 書類, ウィンドウ is ウインドウ, 新しい is 新規.
///
/// Chinese (Han characters without kana) goes through the same kanji rule: a run is a word, cut
/// only where it is made of known words, so Chinese titles compare as whole runs.
enum JapaneseSegmenter {
    enum Class { case hiragana, katakana, kanji }

    static func `class`(of scalar: UInt32) -> Class {
        switch scalar {
        case 0x3041...0x309F: .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF: .katakana
        default: .kanji
        }
    }

    /// Calls `emit` with each word of `run` (Japanese scalars only) and its script.
    static func segment(_ run: [UInt32], _ emit: (String, TitleScript) -> Void) {
        var index = 0
        var afterKanji = false
        while index < run.count {
            switch self.class(of: run[index]) {
            case .katakana:
                var end = index
                while end < run.count, self.class(of: run[end]) == .katakana { end += 1 }
                for piece in pieces(Array(run[index..<end]), known: JapaneseVocabulary.katakanaWords) {
                    emitWord(piece[...], script: .kana, emit)
                }
                afterKanji = false
                index = end
            case .kanji:
                var kanji: [UInt32] = []
                var end = index
                while end < run.count {
                    if self.class(of: run[end]) == .kanji {
                        kanji.append(run[end])
                        end += 1
                    } else if end + 1 < run.count, !kanji.isEmpty, self.class(of: run[end]) == .hiragana,
                        self.class(of: run[end + 1]) == .kanji, !JapaneseVocabulary.particleScalars.contains(run[end])
                    {
                        end += 1  // inner okurigana: 取り消す
                    } else {
                        break
                    }
                }
                for piece in pieces(kanji, known: JapaneseVocabulary.kanjiWords) { emitWord(piece[...], script: .han, emit) }
                afterKanji = true
                index = end
            case .hiragana:
                var end = index
                while end < run.count, self.class(of: run[end]) == .hiragana { end += 1 }
                hiragana(Array(run[index..<end]), afterKanji: afterKanji, emit)
                afterKanji = false
                index = end
            }
        }
    }

    /// A stretch of hiragana: okurigana after kanji, then particles, endings and content words.
    private static func hiragana(_ run: [UInt32], afterKanji: Bool, _ emit: (String, TitleScript) -> Void) {
        var start = 0
        if afterKanji, !JapaneseVocabulary.particleScalars.contains(run[0]) {
            start = run.indices.dropFirst().first { JapaneseVocabulary.particleScalars.contains(run[$0]) } ?? run.count
            if JapaneseVocabulary.isNegative(run[..<start]) { emit(JapaneseVocabulary.negative, .kana) }
        }
        var chunk: [UInt32] = []
        func flushChunk() {
            if chunk.count >= 2 { emitWord(chunk[...], script: .kana, emit) }
            chunk.removeAll()
        }
        var index = start
        while index < run.count {
            if let word = JapaneseVocabulary.longestWord(in: run, at: index) {
                flushChunk()
                emitWord(run[index..<(index + word)], script: .kana, emit)
                index += word
            } else if let (length, negative) = JapaneseVocabulary.longestFunctionWord(in: run, at: index) {
                flushChunk()
                if negative { emit(JapaneseVocabulary.negative, .kana) }
                index += length
            } else {
                chunk.append(run[index])
                index += 1
            }
        }
        flushChunk()
    }

    /// A kanji or katakana run cut into known words when it is made only of them (the fewest
    /// pieces), else whole.
    private static func pieces(_ kanji: [UInt32], known: Set<String>) -> [[UInt32]] {
        func isKnown(_ piece: ArraySlice<UInt32>) -> Bool {
            known.contains(text(piece.last == 0x30FC && piece.count >= 3 ? piece.dropLast() : piece))
        }
        guard kanji.count >= 3, !isKnown(kanji[...]) else { return [kanji] }
        // best[i]: the fewest known words that make kanji[..<i], and where the last one starts.
        var best: [(pieces: Int, start: Int)?] = Array(repeating: nil, count: kanji.count + 1)
        best[0] = (0, 0)
        for end in 1...kanji.count {
            for start in 0..<end {
                guard let before = best[start], isKnown(kanji[start..<end]) else { continue }
                if best[end] == nil || before.pieces + 1 < best[end]!.pieces { best[end] = (before.pieces + 1, start) }
            }
        }
        guard best[kanji.count] != nil else { return [kanji] }
        var pieces: [[UInt32]] = []
        var end = kanji.count
        while end > 0 {
            let start = best[end]!.start
            pieces.insert(Array(kanji[start..<end]), at: 0)
            end = start
        }
        return pieces
    }

    private static func emitWord(_ scalars: ArraySlice<UInt32>, script: TitleScript, _ emit: (String, TitleScript) -> Void) {
        var scalars = scalars
        if script == .kana, scalars.count >= 3, scalars.last == 0x30FC { scalars.removeLast() }  // ルーラー is ルーラ
        let word = text(scalars)
        emit(JapaneseVocabulary.variants[word] ?? word, script)
    }

    static func text(_ scalars: ArraySlice<UInt32>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        return text
    }

    /// Half-width katakana (U+FF66–U+FF9F) as the full-width katakana menus otherwise write; the
    /// voiced marks ﾞ and ﾟ join the kana before them (ｶﾞ is ガ).
    static func appendHalfWidth(_ scalar: UInt32, to run: inout [UInt32]) {
        switch scalar {
        case 0xFF9E, 0xFF9F:
            guard let last = run.last else { return }
            if scalar == 0xFF9E, last == 0x30A6 {
                run[run.count - 1] = 0x30F4  // ヴ
            } else if scalar == 0xFF9E, JapaneseVocabulary.voiceable.contains(last) {
                run[run.count - 1] = last + 1
            } else if scalar == 0xFF9F, (0x30CF...0x30DB).contains(last), (last - 0x30CF) % 3 == 0 {
                run[run.count - 1] = last + 2
            }
        default:
            run.append(JapaneseVocabulary.fullWidthKatakana[Int(scalar - 0xFF66)])
        }
    }
}
