import Testing

@testable import ShortcutCore

/// The linter reads each kind of file into the same model: what a file is comes from its name,
/// and findings about an Interface Builder menu point at the menu item's line in the XIB.
@Suite struct InputKindTests {
    @Test(arguments: [
        ("app.shortcuts.yml", InputKind.manifest(.yaml)), ("shortcuts.json", .manifest(.json)), ("MainMenu.xib", .interfaceBuilder),
        ("Main.storyboard", .interfaceBuilder), ("AppCommands.swift", .swift), ("MenuController.m", .objectiveC),
        ("Menu.mm", .objectiveC),
    ])
    func theFileNameSaysWhatToRead(_ path: String, _ kind: InputKind) {
        #expect(InputKind(path: path) == kind)
    }

    @Test func aNameTheLinterDoesNotReadIsNoKind() {
        #expect(InputKind(path: "README.md") == nil)
        #expect(InputKind(SourceFile(path: "<stdin>", text: "{\"shortcuts\": []}")) == .manifest(.json))
    }

    /// Snapshot (⇧⌘3) on line 9 of a small XIB, the one the rule examples use.
    static let menu = RuleExample.fileMenu(
        """
                                        <menuItem title="Snapshot" keyEquivalent="3" id="s">
                                            <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                                        </menuItem>
        """)

    @Test func aFindingAboutAMenuItemPointsAtItsKeyEquivalent() throws {
        let result = Linter().lint(SourceFile(path: "MainMenu.xib", text: Self.menu))
        let finding = try #require(result.findings.first { $0.ruleID == "system-reserved" })
        #expect(finding.span.start.line == 9)
        #expect(finding.message.contains("Shift-Command-3 (⇧⌘3) in \"Snapshot\" is reserved by macOS"))
    }

    @Test func theCommandLinesPlatformLeavesEntriesForOtherPlatformsUnchecked() {
        var configuration = LintConfiguration()
        configuration.platformOverride = PlatformSet(.iPadOS)
        let result = Linter(configuration: configuration).lint(SourceFile(path: "MainMenu.xib", text: Self.menu))
        #expect(result.shortcutCount == 0)
        #expect(result.findings.isEmpty)
    }
}
