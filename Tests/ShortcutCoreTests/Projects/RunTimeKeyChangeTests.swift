import Testing

@testable import ShortcutCore

/// An Interface Builder item whose key the app's code changes at launch through its outlet is not
/// judged on the chord its file gives. The facts are Hex Fiend's (HexFiend/HexFiend): its
/// `MainMenu.xib` gives Move Selection and Extend Selection both Command-], and
/// `AppDelegate.m`'s `applicationDidFinishLaunching:` adds Shift to Extend Selection.
@Suite struct RunTimeKeyChangeTests {
    static let menu = InterfaceBuilderFixture.xib(
        """
        <menuItem title="Move Selection" keyEquivalent="]" id="396"/>
        <menuItem title="Extend Selection" keyEquivalent="]" id="397"/>
        """,
        app: "Hex Fiend",
        extra: """
            <customObject id="494" customClass="AppDelegate">
                <connections>
                    <outlet property="extendForwardsItem" destination="397" id="512"/>
                </connections>
            </customObject>
            """)

    static let objectiveC = """
        @implementation AppDelegate

        - (void)applicationDidFinishLaunching:(NSNotification *)note {
            [extendForwardsItem setKeyEquivalentModifierMask:[extendForwardsItem keyEquivalentModifierMask] | NSShiftKeyMask];
            [extendForwardsItem setKeyEquivalent:@"]"];
        }

        @end
        """

    static let swift = """
        import AppKit

        final class AppDelegate: NSObject, NSApplicationDelegate {
            @IBOutlet var extendForwardsItem: NSMenuItem!

            func applicationDidFinishLaunching(_ notification: Notification) {
                extendForwardsItem.keyEquivalentModifierMask = [.command, .shift]
            }
        }
        """

    private func lint(code: String, path: String, group: AppGroup? = AppGroup(id: "/work/HexFiend", name: "Hex Fiend")) -> [Finding] {
        let linter = Linter()
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "HexFiend/MainMenu.xib", text: Self.menu), linter: linter, app: group),
            LintJob(source: SourceFile(path: "HexFiend/\(path)", text: code), linter: linter, app: group),
        ])
        return results.flatMap(\.findings)
    }

    @Test func aDuplicateTheCodeUndoesAtLaunchIsNoError() {
        let findings = lint(code: Self.objectiveC, path: "AppDelegate.m")
        #expect(findings.filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty, "\(findings.map(\.message))")
    }

    @Test func theItemGetsOneNoteNamingWhereTheCodeChangesIt() throws {
        let notes = lint(code: Self.objectiveC, path: "AppDelegate.m").filter { $0.ruleID == UnresolvedShortcutRule.id }
        let note = try #require(notes.first)
        #expect(notes.count == 1)
        #expect(note.file == "HexFiend/MainMenu.xib")
        #expect(note.entry?.title == "Extend Selection")
        #expect(
            note.message.contains("HexFiend/AppDelegate.m:4 sets `keyEquivalentModifierMask` through the outlet `extendForwardsItem`"),
            "\(note.message)")
    }

    @Test func aSwiftOutletAssignmentCountsToo() {
        let findings = lint(code: Self.swift, path: "AppDelegate.swift")
        #expect(findings.filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty)
        #expect(findings.filter { $0.ruleID == UnresolvedShortcutRule.id }.map(\.entry?.title) == ["Extend Selection"])
    }

    @Test func withoutTheCodeTheDuplicateStands() {
        let findings = lint(code: "@implementation AppDelegate\n@end\n", path: "AppDelegate.m")
        #expect(findings.filter { $0.ruleID == DuplicateShortcutRule.id }.count == 1)
    }

    @Test func codeThatOnlyEnablesTheItemChangesNothing() {
        let code = "@implementation AppDelegate\n- (void)awake {\n    [extendForwardsItem setEnabled:NO];\n}\n@end\n"
        #expect(lint(code: code, path: "AppDelegate.m").filter { $0.ruleID == DuplicateShortcutRule.id }.count == 1)
    }

    @Test func codeOfAnotherAppChangesNothing() {
        let linter = Linter()
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "HexFiend/MainMenu.xib", text: Self.menu), linter: linter, app: AppGroup(id: "/a", name: "A")),
            LintJob(
                source: SourceFile(path: "Other/AppDelegate.m", text: Self.objectiveC), linter: linter, app: AppGroup(id: "/b", name: "B")),
        ])
        #expect(results.flatMap(\.findings).filter { $0.ruleID == DuplicateShortcutRule.id }.count == 1)
    }

    @Test func theReadersRecordOutletsAndChangesThroughThem() {
        let menu = InterfaceBuilderReader.read(SourceFile(path: "MainMenu.xib", text: Self.menu)).manifest
        #expect(menu.itemOutlets["extendForwardsItem"].map { $0.map { menu.shortcuts[$0].title } } == ["Extend Selection"])
        let code = SwiftSourceReader.reading(SourceFile(path: "AppDelegate.m", text: Self.objectiveC), language: .objectiveC).manifest
        #expect(code.outletKeyChanges.map(\.outlet) == ["extendForwardsItem", "extendForwardsItem"])
        #expect(code.outletKeyChanges.map(\.property) == ["keyEquivalentModifierMask", "keyEquivalent"])
    }
}
