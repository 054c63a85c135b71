/// What the seven Interface Builder files of `../shared/corpus` hold, counted by hand, not by the
/// reader: the items with a non-empty `keyEquivalent` under each top-level menu of the main menu
/// (counted with Python's `xml.etree`, the tool PROVENANCE.md used) and in menus outside it, plus
/// a sample of items read off the file by eye (line of the `menuItem`, title, chord, menu path).
///
/// Provenance (corpus PROVENANCE.md): each file is the blob at the named repository, commit and
/// path. The corpus README's totals (Vienna 60, HexFiend 38, MacDown 57, Platypus 36 and 28,
/// Quicksilver 45 of which 39 in the main menu, Skim 102) are the cross-check, and they count
/// only `keyEquivalent` *attributes*: 8 more items write theirs as a child
/// `<string key="keyEquivalent" base64-UTF8="YES">` element, because Delete (`CA`) and Return
/// (`DQ`) are control characters an attribute cannot hold (Vienna 2, MacDown 1, Quicksilver 1,
/// Platypus.xib 4), so the counts here are those totals plus 8.
struct CorpusFile: Sendable {
    let path: String
    let provenance: String
    /// The real-menu fixture (Tests/ShortcutCoreTests/Fixtures/RealMenus) that records this file's
    /// main menu by hand.
    let fixture: String
    let app: String?
    /// Top-level menus of the main menu, in order, with their item counts.
    let mainMenu: [(menu: String, items: Int)]
    /// Items in menus outside the main menu, by that menu's scope.
    let otherMenus: [(scope: String, items: Int)]
    /// Items with a key equivalent and `alternate="YES"`.
    let alternates: Int
    let samples: [(line: Int, title: String, key: String, menu: String)]

    var total: Int { mainMenu.map(\.items).reduce(0, +) + otherMenus.map(\.items).reduce(0, +) }
}

