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

    static let triggering: [Case] = RuleCatalog.descriptions.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(ruleID: rule.id, number: $0.offset + 1, example: $0.element) }
    }
    static let nonTriggering: [Case] = RuleCatalog.descriptions.flatMap { rule in
        rule.nonTriggeringExamples.enumerated().map { Case(ruleID: rule.id, number: $0.offset + 1, example: $0.element) }
    }

    @Test(arguments: triggering)
    func triggeringExampleIsReported(_ example: Case) {
        let ids = Self.ruleIDs(example.example)
        #expect(ids.contains(example.ruleID), "\(ids)\n\(example.example.manifest)")
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExampleIsSilent(_ example: Case) {
        let ids = Self.ruleIDs(example.example)
        #expect(!ids.contains(example.ruleID), "\(ids)\n\(example.example.manifest)")
    }

    /// A YAML example is linted as a manifest; a Swift one is read by the Swift reader first.
    static func ruleIDs(_ example: RuleExample) -> [String] {
        switch example.language {
        case .yaml: YAMLExamples.ruleIDs(example.manifest)
        case .swift: SourceReaderHelpers.ruleIDs(example.manifest)
        }
    }

    /// Rules that can be switched off have at least one example of each kind.
    @Test(arguments: RuleCatalog.descriptions.filter(\.isConfigurable).map(\.id))
    func configurableRuleHasBothKindsOfExample(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty)
    }
}
