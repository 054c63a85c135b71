import Foundation
import Testing

@testable import ShortcutCore

/// Seed 001 (the HIG's Keyboards page in Japanese) as a specification of the Japanese title
/// model: every row of its reserved-shortcut table that is a standard shortcut (no ● in seed 000),
/// titled in the seed's own words, is that row's command on its chord, and a title of another
/// command is not, neither on the row's chord nor on a variant of it.
@Suite(Shared.needs("seeds", "the seeds"))
struct SeedJapaneseTableTests {
    /// A title for each standard row, cut from the row's action in seed 001 (選択したテキストを
    /// 太字にする → 太字). `‹App›` is the app's name.
    static let seedTitles: [String: String] = [
        "align-left": "左揃え", "align-right": "右揃え", "align-center": "中央揃え",
        "show-spelling-and-grammar": "[スペル チェック] ウィンドウを表示", "check-spelling": "スペルミスを検索", "settings": "設定",
        "help": "ヘルプ", "select-all": "すべての項目を選択", "deselect-all": "選択を解除", "bold": "太字", "copy": "コピー",
        "show-colors": "[色] ウィンドウを表示", "copy-style": "スタイルをコピー", "copy-formatting": "書式設定をコピー",
        "look-up": "定義を表示", "use-selection-for-find": "選択範囲を検索に使用", "find": "検索",
        "jump-to-search-field": "検索フィールドにジャンプ", "enter-full-screen": "フルスクリーンに入る", "find-next": "次を検索",
        "find-previous": "前を検索", "hide": "‹App›を非表示", "hide-others": "他のアプリを非表示", "italic": "斜体",
        "get-info": "情報を表示", "show-inspector": "インスペクタを表示", "jump-to-selection": "選択範囲までスクロール",
        "minimize": "最小化", "minimize-all": "すべてを最小化", "new": "新しい文書", "open": "開く", "print": "印刷",
        "page-setup": "ページ設定", "quit": "終了", "save": "保存", "save-as": "名前を付けて保存", "show-fonts": "フォントを表示",
        "toggle-toolbar": "ツールバーを表示", "underline": "下線", "paste": "ペースト", "paste-as": "引用としてペースト",
        "paste-style": "スタイルを適用", "paste-and-match-style": "ペーストしてスタイルを適用", "paste-formatting": "書式設定を適用",
        "close": "ウィンドウを閉じる", "close-file": "ファイルを閉じる", "close-all": "すべてのウィンドウを閉じる", "cut": "カット",
        "undo": "取り消す", "redo": "やり直し",
    ]

    /// Rows whose action names the command in other words: their title's words come from
    /// elsewhere in seed 001 (カット from the Option-Shift-Down arrow row's "カット、コピー、およびペースト").
    static let wordsFromElsewhere: Set<String> = ["cut"]

    struct Row: CustomTestStringConvertible, Sendable {
        let id: String
        let title: String
        let action: String
        let chord: Chord
        let platforms: PlatformSet
        var testDescription: String { "\(id) (\(chord.symbols)) ← \(title)" }
        var written: String { title.replacingOccurrences(of: "‹App›", with: "Scribe") }
    }

    /// The standard rows of the reserved table: their Japanese action is seed 001's text
    /// (ReservedSeedCoverageTests holds it to the seed).
    static let rows: [Row] = ReservedTable.builtIn.entries.filter { $0.category == "hig-standard" }.map {
        Row(
            id: $0.id, title: seedTitles[$0.id] ?? "", action: $0.actionJapanese ?? "", chord: $0.chord, platforms: $0.platforms)
    }

    @Test func everyStandardRowOfTheSeedHasATitleHere() {
        #expect(Self.rows.count == 50)
        #expect(Set(Self.rows.map(\.id)) == Set(Self.seedTitles.keys))
    }

    @Test(arguments: rows)
    func theTitleIsTheSeedsOwnWording(_ row: Row) throws {
        let seed = try String(contentsOf: Shared.file("seeds/001_4155cac1ab27618e.txt"), encoding: .utf8)
        #expect(seed.contains(row.action), "\(row.id): the row's action is not seed 001's text")
        let source = Self.wordsFromElsewhere.contains(row.id) ? seed : row.action
        let available = Set(TitleScanner.words(source))
        let missing = TitleScanner.words(row.title).filter { !$0.isPlaceholder && !available.contains($0) }
        #expect(missing.isEmpty, "\(row.id): \(missing) not in the seed's words \(TitleScanner.words(source))")
    }

