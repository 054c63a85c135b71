import Testing

@testable import ShortcutCore

/// The reader on Objective-C menu code written with plain literals.
@Suite struct ObjectiveCReaderTests {
    func entries(_ text: String) -> [String] { SourceReaderHelpers.entries(text, language: .objectiveC) }
    func unresolved(_ text: String) -> [String] { SourceReaderHelpers.unresolved(text, language: .objectiveC) }

    @Test func allocInitWithTitleIsAMenuItemWithCommand() {
        #expect(
            entries(#"NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:@"Open…" action:@selector(open:) keyEquivalent:@"o"];"#)
                == ["Open… | Command-O | -"])
        #expect(
            entries(
                #"NSMenuItem *item = [[[NSMenuItem alloc] initWithTitle:@"Redo" action:@selector(redo:) keyEquivalent:@"Z"] autorelease];"#)
                == ["Redo | Shift-Command-Z | -"])
    }

    @Test func aMaskSetLaterBySetterOrPropertyApplies() {
        let text = """
            NSMenuItem *item = [menu addItemWithTitle:NSLocalizedString(@"Hide Others", @"menu") action:@selector(hideOtherApplications:) keyEquivalent:@"h"];
            [item setKeyEquivalentModifierMask:(NSEventModifierFlagCommand | NSEventModifierFlagOption)];
            NSMenuItem *full = [[NSMenuItem alloc] initWithTitle:@"Enter Full Screen" action:@selector(toggleFullScreen:) keyEquivalent:@"f"];
            full.keyEquivalentModifierMask = NSCommandKeyMask |
                NSControlKeyMask;
            """
        #expect(entries(text) == ["Hide Others | Option-Command-H | ‹Menu›", "Enter Full Screen | Control-Command-F | -"])
    }

    @Test func titlesHeldInALocalNameAreRead() {
        let text = """
            NSString *title = NSLocalizedString(@"Undo", @"Undo menu item");
            [menu addItemWithTitle:title action:@selector(undo:) keyEquivalent:@"z"];
            title = NSLocalizedString(@"Select All", @"Select All menu item");
            [menu addItemWithTitle:title action:@selector(selectAll:) keyEquivalent:@"a"];
            """
        #expect(entries(text) == ["Undo | Command-Z | ‹Menu›", "Select All | Command-A | ‹Menu›"])
    }

    @Test func cEscapesAndFunctionKeyConstantsAreTheirKeys() {
        let text = """
            [menu addItemWithTitle:@"Delete" action:@selector(delete:) keyEquivalent:@"\\177"];
            [menu addItemWithTitle:@"Up" action:@selector(up:) keyEquivalent:[NSString stringWithFormat:@"%C", NSUpArrowFunctionKey]];
            """
        #expect(entries(text) == ["Delete | Command-Delete | ‹Menu›", "Up | Command-Up arrow | ‹Menu›"])
    }

    @Test func menusLinkedWithSetSubmenuAndSetMainMenuMakeThePath() {
        let text = """
            NSMenu *mainMenu = [[NSMenu alloc] initWithTitle:@"MainMenu"];
            NSMenuItem *editItem = [mainMenu addItemWithTitle:@"Edit" action:NULL keyEquivalent:@""];
            NSMenu *editMenu = [[NSMenu alloc] initWithTitle:NSLocalizedString(@"Edit", @"Edit menu")];
            [mainMenu setSubmenu:editMenu forItem:editItem];
            [editMenu addItemWithTitle:@"Copy" action:@selector(copy:) keyEquivalent:@"c"];
            NSMenuItem *findItem = [[NSMenuItem alloc] initWithTitle:@"Find" action:NULL keyEquivalent:@""];
            [editMenu addItem:findItem];
            NSMenu *findMenu = [[NSMenu alloc] initWithTitle:@"Find"];
            [findItem setSubmenu:findMenu];
            [findMenu addItem:[[NSMenuItem alloc] initWithTitle:@"Find Next" action:@selector(findNext:) keyEquivalent:@"g"]];
            [NSApp setMainMenu:mainMenu];
            """
        #expect(entries(text) == ["Copy | Command-C | Edit", "Find Next | Command-G | Edit > Find"])
    }

