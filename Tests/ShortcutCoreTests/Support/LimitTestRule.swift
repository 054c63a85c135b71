@testable import ShortcutCore

/// A rule with one option, so configuration tests can check that options reach a rule without
/// depending on which catalogue rules happen to have options.
struct LimitTestRule: Rule {
    static let description = RuleDescription(
        id: "test-limit", defaultSeverity: .warning, summary: "Test rule with a limit.", rationale: "For tests.",
        options: [RuleOption(name: "max", defaultValue: "50", summary: "The limit.")])

    var max = 50

    init() {}

    mutating func configure(_ options: RuleOptionValues) throws(RuleOptionError) {
        for (name, value) in options.values {
            guard case .number(let number) = value, number >= 1, number == number.rounded() else {
                throw RuleOptionError(option: name, message: "'\(name)' must be a whole number of at least 1")
            }
            max = Int(number)
        }
    }

    func check(_ context: LintContext) -> [Finding] { [] }

    /// The real catalogue plus this rule.
    static let catalog: [any Rule.Type] = RuleCatalog.all + [LimitTestRule.self]
}