enum InterfaceBuilderCorpus {
    static let files: [CorpusFile] = [
        CorpusFile(
            path: "ViennaRSS__vienna-rss/Main.storyboard",
            provenance: "ViennaRSS/vienna-rss b2313156 Vienna/Interfaces/Base.lproj/Main.storyboard",
            fixture: "Vienna.shortcuts.yml",
            app: "Vienna",
            mainMenu: [("Vienna", 5), ("File", 9), ("Edit", 14), ("View", 13), ("Folder", 7), ("Article", 6), ("Window", 7), ("Help", 1)],
            otherMenus: [], alternates: 0,  // its 5 alternates have no key equivalent of their own
            samples: [
                (25, "Preferences…", "Command-,", "Vienna"),
                (42, "Empty Trash", "Option-Command-Delete", "Vienna"),
                (740, "Previous Tab", "Option-Command-Left arrow", "Window"),
                (780, "Vienna Help", "Command-?", "Help"),
            ]),
        CorpusFile(
            path: "HexFiend__HexFiend/MainMenu.xib",
            provenance: "HexFiend/HexFiend 32cb2ef7 app/resources/Base.lproj/MainMenu.xib",
            fixture: "HexFiend.shortcuts.yml",
            app: "Hex Fiend",
            mainMenu: [
                ("Hex Fiend", 4), ("File", 8), ("Edit", 18), ("Font", 2), ("Views", 1), ("Text Encoding", 0), ("Bookmarks", 3),
                ("Debug", 0), ("Window", 1), ("Help", 1),
            ],
            otherMenus: [], alternates: 0,
            samples: [
                (29, "Preferences…", "Command-,", "Hex Fiend"),
                (115, "Compare MyDocument and YourDocument", "Shift-Command-D", "File"),
                (120, "Compare Range of MyDocument and YourDocument", "Control-Shift-Command-D", "File"),
                (564, "Show Callouts", "Option-Command-B", "Bookmarks"),
            ]),
        CorpusFile(
            path: "MacDownApp__macdown/MainMenu.xib",
            provenance: "MacDownApp/macdown 3e2a2bf1 MacDown/Localization/Base.lproj/MainMenu.xib",
            fixture: "MacDown.shortcuts.yml",
            app: "MacDown",
            mainMenu: [
                ("MacDown", 4), ("File", 9), ("Edit", 14), ("View", 6), ("Format", 23), ("Plug-ins", 0), ("Window", 2), ("Help", 0),
            ],
            otherMenus: [], alternates: 0,
            samples: [
                (165, "Redo", "Shift-Command-Z", "Edit"),
                (380, "Left 1:1 Right", "Shift-Command-0", "View"),
                (561, "New Paragraph", "Command-Return", "Format"),
                (589, "Zoom", "Shift-Command-M", "Window"),
            ]),
        CorpusFile(
            path: "sveinbjornt__Platypus/Platypus.xib",
            provenance: "sveinbjornt/Platypus 0891fbda Application/Resources/Platypus.xib",
            fixture: "Platypus.shortcuts.yml",
            app: "Platypus",
            mainMenu: [("Platypus", 4), ("File", 9), ("Edit", 15), ("Action", 7), ("Profiles", 2), ("Window", 2), ("Help", 1)],
            otherMenus: [], alternates: 0,
            samples: [
                (737, "Preferences…", "Command-,", "Platypus"),
                (845, "Create App", "Return", "File"),
                (1102, "Remove File", "Delete", "Action"),
                (1149, "Next Icon", "Shift-Command-Down arrow", "Action"),
                (1155, "Previous Icon", "Shift-Command-Up arrow", "Action"),
            ]),
        CorpusFile(
            path: "sveinbjornt__Platypus/MainMenu.xib",
            provenance: "sveinbjornt/Platypus 0891fbda ScriptExec/Resources/MainMenu.xib",
            fixture: "ScriptExec.shortcuts.yml",
            app: nil,  // the application menu is titled "Application": a template for the apps Platypus makes
            mainMenu: [("Application", 3), ("File", 5), ("Edit", 15), ("View", 2), ("Window", 2), ("Help", 1)],
            otherMenus: [], alternates: 0,
            samples: [
                (169, "Hide", "Command-H", "Application"),
                (337, "Show Spelling and Grammar", "Command-:", "Edit > Spelling"),
            ]),
        CorpusFile(
            path: "quicksilver__Quicksilver/MainMenu.xib",
            provenance: "quicksilver/Quicksilver 56896299 Quicksilver/Nibs/Base.lproj/MainMenu.xib",
            fixture: "Quicksilver.shortcuts.yml",
            app: "Quicksilver",  // the application menu item's title; its menu's is styled
            mainMenu: [("Quıcĸsıɩⅴεʀ", 10), ("Plugins", 0), ("Edit", 26), ("Window", 3), ("Help", 1)],
            otherMenus: [("menu.1365", 6)], alternates: 1,
            samples: [
                (37, "Guide...", "Command-?", "Quıcĸsıɩⅴεʀ"),
                (154, "Delete", "Delete", "Edit"),
                (343, "Copy Ruler", "Control-Command-C", "Edit > Text"),
                (531, "Plugins...", "Command-\"", "Menu"),
            ]),
        CorpusFile(
            path: "JackieXie168__skim/MainMenu.xib",
            provenance: "JackieXie168/skim aa80dac3 MainMenu.xib",
            fixture: "Skim.shortcuts.yml",
            app: "Skim",
            mainMenu: [
                ("Skim", 4), ("File", 7), ("Edit", 24), ("Notes", 8), ("View", 10), ("PDF", 8), ("Go", 10), ("Tools", 25),
                ("Bookmarks", 3), ("Window", 2), ("Help", 1),
            ],
            otherMenus: [], alternates: 6,
            samples: [
                (797, "Zoom To Height", "Option-Command-_", "PDF"),
                (832, "Next", "Command-Right arrow", "Go"),
                (1157, "Add Setup Bookmark", "Option-Shift-Command-D", "Bookmarks"),
                (1223, "Skim Help", "Command-?", "Help"),
            ]),
    ]
}
