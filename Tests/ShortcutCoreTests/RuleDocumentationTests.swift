import Foundation
import Testing

@testable import ShortcutCore

/// The rule docs come from the rules' own metadata: `docs/rules.md` must be what `explain --all`
/// prints today, and each rule's page tells how to configure and suppress it.
@Suite struct RuleDocumentationTests {
    static let regenerate = "swift run shortcut-lint explain --all > docs/rules.md"

    @Test func docsRulesMarkdownIsUpToDate() throws {
        let url = Conformance.packageRoot.appendingPathComponent("docs/rules.md")
        let written = try String(contentsOf: url, encoding: .utf8)
        let generated = RuleDocumentation.catalogue()
        let firstDifference = zip(
            written.split(separator: "\n", omittingEmptySubsequences: false),
            generated.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .enumerated().first { $0.element.0 != $0.element.1 }
        let upToDate = written == generated
        #expect(
            upToDate,
            "docs/rules.md is stale (first difference at line \((firstDifference?.offset ?? 0) + 1)); regenerate it with `\(Self.regenerate)`"
        )
    }

    @Test func everyRuleHasASection() {
        let catalogue = RuleDocumentation.catalogue()
        for rule in RuleCatalog.descriptions {
            #expect(catalogue.contains("## `\(rule.id)`\n"), "no section for \(rule.id)")
        }
    }

    @Test func optionsAreListedWithTheirDefaults() {
        let text = RuleDocumentation.markdown(for: LimitTestRule.description)
        #expect(text.contains("| `max` | `50` | The limit. |"))
        #expect(text.contains("  test-limit: { severity: warning, max: 50 }   # the defaults"))
    }

    @Test func aRuleWithoutOptionsShowsItsSeveritySetting() {
        let text = RuleDocumentation.markdown(for: ModifierOrderRule.description)
        #expect(text.contains("  modifier-order: warning   # the default; or off, error, info"))
        #expect(text.contains("`allow: [modifier-order]`"))
        #expect(text.contains("`# shortcut-lint: allow modifier-order -- reason`"))
    }

    @Test func aRuleThatCannotBeTurnedOffHasNoConfigurationSection() {
        let text = RuleDocumentation.markdown(for: SyntaxErrorRule.description)
        #expect(text.contains("Cannot be turned off"))
        #expect(!text.contains("### Configuration"))
    }
}
