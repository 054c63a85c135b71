import Testing

@testable import ShortcutCore

/// How titles and command ids are split into the words standard-use recognition compares.
@Suite struct UseWordsTests {
    static func words(_ text: String) -> [UseWord] { UseWords.words(text) }
    static func spelled(_ words: String...) -> [UseWord] { words.map(UseWords.word) }

    @Test func caseEllipsisAndFillerWordsDoNotMatter() {
        #expect(Self.words("Jump to Selection…") == Self.spelled("jump", "selection"))
        #expect(Self.words("FIND...") == Self.spelled("find"))
        #expect(Self.words("Emoji & Symbols") == Self.spelled("emoji", "and", "symbol"))
    }

    @Test func aPluralSIsTrimmedButNotFromSsUsOrIs() {
        #expect(Self.words("Close All Windows") == Self.spelled("close", "all", "window"))
        #expect(Self.words("Previous Focus Canvas") == Self.spelled("previous", "focus", "canva"))
        #expect(Self.words("Process Status Analysis") == Self.spelled("process", "status", "analysis"))
    }

    @Test(arguments: [
        ("workbench.action.files.save", ["file", "save"]),
        ("editor::Redo", ["redo"]),
        ("EditorLineStart", ["line", "start"]),
        ("execCopy", ["copy"]),
        ("select_all", ["select", "all"]),
        ("HTMLExport", ["html", "export"]),
        ("goToLine2", ["go", "line", "2"]),
        ("$Undo", ["undo"]),
    ])
    func commandIDsAreSplitAndLoseTheirNamespaces(_ id: String, _ expected: [String]) {
        #expect(Self.words(id) == expected.map(UseWords.word))
    }

    @Test func aTitleWithSpacesKeepsItsCamelCaseAndNamespaceWords() {
        #expect(Self.words("Close Editor") == Self.spelled("close", "editor"))
        #expect(Self.words("Quit TextEdit") == Self.spelled("quit", "textedit"))
    }

    @Test func latinAndJapaneseRunsAreSeparateWords() {
        #expect(Self.words("Scribeを終了") == Self.spelled("scribe", "を終了"))
        #expect(Self.words("拡大／縮小") == Self.spelled("拡大", "縮小"))
    }

    @Test func placeholdersBecomeMarkerWords() {
        #expect(Self.words("Hide ‹App›") == [UseWord.word("hide"), UseWords.app])
        #expect(Self.words("‹App›を終了") == [UseWords.app, UseWords.word("を終了")])
        #expect(Self.words("New ‹Item›") == [UseWords.word("new"), UseWords.item])
    }

    @Test func lettersOutsideASCIIAreLowercased() {
        #expect(Self.words("ÉDITION") == Self.words("édition"))
    }

    @Test func theAppsNameIsMarkedAsAWholeWordOnly() {
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit SCRIBE") == "Quit ‹App›")
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit Scribes") == nil)
        #expect(StandardUseQuery.markingApp("テキストエディット", in: "テキストエディットを終了") == "‹App›を終了")
        #expect(StandardUseQuery.markingApp("Scribe", in: "Quit") == nil)
    }
}

private extension UseWord {
    static func word(_ text: String) -> UseWord { UseWords.word(text) }
}
