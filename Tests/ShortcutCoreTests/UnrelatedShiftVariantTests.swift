import Testing

@testable import ShortcutCore

/// unrelated-shift-variant: a Shift or Option variant of a table row or another entry must be
/// related to it.
@Suite struct UnrelatedShiftVariantTests {
    @Test func aTableBaseIsNamedWithTheComplementsToAdd() {
        let finding = ManifestBuilder().add("Archive Note", "Option-Command-Z").findings("unrelated-shift-variant").first
        #expect(finding?.message.contains("is Command-Z (⌘Z), the standard Undo shortcut, plus Option") == true)
        #expect(finding?.message.contains("`complements: undo`") == true)
        #expect(finding?.related == .reserved(id: "undo", action: "Undo the previous operation.", system: false))
    }

    @Test func anEntryBaseIsNamedWithItsLine() {
        let manifest = ManifestBuilder().add("Insert Link", "Command-K", ["id": "insertLink"]).add("Publish", "Shift-Command-K")
        let message = manifest.findings("unrelated-shift-variant").first?.message ?? ""
        #expect(message.contains("the shortcut of \"Insert Link\" (line 1), plus Shift"))
        #expect(message.contains("`complements: insertLink`"))
    }

    @Test func complementsRelatesEitherWay() {
        let forward = ManifestBuilder().add("Show History", "Command-Y", ["id": "history"])
            .add("Clear Recent Items", "Shift-Command-Y", ["complements": "history"])
        let backward = ManifestBuilder().add("Show History", "Command-Y", ["complements": "clear"])
            .add("Clear Recent Items", "Shift-Command-Y", ["id": "clear"])
        #expect(forward.findings("unrelated-shift-variant").isEmpty)
        #expect(backward.findings("unrelated-shift-variant").isEmpty)
    }

    @Test func theTablePairsRelateTitlesThatShareNoWord() {
        #expect(ManifestBuilder().add("Redo", "Option-Command-Z").findings("unrelated-shift-variant").isEmpty)
        #expect(ManifestBuilder().add("Page Setup…", "Option-Command-P").findings("unrelated-shift-variant").isEmpty)
    }

    @Test func anUnknownComplementsIsReportedAtItsValue() throws {
        let result = ManifestBuilder().add("Refresh", "Command-R", ["complements": "nothing"]).lint()
        let finding = try #require(result.findings.first { $0.ruleID == "unrelated-shift-variant" })
        #expect(String(decoding: result.source.bytes[finding.range.start..<finding.range.end], as: UTF8.self) == "\"nothing\"")
        #expect(finding.suggestions.isEmpty)
    }

