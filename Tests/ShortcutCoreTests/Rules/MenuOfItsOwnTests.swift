import Testing

@testable import ShortcutCore

/// A bare key on an item of a menu of its own (a context menu, a status item's or the Dock's
/// menu, a menu the code pops up) is not `missing-modifier`: AppKit looks up menu key
/// equivalents in the main menu only, so the key acts only while that menu is open. Skim's
/// PDF view pops up a menu listing its tool keys (`T` Text Note, `H` Highlight…): 16 false
/// findings on the whole-repository corpus. A pop-up button's menu is live in its window and
/// still checked.
@Suite struct MenuOfItsOwnTests {
    static func missingModifier(_ findings: [Finding]) -> [String] {
        findings.filter { $0.ruleID == MissingModifierRule.id && !$0.isSuppressed }.map(\.message)
    }

    static func objectiveC(_ text: String) -> [Finding] {
        LintHelpers.lint(text, path: "SKPDFView.m").findings
    }

    static func xib(extra: String) -> [Finding] {
        LintHelpers.lint(InterfaceBuilderFixture.xib("", extra: extra), path: "MainMenu.xib").findings
    }

    static let poppedUp = """
        - (void)showHelpMenu {
            NSMenu *menu = [NSMenu menu];
            NSMenuItem *item = [menu addItemWithTitle:@"Highlight" action:@selector(changeOnlyAnnotationMode:) keyEquivalent:@"h"];
            [item setKeyEquivalentModifierMask:0];
            [menu popUpMenuPositioningItem:nil atLocation:NSZeroPoint inView:self];
        }

        """

    @Test func aMenuTheCodePopsUpIsAMenuOfItsOwn() {
        let entries = SourceReaderHelpers.read(Self.poppedUp, language: .objectiveC).manifest.shortcuts
        #expect(entries.map(\.isInMenuOfItsOwn) == [true])
    }

    @Test func aBareLetterInAMenuTheCodePopsUpIsNotReported() {
        #expect(Self.missingModifier(Self.objectiveC(Self.poppedUp)).isEmpty)
    }

    @Test func aBareLetterAddedToTheMainMenuInCodeIsStillReported() {
        let findings = Self.objectiveC(
            """
            - (void)applicationDidFinishLaunching:(NSNotification *)note {
                NSMenu *tools = [[[NSApp mainMenu] itemWithTitle:@"Tools"] submenu];
                NSMenuItem *item = [tools addItemWithTitle:@"Highlight" action:@selector(highlight:) keyEquivalent:@"h"];
                [item setKeyEquivalentModifierMask:0];
            }

            """)
        #expect(Self.missingModifier(findings).count == 1)
    }

    @Test func aBareLetterInAnInterfaceBuilderContextMenuIsNotReported() {
        let findings = Self.xib(
            extra: """
                <menu title="Status Menu" id="ctx-1">
                    <items>
                        <menuItem title="Quit" keyEquivalent="x" id="ctx-2"><modifierMask key="keyEquivalentModifierMask"/></menuItem>
                    </items>
                </menu>
                """)
        #expect(Self.missingModifier(findings).isEmpty)
    }

    @Test func aBareLetterInAPopUpButtonsMenuIsReported() {
        let findings = Self.xib(
            extra: """
                <popUpButton id="pop-1">
                    <popUpButtonCell key="cell" id="pop-cell">
                        <menu key="menu" id="pop-2">
                            <items>
                                <menuItem title="Name" keyEquivalent="n" id="pop-3"><modifierMask key="keyEquivalentModifierMask"/></menuItem>
                            </items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                """)
        #expect(Self.missingModifier(findings).count == 1)
    }
}
