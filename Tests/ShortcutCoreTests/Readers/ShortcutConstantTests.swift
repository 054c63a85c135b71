import Testing

@testable import ShortcutCore

/// `KeyboardShortcut` and `KeyEquivalent` constants declared in a file and applied with
/// `.keyboardShortcut(…)` there: the use is the shortcut, with its control's title and menu, and
/// the declaration is none of its own.
@Suite struct ShortcutConstantTests {
    func entries(_ text: String) -> [String] { SourceReaderHelpers.entries(text) }
    func unresolved(_ text: String) -> [String] { SourceReaderHelpers.unresolved(text) }

    static let exportAll = """
        extension KeyboardShortcut {
            static let exportAll = KeyboardShortcut("e", modifiers: [.command, .option])
        }

        struct DataCommands: Commands {
            var body: some Commands {
                CommandMenu("Data") {
                    Button("Export All") { }.keyboardShortcut(.exportAll)
                }
            }
        }

        """

    @Test func aConstantAppliedInItsFileIsOneEntryWhereItIsApplied() throws {
        let reading = SourceReaderHelpers.read(Self.exportAll)
        #expect(reading.manifest.shortcuts.map(SourceReaderHelpers.describe) == ["Export All | Option-Command-E | Data"])
        let entry = try #require(reading.manifest.shortcuts.first)
        #expect(SourceReaderHelpers.text(entry.keyRange, in: reading.manifest.source) == ".exportAll")
        #expect(reading.manifest.source.location(of: entry.keyRange.start).line == 8)
        #expect(reading.problems.isEmpty)
    }

    @Test func anAppliedConstantIsNotAMenuLessShortcutOfItsOwn() {
        let ruleIDs = SourceReaderHelpers.ruleIDs(Self.exportAll, platforms: PlatformSet([.macOS, .iOS]))
        #expect(!ruleIDs.contains("shortcut-only-action"))
        #expect(!ruleIDs.contains("unresolved-shortcut"))
    }

    @Test func aFileLevelConstantIsResolvedWhereItIsApplied() {
        let text = """
            let saveShortcut = KeyboardShortcut("s", modifiers: .command)

            struct FileCommands: Commands {
                var body: some Commands {
                    CommandGroup(replacing: .saveItem) {
                        Button("Save Draft") { }.keyboardShortcut(saveShortcut)
                    }
                }
            }
            """
        #expect(entries(text) == ["Save Draft | Command-S | File"])
        #expect(unresolved(text).isEmpty)
    }

    @Test func aConstantAppliedTwiceIsTwoEntries() {
        let text = """
            let refresh = KeyboardShortcut("r")
            CommandMenu("View") {
                Button("Reload") { }.keyboardShortcut(refresh)
            }
            CommandMenu("Feed") {
                Button("Refresh Feed") { }.keyboardShortcut(refresh)
            }
            """
        #expect(entries(text) == ["Reload | Command-R | View", "Refresh Feed | Command-R | Feed"])
    }

    @Test func aComputedPropertyReturningAShortcutIsAConstantToo() {
        let text = """
            extension KeyboardShortcut {
                static var share: KeyboardShortcut { KeyboardShortcut("i", modifiers: [.command, .option]) }
            }
            CommandMenu("Item") { Button("Share") { }.keyboardShortcut(.share) }
            """
        #expect(entries(text) == ["Share | Option-Command-I | Item"])
    }

    @Test func aTypeNameOrSelfPicksTheConstantOfThatType() {
        let text = """
            enum Editor { static let find = KeyboardShortcut("f", modifiers: [.command, .option]) }
            enum Browser { static let find = KeyboardShortcut("f", modifiers: [.command, .shift]) }
            extension Browser {
                static func commands() -> some View {
                    Button("Find in Editor") { }.keyboardShortcut(Editor.find)
                    Button("Find in Browser") { }.keyboardShortcut(Self.find)
                }
            }
            """
        #expect(entries(text) == ["Find in Editor | Option-Command-F | -", "Find in Browser | Shift-Command-F | -"])
    }

