import Testing

@testable import ShortcutCore

/// An app's own function that makes a key command or menu item from its parameters is followed:
/// each call that passes literals is read as the item it makes, where the call puts it, and a
/// call that passes something computed is noted at its line. Each test reads the shape of a real
/// file, rewritten as our own input; the doc comment names it.
@Suite struct HelperCallTests {
    /// ownCloud's shared framework defines `UIKeyCommand.ported(…)` (owncloud/ios-app 0ac09a3,
    /// ownCloudAppShared/UIKit Extension/UIKeyCommand+Extension.swift:21–27).
    static let ported = """
        public extension UIKeyCommand {
            static func ported(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) -> UIKeyCommand {
                let keyCommand = UIKeyCommand(input: input, modifierFlags: modifierFlags, action: action)

                keyCommand.discoverabilityTitle = discoverabilityTitle

                return keyCommand
            }
        }
        """

    /// …and the app calls it in its responders (ownCloud/Key Commands/KeyCommands.swift:24–30,
    /// 56).
    static let serverList = """
        extension ServerListTableViewController {
            override var keyCommands: [UIKeyCommand]? {
                let nextObjectCommand = UIKeyCommand.ported(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(selectNext), discoverabilityTitle: OCLocalizedString("Select Next", nil))
                let addAccountCommand = UIKeyCommand.ported(input: "+", modifierFlags: [.command], action: #selector(addBookmark), discoverabilityTitle: OCLocalizedString("Add account", nil).localized)
                var shortcuts = [nextObjectCommand, addAccountCommand]
                for (index, bookmark) in OCBookmarkManager.shared.bookmarks.enumerated() {
                    let accountIndex = String(index + 1)
                    let selectAccountCommand = UIKeyCommand.ported(input: accountIndex, modifierFlags: [.command, .shift], action: #selector(selectBookmark), discoverabilityTitle: bookmark.shortName)
                    shortcuts.append(selectAccountCommand)
                }
                return shortcuts
            }
        }
        """

    func lint(_ files: [(path: String, text: String)]) -> [FileResult] {
        let linter = Linter()
        return Linter.lint(files.map { LintJob(source: SourceFile(path: $0.path, text: $0.text), linter: linter) })
    }

    func extract(_ files: [(path: String, text: String)]) -> [ShortcutEntry] {
        let linter = Linter()
        return ManifestExtraction.extract(files.map { LintJob(source: SourceFile(path: $0.path, text: $0.text), linter: linter) })
            .flatMap(\.entries).map(\.entry)
    }

    @Test func aHelperAnotherFileDefinesIsReadAtItsCalls() {
        let entries = extract([("Shared/UIKeyCommand+Extension.swift", Self.ported), ("App/KeyCommands.swift", Self.serverList)])
        #expect(entries.map(SourceReaderHelpers.describe) == ["Select Next | Down arrow | -", "Add account | Command-+ | -"])
        #expect(entries.map(\.when) == ["responder.ServerListTableViewController", "responder.ServerListTableViewController"])
        #expect(entries.map(\.action) == ["selectNext:", "addBookmark:"])
    }

    @Test func aCallThatPassesAComputedKeyIsNotedAtItsLine() throws {
        let results = lint([("Shared/UIKeyCommand+Extension.swift", Self.ported), ("App/KeyCommands.swift", Self.serverList)])
        let app = try #require(results.last)
        let notes = app.findings.filter { $0.ruleID == UnresolvedShortcutRule.id }
        #expect(notes.map(\.span.start.line) == [8])
        #expect(notes.first?.message == "dynamic shortcut, not checked: the key `accountIndex` is computed at run time")
    }

    @Test func aHelperTwoFilesDefineDifferentlyIsNotFollowed() {
        let other = Self.ported.replacingOccurrences(of: "modifierFlags: modifierFlags", with: "modifierFlags: [.command]")
        let entries = extract([("A/Ported.swift", Self.ported), ("B/Ported.swift", other), ("App/KeyCommands.swift", Self.serverList)])
        #expect(entries.isEmpty)
    }

