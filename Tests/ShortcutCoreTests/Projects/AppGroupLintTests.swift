import Testing

@testable import ShortcutCore

/// The files of one app are checked together: a group given per file (one Xcode project or
/// package target) decides, and files without one are grouped by the `app` they name.
@Suite struct AppGroupLintTests {
    /// A main menu whose File menu has Print… on Shift-Command-P (an uppercase key equivalent).
    static let menu = InterfaceBuilderFixture.xib(#"<menuItem title="Print…" keyEquivalent="P" id="p1"/>"#)
    /// A SwiftUI command on the same chord.
    static let commands = """
        import SwiftUI

        struct NoteCommands: Commands {
            var body: some Commands {
                CommandMenu("Note") {
                    Button("Publish") { publish() }
                        .keyboardShortcut("p", modifiers: [.command, .shift])
                }
            }
        }
        """

    private func lint(_ groups: (AppGroup?, AppGroup?)) -> [Finding] {
        let linter = Linter()
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "Scribe/MainMenu.xib", text: Self.menu), linter: linter, app: groups.0),
            LintJob(source: SourceFile(path: "Scribe/NoteCommands.swift", text: Self.commands), linter: linter, app: groups.1),
        ])
        return results.flatMap(\.findings).filter { $0.ruleID == DuplicateShortcutRule.id }
    }

    @Test func aSwiftUICommandCollidingWithAMenuItemOfTheSameProjectIsADuplicate() throws {
        let project = AppGroup(id: "/work/Scribe", name: "Scribe")
        let duplicates = lint((project, project))
        let finding = try #require(duplicates.first)
        #expect(duplicates.count == 1)
        #expect(finding.file == "Scribe/NoteCommands.swift")
        #expect(finding.span.start.line == 7)
        #expect(
            finding.message.contains("\"Publish\" is already the shortcut of \"Print…\" in Scribe/MainMenu.xib:16"), "\(finding.message)")
        guard case .entry(let file, let line, _, _, _) = finding.related else {
            Issue.record("the finding names the other entry")
            return
        }
        #expect(file == "Scribe/MainMenu.xib")
        #expect(line == 16)
    }

    @Test func filesOfTwoProjectsAreNotCheckedTogether() {
        #expect(lint((AppGroup(id: "/work/Scribe", name: "Scribe"), AppGroup(id: "/work/Notes", name: "Notes"))).isEmpty)
    }

    @Test func filesWithoutAGroupAreGroupedByTheAppTheyName() {
        let linter = Linter()
        let manifest = "app: Scribe\nshortcuts:\n  - {title: Publish, key: Shift-Command-P, menu: Note}\n"
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "MainMenu.xib", text: Self.menu), linter: linter),
            LintJob(source: SourceFile(path: "Scribe.shortcuts.yml", text: manifest), linter: linter),
            LintJob(source: SourceFile(path: "NoteCommands.swift", text: Self.commands), linter: linter),
        ])
        let duplicates = results.flatMap(\.findings).filter { $0.ruleID == DuplicateShortcutRule.id }
        #expect(duplicates.map(\.file) == ["Scribe.shortcuts.yml"], "the XIB's application menu says Scribe; the Swift file names no app")
    }

    @Test func aGroupOutranksTheAppAFileNames() {
        let linter = Linter()
        let manifest = "app: Scribe\nshortcuts:\n  - {title: Publish, key: Shift-Command-P, menu: Note}\n"
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "MainMenu.xib", text: Self.menu), linter: linter, app: AppGroup(id: "/a", name: "A")),
            LintJob(source: SourceFile(path: "Scribe.shortcuts.yml", text: manifest), linter: linter),
        ])
        #expect(results.flatMap(\.findings).filter { $0.ruleID == DuplicateShortcutRule.id }.isEmpty)
    }

    @Test func aProjectAndAnAppNameThatSpellTheSameAreTwoApps() {
        let groups = AppGrouping.groups([(AppGroup(id: "Scribe", name: "Scribe"), nil), (nil, "Scribe")])
        #expect(groups == [AppGrouping.Group(name: "Scribe", members: [0]), AppGrouping.Group(name: "Scribe", members: [1])])
    }

    @Test func groupsKeepTheOrderOfTheirFirstFile() {
        let groups = AppGrouping.groups([
            (AppGroup(id: "/b", name: "B"), "X"), (nil, "Scribe"), (nil, nil), (AppGroup(id: "/b", name: "B"), nil), (nil, "Scribe"),
        ])
        #expect(
            groups == [
                AppGrouping.Group(name: "B", members: [0, 3]), AppGrouping.Group(name: "Scribe", members: [1, 4]),
                AppGrouping.Group(name: nil, members: [2]),
            ])
    }
}
