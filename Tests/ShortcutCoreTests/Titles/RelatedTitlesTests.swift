import Testing

@testable import ShortcutCore

/// Whether two titles are related (``Titles/related(_:_:)``, and ``RelatedTitles``, which answers
/// the same with numbered words for the rules that ask often).
@Suite struct RelatedTitlesTests {
    @Test func relatedTitlesShareASignificantWord() {
        var titles = RelatedTitles()
        let (closeAll, rotate, none) = (
            titles.related("Close", "Close All Windows"), titles.related("Close", "Rotate Layer"), titles.related(nil, "Close")
        )
        #expect(closeAll)
        #expect(!rotate)
        #expect(!none)
    }

    @Test func relatesExactlyTheTitlesTheReferenceRelates() {
        let examples = [
            "Close", "CLOSE ALL WINDOWS", "Window", "Hide ‹App›", "Hide Scribe", "Save As…", "Save to the Cloud",
            "Glass", "Glasses", "保存", "保存する", "Zoom In", "in", "All", "Go to Line 42", "line-42", "", "Quit ‹App›",
            "Comment", "Uncomment", "Unlock", "Lock", "Unit", "It", "No Alignment", "Align Left", "Document", "Docu", "Undo",
            "取り消す", "すべてを取り消す", "撤销", "全部撤销", "실행 취소", "모두 실행 취소", "Alles widerrufen", "Widerrufen",
        ]
        var titles = RelatedTitles()
        for lhs in examples {
            for rhs in examples {
                let numbered = titles.related(lhs, rhs)
                #expect(numbered == Titles.related(lhs, rhs), "\(lhs) / \(rhs)")
            }
        }
    }

    /// The numbered answers equal the reference's for the other questions ``RelatedTitles`` answers.
    @Test func optionsAndContextsAreTheReferencesToo() {
        var titles = RelatedTitles()
        for title in ["All", "Toggle", "By Name", "Sort by Name", "", "名前", "すべてを選択", "Close All Windows"] {
            let numbered = titles.isOption(title)
            #expect(numbered == Titles.isOption(title), "\(title)")
        }
        for (title, submenu) in [
            ("Sort by Name", "Sort By"), ("Name", "Sort By"), ("ブックマークを名前で並べ替える", "ブックマークの並べ替え"), ("名前", "ブックマークの並べ替え"),
            ("按名称排序", "排序方式"), ("Name", "…"),
        ] {
            let numbered = titles.namesContext(title: title, submenu: submenu)
            #expect(numbered == Titles.namesContext(title: title, submenu: submenu), "\(title) / \(submenu)")
        }
    }

    @Test func aWordIsRelatedToTheWordItIsDerivedFrom() {
        #expect(Titles.related("Uncomment", "Comment"))
        #expect(Titles.related("No Alignment", "Align Center"))
        #expect(Titles.related("Adjustments", "Adjust Levels"))
        #expect(!Titles.related("Unit Converter", "Select It"))
        #expect(!Titles.related("Comment", "Com Port"))
        #expect(!Titles.related("Remove", "Move Up"))
    }

    @Test func allAndArticlesRelateNothing() {
        #expect(!Titles.related("Close All", "Select All"))
        #expect(!Titles.related("すべてを閉じる", "すべてを選択"))
        #expect(!Titles.related("Afficher la barre", "Masquer la fenêtre"))
    }

    @Test func japaneseTitlesRelateByTheirWords() {
        #expect(Titles.related("すべてを取り消す", "取り消す"))
        #expect(Titles.related("取り消し", "取消"))
        #expect(!Titles.related("すべてを取り消す", "太字"))
    }

    @Test func chineseAndKoreanTitlesRelateByAPairOfCharacters() {
        #expect(Titles.related("全部撤销", "撤销"))
        #expect(Titles.related("모두 실행 취소", "실행 취소"))
        #expect(!Titles.related("全部撤销", "粘贴"))
    }

    static func related(_ title: String, to id: String, language: String? = nil) throws -> Bool {
        var titles = RelatedTitles()
        let row = try #require(ReservedTable.builtIn.entry(id: id))
        return titles.related(title, toRow: row, in: .builtIn, language: language)
    }

    @Test func aTitleIsRelatedToARowByTheRowsTitlesInItsLanguage() throws {
        #expect(try Self.related("Redo Last Change", to: "undo"))
        #expect(try Self.related("すべてを取り消す", to: "undo"))
        #expect(try Self.related("すべてを取り消す", to: "undo", language: "ja"))
        #expect(try Self.related("Alles widerrufen", to: "undo", language: "de"))
        #expect(try !Self.related("Alles widerrufen", to: "undo", language: "fr"))
        #expect(try Self.related("Tout annuler", to: "undo", language: "fr"))
    }

    /// A localized title spelt in ASCII could be an English word ("Stop" is Quit in Dutch): it
    /// relates only once the entry's language is known to be its own.
    @Test func anEnglishTitleIsNotRelatedToARowByAnotherLanguagesWord() throws {
        #expect(try !Self.related("Stop Refreshing", to: "quit"))
        #expect(try Self.related("Stop alles", to: "quit", language: "nl"))
        let yaml = "app: Vienna\nplatforms: [macOS]\nshortcuts:\n  - title: Stop Refreshing\n    key: Option-Command-Q\n    menu: File\n"
        #expect(YAMLExamples.ruleIDs(yaml).contains(UnrelatedShiftVariantRule.id))
    }
}
