import Testing

@testable import ShortcutCore

/// A menu built in code belongs to the menu bar only when the code attaches it there; any other
/// menu it makes (a context menu, a pop-up, a view's or a status item's menu) is a menu of its
/// own, whose key equivalents work while it is open: its items get a scope of their own, as an
/// Interface Builder menu outside the main menu does, and a path ("Menu" when untitled). Each
/// test reads the shape of a real file, rewritten as our own input; the doc comment names it.
@Suite struct CodeMenuScopeTests {
    func read(_ text: String, language: SourceLexer.Language = .objectiveC) -> [ShortcutEntry] {
        SourceReaderHelpers.read(text, language: language).manifest.shortcuts
    }

    func describe(_ entries: [ShortcutEntry]) -> [String] {
        entries.map { "\(SourceReaderHelpers.describe($0)) | \($0.when ?? "-")" }
    }

    /// Skim's `-[SKPDFView showHelpMenu]` (JackieXie168/skim aa80dac, SKPDFView.m:5040–5121) pops
    /// up one of two `[NSMenu menu]`s listing the view's own keys, one per mode, in the branches
    /// of an `if`/`else`; both menus put an item on the Right arrow.
    static let skimHelpMenu = """
        - (void)showHelpMenu {
            NSMenu *menu = nil;
            NSMenuItem *item;
            if (interactionMode == SKPresentationMode) {
                menu = [NSMenu menu];
                item = [menu addItemWithTitle:NSLocalizedString(@"Go To Next Page", @"Menu item title") action:@selector(goToNextPage:) keyEquivalent:@"\\uF703"];
                [item setKeyEquivalentModifierMask:0];
            } else {
                menu = [NSMenu menu];
                item = [menu addItemWithTitle:NSLocalizedString(@"Move Current Note", @"Menu item title") action:@selector(moveActiveAnnotation:) keyEquivalent:@"\\uF703"];
                [item setKeyEquivalentModifierMask:0];
            }
            [menu popUpMenuPositioningItem:nil atLocation:point inView:self];
        }
        """

