@testable import ShortcutCore

/// A rule with one option, so configuration tests can check that options reach a rule without
/// depending on which catalogue rules happen to have options.
struct LimitTestRule: Rule {
    static let description = RuleDescription(
        id: "test-limit", defaultSeverity: .warning, summary: "Test rule with a limit.", rationale: "For tests.",
        options: [limit])

    static let limit = RuleOption.count("max", minimum: 1, default: 50, summary: "The limit.")

    let max: Int

    init(settings: RuleSettings) { max = settings.count(Self.limit) }

    init() { self.init(settings: RuleSettings()) }

    func check(_ context: LintContext) -> [Finding] { [] }

    /// The real catalogue plus this rule.
    static let catalog: [any Rule.Type] = RuleCatalog.all + [LimitTestRule.self]
}
