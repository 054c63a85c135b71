import Testing

@testable import ShortcutCore

/// Whether an entry implements a reserved row's action (`ReservedEntry.recognizesUse`), on the
/// titles real menus and keymaps use. Each case names the row by id, as the rules will ask it.
@Suite struct StandardUseRecognitionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let row: String
        let title: String
        var menu: [String] = []
        var app: String? = "Scribe"
        var action: String? = nil
        var testDescription: String {
            "\(row) ← \"\(title)\"" + (menu.isEmpty ? "" : " in \(menu.joined(separator: " › "))") + (app.map { " (app \($0))" } ?? "")
                + (action.map { " sending \($0)" } ?? "")
        }
    }

    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    static func recognizes(_ check: Case) throws -> Bool {
        try row(check.row).recognizesUse(StandardUseQuery(title: check.title, menuPath: check.menu, app: check.app, action: check.action))
    }

    // MARK: Over-matches: another command on a standard chord is not its own use.

    static let notOwnUses: [Case] = [
        Case(row: "hide", title: "Hide Sidebar"),
        Case(row: "hide", title: "Hide Ruler"),
        Case(row: "hide", title: "Hide Sidebar", app: nil),
        Case(row: "hide", title: "Hide Ruler", app: nil),
        Case(row: "save", title: "Save As…"),
        Case(row: "save", title: "Save All"),
        Case(row: "print", title: "Print Preview"),
        Case(row: "quit", title: "Quit Server"),
        Case(row: "quit", title: "Quit Server", app: nil),
        Case(row: "quit", title: "Quit Audiobook", app: "Audiobook Binder"),
        Case(row: "hide", title: "Hide Binder", app: "Audiobook Binder"),
        Case(row: "close", title: "Close All"),
        Case(row: "paste", title: "Paste and Match Style"),
        Case(row: "paste", title: "Paste as Plain Text"),
        Case(row: "find", title: "Find Again"),
        Case(row: "copy", title: "Export"),
        Case(row: "hide", title: "Hide Others"),
        Case(row: "new", title: "Open Recent"),
        Case(row: "focus-next-control-group", title: "Toggle Terminal"),
        Case(row: "extend-selection-left", title: "Previous Card"),
        Case(row: "cancel", title: "Quick Look"),
        Case(row: "cancel", title: "Quit Server"),
        Case(row: "hide", title: "Hide Window"),
        Case(row: "find", title: "Find Next"),
        Case(row: "find", title: "Search With Google"),
        Case(row: "help", title: "Server User Guide"),
        Case(row: "save", title: "Save Torrent File As…"),
        Case(row: "find", title: "Filter Bar Options"),
    ]

    // MARK: The action an item sends decides, where the input records it.

    /// Real items whose titles say nothing the row knows, but whose action is the standard one.
    static let usesByAction: [Case] = [
        Case(row: "open", title: "Launch Game…", action: "openDocument:"),  // OpenEmu
        Case(row: "help", title: "No Help at this time", action: "showHelp:"),  // SSHTunnel
        Case(row: "quit", title: "Quit Server", action: "terminate:"),
        Case(row: "print", title: "Print Score…", action: "print:"),
        Case(row: "minimize", title: "Hide Window", action: "performMiniaturize:"),
        Case(row: "open", title: "Launch Game…", action: "openDocument"),  // a manifest may leave out the colon
    ]

    @Test(arguments: usesByAction)
    func anItemSendingTheRowsActionIsItsOwnUse(_ check: Case) throws {
        #expect(try Self.recognizes(check))
    }

    static let otherActions: [Case] = [
        Case(row: "open", title: "Launch Game…", action: "launchGame:"),
        Case(row: "help", title: "No Help at this time", action: "showAbout:"),
        Case(row: "save", title: "Save Torrent File As…", action: "copyTorrentFiles:"),  // Transmission
        Case(row: "find", title: "Swap Colors", action: "performFindPanelAction:"),  // its tag picks the find action: not listed
    ]

    @Test(arguments: otherActions)
    func anotherActionMakesNoOwnUseOfItself(_ check: Case) throws {
        #expect(try !Self.recognizes(check))
    }

    @Test(arguments: notOwnUses)
    func anotherCommandIsNotTheRowsOwnUse(_ check: Case) throws {
        #expect(try !Self.recognizes(check))
    }

    // MARK: Under-matches: the row's action under the names real menus give it.

    static let ownUses: [Case] = [
        Case(row: "hide", title: "Hide Scribe"),
        Case(row: "hide", title: "Hide"),
        Case(row: "hide", title: "Hide Scribe", app: nil),
        Case(row: "quit", title: "Quit Scribe"),
        Case(row: "quit", title: "Quit TextEdit", app: "TextEdit"),
        Case(row: "quit", title: "Quit My App", menu: ["My App"], app: nil),
        // Audiobook Binder's menu writes its name as one word (Avers/AudioBookBinder MainMenu.xib).
        Case(row: "quit", title: "Quit AudioBookBinder", app: "Audiobook Binder"),
        Case(row: "hide", title: "Hide AudioBookBinder", app: "Audiobook Binder"),
        Case(row: "quit", title: "Quit Audiobook Binder", app: "AudioBookBinder"),
        Case(row: "get-info", title: "Show Info Inspector"),  // Cog's View menu
        Case(row: "save", title: "Save"),
        Case(row: "save", title: "Save Note"),
        Case(row: "print", title: "Print…"),
        Case(row: "print", title: "Print Document…"),
        Case(row: "minimize-all", title: "Minimize All Windows"),
        Case(row: "find-and-replace", title: "Find and Replace…"),
        Case(row: "find-next", title: "Find Again"),
        Case(row: "close-all", title: "Close All"),
        Case(row: "close-all", title: "Close All Windows"),
        Case(row: "increase-size", title: "Make Text Bigger"),
        Case(row: "decrease-size", title: "Make Text Smaller"),
        Case(row: "increase-size", title: "Zoom In"),
        Case(row: "decrease-size", title: "Zoom Out"),
        Case(row: "increase-size", title: "Increase Font Size"),
        Case(row: "toggle-sidebar", title: "Show Sidebar"),
        Case(row: "toggle-sidebar", title: "Hide Sidebar"),
        Case(row: "toggle-inspector", title: "Show Inspector"),
        Case(row: "toggle-inspector", title: "Hide Inspector"),
        Case(row: "copy-formatting", title: "Copy Ruler"),
        Case(row: "paste-formatting", title: "Paste Ruler"),
        Case(row: "focus-next-control-group", title: "Show Next Tab"),
        Case(row: "focus-previous-control-group", title: "Show Previous Tab"),
        Case(row: "special-characters", title: "Emoji & Symbols"),
        Case(row: "macos-globe-emoji-and-symbols", title: "Emoji & Symbols"),
        Case(row: "extend-selection-left", title: "Select Left"),
        Case(row: "undo", title: "Undo Paste and Match Style"),
        Case(row: "redo", title: "Redo Typing"),
        Case(row: "new", title: "New Note"),
        Case(row: "close", title: "Close Tab"),
        Case(row: "copy", title: "Copy Link"),
        Case(row: "find", title: "Find in Note…"),
        Case(row: "find", title: "Search Notes"),
        // The wording of the apps the precision corpus added (Transmission, MacPass, HandBrake,
        // Sequel Ace): Get Info as an inspector, a filter bar as Find, the online guide as Help,
        // Save As for a named item, pausing the running work as Command-period's cancel.
        Case(row: "get-info", title: "Show Inspector"),
        Case(row: "get-info", title: "Toggle Inspector"),
        Case(row: "find", title: "Hide Filter Bar"),
        Case(row: "find", title: "Show Filter Bar"),
        Case(row: "help", title: "Online Documentation"),
        Case(row: "save-as", title: "Save Connection As…"),
        Case(row: "cancel-operation", title: "Pause Transfers"),
        Case(row: "help", title: "Scribe User Guide"),
        Case(row: "toggle-toolbar", title: "Show/Hide Toolbar"),
        Case(row: "toggle-sidebar", title: "Show/Hide Sidebar"),
        Case(row: "open", title: "Load Scan Data..."),
    ]

    @Test(arguments: ownUses)
    func theRowsActionUnderAnotherNameIsItsOwnUse(_ check: Case) throws {
        #expect(try Self.recognizes(check))
    }

    // MARK: Esc invokes "a cancel action in various contexts" (the HIG).

    @Test(arguments: ["Cancel", "Dismiss Panel", "Close Popover", "Exit Full Screen", "Stop Recording", "Dismiss", "Done"])
    func escapeTakesAnyCancelTypeAction(_ title: String) throws {
        #expect(try Self.recognizes(Case(row: "cancel", title: title)))
    }

    // MARK: The menu path is part of the title.

    static let inMenus: [Case] = [
        Case(row: "select-all", title: "All", menu: ["Edit", "Select"]),
        Case(row: "increase-size", title: "Bigger", menu: ["Format", "Font"]),
        Case(row: "decrease-size", title: "Smaller", menu: ["Format", "Font"]),
        Case(row: "increase-size", title: "In", menu: ["View", "Zoom"]),
    ]

    @Test(arguments: inMenus)
    func theSubmenuTitleCompletesAnItemsTitle(_ check: Case) throws {
        #expect(try Self.recognizes(check))
    }

    @Test func aTitleAloneIsNotCompletedByItsTopLevelMenu() throws {
        #expect(try !Self.recognizes(Case(row: "select-all", title: "All", menu: ["Select"])))
    }

    // MARK: Command-style ids of editors' keymaps.

    static let commandIDs: [Case] = [
        Case(row: "redo", title: "editor::Redo"),
        Case(row: "save", title: "workbench.action.files.save"),
        Case(row: "copy", title: "execCopy"),
        Case(row: "keyboard-layout-system-script", title: "EditorLineStart"),
        Case(row: "select-all", title: "select_all"),
        Case(row: "select-all", title: "editor.action.selectAll"),
        Case(row: "extend-selection-left", title: "cursorLeftSelect"),
        Case(row: "quit", title: "workbench.action.quit"),
        Case(row: "new", title: "workbench.action.files.newUntitledFile"),
        Case(row: "enter-full-screen", title: "workbench.action.toggleFullScreen"),
        Case(row: "undo", title: "$Undo"),
        Case(row: "decrease-size", title: "EditorDecreaseFontSize"),
        Case(row: "find-and-replace", title: "editor.action.startFindReplaceAction"),
    ]

    @Test(arguments: commandIDs)
    func commandStyleIDsAreSplitIntoWords(_ check: Case) throws {
        #expect(try Self.recognizes(check))
    }

    @Test func aCommandIDForAnotherActionIsNotRecognized() throws {
        #expect(try !Self.recognizes(Case(row: "save", title: "workbench.action.files.saveAs")))
        #expect(try !Self.recognizes(Case(row: "redo", title: "editor::Undo")))
    }

    // MARK: Japanese menu titles (Apple's translations; sources in Resources/reserved.json).

    static let japanese: [Case] = [
        Case(row: "save", title: "保存"),
        Case(row: "copy", title: "コピー"),
        Case(row: "paste", title: "ペースト"),
        Case(row: "cut", title: "カット"),
        Case(row: "select-all", title: "すべてを選択"),
        Case(row: "undo", title: "取り消す"),
        Case(row: "redo", title: "やり直す"),
        Case(row: "quit", title: "Scribeを終了"),
        Case(row: "quit", title: "Scribe を終了"),
        Case(row: "quit", title: "テキストエディットを終了", app: "テキストエディット"),
        Case(row: "hide", title: "Scribeを隠す"),
        Case(row: "close", title: "閉じる"),
        Case(row: "find", title: "検索..."),
        Case(row: "find-and-replace", title: "検索と置換..."),
        Case(row: "minimize", title: "しまう"),
        Case(row: "open", title: "開く..."),
        Case(row: "print", title: "プリント..."),
        Case(row: "page-setup", title: "ページ設定..."),
        Case(row: "bold", title: "ボールド"),
        Case(row: "italic", title: "イタリック"),
        Case(row: "underline", title: "アンダーライン"),
        Case(row: "show-fonts", title: "フォントパネルを表示"),
        Case(row: "settings", title: "設定…"),
    ]

    @Test(arguments: japanese)
    func japaneseMenuTitlesAreTheStandardItems(_ check: Case) throws {
        #expect(try Self.recognizes(check))
    }

    /// The Japanese localization of Xcode's main-menu template, as a manifest: every item is the
    /// standard item on its standard chord, so nothing is reported.
    @Test func aJapaneseLocalizedMainMenuLintsClean() {
        let items: [(title: String, key: String, menu: String)] = [
            ("Scribe ヘルプ", "Command-?", "ヘルプ"), ("設定...", "Command-,", "Scribe"), ("Scribeを隠す", "Command-H", "Scribe"),
            ("ほかを隠す", "Option-Command-H", "Scribe"), ("Scribeを終了", "Command-Q", "Scribe"), ("新規", "Command-N", "ファイル"),
            ("開く...", "Command-O", "ファイル"), ("閉じる", "Command-W", "ファイル"), ("保存", "Command-S", "ファイル"),
            ("別名で保存...", "Shift-Command-S", "ファイル"), ("ページ設定...", "Shift-Command-P", "ファイル"),
            ("プリント...", "Command-P", "ファイル"), ("取り消す", "Command-Z", "編集"), ("やり直す", "Shift-Command-Z", "編集"),
            ("カット", "Command-X", "編集"), ("コピー", "Command-C", "編集"), ("ペースト", "Command-V", "編集"),
            ("すべてを選択", "Command-A", "編集"), ("検索...", "Command-F", "編集 > 検索"), ("次を検索", "Command-G", "編集 > 検索"),
            ("前を検索", "Shift-Command-G", "編集 > 検索"), ("フォントパネルを表示", "Command-T", "フォーマット > フォント"),
            ("ボールド", "Command-B", "フォーマット > フォント"), ("イタリック", "Command-I", "フォーマット > フォント"),
            ("アンダーライン", "Command-U", "フォーマット > フォント"), ("大きく", "Command-+", "フォーマット > フォント"),
            ("小さく", "Command--", "フォーマット > フォント"), ("カラーパネルを表示", "Shift-Command-C", "フォーマット > フォント"),
            ("スタイルをコピー", "Option-Command-C", "フォーマット > フォント"), ("スタイルをペースト", "Option-Command-V", "フォーマット > フォント"),
            ("ルーラをコピー", "Control-Command-C", "フォーマット > テキスト"), ("ルーラをペースト", "Control-Command-V", "フォーマット > テキスト"),
            ("左揃え", "Command-{", "フォーマット > テキスト"), ("中央揃え", "Command-|", "フォーマット > テキスト"),
            ("右揃え", "Command-}", "フォーマット > テキスト"), ("しまう", "Command-M", "ウインドウ"),
        ]
        let yaml =
            "app: Scribe\nshortcuts:\n"
            + items.map { "  - title: \"\($0.title)\"\n    key: \"\($0.key)\"\n    menu: \"\($0.menu)\"\n" }.joined()
        let findings = YAMLExamples.lint(yaml).findings.filter { !$0.isSuppressed }
        #expect(findings.isEmpty, "\(findings.map { "\($0.entry?.title ?? ""): [\($0.ruleID)]" })")
    }

    @Test func aJapaneseTitleOfAnotherAppIsNotQuitForThisApp() throws {
        #expect(try !Self.recognizes(Case(row: "quit", title: "サーバを終了", app: "Scribe")))
    }

    // MARK: What the query needs.

    @Test func anEntryWithoutATitleImplementsNoRow() throws {
        var entry = ShortcutEntry(index: 0, position: 0, range: ByteRange(start: 0, end: 0))
        entry.title = nil
        #expect(try !Self.row("copy").recognizesUse(StandardUseQuery(entry: entry, app: "Scribe")))
    }

    @Test func anEntrysMenuPathIsReadFromTheManifest() throws {
        var entry = ShortcutEntry(index: 0, position: 0, range: ByteRange(start: 0, end: 0))
        entry.title = "All"
        entry.menu = MenuPath("Edit > Select")
        #expect(try Self.row("select-all").recognizesUse(StandardUseQuery(entry: entry, app: nil)))
    }

    @Test func aHouseRowIsRecognizedByItsOwnTitlesAndVerbs() {
        let row = ReservedEntry(
            id: "house-palette", chord: Chord(key: Key(dataName: "P")!, modifiers: [.shift, .command]), system: false,
            action: "Show the command palette", titles: ["Command Palette…"], verbs: ["Show", "Open"],
            objects: ["Palette", "Command Palette"], platforms: .defaultPlatforms, category: "house")
        #expect(row.recognizesUse(StandardUseQuery(title: "Open Command Palette")))
        #expect(row.recognizesUse(StandardUseQuery(title: "workbench.action.showCommands")) == false)
        #expect(row.recognizesUse(StandardUseQuery(title: "Command Palette")))
    }
}
