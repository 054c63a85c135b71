import Testing

@testable import ShortcutCore

/// The Swift reader on AppKit menu items and UIKit key commands, and the menus they go into.
@Suite struct AppKitUIKitReaderTests {
    func entries(_ text: String) -> [String] { SourceReaderHelpers.entries(text) }
    func unresolved(_ text: String) -> [String] { SourceReaderHelpers.unresolved(text) }

    // MARK: AppKit

    @Test func aMenuItemsKeyEquivalentMeansCommandAndAnUppercaseKeyAddsShift() {
        #expect(
            entries(#"let item = NSMenuItem(title: "New Tab", action: #selector(newTab(_:)), keyEquivalent: "t")"#)
                == ["New Tab | Command-T | -"])
        #expect(
            entries(#"let item = NSMenuItem(title: "Save As…", action: nil, keyEquivalent: "S")"#)
                == ["Save As… | Shift-Command-S | -"])
    }

    @Test func aLaterModifierMaskOnTheSameVariableApplies() {
        let text = """
            let item = NSMenuItem(title: "Show Inspector", action: #selector(toggleInspector), keyEquivalent: "i")
            item.keyEquivalentModifierMask = [.command, .option]
            let other = NSMenuItem(title: "Hide Others", action: nil, keyEquivalent: "h")
            other.keyEquivalentModifierMask = NSEvent.ModifierFlags.command
            """
        #expect(entries(text) == ["Show Inspector | Option-Command-I | -", "Hide Others | Command-H | -"])
    }

    @Test func aReusedVariableTakesTheMaskForItsLatestItem() {
        let text = """
            var item = NSMenuItem(title: "One", action: nil, keyEquivalent: "1")
            menu.addItem(item)
            item = NSMenuItem(title: "Two", action: nil, keyEquivalent: "2")
            item.keyEquivalentModifierMask = [.command, .control]
            """
        #expect(entries(text) == ["One | Command-1 | ‹Menu›", "Two | Control-Command-2 | -"])
    }

    @Test func addItemWithTitleCreatesAnItemInThatMenu() {
        let text = """
            let fileMenu = NSMenu(title: "File")
            fileMenu.addItem(withTitle: "Open…", action: #selector(open(_:)), keyEquivalent: "o")
            let export = fileMenu.addItem(withTitle: "Export", action: nil, keyEquivalent: "e")
            export.keyEquivalentModifierMask = [.command, .shift]
            fileMenu.addItem(withTitle: "Close", action: nil, keyEquivalent: "")
            """
        #expect(entries(text) == ["Open… | Command-O | File", "Export | Shift-Command-E | File"])
    }

    @Test func submenusHungUnderMenuBarItemsMakeThePath() {
        let text = """
            let mainMenu = NSMenu()
            let viewItem = NSMenuItem()
            mainMenu.addItem(viewItem)
            let viewMenu = NSMenu(title: "View")
            viewItem.submenu = viewMenu
            let sortItem = NSMenuItem(title: "Sort By", action: nil, keyEquivalent: "")
            viewMenu.addItem(sortItem)
            let sortMenu = NSMenu(title: "Sort By")
            viewMenu.setSubmenu(sortMenu, for: sortItem)
            sortMenu.addItem(NSMenuItem(title: "Name", action: nil, keyEquivalent: "1"))
            NSApp.mainMenu = mainMenu
            """
        #expect(entries(text) == ["Name | Command-1 | View > Sort By"])
    }

    @Test func itemsSetOnAnItemsSubmenuAreInThatMenu() {
        let text = """
            let editItem = NSMenuItem()
            editItem.submenu = NSMenu(title: "Edit")
            editItem.submenu?.items = [
                NSMenuItem(title: "Undo", action: nil, keyEquivalent: "z"),
                .separator(),
            ]
            """
        #expect(entries(text) == ["Undo | Command-Z | Edit"])
        let subclass = """
            final class EditMenuItem: NSMenuItem {
                init() {
                    super.init(title: "", action: nil, keyEquivalent: "")
                    submenu = NSMenu(title: "Edit")
                    submenu?.items = [NSMenuItem(title: "Cut", action: nil, keyEquivalent: "x")]
                }
            }
            """
        #expect(entries(subclass) == ["Cut | Command-X | Edit"])
    }

    @Test func aTitleHeldInALocalNameIsItsLatestLiteral() {
        let text = """
            func build(menu: NSMenu) {
                var title = NSLocalizedString("Hide", comment: "")
                menu.addItem(withTitle: title, action: nil, keyEquivalent: "h")
                title = NSLocalizedString("Hide Others", comment: "")
                let item = menu.addItem(withTitle: title, action: nil, keyEquivalent: "h")
                item.keyEquivalentModifierMask = [.command, .option]
            }
            """
        #expect(entries(text) == ["Hide | Command-H | ‹Menu›", "Hide Others | Option-Command-H | ‹Menu›"])
    }