    @Test func aMenuTheCodePopsUpIsAMenuOfItsOwn() {
        #expect(
            describe(read(Self.skimHelpMenu)) == [
                "Go To Next Page | Right arrow | Menu | menu.Example.m:5",
                "Move Current Note | Right arrow | Menu | menu.Example.m:9",
            ])
    }

    @Test func twoMenusOfTheirOwnInExclusiveBranchesKeepTheirItemsOnOneChord() {
        // One menu per branch: two shortcuts, each in its own menu, neither folded into the other.
        #expect(read(Self.skimHelpMenu).count == 2)
        #expect(!SourceReaderHelpers.ruleIDs(Self.skimHelpMenu).contains("shortcut-only-action"))
    }

    /// Adium's `-[JVMarkedScroller menuForEvent:]` (adium/adium 0f7136b,
    /// Frameworks/AIUtilities/Source/JVMarkedScroller.m:201–250): a context menu made with
    /// `[[[NSMenu alloc] initWithTitle:@""] autorelease]`, its items with `[[[NSMenuItem alloc] …]
    /// autorelease]` and then `[item setKeyEquivalentModifierMask:…]`, titled through the app's
    /// own `AILocalizedStringFromTableInBundle`.
    @Test func anAutoreleasedItemTakesTheMaskSetOnItLater() {
        let text = """
            - (NSMenu *) menuForEvent:(NSEvent *) event {
                NSMenu *menu = [[[NSMenu alloc] initWithTitle:@""] autorelease];
                NSMenuItem *item = nil;
                item = [[[NSMenuItem alloc] initWithTitle:AILocalizedStringFromTableInBundle( @"Jump to Previous Mark", nil, [NSBundle bundleWithIdentifier:AIUTILITIES_BUNDLE_ID], "jump to previous mark contextual menu")
                                                   action:@selector( jumpToPreviousMark: )
                                            keyEquivalent:@"["] autorelease];
                [item setTarget:self];
                [item setKeyEquivalentModifierMask:NSAlternateKeyMask | NSCommandKeyMask];
                [menu addItem:item];
                return menu;
            }
            """
        #expect(describe(read(text)) == ["Jump to Previous Mark | Option-Command-[ | Menu | menu.Example.m:2"])
    }

    /// R for Mac's console and editor add "Show Help for current Function" (Control-H) to their
    /// text views' context menus in the delegate method `textView:menu:forEvent:atIndex:`
    /// (R-macos/Mac-GUI 800b873, RController.m:4043–4066 and RDocumentWinCtrl.m:1188–1212): the
    /// menu is a parameter of a method handling an event.
    static func helpForFunction(_ viewName: String) -> String {
        """
        - (NSMenu *)textView:(NSTextView *)view menu:(NSMenu *)menu forEvent:(NSEvent *)event atIndex:(NSUInteger)charIndex
        {
            if(view != \(viewName)) return menu;
            [menu addItem:[NSMenuItem separatorItem]];
            NSMenuItem *anItem;
            anItem = [[NSMenuItem alloc] initWithTitle:NLS(@"Show Help for current Function") action:@selector(showHelpForCurrentFunction) keyEquivalent:@"h"];
            [anItem setKeyEquivalentModifierMask:NSControlKeyMask];
            [anItem setTag:kShowHelpContextMenuItemTag];
            [menu addItem:anItem];
            return menu;
        }
        """
    }

    @Test func aMenuAnEventsMethodIsHandedIsAContextMenuOfItsOwn() {
        #expect(
            describe(read(Self.helpForFunction("consoleTextView"))) == [
                "Show Help for current Function | Control-H | Menu | menu.Example.m:1"
            ])
    }

    @Test func twoFilesContextMenusNeverMeet() {
        let linter = Linter()
        let app = AppGroup(id: "/R", name: "R")
        let results = Linter.lint(
            ["RController.m", "RDocumentWinCtrl.m"].map { path in
                LintJob(source: SourceFile(path: path, text: Self.helpForFunction("textView")), linter: linter, app: app)
            })
        #expect(!results.flatMap(\.findings).contains { $0.ruleID == DuplicateShortcutRule.id })
    }

    /// A parameter hides another method's object of the same name: the item `validateMenuItem:`
    /// is handed is not the one an earlier method made. CoverSutra's `validateMenuItem:`
    /// (Sophiestication/CoverSutra 7ee3978, CoverSutra+Menu.m:366–378) gives the player items it is
    /// handed Command-arrow keys chosen by their action: noted, since which item gets which key is
    /// known only when the app runs.
    @Test func aKeySetOnAnItemTheMethodIsHandedIsNoted() {
        let text = """
            - (void)buildMenu {
                NSMenuItem *menuItem = [[NSMenuItem alloc] initWithTitle:@"Next" action:@selector(nextSong:) keyEquivalent:@""];
                [menu addItem:menuItem];
            }
            - (BOOL)validateMenuItem:(NSMenuItem*)menuItem {
                if([menuItem action] == @selector(nextSong:)) {
                    unichar key = NSRightArrowFunctionKey;
                    [menuItem setKeyEquivalent:[NSString stringWithCharacters:&key length:1]];
                    [menuItem setKeyEquivalentModifierMask:NSCommandKeyMask];
                }
                [menuItem setKeyEquivalent:@""];
                return YES;
            }
            """
        #expect(read(text).isEmpty)
        let notes = SourceReaderHelpers.unresolved(text, language: .objectiveC)
        #expect(notes.count == 1)
        #expect(notes.first?.contains("the key equivalent of `menuItem` is set when the app runs") == true)
    }

    /// R for Mac adds Enter Full Screen (Control-Command-F) to its Window menu at launch
    /// (R-macos/Mac-GUI 800b873, RController.m:744–754): `insertItem:atIndex:` into
    /// `[[[NSApp mainMenu] itemAtIndex:m] submenu]`, a menu of the menu bar found by position.
    @Test func anItemInsertedIntoAMenuOfTheMenuBarIsInTheMenuBar() {
        let text = """
            - (void)awakeFromNib {
                NSString *label = nil;
                if(([[self window] styleMask] & NSFullScreenWindowMask) == NSFullScreenWindowMask)
                    label = NLS(@"Exit Full Screen");
                else
                    label = NLS(@"Enter Full Screen");
                toggleFullScreenMenuItem = [[NSMenuItem alloc] initWithTitle:label action:@selector(toggleFullScreenMode:) keyEquivalent:@"f"];
                [toggleFullScreenMenuItem setKeyEquivalentModifierMask:(NSControlKeyMask | NSCommandKeyMask)];
                NSInteger m = [[NSApp mainMenu] numberOfItems]-2; // Window submenu
                [[[[NSApp mainMenu] itemAtIndex:m] submenu] insertItem:[NSMenuItem separatorItem] atIndex:0];
                [[[[NSApp mainMenu] itemAtIndex:m] submenu] insertItem:toggleFullScreenMenuItem atIndex:0];
            }
            """
        #expect(describe(read(text)) == ["Enter Full Screen | Control-Command-F | ‹Menu› | -"])
        // The standard Enter Full Screen, in a menu: no rule has anything to say.
        #expect(LintHelpers.ruleIDs(text, path: "RController.m") == [])
    }

    @Test func aMenuOfTheMenuBarFoundByTitleIsThatMenu() {
        let objectiveC = """
            NSMenu *windowMenu = [[[NSApp mainMenu] itemWithTitle:@"Window"] submenu];
            [windowMenu addItemWithTitle:@"Zoom All" action:@selector(zoomAll:) keyEquivalent:@"z"];
            [[[[NSApp mainMenu] itemWithTitle:@"View"] submenu] addItemWithTitle:@"Actual Size" action:@selector(actualSize:) keyEquivalent:@"0"];
            """
        #expect(
            describe(read(objectiveC)) == ["Zoom All | Command-Z | Window | -", "Actual Size | Command-0 | View | -"])
        let swift = """
            let windowMenu = NSApp.mainMenu?.item(withTitle: "Window")?.submenu
            windowMenu?.addItem(withTitle: "Zoom All", action: #selector(zoomAll(_:)), keyEquivalent: "z")
            NSApp.windowsMenu?.addItem(withTitle: "Tile", action: #selector(tile(_:)), keyEquivalent: "t")
            """
        #expect(describe(read(swift, language: .swift)) == ["Zoom All | Command-Z | Window | -", "Tile | Command-T | Window | -"])
    }

    /// A menu of the bar built in code and inserted into `[NSApp mainMenu]` at launch (the shape
    /// of issue 18's "a Web menu added to the bar at launch").
    @Test func aMenuInsertedIntoTheMenuBarIsInTheMenuBar() {
        let text = """
            - (void)awakeFromNib {
                NSMenu *webMenu = [[NSMenu alloc] initWithTitle:@"Web"];
                [webMenu addItemWithTitle:@"Open in Browser" action:@selector(openInBrowser:) keyEquivalent:@"b"];
                NSMenuItem *item = [[NSMenuItem alloc] init];
                [item setSubmenu:webMenu];
                [[NSApp mainMenu] insertItem:[item autorelease] atIndex:[[NSApp mainMenu] indexOfItemWithTitle:@"Window"]];
            }
            """
        #expect(describe(read(text)) == ["Open in Browser | Command-B | Web | -"])
    }

    @Test func aMenuTheCodeAttachesToTheMainMenuHasNoScope() {
        let text = """
            let main = NSMenu(title: "Main")
            let fileItem = main.addItem(withTitle: "File", action: nil, keyEquivalent: "")
            let file = NSMenu(title: "File")
            main.setSubmenu(file, for: fileItem)
            file.addItem(withTitle: "Open…", action: #selector(open(_:)), keyEquivalent: "o")
            NSApp.mainMenu = main
            let statusMenu = NSMenu()
            statusMenu.addItem(withTitle: "Open…", action: #selector(open(_:)), keyEquivalent: "o")
            statusItem.menu = statusMenu
            """
        #expect(
            describe(read(text, language: .swift)) == [
                "Open… | Command-O | File | -", "Open… | Command-O | Menu | menu.Example.swift:7",
            ])
    }

    /// A Swift view's context menu: `menu(for event:)` asks `super` for the menu and adds to it.
    @Test func theMenuSuperGivesForAnEventIsAContextMenu() {
        let text = """
            override func menu(for event: NSEvent) -> NSMenu? {
                let menu = super.menu(for: event)
                menu?.addItem(withTitle: "Copy Link", action: #selector(copyLink(_:)), keyEquivalent: "c")
                return menu
            }
            """
        #expect(describe(read(text, language: .swift)) == ["Copy Link | Command-C | Menu | menu.Example.swift:2"])
    }

    /// SwiftUI's `.contextMenu { … }`: Harbour's container rows (rrroyal/Harbour e56c10c,
    /// Harbour/UI/Views/ContainersView/ContainersView+ContainerNavigationCell.swift:33) show
    /// their container's actions, each with a shortcut, in one.
    @Test func aSwiftUIContextMenuIsAMenuOfItsOwn() {
        let text = """
            struct ContainerCell: View {
                var body: some View {
                    Text(container.name)
                        .contextMenu {
                            Button("Restart") { restart() }
                                .keyboardShortcut("r")
                        }
                }
            }
            """
        let entries = read(text, language: .swift)
        #expect(describe(entries) == ["Restart | Command-R | Menu | menu.Example.swift:4"])
        #expect(entries.allSatisfy { !$0.isVisibleControl })
    }
}
