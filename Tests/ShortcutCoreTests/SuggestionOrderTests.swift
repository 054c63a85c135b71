import Testing

@testable import ShortcutCore

/// Which free chords are offered, and in what order: the entry's key with Command, Shift-Command,
/// Option-Command first; then Command with the title's initials and nearby letters; then
/// Shift-Command and Option-Command with them.
@Suite struct SuggestionOrderTests {
    @Test func theEntrysKeyWithCommandComesFirst() {
        let manifest = ManifestBuilder().add("Snapshot", "Shift-Command-3")
        #expect(manifest.suggestions("system-reserved", for: "Snapshot").first == "⌘3")
    }

    @Test func aRelatedShiftVariantOfTheKeyComesBeforeOtherKeys() {
        let manifest = ManifestBuilder().add("Refresh", "Command-R").add("Refresh Everything", "Command-R")
        // ⌥⌘R would make 1 of 2 custom shortcuts use Option; then the nearest free letters to R.
        #expect(manifest.suggestions("duplicate-shortcut", for: "Refresh Everything") == ["⇧⌘R", "⌘D", "⌘Y"])
    }

    @Test func optionCommandIsOfferedWhenTheShareAllowsIt() {
        var manifest = ManifestBuilder()
        manifest = manifest.add("Refresh", "Command-R").add("Refresh All", "Shift-Command-R")
        for number in 1...6 { manifest = manifest.add("Show Panel \(number)", "Command-\(number)") }
        manifest = manifest.add("Refresh Everything", "Command-R")
        #expect(manifest.suggestions("duplicate-shortcut", for: "Refresh Everything") == ["⌥⌘R", "⌘D", "⌘Y"])
    }

    @Test func optionCommandIsOfferedWhenOptionModifierIsOff() {
        let manifest = ManifestBuilder().add("Refresh", "Command-R").add("Refresh Everything", "Command-R")
        let suggestions = manifest.suggestions("duplicate-shortcut", for: "Refresh Everything", configuration: .without("option-modifier"))
        #expect(suggestions == ["⇧⌘R", "⌥⌘R", "⌘D"])
    }

    @Test func titleInitialsComeBeforeNearbyLetters() {
        let manifest = ManifestBuilder().add("Lock Note", "Shift-Command-3")
        // L is the first free initial (N is New); 3 itself is free with Command.
        #expect(manifest.suggestions("system-reserved", for: "Lock Note") == ["⌘3", "⌘L", "⌘R"])
    }

    @Test func anUnrelatedVariantOfAnotherEntryIsNotOffered() {
        let manifest = ManifestBuilder().add("Insert Link", "Command-K").add("Publish", "Command-K")
        let suggestions = manifest.suggestions("duplicate-shortcut", for: "Publish")
        #expect(!suggestions.contains("⇧⌘K") && !suggestions.contains("⌥⌘K"))
        #expect(suggestions.count == 3)
    }

    @Test func aChordTakenOnlyInADisjointScopeIsOffered() {
        let manifest = ManifestBuilder().add("Insert Checkbox", "Command-D", ["when": "editor"])
            .add("Flip Layer", "Command-R", ["when": "canvas"]).add("Rotate", "Command-R", ["when": "canvas"])
        #expect(manifest.suggestions("duplicate-shortcut", for: "Rotate").first == "⌘D")
    }

    @Test func aChordTakenEverywhereIsNotOffered() {
        let manifest = ManifestBuilder().add("Insert Checkbox", "Command-D")
            .add("Flip Layer", "Command-R", ["when": "canvas"]).add("Rotate", "Command-R", ["when": "canvas"])
        #expect(!manifest.suggestions("duplicate-shortcut", for: "Rotate").contains("⌘D"))
    }

    @Test func aKeyTheTextSystemMovesWithIsNotOffered() {
        let suggestions = ManifestBuilder().add("Toggle Minimap", "Shift-Up arrow").suggestions(
            "repurposed-standard", for: "Toggle Minimap")
        #expect(!suggestions.isEmpty)
        #expect(!suggestions.contains("⌘↑"), "Command-Up arrow moves to the beginning of the document in text: \(suggestions)")
    }

    @Test func aChordReservedOnlyOnAnotherPlatformIsOffered() {
        let iPad = ManifestBuilder(platforms: ["iPadOS"]).add("Run", "Shift-Command-F5").add("Run Tests", "Shift-Command-F5")
        #expect(iPad.suggestions("duplicate-shortcut", for: "Run Tests").first == "⌘F5")
        let mac = ManifestBuilder(platforms: ["macOS"]).add("Run", "Shift-Command-F5").add("Run Tests", "Shift-Command-F5")
        #expect(!mac.suggestions("duplicate-shortcut", for: "Run Tests").contains("⌘F5"), "VoiceOver on the Mac")
    }

    @Test func aSequenceGetsNoSuggestions() {
        let manifest = ManifestBuilder().add("Save All", "Command-K Command-S").add("Save Everything", "Command-K Command-S")
        let findings = manifest.findings("duplicate-shortcut")
        #expect(findings.count == 1 && findings[0].suggestions.isEmpty)
    }

    @Test func aSuppressedFindingGetsNoSuggestions() {
        let manifest = ManifestBuilder().add("Snapshot", "Shift-Command-3", ["allow": ["system-reserved"]])
        let finding = manifest.lint().findings.first { $0.ruleID == "system-reserved" }
        #expect(finding?.isSuppressed == true && finding?.suggestions == [])
    }

    @Test func suggestionsStayWithinTooManyCustomsLimit() {
        var manifest = ManifestBuilder()
        for number in 1...50 { manifest = manifest.add("Palette \(number)", "Command-F1", ["when": "palette\(number)"]) }
        manifest = manifest.add("Copy", "Command-C").add("Copy", "Command-C")
        // The second Copy is standard; moving it anywhere would make it the 51st custom shortcut.
        #expect(manifest.suggestions("duplicate-shortcut", for: "Copy").isEmpty)
    }

    @Test func textOutputShowsTheSuggestions() {
        let manifest = ManifestBuilder().add("Snapshot", "Shift-Command-3")
        let finding = manifest.findings("system-reserved")[0]
        #expect(TextReporter().line(for: finding).contains("(try ⌘3, "))
    }
}
