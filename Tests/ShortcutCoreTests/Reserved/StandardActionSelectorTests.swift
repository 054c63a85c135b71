import Testing

@testable import ShortcutCore

/// AppKit's and UIKit's standard action selectors name the standard command whatever an item's
/// title says (issue 21, item 3): NSDocument's `duplicateDocument:` is Duplicate, the ⇧⌘S row's
/// "Duplicate the active document or initiate a Save As" (seed 000), and UIKit's
/// UIResponderStandardEditActions `toggleBoldface:` is Bold. Each selector is cited from its
/// Apple Developer Documentation page in the row's sources (ReservedDataIntegrityTests).
@Suite struct StandardActionSelectorTests {
    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    static let selectorsByRow: [(String, String)] = [
        ("save-as", "duplicateDocument:"), ("bold", "toggleBoldface:"), ("italic", "toggleItalics:"),
        ("underline", "toggleUnderline:"), ("increase-size", "increaseSize:"), ("decrease-size", "decreaseSize:"),
        ("paste-and-match-style", "pasteAndMatchStyle:"), ("find", "find:"), ("find-next", "findNext:"),
        ("find-previous", "findPrevious:"), ("find-and-replace", "findAndReplace:"), ("use-selection-for-find", "useSelectionForFind:"),
        ("deselect-all", "deselectAll:"), ("copy", "copy:"), ("cut", "cut:"), ("paste", "paste:"), ("select-all", "selectAll:"),
        ("extend-selection-left", "moveLeftAndModifySelection:"), ("text-move-to-document-start", "moveToBeginningOfDocument:"),
        ("keyboard-layout-system-script", "moveToLeftEndOfLine:"), ("text-move-to-line-start", "moveToBeginningOfParagraph:"),
    ]

    @Test(arguments: selectorsByRow)
    func theRowKnowsTheStandardSelector(_ id: String, _ selector: String) throws {
        let row = try Self.row(id)
        #expect(row.selectors.contains(selector))
        #expect(row.recognizesUse(StandardUseQuery(title: "Clone", action: selector)))
    }

    /// Selectors whose tag or sender picks the command (Find, Find Next or Use Selection for Find;
    /// Bold or Italic) mean no one action, so no row lists them.
    @Test(arguments: ["performFindPanelAction:", "performTextFinderAction:", "addFontTrait:", "modifyFont:", "duplicate:"])
    func aSelectorThatMeansSeveralActionsIsOnNoRow(_ selector: String) {
        #expect(!ReservedTable.builtIn.entries.contains { $0.selectors.contains(selector) })
    }

    @Test func anItemSendingDuplicateDocumentIsDuplicateWhateverItsTitle() {
        let manifest = ManifestBuilder().add("Clone", "Shift-Command-S", menu: "File", ["action": "duplicateDocument:"])
        #expect(manifest.ruleIDs().isEmpty)
    }

    @Test func anItemOnShiftCommandSSendingAnotherActionIsARepurpose() {
        let manifest = ManifestBuilder().add("Clone", "Shift-Command-S", menu: "File", ["action": "cloneNote:"])
        #expect(manifest.ruleIDs() == ["repurposed-standard"])
    }

    @Test func aStandardSelectorOnAnotherStandardChordIsStillARepurpose() {
        let manifest = ManifestBuilder().add("Heavy", "Command-I", menu: "Format", ["action": "toggleBoldface:"])
        #expect(manifest.ruleIDs() == ["repurposed-standard"])
    }

    @Test func interfaceBuilderRecordsDuplicateDocument() {
        let xib = RuleExample.fileMenu(
            """
                                        <menuItem title="Clone" keyEquivalent="S" id="clone">
                                            <connections>
                                                <action selector="duplicateDocument:" target="-1" id="cloneAction"/>
                                            </connections>
                                        </menuItem>
            """)
        #expect(LintHelpers.ruleIDs(xib, path: "MainMenu.xib").isEmpty)
    }

    /// Swift names NSDocument's actions differently from their selectors: `duplicate(_:)` is
    /// `duplicateDocument:` (AppKit › NSDocument › duplicate(_:)), `saveAs(_:)` `saveDocumentAs:`.
    @Test(arguments: [
        ("#selector(NSDocument.duplicate(_:))", "duplicateDocument:"), ("#selector(NSDocument.saveAs(_:))", "saveDocumentAs:"),
        ("#selector(NSDocument.save(_:))", "saveDocument:"), ("#selector(duplicate(_:))", "duplicate:"),
    ])
    func swiftsNamesForNSDocumentsActionsAreReadAsTheirSelectors(_ action: String, _ selector: String) throws {
        let source = "let item = NSMenuItem(title: \"Clone\", action: \(action), keyEquivalent: \"S\")\n"
        #expect(try #require(SourceReaderHelpers.read(source).manifest.shortcuts.first).action == selector)
    }

    @Test func aSwiftItemSendingNSDocumentsDuplicateIsDuplicate() {
        let source = "let item = NSMenuItem(title: \"Clone\", action: #selector(NSDocument.duplicate(_:)), keyEquivalent: \"S\")\n"
        #expect(!SourceReaderHelpers.ruleIDs(source).contains("repurposed-standard"))
        let bare = source.replacingOccurrences(of: "NSDocument.duplicate", with: "cloneNote")
        #expect(SourceReaderHelpers.ruleIDs(bare).contains("repurposed-standard"))
    }

    /// UIKit key commands name UIResponderStandardEditActions selectors: the action reaches the
    /// match in Swift (`#selector(UIResponderStandardEditActions.copy(_:))`) and Objective-C.
    @Test(arguments: [
        (
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(title: \"Heavy\", action: #selector(UIResponderStandardEditActions.toggleBoldface(_:)), input: \"b\", modifierFlags: .command)]\n}\n",
            SourceLexer.Language.swift, "bold"
        ),
        (
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(input: \"c\", modifierFlags: .command, action: #selector(UIResponderStandardEditActions.copy(_:)))]\n}\n",
            .swift, "copy"
        ),
        (
            "- (NSArray<UIKeyCommand *> *)keyCommands {\n    return @[[UIKeyCommand commandWithTitle:@\"Heavy\" image:nil action:@selector(toggleBoldface:) input:@\"b\" modifierFlags:UIKeyModifierCommand propertyList:nil]];\n}\n",
            .objectiveC, "bold"
        ),
    ])
    func aUIKitKeyCommandSendingAStandardEditActionIsThatCommand(_ source: String, _ language: SourceLexer.Language, _ id: String) throws {
        let manifest = SourceReaderHelpers.read(source, language: language, platforms: PlatformSet([.iPadOS])).manifest
        let entry = try #require(manifest.shortcuts.first)
        #expect(LintContext(manifest: manifest).standardUse(of: entry)?.id == id)
    }

    @Test func aUIKitKeyCommandSendingItalicsOnCommandBIsARepurpose() {
        let source =
            "override var keyCommands: [UIKeyCommand]? {\n    [UIKeyCommand(title: \"Slant\", action: #selector(UIResponderStandardEditActions.toggleItalics(_:)), input: \"b\", modifierFlags: .command)]\n}\n"
        #expect(SourceReaderHelpers.ruleIDs(source).contains("repurposed-standard"))
    }
}