    @Test(arguments: rows)
    func theSeedsTitleIsTheRowsCommand(_ row: Row) throws {
        let entry = try #require(ReservedTable.builtIn.entry(id: row.id))
        #expect(entry.recognizesUse(StandardUseQuery(title: row.written, menuPath: ["Scribe"], app: "Scribe", language: "ja")))
    }

    static func manifest(_ title: String, _ chord: Chord, platforms: PlatformSet) -> String {
        let names = platforms.platforms.map(\.rawValue).joined(separator: ", ")
        return
            "app: Scribe\nplatforms: [\(names)]\nshortcuts:\n  - title: \"\(title)\"\n    key: \"\(chord.higText)\"\n    menu: \"編集\"\n"
    }

    static func findings(_ title: String, _ chord: Chord, platforms: PlatformSet) -> [String] {
        YAMLExamples.lint(manifest(title, chord, platforms: platforms)).findings.filter { !$0.isSuppressed }.map {
            "\($0.ruleID): \($0.message)"
        }
    }

    /// On its own chord, on the platforms the row names, the seed's title gets exactly the findings
    /// Apple's English title gets: none, but where another platform's system takes the chord
    /// (⌘H and ⌘Space are iPadOS's Home Screen and Spotlight).
    @Test(arguments: rows)
    func theSeedsTitleOnItsOwnChordGetsNoFinding(_ row: Row) throws {
        let english = try #require(ReservedTable.builtIn.entry(id: row.id)?.titles.first).replacingOccurrences(of: "‹App›", with: "Scribe")
        let japanese = Self.findings(row.written, row.chord, platforms: row.platforms)
        let twin = Self.findings(english, row.chord, platforms: row.platforms)
        #expect(japanese.map { $0.prefix { $0 != ":" } } == twin.map { $0.prefix { $0 != ":" } }, "\(japanese) / English: \(twin)")
        #expect(Self.findings(row.written, row.chord, platforms: PlatformSet(.macOS)).isEmpty)
    }

