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
        // Shift-Command-L is a macOS Services shortcut (Search With Google).
        #expect(
            ManifestBuilder(platforms: ["macOS"]).add("Lock All", "Option-Shift-Command-L").findings("unrelated-shift-variant").count == 1)
        #expect(
            ManifestBuilder(platforms: ["iPadOS"]).add("Lock All", "Option-Shift-Command-L").findings("unrelated-shift-variant").isEmpty)
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
