import Testing

@testable import ShortcutCore

/// One chord, one problem: when several guidelines describe a custom chord, exactly one rule
/// reports it (each chord rule's ``RuleDescription/defersTo`` ranks it), and the reserved table's
/// rules come first.
@Suite struct ChordOwnershipTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let key: String
        var when: String? = nil
        var platforms = ["macOS"]
        let owner: String?
        var testDescription: String { "\(key)\(when.map { " in \($0)" } ?? "") on \(platforms) → \(owner ?? "nothing")" }
    }

    static let cases: [Case] = [
        Case(key: "K", owner: "missing-modifier"),
        Case(key: "F6", owner: "missing-modifier"),
        Case(key: "Esc", platforms: ["iPadOS"], owner: nil),
        Case(key: "Tab", owner: "navigation-key"),
        Case(key: "Tab", when: "canvas", owner: nil),
        Case(key: "Shift-Tab", owner: "repurposed-standard"),
        Case(key: "Shift-Tab", platforms: ["iPadOS"], owner: "navigation-key"),
        Case(key: "Option-Down arrow", owner: "navigation-key"),
        Case(key: "Option-Down arrow", when: "canvas", owner: nil),
        Case(key: "Control-Option-Left arrow", owner: "navigation-key"),
        Case(key: "Control-J", owner: "control-modifier"),
        Case(key: "Control-Option-5", owner: "control-modifier"),
        Case(key: "Control-F3", owner: "system-reserved"),
        Case(key: "Control-A", owner: "repurposed-standard"),
        Case(key: "Option-K", owner: "option-types-character"),
        Case(key: "Option-Shift-5", owner: "option-types-character"),
        Case(key: "Option-F6", owner: "prefer-command"),
        Case(key: "Shift-K", owner: "prefer-command"),
        Case(key: "Shift-Command-8", owner: "layout-dependent-key"),
        Case(key: "Option-Command-/", owner: "system-reserved"),
        Case(key: "Command-Left arrow", owner: "repurposed-standard"),
        Case(key: "Command-Up arrow", owner: "repurposed-standard"),
        Case(key: "Command-8", owner: nil),
        Case(key: "F11", owner: "system-reserved"),
        Case(key: "F11", platforms: ["iPadOS"], owner: "missing-modifier"),
        Case(key: "Command-K S", owner: nil),
        Case(key: "Command-K Control-S", owner: "control-modifier"),
        Case(key: "Command-K Shift-5", owner: "layout-dependent-key"),
    ]

    static let judged: Set<String> = [
        NavigationKeyRule.id, MissingModifierRule.id, ControlModifierRule.id, OptionTypesCharacterRule.id,
        PreferCommandRule.id, LayoutDependentKeyRule.id, SystemReservedRule.id, RepurposedStandardRule.id,
    ]

    @Test(arguments: cases)
    func exactlyOneRuleOwnsTheChord(_ example: Case) {
        let manifest = ManifestBuilder(platforms: example.platforms)
            .add("Frobnicate Widgets", example.key, example.when.map { ["when": $0] } ?? [:])
        let ids = manifest.ruleIDs().filter(Self.judged.contains)
        #expect(ids == (example.owner.map { [$0] } ?? []))
    }

    @Test(arguments: [
        ("Control-Option-5", "control-modifier", "prefer-command"),
        ("Option-5", "option-types-character", "prefer-command"),
        ("Control-J", "control-modifier", "prefer-command"),
        ("Tab", "navigation-key", "missing-modifier"),
        ("Shift-Command-3", "system-reserved", "layout-dependent-key"),
    ])
    func turningTheOwnerOffHandsTheChordToTheNextRule(_ key: String, _ owner: String, _ next: String) {
        let manifest = ManifestBuilder().add("Frobnicate Widgets", key)
        let ids = manifest.ruleIDs(configuration: .without(owner)).filter(Self.judged.contains)
        #expect(ids == [next])
    }

    @Test func aStandardChordForItsOwnActionIsNotJudged() {
        let manifest = ManifestBuilder().add("Enter Full Screen", "Control-Command-F").add("Cancel", "Esc")
        #expect(manifest.ruleIDs().isEmpty)
    }

    @Test func aDeliberatelyRepurposedChordIsJudgedLikeACustomOne() {
        let manifest = ManifestBuilder().add("Select Row Start", "Control-A", ["repurposes": "text-move-to-line-start"])
        #expect(manifest.ruleIDs() == ["control-modifier"])
    }
}
