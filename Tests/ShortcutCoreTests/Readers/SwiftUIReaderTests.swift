import Testing

@testable import ShortcutCore

/// The Swift reader on SwiftUI: `.keyboardShortcut` in its forms, the control's title, the menu
/// its `commands` build.
@Suite struct SwiftUIReaderTests {
    func entries(_ text: String) -> [String] { SourceReaderHelpers.entries(text) }
    func unresolved(_ text: String) -> [String] { SourceReaderHelpers.unresolved(text) }

    @Test func aKeyWithModifiersIsTheChordInHIGWords() {
        #expect(
            entries(#"Button("Export") { export() }.keyboardShortcut("e", modifiers: [.command, .shift])"#)
                == ["Export | Shift-Command-E | -"])
    }

    @Test func aKeyAloneMeansCommand() {
        #expect(entries(#"Button("Refresh") { }.keyboardShortcut("r")"#) == ["Refresh | Command-R | -"])
    }

    @Test func aSingleModifierNeedsNoBrackets() {
        #expect(entries(#"Button("Run") { }.keyboardShortcut("r", modifiers: .option)"#) == ["Run | Option-R | -"])
        #expect(entries(#"Button("Run") { }.keyboardShortcut("r", modifiers: EventModifiers.control)"#) == ["Run | Control-R | -"])
        #expect(entries(#"Button("Go") { }.keyboardShortcut("g", modifiers: [])"#) == ["Go | G | -"])
    }

    @Test func anUppercaseLetterOrShiftedCharacterIncludesShift() {
        #expect(entries(#"Button("A") { }.keyboardShortcut("A")"#) == ["A | Shift-Command-A | -"])
        #expect(entries(#"Button("Help") { }.keyboardShortcut("?")"#) == ["Help | Command-? | -"])
        #expect(entries(#"Button("Next Tab") { }.keyboardShortcut("}", modifiers: .command)"#) == ["Next Tab | Command-} | -"])
    }

    @Test(arguments: [
        ("upArrow", "Up arrow"), ("downArrow", "Down arrow"), ("leftArrow", "Left arrow"), ("rightArrow", "Right arrow"),
        ("escape", "Esc"), ("delete", "Delete"), ("deleteForward", "Forward Delete"), ("tab", "Tab"), ("space", "Space"),
        ("return", "Return"), ("home", "Home"), ("end", "End"), ("pageUp", "Page Up"), ("pageDown", "Page Down"),
        ("clear", "Keypad Clear"),
    ])
    func everyKeyEquivalentConstantIsItsKey(_ constant: String, _ key: String) {
        #expect(entries("Button(\"X\") { }.keyboardShortcut(.\(constant), modifiers: .option)") == ["X | Option-\(key) | -"])
        #expect(entries("Button(\"X\") { }.keyboardShortcut(KeyEquivalent.\(constant))") == ["X | Command-\(key) | -"])
    }

    @Test func defaultAndCancelActionAreReturnAndEscAlone() {
        #expect(entries(#"Button("OK") { }.keyboardShortcut(.defaultAction)"#) == ["OK | Return | -"])
        #expect(entries(#"Button("Cancel", role: .cancel) { }.keyboardShortcut(.cancelAction)"#) == ["Cancel | Esc | -"])
    }

    @Test func aKeyboardShortcutValueIsReadWhereItIsApplied() {
        #expect(
            entries(#"Button("Save") { }.keyboardShortcut(KeyboardShortcut("s", modifiers: [.command, .option]))"#)
                == ["Save | Option-Command-S | -"])
    }

