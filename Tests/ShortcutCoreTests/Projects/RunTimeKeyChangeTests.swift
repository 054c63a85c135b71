import Testing

@testable import ShortcutCore

/// An Interface Builder item whose key the app's code changes at launch through its outlet is not
/// judged on the chord its file gives. The facts are Hex Fiend's (HexFiend/HexFiend): its
/// `MainMenu.xib` gives Move Selection and Extend Selection both Command-], and
/// `AppDelegate.m`'s `applicationDidFinishLaunching:` adds Shift to Extend Selection.
@Suite struct RunTimeKeyChangeTests {
    /// Hex Fiend's items on Command-], with the app delegate's outlet to the item `destination`.
    static func menu(_ items: String, outletTo destination: String) -> String {
        InterfaceBuilderFixture.xib(
            items, app: "Hex Fiend",
            extra: """
                <customObject id="494" customClass="AppDelegate">
                    <connections>
                        <outlet property="extendForwardsItem" destination="\(destination)" id="512"/>
                    </connections>
                </customObject>
                """)
    }

    static let menu = menu(
        """
        <menuItem title="Move Selection" keyEquivalent="]" id="396"/>
        <menuItem title="Extend Selection" keyEquivalent="]" id="397"/>
        """, outletTo: "397")

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
        #expect(note.message.hasPrefix("\"Extend Selection\": the app's code changes its key equivalent"), "\(note.message)")
        #expect(
            note.message.contains("HexFiend/AppDelegate.m:4 sets `keyEquivalentModifierMask` through the outlet `extendForwardsItem`"),
            "\(note.message)")
    }

    @Test func aSwiftOutletAssignmentCountsToo() {
        let findings = lint(code: Self.swift, path: "AppDelegate.swift")
        #expect(findings.filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty)
        #expect(findings.filter { $0.ruleID == UnresolvedShortcutRule.id }.map { $0.message.hasPrefix("\"Extend Selection\"") } == [true])
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

    /// Three items on Command-], the code changing the first: the other two still collide.
    static let threeItems = menu(
        """
        <menuItem title="Move Selection" keyEquivalent="]" id="396"/>
        <menuItem title="Extend Selection" keyEquivalent="]" id="397"/>
        <menuItem title="Shrink Selection" keyEquivalent="]" id="398"/>
        """, outletTo: "396")

    private func lint(menu: String, code: String, configuration: LintConfiguration = .default) -> [Finding] {
        let linter = Linter(configuration: configuration)
        let group = AppGroup(id: "/work/HexFiend", name: "Hex Fiend")
        return Linter.lint([
            LintJob(source: SourceFile(path: "HexFiend/MainMenu.xib", text: menu), linter: linter, app: group),
            LintJob(source: SourceFile(path: "HexFiend/AppDelegate.m", text: code), linter: linter, app: group),
        ]).flatMap(\.findings)
    }

    @Test func theOtherItemsOnTheChordAreStillJudgedAmongThemselves() throws {
        let duplicates = lint(menu: Self.threeItems, code: Self.objectiveC).filter { $0.ruleID == DuplicateShortcutRule.id }
        let duplicate = try #require(duplicates.first)
        #expect(duplicates.count == 1)
        #expect(duplicate.entry?.title == "Shrink Selection")
        #expect(duplicate.message.contains("\"Extend Selection\""), "\(duplicate.message)")
    }

    @Test func checkingOtherPlatformsLeavesNoOutletPointingAtARemovedItem() {
        var configuration = LintConfiguration.default
        configuration.platformOverride = PlatformSet([.macOS, .iOS])
        let findings = lint(menu: Self.menu, code: Self.objectiveC, configuration: configuration)
        #expect(findings.filter { $0.ruleID == UnresolvedShortcutRule.id }.map(\.entry?.title) == [nil])
        #expect(findings.filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty)
        let iOSOnly = lint(
            menu: Self.menu, code: Self.objectiveC,
            configuration: {
                var c = configuration; c.platformOverride = PlatformSet(.iOS); return c
            }())
        #expect(iOSOnly.filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty)
    }

    @Test func aSuppressionOnTheItemIsNotReportedUnused() {
        let menu = Self.menu.replacingOccurrences(
            of: "<menuItem title=\"Extend Selection\"",
            with: "<!-- shortcut-lint: allow duplicate-shortcut (AppDelegate adds Shift) -->\n<menuItem title=\"Extend Selection\"")
        let findings = lint(menu: menu, code: Self.objectiveC)
        #expect(!findings.contains { $0.ruleID == "unused-suppression" }, "\(findings.map(\.message))")
    }

    @Test func extractLeavesTheItemOutAndSaysWhy() throws {
        let linter = Linter()
        let group = AppGroup(id: "/work/HexFiend", name: "Hex Fiend")
        let extracted = try #require(
            ManifestExtraction.extract([
                LintJob(source: SourceFile(path: "HexFiend/MainMenu.xib", text: Self.menu), linter: linter, app: group),
                LintJob(source: SourceFile(path: "HexFiend/AppDelegate.m", text: Self.objectiveC), linter: linter, app: group),
            ]).first)
        #expect(!extracted.entries.contains { $0.entry.title == "Extend Selection" })
        #expect(extracted.notes.contains { $0.message.contains("through the outlet `extendForwardsItem`") })
    }

    /// A name the file declares as a local, a loop variable or a parameter holds some item at
    /// that moment, not the outlet of the same name.
    @Test(arguments: [
        ("for extendForwardsItem in menu.items { extendForwardsItem.keyEquivalentModifierMask = [] }\n", SourceLexer.Language.swift),
        ("let extendForwardsItem = menu.items[0]\nextendForwardsItem.keyEquivalent = \"\"\n", .swift),
        ("menu.items.forEach { extendForwardsItem in extendForwardsItem.keyEquivalent = \"\" }\n", .swift),
        ("for (NSMenuItem *extendForwardsItem in menu.itemArray) {\n    [extendForwardsItem setKeyEquivalent:@\"\"];\n}\n", .objectiveC),
        ("NSMenuItem *extendForwardsItem = [menu itemAtIndex:0];\n[extendForwardsItem setKeyEquivalent:@\"\"];\n", .objectiveC),
        ("- (void)clear:(NSMenuItem *)extendForwardsItem {\n    [extendForwardsItem setKeyEquivalent:@\"\"];\n}\n", .objectiveC),
    ])
    func aLocalNameIsNoOutlet(_ code: String, _ language: SourceLexer.Language) {
        let path = language == .swift ? "Menu.swift" : "Menu.m"
        #expect(SwiftSourceReader.reading(SourceFile(path: path, text: code), language: language).manifest.outletKeyChanges.isEmpty)
    }

    @Test func aSwiftIBOutletPropertyIsAnOutlet() {
        let code = SwiftSourceReader.reading(SourceFile(path: "AppDelegate.swift", text: Self.swift), language: .swift).manifest
        #expect(code.outletKeyChanges.map(\.outlet) == ["extendForwardsItem"])
    }

    /// An outlet held in an instance variable: Interface Builder records it as `_extendForwardsItem`
    /// (issue 18's `_fullScreenItem`), and the code sends its messages to `_extendForwardsItem`.
    @Test func anOutletHeldInAnInstanceVariableIsMatchedWithoutItsUnderscore() {
        let menu = Self.menu(
            """
            <menuItem title="Move Selection" keyEquivalent="]" id="396"/>
            <menuItem title="Extend Selection" keyEquivalent="]" id="397"/>
            """, outletTo: "397"
        ).replacingOccurrences(of: "property=\"extendForwardsItem\"", with: "property=\"_extendForwardsItem\"")
        let code = Self.objectiveC.replacingOccurrences(of: "extendForwardsItem", with: "_extendForwardsItem")
        let linter = Linter()
        let group = AppGroup(id: "/work/HexFiend", name: "Hex Fiend")
        let findings = Linter.lint([
            LintJob(source: SourceFile(path: "HexFiend/MainMenu.xib", text: menu), linter: linter, app: group),
            LintJob(source: SourceFile(path: "HexFiend/AppDelegate.m", text: code), linter: linter, app: group),
        ]).flatMap(\.findings)
        #expect(!findings.contains { $0.ruleID == DuplicateShortcutRule.id })
        #expect(findings.filter { $0.ruleID == UnresolvedShortcutRule.id }.count == 1)
    }
}
