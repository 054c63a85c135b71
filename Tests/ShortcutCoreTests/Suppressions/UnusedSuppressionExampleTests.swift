import Testing
@testable import ShortcutCore

/// `unused-suppression`'s documented examples are its specification.
@Suite(YAMLAvailability.trait) struct UnusedSuppressionExampleTests {
    @Test(arguments: UnusedSuppressionRule.description.triggeringExamples)
    func triggers(_ example: RuleExample) {
        #expect(LintHelpers.ruleIDs(example.manifest).contains(UnusedSuppressionRule.id))
    }

    @Test(arguments: UnusedSuppressionRule.description.nonTriggeringExamples)
    func staysSilent(_ example: RuleExample) {
        #expect(LintHelpers.ruleIDs(example.manifest).isEmpty)
    }
}