    @Test func aKeyboardShortcutValueDeclaredOnItsOwnIsAnEntryNamedByItsVariable() {
        let reading = SourceReaderHelpers.read(
            "extension KeyboardShortcut {\n    static let duplicate = KeyboardShortcut(\"d\", modifiers: [.command, .shift])\n}\n")
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["- | Shift-Command-D | -"])
        #expect(reading.manifest.shortcuts.first?.id == "duplicate")
    }

    // MARK: Titles

    @Test func theTitleComesFromTheLabelWhenTheButtonHasNoTitleArgument() {
        #expect(
            entries("Button(action: save) {\n    Text(\"Save All\")\n}\n.keyboardShortcut(\"s\", modifiers: [.command, .option])")
                == ["Save All | Option-Command-S | -"])
        #expect(
            entries(
                "Button {\n    save()\n} label: {\n    Label(\"Save All\", systemImage: \"tray\")\n}\n.keyboardShortcut(\"s\", modifiers: [.command, .option])"
            )
                == ["Save All | Option-Command-S | -"])
    }

    @Test func otherModifiersBetweenTheControlAndTheShortcutAreSkipped() {
        #expect(
            entries(
                "Toggle(\"Show Grid\", isOn: $grid)\n    .disabled(locked)\n    .help(\"Grid\")\n    .keyboardShortcut(\"g\", modifiers: [.command, .option])"
            )
                == ["Show Grid | Option-Command-G | -"])
    }

    @Test func localizedTitlesAreTheirKey() {
        #expect(
            entries(#"Button(NSLocalizedString("Duplicate", comment: "menu")) { }.keyboardShortcut("d")"#) == ["Duplicate | Command-D | -"])
        #expect(entries(#"Button(String(localized: "Duplicate")) { }.keyboardShortcut("d")"#) == ["Duplicate | Command-D | -"])
    }

    @Test func aComputedTitleKeepsTheShortcutUntitledAndSaysSoOnce() {
        let text = #"Button("\(hidden ? "Show" : "Hide") Sidebar") { }.keyboardShortcut("s", modifiers: [.control, .command])"#
        #expect(entries(text) == ["- | Control-Command-S | -"])
        #expect(unresolved(text).count == 1)
        #expect(unresolved(text).first?.hasPrefix("title not checked") == true)
    }

    // MARK: Menus

    @Test func commandMenuAndNestedMenusMakeThePath() {
        let text = """
            CommandMenu("Tools") {
                Button("Clean") { }.keyboardShortcut("k", modifiers: [.command, .shift])
                Menu("Sort By") {
                    Button("Name") { }.keyboardShortcut("1", modifiers: [.control, .command])
                }
            }
            """
        #expect(entries(text) == ["Clean | Shift-Command-K | Tools", "Name | Control-Command-1 | Tools > Sort By"])
    }

    @Test(arguments: [
        ("newItem", "File"), ("saveItem", "File"), ("printItem", "File"), ("importExport", "File"), ("undoRedo", "Edit"),
        ("pasteboard", "Edit"), ("textEditing", "Edit"), ("textFormatting", "Format"), ("toolbar", "View"), ("sidebar", "View"),
        ("windowSize", "Window"), ("windowArrangement", "Window"), ("help", "Help"), ("appSettings", "‹App›"),
        ("appTermination", "‹App›"),
    ])
    func commandGroupPlacementsAreTheirStandardMenu(_ placement: String, _ menu: String) {
        #expect(
            entries("CommandGroup(after: .\(placement)) { Button(\"X\") { }.keyboardShortcut(\"x\", modifiers: [.command, .option]) }")
                == ["X | Option-Command-X | \(menu)"])
    }

    @Test func aMenuOutsideCommandsIsNoMenuBarPathAndAButtonInAViewIsAVisibleControl() {
        let reading = SourceReaderHelpers.read(
            "var body: some View {\n    Menu(\"More\") { Button(\"Share\") { }.keyboardShortcut(\"i\") }\n}\n")
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["Share | Command-I | -"])
        #expect(reading.manifest.shortcuts.first?.isVisibleControl == true)
        let inCommands = SourceReaderHelpers.read("CommandMenu(\"Tools\") { Button(\"Share\") { }.keyboardShortcut(\"i\") }")
        #expect(inCommands.manifest.shortcuts.first?.isVisibleControl == false)
    }

    @Test func aButtonShownInAWindowIsAnotherWayInSoNotAShortcutOnlyAction() {
        let button = #"Button("Share") { }.keyboardShortcut("i", modifiers: [.command, .option])"#
        #expect(!SourceReaderHelpers.ruleIDs(button, platforms: PlatformSet(.iPadOS)).contains("shortcut-only-action"))
    }

    /// App Fair's detail view builds its buttons with its own helper and puts the shortcut on it
    /// (App-Fair/App 8862ee3, Sources/App/Views/CatalogItemView.swift:1258–1262): a control on
    /// screen all the same, untitled since the reader cannot see the title.
    @Test func aShortcutOnAViewTheAppsOwnHelperBuildsIsAVisibleControl() {
        let text = """
            func launchButton() -> some View {
                button(activity: .launch)
                    .keyboardShortcut(KeyboardShortcut(KeyEquivalent.return, modifiers: .command))
                    .disabled(!appInstalled)
            }
            """
        let reading = SourceReaderHelpers.read(text, platforms: PlatformSet([.macOS, .iPadOS]))
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["- | Command-Return | -"])
        #expect(reading.manifest.shortcuts.first?.isVisibleControl == true)
        #expect(!SourceReaderHelpers.ruleIDs(text, platforms: PlatformSet([.macOS, .iPadOS])).contains("shortcut-only-action"))
    }

    // MARK: Dynamic shortcuts

    @Test func aVariableKeyIsReportedOnceAtItsLineAndNotGuessed() {
        let text = "Button(\"Open\") { }\n    .keyboardShortcut(openKey, modifiers: [.command, .shift])\n"
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.isEmpty)
        let problems = reading.problems.filter { $0.kind == .unresolved }
        #expect(problems.map(\.message) == ["dynamic shortcut, not checked: the key `openKey` is computed at run time"])
        #expect(reading.manifest.source.location(of: problems[0].range.start) == ShortcutCore.SourceLocation(line: 2, column: 23))
    }

    @Test func computedModifiersAreReportedOnce() {
        #expect(
            unresolved(#"Button("X") { }.keyboardShortcut("x", modifiers: settings.modifiers)"#)
                == ["dynamic shortcut, not checked: the modifiers `settings.modifiers` are computed at run time"])
    }

    @Test func aKeyOffTheUSLayoutIsNotCheckedRatherThanGuessed() {
        #expect(
            unresolved(#"Button("X") { }.keyboardShortcut("é")"#)
                == [#"shortcut not checked: "é" is not a key of the US keyboard layout the rules know"#])
        #expect(unresolved(#"Button("X") { }.keyboardShortcut("x", modifiers: [.command, .capsLock])"#).count == 1)
    }

    @Test func aNilShortcutIsNoShortcut() {
        #expect(entries(#"Button("X") { }.keyboardShortcut(nil)"#).isEmpty)
        #expect(unresolved(#"Button("X") { }.keyboardShortcut(nil)"#).isEmpty)
    }

    // MARK: Positions

    @Test func theKeyRangeIsTheKeyAsWrittenAndTheRangeTheWholeDeclaration() throws {
        let reading = SourceReaderHelpers.read("Button(\"Go\") { }\n    .keyboardShortcut(.upArrow, modifiers: .command)\n")
        let entry = try #require(reading.manifest.shortcuts.first)
        #expect(SourceReaderHelpers.text(entry.keyRange, in: reading.manifest.source) == ".upArrow")
        #expect(SourceReaderHelpers.text(entry.range, in: reading.manifest.source).hasPrefix("Button(\"Go\")"))
        #expect(entry.keyTextOffset == nil)
        #expect(entry.key?.text == "Command-Up arrow")
    }
}
