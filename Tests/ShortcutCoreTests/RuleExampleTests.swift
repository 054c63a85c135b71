import Testing
@testable import ShortcutCore

/// Every rule's documented examples are its first specification: each triggering example makes
/// the rule report, each non-triggering one keeps it silent.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let ruleID: String
        let number: Int
        let example: RuleExample
        var testDescription: String { "\(ruleID) #\(number)" }
    }

    /// Until our YAML parser lands, examples are read by a converter that knows only well-formed
    /// YAML, so syntax-error's examples wait for the parser.
    static let readable = RuleCatalog.descriptions.filter { YAMLExamples.parserLanded || $0.id != "syntax-error" }

    static let triggering: [Case] = readable.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(ruleID: rule.id, number: $0.offset + 1, example: $0.element) }
    }
    static let nonTriggering: [Case] = readable.flatMap { rule in
        rule.nonTriggeringExamples.enumerated().map { Case(ruleID: rule.id, number: $0.offset + 1, example: $0.element) }
    }

    @Test(arguments: triggering)
    func triggeringExampleIsReported(_ example: Case) {
        let ids = YAMLExamples.ruleIDs(example.example.manifest)
        #expect(ids.contains(example.ruleID), "\(ids)\n\(example.example.manifest)")
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExampleIsSilent(_ example: Case) {
        let ids = YAMLExamples.ruleIDs(example.example.manifest)
        #expect(!ids.contains(example.ruleID), "\(ids)\n\(example.example.manifest)")
    }

    /// Rules that can be switched off have at least one example of each kind (syntax-error and
    /// invalid-manifest document themselves through the broken-manifest tests).
    @Test(arguments: RuleCatalog.descriptions.filter(\.isConfigurable).map(\.id))
    func configurableRuleHasBothKindsOfExample(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty)
    }
}
