import Testing

@testable import ShortcutCore

/// What code says about a shortcut's standard action beyond its title: SwiftUI's `.cancelAction`
/// is the cancel action whatever the button says, and a shortcut whose title the reader could not
/// read is taken as the standard action of its chord rather than guessed custom.
@Suite struct StandardUseInCodeTests {
    static func context(_ source: String) -> LintContext {
        LintContext(manifest: SourceReaderHelpers.read(source).manifest)
    }

    @Test func aCancelActionButtonIsTheStandardCancelWhateverItsTitle() throws {
        let source =
            "struct Sheet: View {\n    var body: some View {\n        Button(\"Keep\") { keep() }.keyboardShortcut(.cancelAction)\n    }\n}\n"
        let context = Self.context(source)
        let entry = try #require(context.manifest.shortcuts.first)
        #expect(entry.declaredStandard == "cancel")
        #expect(context.standardUse(of: entry)?.id == "cancel")
        #expect(SourceReaderHelpers.ruleIDs(source).isEmpty)
    }

    @Test func anEscapeButtonTitledOtherwiseIsStillJudgedByItsTitle() {
        let source = "CommandMenu(\"Notes\") {\n    Button(\"Archive\") { archive() }.keyboardShortcut(.escape, modifiers: [])\n}\n"
        #expect(SourceReaderHelpers.ruleIDs(source).contains("repurposed-standard"))
    }

    @Test func anUntitledShortcutOnAStandardChordIsTakenAsThatStandardAction() throws {
        let source = """
            CommandGroup(after: .sidebar) {
                Button("\\(collapsed ? "Show" : "Hide") Navigator") { toggle() }
                    .keyboardShortcut("s", modifiers: [.control, .command])
            }

            """
        let context = Self.context(source)
        let entry = try #require(context.manifest.shortcuts.first)
        #expect(entry.title == nil)
        #expect(context.standardUse(of: entry)?.id == "toggle-sidebar")
        #expect(SourceReaderHelpers.ruleIDs(source) == ["unresolved-shortcut"])
    }

    /// SwiftUI's `InspectorCommands` toggle the inspector on Control-Command-I.
    @Test func theInspectorToggleOnControlCommandIIsAStandardShortcut() {
        let source =
            "CommandGroup(after: .sidebar) {\n    Button(\"Show Inspector\") { toggle() }.keyboardShortcut(\"i\", modifiers: [.control, .command])\n}\n"
        #expect(SourceReaderHelpers.ruleIDs(source).isEmpty)
    }

    @Test func anUntitledShortcutOnACustomChordIsStillCustom() {
        let source =
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(input: \"j\", modifierFlags: [.control, .command], action: #selector(jump))]\n}\n"
        #expect(SourceReaderHelpers.ruleIDs(source).contains("control-modifier"))
    }

    @Test func anUntitledManifestEntryIsNotAssumedStandard() throws {
        let text = "app: Scribe\nshortcuts:\n  - key: Control-Command-S\n    menu: View\n"
        let manifest = ManifestDecoder.decode(YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: text)).document).manifest
        let context = LintContext(manifest: manifest)
        #expect(context.standardUse(of: try #require(manifest.shortcuts.first)) == nil)
    }

    // MARK: The action an item sends

    @Test(arguments: [
        (
            "let item = NSMenuItem(title: \"Launch Game…\", action: #selector(NSDocumentController.openDocument(_:)), keyEquivalent: \"o\")\n",
            SourceLexer.Language.swift
        ),
        ("let item = NSMenuItem(title: \"Launch Game…\", action: #selector(openDocument(_:)), keyEquivalent: \"o\")\n", .swift),
        (
            "let item = NSMenuItem(title: \"Launch Game…\", action: nil, keyEquivalent: \"o\")\nitem.action = #selector(openDocument)\n",
            .swift
        ),
        (
            "NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:@\"Launch Game…\" action:@selector(openDocument:) keyEquivalent:@\"o\"];\n",
            .objectiveC
        ),
        (
            "NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:@\"Launch Game…\" action:NULL keyEquivalent:@\"o\"];\n[item setAction:@selector(openDocument:)];\n",
            .objectiveC
        ),
    ])
    func anItemSendingAStandardActionIsThatStandardCommand(_ source: String, _ language: SourceLexer.Language) throws {
        let entry = try #require(SourceReaderHelpers.read(source, language: language).manifest.shortcuts.first)
        #expect(entry.action == "openDocument:")
        #expect(LintContext(manifest: SourceReaderHelpers.read(source, language: language).manifest).standardUse(of: entry)?.id == "open")
    }

    @Test(arguments: [
        "#selector(open(with:))", "#selector(getter: NSMenuItem.title)", "#selector(self.launch)", "launchSelector",
    ])
    func aSelectorWhoseObjectiveCNameWouldBeGuessedIsNotRead(_ action: String) throws {
        let source = "let item = NSMenuItem(title: \"Launch Game…\", action: \(action), keyEquivalent: \"o\")\n"
        let entry = try #require(SourceReaderHelpers.read(source).manifest.shortcuts.first)
        #expect(entry.action == (action == "#selector(self.launch)" ? "launch:" : nil))
    }

    @Test func anUntitledItemIsTheCommandItsActionNamesNotItsChords() throws {
        let source = "let item = NSMenuItem(title: name, action: #selector(NSApplication.terminate(_:)), keyEquivalent: \"w\")\n"
        let manifest = SourceReaderHelpers.read(source).manifest
        let entry = try #require(manifest.shortcuts.first)
        #expect(entry.title == nil)
        #expect(LintContext(manifest: manifest).standardUse(of: entry) == nil, "terminate: is Quit, not Close on Command-W")
    }
}
