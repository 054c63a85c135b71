import Testing

@testable import ShortcutCore

/// How the title model cuts titles, command ids and phrases into words (``TitleScanner``), in
/// every language. Words print as text, so a failure shows what was read.
@Suite struct TitleWordsTests {
    static func words(_ text: String) -> [String] { TitleScanner.words(text).map(\.text) }

    @Test func caseEllipsisAndPunctuationDoNotMatter() {
        #expect(Self.words("Jump to Selection…") == ["jump", "to", "selection"])
        #expect(Self.words("FIND...") == ["find"])
        #expect(Self.words("Find ⋯") == ["find"])
        #expect(Self.words("Emoji & Symbols") == ["emoji", "and", "symbol"])
    }

    @Test func anAmpersandBeforeALetterIsAMnemonicMarker() {
        #expect(Self.words("&File") == ["file"])
        #expect(Self.words("Sa&ve As…") == ["save", "as"])
        #expect(Self.words("Find && Replace") == ["find", "and", "replace"])
        #expect(Self.words("ファイル(&F)") == ["ファイル"])
    }

    @Test func widthDoesNotMatter() {
        #expect(Self.words("ＣＯＰＹ") == ["copy"])
        #expect(Self.words("ｺﾋﾟｰ") == Self.words("コピー"))
        #expect(Self.words("ﾍﾟｰｽﾄ") == ["ペースト"])
    }

    @Test func aPluralSIsTrimmedButNotFromSsUsOrIs() {
        #expect(Self.words("Close All Windows") == ["close", "all", "window"])
        #expect(Self.words("Previous Focus Canvas") == ["previous", "focus", "canva"])
        #expect(Self.words("Process Status Analysis") == ["process", "status", "analysis"])
    }

    @Test(arguments: [
        ("workbench.action.files.save", ["file", "save"]),
        ("editor::Redo", ["redo"]),
        ("EditorLineStart", ["line", "start"]),
        ("execCopy", ["copy"]),
        ("select_all", ["select", "all"]),
        ("HTMLExport", ["html", "export"]),
        ("goToLine2", ["go", "to", "line", "2"]),
        ("$Undo", ["undo"]),
    ])
    func commandIDsAreSplitAndLoseTheirNamespaces(_ id: String, _ expected: [String]) {
        #expect(Self.words(id) == expected)
    }

    @Test func aTitleWithSpacesKeepsItsCamelCaseAndNamespaceWords() {
        #expect(Self.words("Close Editor") == ["close", "editor"])
        #expect(Self.words("Quit TextEdit") == ["quit", "textedit"])
    }

    @Test func lettersOutsideASCIIBelongToTheirWordAndAreLowercased() {
        #expect(Self.words("ÉDITION") == ["édition"])
        #expect(Self.words("Schließen") == ["schließen"])
        #expect(Self.words("Über Scribe") == ["über", "scribe"])
        #expect(Self.words("Afficher la barre d’outils") == ["afficher", "la", "barre", "d", "outil"])
        #expect(Self.words("Вставить") == ["вставить"])
    }

    @Test func latinAndJapaneseRunsAreSeparateWords() {
        #expect(Self.words("Scribeを終了") == ["scribe", "終了"])
        #expect(Self.words("拡大／縮小") == ["拡大", "縮小"])
    }

    @Test func placeholdersBecomeMarkerWords() {
        #expect(TitleScanner.words("Hide ‹App›") == [TitleWord("hide"), .app])
        #expect(TitleScanner.words("‹App›を終了") == [.app, TitleWord("終了", script: .han)])
        #expect(TitleScanner.words("New ‹Item›") == [TitleWord("new"), .item])
        #expect(TitleScanner.words("Undo ‹Action›").last == .action)
    }

    @Test func hangulRunsAreWords() {
        #expect(Self.words("모두 선택") == ["모두", "선택"])
        #expect(TitleScanner.words("실행 취소").map(\.script) == [.hangul, .hangul])
    }

    /// Korean spacing varies (실행 취소, 실행취소): a title is matched against the table without it.
    @Test func koreanWordsAreJoinedWhenATitleIsMatched() {
        #expect(Titles.commandWords("실행 취소") == Titles.commandWords("실행취소"))
        #expect(ReservedTable.builtIn.entry(id: "select-all")?.recognizesUse(StandardUseQuery(title: "모두선택")) == true)
        #expect(ReservedTable.builtIn.entry(id: "undo")?.recognizesUse(StandardUseQuery(title: "실행 취소")) == true)
        #expect(ReservedTable.builtIn.entry(id: "quit")?.recognizesUse(StandardUseQuery(title: "Scribe 종료", app: "Scribe")) == true)
    }

    @Test func theAppsNameIsMarkedAsAWholeWordOnly() {
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit SCRIBE") == "Quit ‹App›")
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit Scribes") == nil)
        #expect(StandardUseQuery.markingApp("テキストエディット", in: "テキストエディットを終了") == "‹App›を終了")
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit") == nil)
    }
}
