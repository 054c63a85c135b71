import Testing

@testable import ShortcutCore

/// The questions rules ask the title model besides standard use and relatedness: one command
/// written twice, a submenu's context, an option of a submenu, mnemonic letters.
@Suite struct TitleQuestionsTests {
    @Test func oneCommandWrittenTwiceIsTheSameCommand() {
        #expect(Titles.sameCommand("Find…", "find"))
        #expect(Titles.sameCommand("Find...", "FIND"))
        #expect(Titles.sameCommand("&Copy", "Copy"))
        #expect(Titles.sameCommand("コピー(&C)", "コピー"))
        #expect(Titles.sameCommand("ｺﾋﾟｰ", "コピー"))
        #expect(Titles.sameCommand("ＣＯＰＹ", "copy"))
        #expect(Titles.sameCommand("Close  Window", "close window"))
        #expect(!Titles.sameCommand("Close", "Close All"))
        #expect(!Titles.sameCommand("Find & Replace", "Find Replace"))
    }

    @Test func aTitleSharingAWordWithItsSubmenuNamesItsContext() {
        #expect(Titles.namesContext(title: "Sort by Name", submenu: "Sort By"))
        #expect(!Titles.namesContext(title: "Name", submenu: "Sort By"))
        #expect(Titles.namesContext(title: "ブックマークを名前で並べ替える", submenu: "ブックマークの並べ替え"))
        #expect(!Titles.namesContext(title: "名前", submenu: "ブックマークの並べ替え"))
        #expect(Titles.namesContext(title: "按名称排序", submenu: "排序方式"))
        #expect(Titles.namesContext(title: "Name", submenu: "…"))
    }

    @Test func theContextualTitleDoesNotRepeatTheSubmenusWords() {
        #expect(Titles.contextualTitle("Name", submenu: "Sort By") == "Sort By Name")
        #expect(Titles.contextualTitle("By Name", submenu: "Sort By") == "Sort By Name")
        #expect(Titles.contextualTitle("by name", submenu: "Sort By…") == "Sort By name")
        #expect(Titles.contextualTitle("名前", submenu: "ブックマークの並べ替え") == "ブックマークの並べ替え：名前")
    }

    @Test func aTitleOfOneSignificantWordIsAnOption() {
        #expect(Titles.isOption("All"))
        #expect(Titles.isOption("Toggle"))
        #expect(Titles.isOption("By Name"))
        #expect(!Titles.isOption("Sort by Name"))
        #expect(!Titles.isOption(""))
        #expect(Titles.isOption("名前"))
    }

    @Test func initialsAreTheFirstLettersOfSignificantWords() {
        #expect(Titles.initials(of: "Sort by Name") == Array("sn".utf8))
        #expect(Titles.initials(of: "Export Selection as PDF") == Array("esp".utf8))
        #expect(Titles.initials(of: "書類を保存").isEmpty)
    }
}
