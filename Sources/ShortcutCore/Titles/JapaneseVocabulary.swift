/// The few Japanese word lists ``JapaneseSegmenter`` needs: particles and endings (dropped),
/// content words written in hiragana, kanji words a longer run may be made of, and variant
/// spellings. Menu vocabulary only: what each standard command is called in Japanese lives in
/// `Resources/localized-titles.json`.
enum JapaneseVocabulary {
    /// Particles, as the single kana that end okurigana and never join kanji into one word.
    static let particleScalars: Set<UInt32> = Set("をにでのへとがはも".unicodeScalars.map(\.value))

    /// Particles and verb endings that carry no command of their own; `true` marks a negative
    /// ending, which leaves ``negative`` (保存しない is not 保存).
    private static let functionWords: [(scalars: [UInt32], negative: Bool)] = {
        let plain = [
            "を", "に", "で", "の", "へ", "と", "が", "は", "も", "から", "まで", "より", "として", "による", "して", "する",
            "します", "しました", "した", "している", "させる", "される", "ます", "です", "ください",
        ]
        let negative = ["しない", "ない", "なし", "せず"]
        return (plain.map { ($0, false) } + negative.map { ($0, true) }).map { (Array($0.0.unicodeScalars.map(\.value)), $0.1) }
            .sorted { $0.scalars.count > $1.scalars.count }
    }()

    /// The word a negative ending leaves.
    static let negative = "ない"

    /// Content words menus write in hiragana: すべて (all), しまう (Apple's Minimize), ほか (others).
    private static let hiraganaWords: [[UInt32]] = ["すべて", "しまう", "ほか"].map { Array($0.unicodeScalars.map(\.value)) }

    /// The length of the hiragana content word at `index`, if one starts there.
    static func longestWord(in run: [UInt32], at index: Int) -> Int? {
        hiraganaWords.filter { starts($0, in: run, at: index) }.map(\.count).max()
    }

    /// The length of the particle or ending at `index`, if one starts there, and whether it is
    /// negative.
    static func longestFunctionWord(in run: [UInt32], at index: Int) -> (Int, Bool)? {
        functionWords.first { starts($0.scalars, in: run, at: index) }.map { ($0.scalars.count, $0.negative) }
    }

    /// Whether okurigana says "not" (しない, ないで, ず).
    static func isNegative(_ okurigana: ArraySlice<UInt32>) -> Bool {
        let text = JapaneseSegmenter.text(okurigana)
        return text.contains("ない") || text.contains("なし") || text.hasSuffix("ず")
    }

    private static func starts(_ word: [UInt32], in run: [UInt32], at index: Int) -> Bool {
        index + word.count <= run.count && run[index..<(index + word.count)].elementsEqual(word)
    }

    /// Kanji words of menu titles: a run of three or more kanji made only of these is cut into
    /// them (新規書類 is 新規 + 書類), so that it meets the same words written apart.
    static let kanjiWords: Set<String> = [
        "新規", "書類", "文書", "保存", "別名", "名前", "選択", "範囲", "部分", "検索", "置換", "表示", "非表示", "設定", "環境", "終了",
        "取消", "最小化", "情報", "定義", "辞書", "下線", "太字", "斜体", "書式", "複製", "削除", "文法", "拡大", "縮小", "移動", "作成",
        "追加", "項目", "解除", "適用", "引用", "単語", "開始", "停止", "手前", "一覧", "全画面", "画面", "中央", "両端", "自動", "入力",
        "修正", "変換", "共有", "更新", "日付", "全", "次", "前", "今", "色", "使用", "印刷", "確認", "並替", "切替", "全部", "操作",
    ]

    /// Katakana words of menu titles, for the same cut of a longer katakana run (フォントパネル,
    /// スペルチェック), each without a final long vowel mark.
    static let katakanaWords: Set<String> = [
        "スペル", "チェック", "ウインドウ", "ウィンドウ", "パネル", "フォント", "カラー", "ツールバ", "スタイル", "ルーラ", "ペースト", "コピー",
        "カット", "フルスクリーン", "フィールド", "インスペクタ", "メニュ", "ファイル", "ブックマーク", "タブ", "サイドバ", "ドキュメント",
        "テキスト", "アプリ", "ヘルプ", "リンク", "ページ", "プリント", "コントロール",
    ]

    /// Spellings of one word, each mapped to the one the model keeps: kana and kanji (すべて/全て),
    /// the words Apple uses for a document (書類, ドキュメント; the HIG's 文書), window (ウインドウ;
    /// the HIG's ウィンドウ), print (プリント; the HIG's 印刷) and full screen, and 新しい for 新規.
    static let variants: [String: String] = [
        "全": "すべて", "全部": "すべて", "文書": "書類", "ドキュメント": "書類", "新": "新規", "ウィンドウ": "ウインドウ",
        "印刷": "プリント", "全画面": "フルスクリーン",
    ]

    /// Katakana whose voiced form is the next scalar (カ → ガ, ハ → バ).
    static let voiceable: Set<UInt32> = Set("カキクケコサシスセソタチツテトハヒフヘホ".unicodeScalars.map(\.value))

    /// U+FF66–U+FF9D, the half-width katakana, in full width.
    static let fullWidthKatakana: [UInt32] = "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
        .unicodeScalars.map(\.value)
}