    @Test func aBaseOnlyOnAnotherPlatformDoesNotCount() {
        // Command-. is Cancel (Stop) on macOS only.
        #expect(
            ManifestBuilder(platforms: ["macOS"]).add("Show Outline", "Shift-Command-.").findings("unrelated-shift-variant").count == 1
        )
        #expect(
            ManifestBuilder(platforms: ["iPadOS"]).add("Show Outline", "Shift-Command-.").findings("unrelated-shift-variant").isEmpty)
    }

    /// Where the app has nothing on the base chord, only a command every app has is a base:
    /// people know Command-Z from all their apps, Command-S only from apps that save documents.
    @Test(arguments: [
        ("Email Link", "Option-Command-S", false), ("Insert", "Shift-Command-I", false), ("Archive", "Option-Command-Z", true),
        ("Export", "Control-Command-A", true),
    ])
    func withNothingOnTheBaseOnlyAnEveryAppCommandIsABase(_ title: String, _ key: String, _ reported: Bool) {
        #expect(ManifestBuilder().add(title, key).findings("unrelated-shift-variant").count == (reported ? 1 : 0))
    }

    /// Where the app itself uses a kind of app's command, it is a base like any of its commands.
    @Test func theAppsOwnUseOfAStandardCommandIsABase() {
        #expect(
            ManifestBuilder().add("Save", "Command-S").add("Email Link", "Option-Command-S").findings("unrelated-shift-variant").count == 1)
    }

    // MARK: Which rows are bases: standard shortcuts every app has, nothing else.

    struct NoBase: Sendable, CustomTestStringConvertible {
        var title: String
        var key: String
        var platform = "macOS"
        var why: String
        var testDescription: String { "\(title) on \(key) (\(platform)): \(why)" }
    }

    static let rowsThatAreNoBase: [NoBase] = [
        NoBase(title: "Toggle Grid", key: "Option-Command-[", why: "Command-[ is Safari's Back, one app's shortcut"),
        NoBase(title: "Lock All", key: "Option-Shift-Command-L", why: "Shift-Command-L is a Services item"),
        NoBase(title: "Cycle Panes", key: "Control-Command-Tab", why: "the system takes Command-Tab: the app never had it"),
        NoBase(title: "Open Drive…", key: "Option-Shift-Command-D", why: "the Dock's Option-Command-D is intercepted"),
        NoBase(title: "Previous Tab", key: "Option-Command-Left arrow", why: "Command-Left arrow is a conditional layout switch"),
        NoBase(title: "Next Tab", key: "Option-Command-Right arrow", why: "Command-Right arrow is a conditional layout switch"),
        NoBase(title: "Cycle Panes", key: "Shift-Command-Tab", platform: "iPadOS", why: "iPadOS takes Command-Tab"),
        NoBase(title: "Quick Open", key: "Control-Command-Space", platform: "iPadOS", why: "iPadOS takes Command-Space"),
    ]

    @Test(arguments: rowsThatAreNoBase)
    func onlyAStandardRowIsABase(_ check: NoBase) {
        let manifest = ManifestBuilder(platforms: [check.platform]).add(check.title, check.key)
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    // MARK: The app's own command on the base chord comes before the table.

    @Test func theAppsOwnCommandOnTheBaseIsNamedInsteadOfTheStandardRow() {
        let manifest = ManifestBuilder().add("Next Unread", "Command-U", ["repurposes": "underline"]).add("Open Drawer", "Shift-Command-U")
        let message = manifest.findings("unrelated-shift-variant").first?.message ?? ""
        #expect(message.contains("is Command-U (⌘U), the shortcut of \"Next Unread\" (line 1), plus Shift"))
        #expect(!message.contains("Underline"))
    }

    @Test func aVariantRelatedToTheAppsOwnCommandIsNotReportedWhateverTheStandardRow() {
        let manifest = ManifestBuilder().add("Add Bookmark", "Command-B", ["repurposes": "bold"])
            .add("Edit Bookmarks…", "Option-Command-B")
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    @Test func theAppsOwnStandardItemOnTheBaseKeepsTheTablesPairs() {
        let manifest = ManifestBuilder().add("Undo", "Command-Z").add("Redo", "Option-Command-Z")
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    @Test func theAppsOwnStandardItemOnTheBaseIsNamedAsTheStandardShortcut() {
        let manifest = ManifestBuilder().add("Open…", "Command-O").add("Ordered List", "Shift-Command-O")
        let message = manifest.findings("unrelated-shift-variant").first?.message ?? ""
        #expect(message.contains("is Command-O (⌘O), the standard Open… shortcut, plus Shift"))
    }

    @Test func aVariantWhoseTitleNamesTheBaseRowsActionIsRelated() {
        let manifest = ManifestBuilder().add("Open Script…", "Command-O").add("Load Profile…", "Shift-Command-O")
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    // MARK: Numbered lists.

    @Test func twoNumberedListsSideBySideAreRelated() {
        let manifest = ManifestBuilder().add("Text Tool", "Command-1").add("Scroll Tool", "Command-2")
            .add("Text Note", "Control-Command-1").add("Anchored Note", "Control-Command-2")
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    @Test func aLoneDigitVariantBesideANumberedListIsNot() {
        let manifest = ManifestBuilder().add("as Grid", "Command-1").add("as List", "Command-2").add("Library", "Option-Command-1")
        #expect(manifest.findings("unrelated-shift-variant").map(\.entry?.title) == ["Library"])
    }

    @Test func aBaseEntryInADisjointScopeDoesNotCount() {
        let manifest = ManifestBuilder().add("Insert Link", "Command-K", ["when": "editor"])
            .add("Publish", "Shift-Command-K", ["when": "sidebar"])
        #expect(manifest.findings("unrelated-shift-variant").isEmpty)
    }

    @Test func aChordInTheTableIsLeftToTheTableRules() {
        let manifest = ManifestBuilder().add("Archive Note", "Shift-Command-Z")
        #expect(manifest.ruleIDs() == ["repurposed-standard"])
    }
}