    /// Pika's status menu (superhighfives/pika b3be8cf, Pika/Services/StatusBarController.swift:100–120):
    /// a private method of the same class, whose modifiers default to Command.
    @Test func aHelpersDefaultValueAppliesWhereACallLeavesItOut() {
        let text = """
            class StatusBarController: NSObject {
                private func menuItem(
                    title: String,
                    action: Selector,
                    key: String,
                    modifiers: NSEvent.ModifierFlags = .command
                ) -> NSMenuItem {
                    let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
                    item.keyEquivalentModifierMask = modifiers
                    return item
                }

                private func buildMenu() -> NSMenu {
                    let menu = NSMenu(title: "Status Bar Menu")
                    menu.addItem(menuItem(title: "Pick Foreground…", action: #selector(AppDelegate.triggerPickForeground), key: "d"))
                    menu.addItem(menuItem(title: "Pick Background…", action: #selector(AppDelegate.triggerPickBackground),
                                          key: "d", modifiers: [.command, .shift]))
                    return menu
                }
            }
            """
        let entries = SourceReaderHelpers.read(text).manifest.shortcuts
        #expect(
            entries.map(SourceReaderHelpers.describe) == [
                "Pick Foreground… | Command-D | Status Bar Menu", "Pick Background… | Shift-Command-D | Status Bar Menu",
            ])
        #expect(entries.map(\.when) == ["menu.Example.swift:14", "menu.Example.swift:14"])
    }

    /// LaTeXiT's category on `NSMenu` (MaddTheSane/LaTexIt 5bedf34, NSMenuExtended.m:12–25) adds
    /// to the menu it is sent to; `AppController.m:382–390` calls it with literal keys.
    static let extended = """
        @implementation NSMenu (Extended)

        -(NSMenuItem*) addItemWithTitle:(NSString*)aString target:(id)target action:(SEL)aSelector
                          keyEquivalent:(NSString*)keyEquivalent  keyEquivalentModifierMask:(NSEventModifierFlags)keyEquivalentModifierMask
                          tag:(NSInteger)tag;
        {
          NSMenuItem* result = [self addItemWithTitle:aString action:aSelector keyEquivalent:keyEquivalent];
          result.target = target;
          result.keyEquivalentModifierMask = keyEquivalentModifierMask;
          result.tag = tag;
          return result;
        }

        @end
        """

    @Test func anObjectiveCCategoryMethodIsReadAtItsCallsInTheMenuTheyAreSentTo() {
        let calls = """
            - (void)awakeFromNib {
              NSMenu* editCopyImageAsMenu = [[NSMenu alloc] initWithTitle:@"Copy the image as"];
              [editCopyImageAsMenu addItemWithTitle:NSLocalizedString(@"Default Format", @"") target:self action:@selector(copyAs:)
                                     keyEquivalent:@"c" keyEquivalentModifierMask:NSCommandKeyMask|NSAlternateKeyMask tag:-1];
              [editCopyImageAsMenu addItemWithTitle:@"PDF" target:self action:@selector(copyAs:)
                                      keyEquivalent:@"" keyEquivalentModifierMask:0 tag:(NSInteger)EXPORT_FORMAT_PDF];
            }
            """
        let entries = extract([("NSMenuExtended.m", Self.extended), ("AppController.m", calls)])
        #expect(entries.map(SourceReaderHelpers.describe) == ["Default Format | Option-Command-C | Copy the image as"])
        #expect(entries.map(\.action) == ["copyAs:"])
    }

    /// Issue 18's shape: a category on `UIKeyCommand` whose class method makes the command, its
    /// modifier flags a constant of the file.
    @Test func aCategoryClassMethodWithFlagsInAFileConstantIsRead() {
        let category = """
            static const UIKeyModifierFlags kAppCommandModifiers = UIKeyModifierCommand | UIKeyModifierAlternate;

            @implementation UIKeyCommand (App)
            + (instancetype)app_commandWithInput:(NSString *)input action:(SEL)action title:(NSString *)title {
                UIKeyCommand *command = [UIKeyCommand keyCommandWithInput:input modifierFlags:kAppCommandModifiers action:action];
                command.discoverabilityTitle = title;
                return command;
            }
            @end
            """
        let calls = """
            - (NSArray<UIKeyCommand *> *)keyCommands {
                return @[[UIKeyCommand app_commandWithInput:@"f" action:@selector(find:) title:NSLocalizedString(@"Find in Library", nil)]];
            }
            """
        let entries = extract([("UIKeyCommand+App.m", category), ("LibraryViewController.m", calls)])
        #expect(entries.map(SourceReaderHelpers.describe) == ["Find in Library | Option-Command-F | -"])
        // The same, the class method sending its messages to `self`.
        let selfCategory = category.replacingOccurrences(
            of: "[UIKeyCommand keyCommandWithInput:", with: "[self keyCommandWithInput:")
        let fromSelf = extract([("UIKeyCommand+App.m", selfCategory), ("LibraryViewController.m", calls)])
        #expect(fromSelf.map(SourceReaderHelpers.describe) == ["Find in Library | Option-Command-F | -"])
    }
}

