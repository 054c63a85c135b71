import Testing

@testable import ShortcutCore

/// One "did you mean" policy for every misspelt name the tool meets (modifiers, keys, options,
/// rule ids, config keys): a word a name starts with, else the nearest name within a third of the
/// word's length in edits.
@Suite struct EditDistanceTests {
    @Test func aWordOfThreeOrMoreCharactersThatStartsANameSuggestsIt() {
        #expect(EditDistance.suggestion(for: "dup", among: ["control-modifier", "duplicate-shortcut"]) == "duplicate-shortcut")
    }

    @Test func aNearMissSuggestsTheNearestName() {
        #expect(EditDistance.suggestion(for: "Contrl", among: ["Control", "Command", "Option"]) == "Control")
        #expect(EditDistance.suggestion(for: "formt", among: ["format", "fix", "config"]) == "format")
    }

    @Test func aWordFarFromEveryNameSuggestsNothing() {
        #expect(EditDistance.suggestion(for: "banana", among: ["Control", "Command", "Option"]) == nil)
        #expect(EditDistance.suggestion(for: String(repeating: "x", count: 100_000), among: ["Control"]) == nil)
    }
}