    @Test func aTitleAssignedOnlyConditionallyOrFromAParameterIsComputed() {
        let text = """
            func build(menu: NSMenu, name: String) {
                var title = "Show"
                if hidden { title = "Hide" }
                menu.addItem(withTitle: title, action: nil, keyEquivalent: "s")
                menu.addItem(withTitle: name, action: nil, keyEquivalent: "n")
            }
            """
        #expect(entries(text) == ["- | Command-S | ‹Menu›", "- | Command-N | ‹Menu›"])
        #expect(unresolved(text).count == 2)
    }

    @Test func aProjectsOwnInitializerWithMoreLabelsIsNotMisread() {
        let text = #"let item = NSMenuItem(title: "Zoom", action: nil, keyEquivalent: "z", modifier: [.command, .option])"#
        #expect(entries(text).isEmpty)
        #expect(
            unresolved(text) == [
                "shortcut not checked: the call passes `modifier:`, which Apple's API does not take, so it is the project's own helper"
            ])
    }

    @Test func aKeyEquivalentAssignedLaterIsTheKey() {
        let text = """
            let item = NSMenuItem()
            item.title = "Reload"
            item.keyEquivalent = "r"
            item.keyEquivalentModifierMask = [.command, .shift]
            """
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["Reload | Shift-Command-R | -"])
        #expect(reading.manifest.shortcuts.first.map { SourceReaderHelpers.text($0.keyRange, in: reading.manifest.source) } == "\"r\"")
    }

    @Test func appKitFunctionKeyCharactersAreTheirKeys() {
        let text = """
            let a = NSMenuItem(title: "Up", action: nil, keyEquivalent: "\\u{F700}")
            let b = NSMenuItem(title: "Help", action: nil, keyEquivalent: String(Character(UnicodeScalar(NSF1FunctionKey)!)))
            let c = NSMenuItem(title: "Delete", action: nil, keyEquivalent: String(format: "%c", NSBackspaceCharacter))
            let d = NSMenuItem(title: "Back", action: nil, keyEquivalent: "\\u{19}")
            """
        #expect(
            entries(text) == [
                "Up | Command-Up arrow | -", "Help | Command-F1 | -", "Delete | Command-Delete | -", "Back | Shift-Command-Tab | -",
            ])
    }

    @Test func appKitCodeIsMacOSWhateverSwiftUISays() {
        let reading = SourceReaderHelpers.read(
            #"let i = NSMenuItem(title: "X", action: nil, keyEquivalent: "x")"#, platforms: PlatformSet(.iPadOS))
        #expect(reading.manifest.shortcuts.first?.platforms == PlatformSet(.macOS))
    }

    @Test func aVariableKeyEquivalentIsReportedOnce() {
        #expect(
            unresolved(#"let item = NSMenuItem(title: "Go", action: nil, keyEquivalent: shortcutKey)"#)
                == ["dynamic shortcut, not checked: the key `shortcutKey` is computed at run time"])
        #expect(
            unresolved("let item = NSMenuItem(title: \"Go\", action: nil, keyEquivalent: \"g\")\nitem.keyEquivalentModifierMask = mask\n")
                == ["dynamic shortcut, not checked: the modifiers `mask` are computed at run time"])
    }

    // MARK: UIKit

    @Test func keyCommandsInEveryInitializer() {
        let text = """
            override var keyCommands: [UIKeyCommand]? {
                [
                    UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find)),
                    UIKeyCommand(input: "n", modifierFlags: [.command, .alternate], action: #selector(newNote), discoverabilityTitle: "New Note"),
                    UIKeyCommand(title: "Refresh", action: #selector(refresh), input: "r", modifierFlags: [.command, .shift]),
                    UIKeyCommand(action: #selector(close), input: "w", modifierFlags: .command, discoverabilityTitle: "Close"),
                ]
            }
            """
        #expect(
            entries(text) == [
                "- | Command-F | -", "New Note | Option-Command-N | -", "Refresh | Shift-Command-R | -", "Close | Command-W | -",
            ])
    }

    @Test(arguments: [
        ("inputUpArrow", "Up arrow"), ("inputDownArrow", "Down arrow"), ("inputLeftArrow", "Left arrow"),
        ("inputRightArrow", "Right arrow"), ("inputEscape", "Esc"), ("inputPageUp", "Page Up"), ("inputPageDown", "Page Down"),
        ("inputHome", "Home"), ("inputEnd", "End"), ("inputDelete", "Delete"), ("f1", "F1"), ("f12", "F12"),
    ])
    func everyInputConstantIsItsKey(_ constant: String, _ key: String) {
        #expect(
            entries("UIKeyCommand(input: UIKeyCommand.\(constant), modifierFlags: [.control], action: #selector(go))")
                == ["- | Control-\(key) | -"])
    }

    @Test func modifierFlagsAreOptionalAndAlternateIsOption() {
        #expect(
            entries(#"UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismiss))"#) == ["- | Esc | -"])
        #expect(entries(#"UIKeyCommand(title: "Back", action: #selector(back), input: "[")"#) == ["Back | [ | -"])
    }

    /// ownCloud's list cell (owncloud/ios-app 0ac09a3,
    /// ownCloudAppShared/Client/Collection Views/Cells/UniversalItemListCell.swift:713–721) writes
    /// no modifier as `UIKeyModifierFlags(rawValue: 0)`.
    @Test func anEmptyFlagSetWrittenAsAValueIsNoModifier() {
        #expect(
            entries(#"UIKeyCommand(input: "\r", modifierFlags: UIKeyModifierFlags(rawValue: 0), action: #selector(open))"#) == [
                "- | Return | -"
            ])
        #expect(entries(#"UIKeyCommand(input: "x", modifierFlags: .init(rawValue: 0), action: #selector(open))"#) == ["- | X | -"])
        #expect(entries(#"UIKeyCommand(input: "x", modifierFlags: UIKeyModifierFlags(), action: #selector(open))"#) == ["- | X | -"])
        #expect(
            SourceReaderHelpers.unresolved(
                #"UIKeyCommand(input: "x", modifierFlags: UIKeyModifierFlags(rawValue: flags), action: #selector(open))"#
            )
            .count == 1)
    }

    /// Element X's message composer, a text view (element-hq/element-x-ios 5d0343c,
    /// ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/MessageComposerTextField.swift:232–235):
    /// Return sends and Shift-Return breaks the line, keys the view answers as it is operated.
    @Test func aTextViewsReturnKeysAreControlKeys() {
        let text = """
            final class MessageComposerTextField: UITextView {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "\\r", modifierFlags: .shift, action: #selector(shiftEnterKeyPressed)),
                     UIKeyCommand(input: "\\r", modifierFlags: [], action: #selector(enterKeyPressed)),
                     UIKeyCommand(input: "p", modifierFlags: .control, action: #selector(previousLine)),
                     UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(insertLink))]
                }
            }
            """
        #expect(SourceReaderHelpers.read(text).manifest.shortcuts.map(\.isControlKey) == [true, true, true, false])
        #expect(SourceReaderHelpers.ruleIDs(text) == [ShortcutOnlyActionRule.id])
    }

    @Test func controlBindingsAreControlKeysOnlyInATextView() {
        let text = """
            final class ListViewController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "p", modifierFlags: .control, action: #selector(previous))]
                }
            }
            """
        #expect(SourceReaderHelpers.read(text).manifest.shortcuts.map(\.isControlKey) == [false])
    }

    @Test func numericPadMakesADigitAKeypadKey() {
        #expect(
            entries(#"UIKeyCommand(input: "1", modifierFlags: [.command, .numericPad], action: #selector(one))"#) == [
                "- | Command-Keypad 1 | -"
            ])
    }

    @Test func aDiscoverabilityTitleAssignedLaterApplies() {
        let text =
            "let command = UIKeyCommand(input: \"k\", modifierFlags: .command, action: #selector(link))\ncommand.discoverabilityTitle = \"Insert Link\"\n"
        let entry = SourceReaderHelpers.read(text).manifest.shortcuts.first
        #expect(entry?.discoverabilityTitle == "Insert Link")
        #expect(entry?.title == "Insert Link")
    }

    @Test func uiKitCodeIsIOSAndIPadOS() {
        let entry = SourceReaderHelpers.read(#"UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(go))"#).manifest
            .shortcuts.first
        #expect(entry?.platforms == PlatformSet([.iOS, .iPadOS]))
    }

    @Test func uiMenusAndTheMenuBuilderMakeThePath() {
        let text = """
            override func buildMenu(with builder: UIMenuBuilder) {
                let byName = UIKeyCommand(title: "Name", action: #selector(sortByName), input: "1", modifierFlags: [.command, .control])
                let sort = UIMenu(title: "Sort By", children: [byName])
                builder.insertChild(sort, atStartOfMenu: .view)
                builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
                    UIKeyCommand(title: "Duplicate", action: #selector(duplicate), input: "d", modifierFlags: .command),
                ]), atEndOfMenu: .file)
                builder.insertSibling(UIMenu(title: "Card", children: [
                    UIKeyCommand(title: "Flip", action: #selector(flip), input: "f", modifierFlags: [.command, .option]),
                ]), afterMenu: .view)
            }
            """
        #expect(
            entries(text) == [
                "Name | Control-Command-1 | View > Sort By", "Duplicate | Command-D | File", "Flip | Option-Command-F | Card",
            ])
    }
}