/// A SwiftUI control whose shortcut a function of the file returns.
@Suite struct ShortcutFunctionTests {
    /// Harbour's container menu (rrroyal/Harbour e56c10c, Harbour/UI/Components/ContainerContextMenu.swift:32–38,
    /// 89–99): each action's button takes its shortcut from a function that switches on the action.
    static let containerMenu = """
        struct ContainerContextMenu: View {
            var body: some View {
                ForEach(ContainerAction.actionsForState(container.state), id: \\.rawValue) { action in
                    Button {
                        executeAction(action)
                    } label: {
                        Label(action.title, systemImage: action.icon)
                    }
                    .keyboardShortcut(keyboardShortcut(for: action))
                }
            }
        }

        private extension ContainerContextMenu {
            func keyboardShortcut(for action: ContainerAction) -> KeyboardShortcut {
                switch action {
                case .start:    KeyboardShortcut("s", modifiers: .command)
                case .restart:  KeyboardShortcut("r", modifiers: .command)
                case .unpause:  KeyboardShortcut("r", modifiers: .command)
                }
            }
        }
        """

    @Test func eachValueTheFunctionReturnsIsAShortcutOfTheControlThatAppliesIt() {
        let entries = SourceReaderHelpers.read(Self.containerMenu, platforms: PlatformSet([.macOS, .iPadOS])).manifest.shortcuts
        // Two cases returning Command-R are one shortcut: only one runs.
        #expect(entries.map { $0.keyText } == ["Command-S", "Command-R"])
        #expect(entries.allSatisfy { $0.isVisibleControl && $0.when == "view.ContainerContextMenu" })
        // A title note for each value (the button's title, `action.title`, is computed); nothing else.
        let rules = SourceReaderHelpers.ruleIDs(Self.containerMenu, platforms: PlatformSet([.macOS, .iPadOS]))
        #expect(rules == [String](repeating: UnresolvedShortcutRule.id, count: 3))
    }
}

/// Key commands that reach a menu through an array variable or a function's result.
@Suite struct MenuElementFlowTests {
    /// Home Assistant's menu manager (home-assistant/iOS d722d78,
    /// Sources/App/Utilities/MenuManager.swift:207–311): a function builds each menu, one from an
    /// array it appends to, and the builder inserts what the function returns.
    @Test func keyCommandsInAnArrayAMenuFunctionReturnsAreInTheMenuTheBuilderInsertsItIn() {
        let text = """
            public func update() {
                if builder.menu(for: .haWebViewActions) == nil {
                    builder.insertSibling(webViewActionsMenu(), beforeMenu: .fullscreen)
                }
                builder.insertChild(fileMenu(), atStartOfMenu: .file)
            }

            private func webViewActionsMenu() -> UIMenu {
                var commands: [UIMenuElement] = [
                    UIKeyCommand(title: "Reload Page", image: nil, action: #selector(refresh), input: "R", modifierFlags: [.command]),
                ]
                commands.append(UIKeyCommand(title: "Find", image: nil, action: #selector(showFindInteraction), input: "f", modifierFlags: [.command]))
                return UIMenu(title: "", image: nil, identifier: .haWebViewActions, options: .displayInline, children: commands)
            }

            private func fileMenu() -> UIMenu {
                UIMenu(title: "", image: nil, identifier: .haFile, options: .displayInline, children: [
                    UIKeyCommand(title: "Update Sensors", image: nil, action: #selector(updateSensors), input: "R", modifierFlags: [.command, .shift]),
                ])
            }
            """
        #expect(
            SourceReaderHelpers.entries(text) == [
                "Reload Page | Shift-Command-R | View", "Find | Command-F | View", "Update Sensors | Shift-Command-R | File",
            ])
    }

    @Test func aMenuAFunctionReturnsIsWhereTheCodeHangsIt() {
        let text = """
            func makeFileMenu() -> NSMenu {
                let menu = NSMenu(title: "File")
                menu.addItem(withTitle: "Open…", action: #selector(open(_:)), keyEquivalent: "o")
                return menu
            }
            let main = NSMenu(title: "Main")
            let fileItem = main.addItem(withTitle: "File", action: nil, keyEquivalent: "")
            fileItem.submenu = makeFileMenu()
            NSApp.mainMenu = main
            """
        let entries = SourceReaderHelpers.read(text).manifest.shortcuts
        #expect(entries.map(SourceReaderHelpers.describe) == ["Open… | Command-O | File"])
        #expect(entries.map(\.when) == [nil])
    }
}