    @Test func uiKeyCommandsAreIOSAndIPadOS() {
        let text = """
            - (NSArray<UIKeyCommand *> *)keyCommands {
              return @[
                [UIKeyCommand keyCommandWithInput:@"1" modifierFlags:UIKeyModifierCommand action:@selector(low:) discoverabilityTitle:NSLocalizedString(@"Low Priority", @"")],
                [UIKeyCommand keyCommandWithInput:UIKeyInputEscape modifierFlags:0 action:@selector(dismiss:)],
              ];
            }
            """
        let reading = SourceReaderHelpers.read(text, language: .objectiveC)
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["Low Priority | Command-1 | -", "- | Esc | -"])
        #expect(reading.manifest.shortcuts.allSatisfy { $0.platforms == PlatformSet([.iOS, .iPadOS]) })
    }

    @Test func aUIMenuInsertedByTheBuilderMakesThePath() {
        let text = """
            UIKeyCommand *byName = [UIKeyCommand commandWithTitle:@"Name" image:nil action:@selector(sortByName:) input:@"1" modifierFlags:UIKeyModifierCommand | UIKeyModifierControl propertyList:nil];
            UIMenu *sort = [UIMenu menuWithTitle:@"Sort By" image:nil identifier:nil options:0 children:@[byName]];
            [builder insertChildMenu:sort atStartOfMenuForIdentifier:UIMenuView];
            """
        #expect(entries(text) == ["Name | Control-Command-1 | View > Sort By"])
    }

    @Test func targetConditionalsNarrowThePlatforms() {
        let text =
            "#if TARGET_OS_OSX\n[menu addItemWithTitle:@\"Mac\" action:NULL keyEquivalent:@\"m\"];\n#else\n[menu addItemWithTitle:@\"Other\" action:NULL keyEquivalent:@\"o\"];\n#endif\n"
        #expect(SourceReaderHelpers.read(text, language: .objectiveC).manifest.shortcuts.map(\.title) == ["Mac"])
    }

    @Test func variablesAndCategoryMethodsAreUnresolvedNotGuessed() {
        #expect(
            unresolved(#"[menu addItemWithTitle:@"Go" action:NULL keyEquivalent:key];"#)
                == ["dynamic shortcut, not checked: the key `key` is computed at run time"])
        #expect(
            unresolved(#"[[NSMenuItem alloc] initWithTitle:@"Go" action:NULL keyEquivalent:@"g" modifierMask:NSEventModifierFlagOption];"#)
                .count == 1)
        #expect(
            entries(#"[[NSMenuItem alloc] initWithTitle:@"Go" action:NULL keyEquivalent:@"g" modifierMask:NSEventModifierFlagOption];"#)
                .isEmpty)
    }

    @Test func subscriptsArraysAndCommentsAreNotMessages() {
        let text = """
            // [menu addItemWithTitle:@"Old" action:NULL keyEquivalent:@"o"];
            NSString *s = @"[menu addItemWithTitle:@\\"Fake\\" action:NULL keyEquivalent:@\\"f\\"]";
            id first = items[0];
            NSArray *list = @[@"a", @"b"];
            [menu addItemWithTitle:@"Real" action:NULL keyEquivalent:@"r"];
            """
        #expect(entries(text) == ["Real | Command-R | ‹Menu›"])
    }

    @Test func suppressionCommentsWorkInObjectiveCToo() {
        let text = "// shortcut-lint: allow repurposed-standard\n[menu addItemWithTitle:@\"Copy Link\" action:NULL keyEquivalent:@\"c\"];\n"
        #expect(
            SourceReaderHelpers.read(text, language: .objectiveC).manifest.shortcuts.first?.allow.map(\.ruleID) == ["repurposed-standard"])
    }

    /// Issue 18's shape: an item made in one arm of a conditional, its key set on the name after.
    @Test func anItemMadeInAConditionalTakesTheKeySetOnItsName() {
        let text = """
            NSMenuItem *item = descriptor[@"title"] ? [[NSMenuItem alloc] initWithTitle:@"Export" action:@selector(export:) keyEquivalent:@""] : [NSMenuItem separatorItem];
            [item setKeyEquivalent:@"E"];
            """
        #expect(entries(text) == ["Export | Shift-Command-E | -"])
    }

    /// MUDRammer's text view answers the bare arrows (splinesoft/MUDRammer 645ceb8,
    /// src/Mudrammer/Views/SSGrowingTextView.m:139–146): `modifierFlags:kNilOptions`, no modifier.
    @Test func kNilOptionsAndZeroAreNoModifiers() {
        let text = """
            @implementation SSGrowingTextView
            - (NSArray *)keyCommands {
                return @[
                     [UIKeyCommand keyCommandWithInput:UIKeyInputUpArrow modifierFlags:kNilOptions action:@selector(pressedArrowKey:)],
                     [UIKeyCommand keyCommandWithInput:UIKeyInputDownArrow modifierFlags:(UIKeyModifierFlags)0 action:@selector(pressedArrowKey:)],
                ];
            }
            @end
            """
        let read = SourceReaderHelpers.read(text, language: .objectiveC)
        #expect(read.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["- | Up arrow | -", "- | Down arrow | -"])
        #expect(read.problems.isEmpty)
        // Its own keyCommands method: the text view's, answered as it is operated.
        #expect(read.manifest.shortcuts.map(\.when) == ["responder.SSGrowingTextView", "responder.SSGrowingTextView"])
        #expect(read.manifest.shortcuts.allSatisfy { $0.isControlKey })
    }

    /// An app's own localization function or macro, given the English text as a literal: Adium's
    /// `AILocalizedString(@"…", …)` (adium/adium 0f7136b), R for Mac's `NLS(@"…")` (R-macos/Mac-GUI
    /// 800b873, RController.m:4063).
    @Test func theAppsLocalizationMacrosAreReadAsTheirText() {
        let text = """
            [menu addItemWithTitle:AILocalizedString(@"Send File", nil) action:@selector(sendFile:) keyEquivalent:@"f"];
            [menu addItemWithTitle:NLS(@"Show Help") action:@selector(showHelp:) keyEquivalent:@"h"];
            [menu addItemWithTitle:[self titleFor:@"Quit"] action:@selector(quit:) keyEquivalent:@"q"];
            """
        #expect(entries(text) == ["Send File | Command-F | ‹Menu›", "Show Help | Command-H | ‹Menu›", "- | Command-Q | ‹Menu›"])
    }
}