    /// The title of one command on another command's standard chord is a repurpose: the title
    /// model does not match a command by sharing some of its words.
    @Test(arguments: rows)
    func theSeedsTitleOnAnotherStandardChordIsARepurpose(_ row: Row) throws {
        let others = Self.rows.filter { $0.chord != row.chord && !Self.sameCommand($0.id, row.id) }
        let other = others[(Self.rows.firstIndex { $0.id == row.id } ?? 0) % others.count]
        let findings = Self.findings(row.written, other.chord, platforms: PlatformSet(.macOS))
        #expect(
            findings.contains { $0.hasPrefix("repurposed-standard:") }, "\(row.title) on \(other.chord.symbols) (\(other.id)): \(findings)")
    }

    /// A variant of a row's Command chord (Shift, Option or Control added, where no row of the
    /// table is), beside the row's own item: titled in the row's own words it is that command's
    /// family and gets no unrelated-shift-variant; titled as an unrelated row's command (one that
    /// shares no word with any title of the row's family), it is not, and gets one.
    @Test(arguments: rows.filter { $0.chord.modifiers == .command })
    func aVariantInTheRowsWordsIsItsFamilyAndOneOfAnUnrelatedCommandIsNot(_ row: Row) throws {
        let taken = Set(ReservedTable.builtIn.entries.map(\.chord))
        let variants = [Modifier.shift, .option, .control].map { row.chord.adding($0) }.filter { !taken.contains($0) }
        // Unrelated: no key (word, or pair of kanji) in common with any title of the row or of a
        // row the table pairs with it, in English or Japanese (LaTeXiT's Minimize, ウインドウをしまう,
        // makes window a word of that family).
        let entry = try #require(ReservedTable.builtIn.entry(id: row.id))
        let family = ([entry] + entry.complements.compactMap { ReservedTable.builtIn.entry(id: $0) })
        let familyKeys = Set(
            family.flatMap { $0.titles + $0.localizedTitles.filter { $0.language == "ja" }.map(\.title) }.flatMap(TitleRelations.keys))
        let unrelated = Self.rows.filter { other in
            other.id != row.id && !Self.sameCommand(other.id, row.id) && familyKeys.isDisjoint(with: TitleRelations.keys(other.written))
        }
        let other = try #require(unrelated.first { $0.id > row.id } ?? unrelated.first)
        for variant in variants {
            func variantFindings(_ title: String) -> [String] {
                let yaml =
                    Self.manifest(row.written, row.chord, platforms: PlatformSet(.macOS))
                    + "  - title: \"\(title)\"\n    key: \"\(variant.higText)\"\n    menu: \"編集\"\n"
                return YAMLExamples.lint(yaml).findings.filter { !$0.isSuppressed && $0.ruleID == UnrelatedShiftVariantRule.id }.map(
                    \.message)
            }
            #expect(variantFindings(row.written).isEmpty, "\(row.title) on \(variant.symbols): \(variantFindings(row.written))")
            #expect(
                variantFindings(other.written).count == 1,
                "\(other.title) (\(other.id)) on \(variant.symbols), a variant of \(row.id): \(variantFindings(other.written))")
        }
    }

    /// Rows whose commands are one: Close and Close File are both Close Window on ⌘W and ⇧⌘W.
    static func sameCommand(_ lhs: String, _ rhs: String) -> Bool {
        let pairs: Set<Set<String>> = [["close", "close-file"]]
        return pairs.contains([lhs, rhs])
    }

    // MARK: Issue 19's examples

    @Test func theIssuesJapaneseTitlesAreTheirStandardCommands() {
        for (title, key) in [
            ("太字", "Command-B"), ("名前を付けて保存…", "Shift-Command-S"), ("引用としてペースト", "Shift-Command-V"),
            ("すべてを最小化", "Option-Command-M"), ("終了", "Command-Q"), ("Scribeを終了", "Command-Q"), ("新規書類", "Command-N"),
            ("新しい書類", "Command-N"), ("全てを選択", "Command-A"), ("取り消し", "Command-Z"),
        ] {
            let yaml = "app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: \"\(title)\"\n    key: \(key)\n    menu: 編集\n"
            let findings = YAMLExamples.ruleIDs(yaml)
            #expect(findings.isEmpty, "\(title) on \(key): \(findings)")
        }
    }

    @Test func allOfUndoOnOptionCommandZIsRelatedToUndo() {
        func variantFindings(_ title: String) -> [String] {
            let yaml = "app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: \(title)\n    key: Option-Command-Z\n    menu: 編集\n"
            return YAMLExamples.ruleIDs(yaml).filter { $0 == UnrelatedShiftVariantRule.id }
        }
        #expect(variantFindings("すべてを取り消す").isEmpty)
        #expect(variantFindings("すべて取り消し").isEmpty)
        #expect(variantFindings("書類を書き出す") == [UnrelatedShiftVariantRule.id])
        #expect(variantFindings("太字") == [UnrelatedShiftVariantRule.id])
    }

    /// 非表示 (seed 001's Hide) is one word, not 非 and 表示 (show): a Show command on Hide's Shift
    /// variant is unrelated to it, as Show Spelling Window beside Hide Scribe is in English.
    @Test func hideHoldsNoShow() {
        #expect(!TitleRelations.keys("Scribeを非表示").contains("表示"))
        for (hide, show) in [("Hide Scribe", "Show Spelling Window"), ("Scribeを非表示", "[スペル チェック] ウィンドウを表示")] {
            let yaml =
                "app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: \"\(hide)\"\n    key: Command-H\n    menu: Scribe\n"
                + "  - title: \"\(show)\"\n    key: Shift-Command-H\n    menu: 表示\n"
            #expect(YAMLExamples.ruleIDs(yaml).filter { $0 == UnrelatedShiftVariantRule.id }.count == 1, "\(show) beside \(hide)")
        }
    }

    @Test func aTitleThatNamesItsSubmenuInJapaneseNeedsNoDiscoverabilityTitle() {
        let named =
            "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: ブックマークを名前で並べ替える\n    key: Control-Command-1\n    menu: 表示 > ブックマークの並べ替え\n"
        #expect(!YAMLExamples.ruleIDs(named).contains("discoverability-title"))
        let bare = "app: Scribe\nplatforms: [iPadOS]\nshortcuts:\n  - title: 名前\n    key: Control-Command-1\n    menu: 表示 > ブックマークの並べ替え\n"
        let messages = YAMLExamples.lint(bare).findings.filter { $0.ruleID == "discoverability-title" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("`discoverabilityTitle: ブックマークの並べ替え：名前`") == true, "\(messages)")
    }
}