    @Test func aUseThatMayMeanTwoConstantsIsOneNoteNamingBothLines() {
        let text = """
            let save = KeyboardShortcut("s")
            func other() {
                let save = KeyboardShortcut("s", modifiers: [.command, .option])
            }
            Button("Save") { }.keyboardShortcut(save)
            """
        #expect(
            unresolved(text) == ["dynamic shortcut, not checked: `save` may be any of the values declared on lines 1 and 3"])
    }

    @Test func aConstantWithAComputedKeyIsOneNoteAtTheUseNamingTheDeclaringLine() {
        let text = """
            extension KeyboardShortcut {
                static let open = KeyboardShortcut(openKey, modifiers: .command)
            }
            CommandMenu("File") { Button("Open Recent") { }.keyboardShortcut(.open) }
            """
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.isEmpty)
        let notes = reading.problems.filter { $0.kind == .unresolved }
        #expect(
            notes.map(\.message) == [
                "dynamic shortcut, not checked: `.open` is the KeyboardShortcut declared on line 2, where the key `openKey` is computed at run time"
            ])
        #expect(notes.map { reading.manifest.source.location(of: $0.range.start).line } == [4])
    }

    @Test func aConstantTheFileNeverAppliesIsAnEntryNotCalledMenuLess() throws {
        let text = "extension KeyboardShortcut {\n    static let duplicate = KeyboardShortcut(\"d\", modifiers: [.command, .shift])\n}\n"
        let entry = try #require(SourceReaderHelpers.read(text).manifest.shortcuts.first)
        #expect(entry.isDetachedValue)
        #expect(!SourceReaderHelpers.ruleIDs(text, platforms: PlatformSet(.iPadOS)).contains("shortcut-only-action"))
    }

    @Test func aConstantOfAnotherFileIsNotedAsOneThisFileDoesNotDeclare() {
        #expect(
            unresolved(#"Button("Export All") { }.keyboardShortcut(.exportAll)"#) == [
                "dynamic shortcut, not checked: `.exportAll` is a constant this file does not declare"
            ])
    }

    @Test func aKeyEquivalentConstantGivesTheKeyAndTheUseTheModifiers() {
        let text = """
            extension KeyEquivalent { static let export = KeyEquivalent("e") }
            struct Toolbar: View {
                let openKey: KeyEquivalent = "o"
                let upKey: KeyEquivalent = .upArrow
                var body: some View {
                    Button("Export") { }.keyboardShortcut(.export, modifiers: [.command, .shift])
                    Button("Open") { }.keyboardShortcut(openKey)
                    Button("Up") { }.keyboardShortcut(upKey, modifiers: .option)
                    Button("Jump") { }.keyboardShortcut(KeyboardShortcut(upKey, modifiers: .command))
                }
            }
            """
        #expect(
            entries(text) == [
                "Export | Shift-Command-E | -", "Open | Command-O | -", "Up | Option-Up arrow | -", "Jump | Command-Up arrow | -",
            ])
    }

    @Test(.timeLimit(.minutes(1)))
    func manyConstantsAndUsesAreResolvedInLinearTime() {
        let constants = (0..<10_000).map { "let c\($0) = KeyboardShortcut(\"k\")\nlet same = KeyboardShortcut(\"s\")\n" }.joined()
        let uses = (0..<10_000).map { "Button(\"B\($0)\") { }.keyboardShortcut(c\($0))\nButton(\"S\") { }.keyboardShortcut(same)\n" }
            .joined()
        let reading = SourceReaderHelpers.read(constants + uses)
        #expect(reading.manifest.shortcuts.filter { $0.title?.hasPrefix("B") == true }.count == 10_000)
        #expect(
            reading.problems.first?.message
                == "dynamic shortcut, not checked: `same` may be any of the values declared on lines 2, 4, 6 and 9997 more")
    }
}
