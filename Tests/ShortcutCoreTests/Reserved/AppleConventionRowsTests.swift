import Testing

@testable import ShortcutCore

/// Apple's own conventions the HIG table leaves out (issue 21, item 4), each a row with its
/// source: Show Previous/Next Tab on ⇧⌘[ ⇧⌘] beside the table's Align Left/Right, the Finder's
/// Go chords (Apple Support "Mac keyboard shortcuts" › Finder and system shortcuts: "Shift-Command-G:
/// Open a Go to Folder window", "Shift-Command-H: Open the Home folder"), and ⌥⎋ completion in text.
@Suite struct AppleConventionRowsTests {
    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    @Test(arguments: [
        ("show-previous-tab", "Shift-Command-[", ReservedTier.standard), ("show-next-tab", "Shift-Command-]", .standard),
        ("go-to-folder", "Shift-Command-G", .appSpecific), ("go-to-home-folder", "Shift-Command-H", .appSpecific),
        ("show-hidden-files", "Command->", .appSpecific), ("text-complete", "Option-Esc", .behavior),
    ])
    func theRowIsOnItsChordWithItsTier(_ id: String, _ key: String, _ tier: ReservedTier) throws {
        let row = try Self.row(id)
        #expect(row.tier == tier)
        guard case .success(let parsed) = ShortcutNotation.parse(key) else {
            Issue.record("\(key) does not parse")
            return
        }
        #expect(row.chord == parsed.shortcut.first)
        #expect(!row.sources.isEmpty && row.tierSource != nil)
    }

    /// Safari's and Finder's Show Next Tab on the HIG's Align Right chord: the app's own tab
    /// commands, written as the menus write them (Command-}).
    @Test(arguments: [("Show Previous Tab", "Command-{"), ("Show Next Tab", "Command-}"), ("Select Next Tab", "Command-}")])
    func showingTheNextTabOnTheBracketChordsIsNoRepurpose(_ title: String, _ key: String) {
        #expect(ManifestBuilder().add(title, key, menu: "Window").ruleIDs().isEmpty)
    }

    @Test func anotherCommandOnTheBracketChordNamesBothStandards() throws {
        let finding = try #require(ManifestBuilder().add("Layer Above", "Command-}", menu: "Arrange").findings("repurposed-standard").first)
        #expect(finding.message.contains("Align Right / Show Next Tab"), "\(finding.message)")
    }

    @Test func alignRightStaysTheAlignRightCommand() {
        #expect(ManifestBuilder().add("Align Right", "Command-}", menu: "Format > Text").ruleIDs().isEmpty)
    }

    /// A file browser's Go menu: the Finder's chords for the Finder's commands, not a repurpose of
    /// Find Previous or an unrelated variant of Hide.
    @Test(arguments: [("Go to Folder…", "Shift-Command-G"), ("Home", "Shift-Command-H"), ("Show Hidden Files", "Command->")])
    func theFindersGoCommandsOnTheFindersChordsAreNotReported(_ title: String, _ key: String) {
        let manifest = ManifestBuilder().add("Hide Test", "Command-H", menu: "Test").add("Find Next", "Command-G", menu: "Edit > Find")
            .add("Stop", "Command-.", menu: "Edit").add(title, key, menu: "Go")
        #expect(manifest.ruleIDs().isEmpty)
    }

    /// An app-specific row is no standard for every app: another command on ⇧⌘G is still Find
    /// Previous's repurpose, and on ⇧⌘H still an unrelated variant of Hide.
    @Test func anotherCommandOnTheFindersChordsIsJudgedAsBefore() {
        #expect(ManifestBuilder().add("Group", "Shift-Command-G", menu: "Arrange").ruleIDs() == ["repurposed-standard"])
        let history = ManifestBuilder().add("Hide Test", "Command-H", menu: "Test").add("Chat History", "Shift-Command-H", menu: "Window")
        #expect(history.ruleIDs() == ["unrelated-shift-variant"])
    }

    @Test func aMenuCommandOnOptionEscapeSaysItTakesCompletion() throws {
        let finding = try #require(
            ManifestBuilder().add("Exit Presentation", "Option-Esc", menu: "View").findings("repurposed-standard").first)
        #expect(finding.message.contains("shows the completions of the word being typed in text"))
        #expect(ManifestBuilder().add("Complete", "Option-Esc", menu: "Edit").ruleIDs().isEmpty)
    }
}
