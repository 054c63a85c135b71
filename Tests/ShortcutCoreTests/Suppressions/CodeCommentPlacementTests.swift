import Testing

@testable import ShortcutCore

/// Which shortcuts a `shortcut-lint: allow` comment in code or an Interface Builder file applies
/// to: every one declared on the line below it, whatever that line starts with, and one comment
/// over several shortcuts counts as one suppression.
@Suite struct CodeCommentPlacementTests {
    /// The unsuppressed findings of a file, as rule ids.
    private static func visible(_ text: String, path: String) -> [String] {
        LintHelpers.lint(text, path: path).findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }

    private static let allow = "// shortcut-lint: allow repurposed-standard"

    /// The comment suppresses the repurposed-standard finding, so it is not unused either.
    private static func expectTheCommentHidesTheFinding(
        _ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let visible = visible(text, path: path)
        #expect(!visible.contains("repurposed-standard"), sourceLocation: sourceLocation)
        #expect(!visible.contains("unused-suppression"), sourceLocation: sourceLocation)
    }

    @Test func aCommentAboveAMenuItemAssignedToANameSuppressesForIt() {
        let text =
            "func build(menu: NSMenu) {\n    \(Self.allow)\n    let c = NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"c\")\n    menu.addItem(c)\n}\n"
        Self.expectTheCommentHidesTheFinding(text, path: "Menus.swift")
    }

    @Test func aCommentAboveAMenuItemMadeInsideAnotherCallSuppressesForIt() {
        let text =
            "func build(menu: NSMenu) {\n    \(Self.allow)\n    menu.addItem(NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"c\"))\n}\n"
        Self.expectTheCommentHidesTheFinding(text, path: "Menus.swift")
    }

    @Test func aCommentAfterAMenuItemMadeInsideAnotherCallSuppressesForIt() {
        let text =
            "func build(menu: NSMenu) {\n    menu.addItem(NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"c\"))  \(Self.allow)\n}\n"
        Self.expectTheCommentHidesTheFinding(text, path: "Menus.swift")
    }

    @Test func aCommentAboveAnObjectiveCItemDeclaredWithItsTypeSuppressesForIt() {
        let text =
            "void build(NSMenu *menu) {\n    \(Self.allow)\n    NSMenuItem *c = [[NSMenuItem alloc] initWithTitle:@\"Insert Link\" action:nil keyEquivalent:@\"c\"];\n    [menu addItem:c];\n}\n"
        Self.expectTheCommentHidesTheFinding(text, path: "Menus.m")
    }

    @Test func aCommentAboveTheKeyLineOfAButtonStillSuppressesForTheButton() {
        let text = "CommandMenu(\"Tools\") {\n    Button(\"Insert Link\") { }\n        \(Self.allow)\n        .keyboardShortcut(\"c\")\n}\n"
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.map { $0.allow.map(\.ruleID) } == [["repurposed-standard"]])
        #expect(reading.strayComments.isEmpty)
    }

    @Test func aCommentAboveALineOfTwoItemsAppliesToBoth() {
        let text =
            "func build(menu: NSMenu) {\n    \(Self.allow)\n    let c = NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"c\"), v = NSMenuItem(title: \"Publish\", action: nil, keyEquivalent: \"v\")\n}\n"
        let reading = SourceReaderHelpers.read(text)
        #expect(reading.manifest.shortcuts.map { $0.allow.map(\.ruleID) } == [["repurposed-standard"], ["repurposed-standard"]])
        #expect(!Self.visible(text, path: "Menus.swift").contains("repurposed-standard"))
    }

    @Test func aCommentOverTwoItemsIsUsedWhenItSuppressesAFindingOfEither() {
        let text =
            "func build(menu: NSMenu) {\n    \(Self.allow)\n    let c = NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"c\"), k = NSMenuItem(title: \"Publish\", action: nil, keyEquivalent: \"k\")\n}\n"
        Self.expectTheCommentHidesTheFinding(text, path: "Menus.swift")
    }

    @Test func aCommentOverTwoItemsThatSuppressesNothingIsReportedOnce() {
        let text =
            "func build(menu: NSMenu) {\n    \(Self.allow)\n    let l = NSMenuItem(title: \"Insert Link\", action: nil, keyEquivalent: \"l\"), k = NSMenuItem(title: \"Publish\", action: nil, keyEquivalent: \"k\")\n}\n"
        #expect(Self.visible(text, path: "Menus.swift").filter { $0 == "unused-suppression" }.count == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func manyCommentsAfterCodeOnOneLineEachApplyToTheShortcutBeforeItInLinearTime() {
        let one = "Button(\"A\") { }.keyboardShortcut(\"a\", modifiers: .control); /* shortcut-lint: allow control-modifier */ "
        let reading = SourceReaderHelpers.read(String(repeating: one, count: 20_000))
        #expect(reading.manifest.shortcuts.count == 20_000)
        #expect(reading.manifest.shortcuts.allSatisfy { $0.allow.count == 1 })
    }

    // MARK: Interface Builder

    @Test func anXMLCommentAboveALineStartingWithAnotherElementAppliesToTheItemOnIt() throws {
        let text = InterfaceBuilderFixture.xib(
            "",
            extra: """
                <!-- shortcut-lint: allow repurposed-standard -->
                <menu title="Links" id="90"><items><menuItem title="Insert Link" keyEquivalent="c" id="91"/></items></menu>
                """)
        let reading = InterfaceBuilderReader.reading(SourceFile(path: "MainMenu.xib", text: text))
        let entry = try #require(reading.manifest.shortcuts.first { $0.title == "Insert Link" })
        #expect(entry.allow.map(\.ruleID) == ["repurposed-standard"])
        #expect(reading.strayComments.isEmpty)
    }

    @Test func twoXMLCommentsOnOneLineEachApplyToTheItemAfterThem() {
        let text = InterfaceBuilderFixture.xib(
            """
            <!-- shortcut-lint: allow control-modifier --><menuItem title="A" keyEquivalent="a" id="1"/><!-- shortcut-lint: allow option-modifier --><menuItem title="B" keyEquivalent="b" id="2"/>
            """)
        let entries = InterfaceBuilderFixture.read(text).manifest.shortcuts.filter { $0.menu?.components.first == "File" }
        #expect(entries.map { $0.allow.map(\.ruleID) } == [["control-modifier"], ["option-modifier"]])
    }

    @Test(.timeLimit(.minutes(1)))
    func manyXMLCommentsAndItemsOnOneLineAttachInLinearTime() {
        let one = "<!-- shortcut-lint: allow control-modifier --><menuItem title=\"A\" keyEquivalent=\"a\" id=\"1\"/>"
        let text = InterfaceBuilderFixture.xib(String(repeating: one, count: 20_000))
        let entries = InterfaceBuilderFixture.read(text).manifest.shortcuts.filter { $0.menu?.components.first == "File" }
        #expect(entries.count == 20_000)
        #expect(entries.allSatisfy { $0.allow.count == 1 })
    }

}
