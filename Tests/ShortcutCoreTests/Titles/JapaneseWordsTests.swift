import Testing

@testable import ShortcutCore

/// Japanese titles are cut as Japanese (``JapaneseSegmenter``): no spaces between words,
/// particles and okurigana dropped, one spelling for each variant.
@Suite struct JapaneseWordsTests {
    static func words(_ text: String) -> [String] { TitleScanner.words(text).map(\.text) }

    @Test(arguments: [
        ("すべてを選択", ["すべて", "選択"]),
        ("全てを選択", ["すべて", "選択"]),
        ("すべて選択", ["すべて", "選択"]),
        ("取り消す", ["取消"]),
        ("取り消し", ["取消"]),
        ("取消", ["取消"]),
        ("すべてを取り消す", ["すべて", "取消"]),
        ("やり直す", ["やり", "直"]),
        ("やり直し", ["やり", "直"]),
        ("名前を付けて保存…", ["名前", "付", "保存"]),
        ("別名で保存...", ["別名", "保存"]),
        ("新規書類", ["新規", "書類"]),
        ("新しい書類", ["新規", "書類"]),
        ("新しい文書", ["新規", "書類"]),
        ("新規ドキュメント", ["新規", "書類"]),
        ("ほかを隠す", ["ほか", "隠"]),
        ("しまう", ["しまう"]),
        ("ウインドウをしまう", ["ウインドウ", "しまう"]),
        ("ウィンドウを閉じる", ["ウインドウ", "閉"]),
        ("引用としてペースト", ["引用", "ペースト"]),
        ("ペーストしてスタイルを合わせる", ["ペースト", "スタイル", "合"]),
        ("ブックマークを名前で並べ替える", ["ブックマーク", "名前", "並替"]),
        ("ブックマークの並び替え", ["ブックマーク", "並替"]),
        ("検索と置換...", ["検索", "置換"]),
        ("選択範囲を検索に使用", ["選択", "範囲", "検索", "使用"]),
        ("保存しない", ["保存", "ない"]),
        ("印刷…", ["プリント"]),
        ("Scribe を終了", ["scribe", "終了"]),
    ])
    func japaneseTitlesAreCutIntoTheirWords(_ title: String, _ expected: [String]) {
        #expect(Self.words(title) == expected)
    }

    @Test func kanjiAndKanaWordsHaveTheirScripts() {
        #expect(TitleScanner.words("フォントを表示").map(\.script) == [.kana, .han])
    }

    @Test func chineseRunsStayWholeUnlessMadeOfKnownWords() {
        #expect(Self.words("粘贴并匹配样式") == ["粘贴并匹配样式"])
        #expect(Self.words("拷贝") == ["拷贝"])
        #expect(Self.words("打印…") == ["打印"])
    }
}
