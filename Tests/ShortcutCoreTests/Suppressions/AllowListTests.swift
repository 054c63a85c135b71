import Testing

@testable import ShortcutCore

/// `allow: [rule-id]` on an entry: what it hides, how hidden findings still show in results, and
/// when `unused-suppression` reports the allow item itself.
@Suite struct AllowListTests {
    /// One entry whose modifiers are out of order (a `modifier-order` warning), allowing `allow`.
    private func manifest(key: String = "Command-Shift-K", allow: [String], extra: String = "") -> String {
        let list = allow.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"app": "T", "shortcuts": [{"title": "Export", "key": "\#(key)", "menu": "File", "allow": [\#(list)]\#(extra)}]}"#
    }

    private func lint(_ text: String, configuration: LintConfiguration = .default) -> FileResult {
        LintHelpers.lint(text, path: "test.shortcuts.json", configuration: configuration)
    }

    private func unsuppressed(_ result: FileResult) -> [Finding] { result.findings.filter { !$0.isSuppressed } }

    @Test func anAllowedFindingIsKeptButMarkedSuppressed() throws {
        let result = lint(manifest(allow: ["modifier-order"]))
        let finding = try #require(result.findings.first { $0.ruleID == "modifier-order" })
        #expect(finding.suppression == .inSource(reason: nil))
        #expect(unsuppressed(result).isEmpty)
    }

    @Test func suppressedFindingsAreNotCounted() {
        let summary = LintReport(files: [lint(manifest(allow: ["modifier-order"]))]).summary
        #expect(summary.warnings == 0 && summary.errors == 0)
    }

    @Test func anAllowThatHidesNothingIsReportedAtTheAllowItem() throws {
        let text = manifest(key: "Shift-Command-K", allow: ["modifier-order"])
        let finding = try #require(unsuppressed(lint(text)).first)
        #expect(finding.ruleID == "unused-suppression")
        #expect(finding.severity == .warning)
        #expect(finding.range.start == text.utf8.count - #""modifier-order"]}]}"#.utf8.count)
        #expect(finding.message.contains("\"Export\" allows 'modifier-order' but triggers no modifier-order finding"))
        #expect(finding.entry?.title == "Export")
    }

    @Test func anUnknownRuleIDIsReportedWithTheNearestID() throws {
        let findings = unsuppressed(lint(manifest(allow: ["modifier-order", "modifer-order"])))
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
        #expect(findings.first?.message == "'modifer-order' is not a rule id, so it suppresses nothing; write 'modifier-order'.")
    }

    @Test func aRuleThatCannotBeTurnedOffCannotBeAllowed() throws {
        let findings = unsuppressed(lint(manifest(allow: ["modifier-order", "invalid-manifest"])))
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
        #expect(findings.first?.message.hasPrefix("'invalid-manifest' cannot be suppressed") == true)
    }

    @Test func problemsOfRulesThatCannotBeTurnedOffStayVisible() {
        let result = lint(manifest(allow: ["modifier-order", "invalid-manifest"], extra: #", "platforms": ["Amiga"]"#))
        #expect(unsuppressed(result).contains { $0.ruleID == "invalid-manifest" })
    }

    @Test func aFindingInsideTheEntryWithoutAnEntryReferenceCanBeAllowed() {
        let result = lint(manifest(allow: ["modifier-order", "unknown-field"], extra: #", "tilte": "x""#))
        #expect(result.findings.contains { $0.ruleID == "unknown-field" && $0.isSuppressed })
        #expect(unsuppressed(result).isEmpty)
    }

    @Test func allowingARuleTheConfigurationTurnsOffIsNotReported() {
        var configuration = LintConfiguration()
        configuration.rules.removeAll { $0.description.id == "modifier-order" }
        #expect(unsuppressed(lint(manifest(allow: ["modifier-order"]), configuration: configuration)).isEmpty)
    }

    @Test func turningOffUnusedSuppressionSilencesIt() {
        var configuration = LintConfiguration()
        configuration.rules.removeAll { $0.description.id == UnusedSuppressionRule.id }
        #expect(unsuppressed(lint(manifest(key: "Shift-Command-K", allow: ["modifier-order"]), configuration: configuration)).isEmpty)
    }

    @Test func anEntryCanAllowUnusedSuppressionItself() {
        let result = lint(manifest(key: "Shift-Command-K", allow: ["modifier-order", "unused-suppression"]))
        #expect(result.findings.map(\.ruleID) == ["unused-suppression"])
        #expect(unsuppressed(result).isEmpty)
    }

    @Test func severityOverridesApplyToUnusedSuppression() {
        var configuration = LintConfiguration()
        configuration.severityOverrides = [UnusedSuppressionRule.id: .error]
        let findings = unsuppressed(lint(manifest(key: "Shift-Command-K", allow: ["modifier-order"]), configuration: configuration))
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func aFileThatDoesNotParseReportsNoUnusedSuppressions() {
        let text =
            #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Shift-Command-K", "menu": "File", "allow": ["modifier-order"]}, {"#
        #expect(!unsuppressed(lint(text)).contains { $0.ruleID == UnusedSuppressionRule.id })
    }

    @Test func oneAllowHidesEveryFindingOfItsRuleOnTheEntry() {
        let text =
            #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Command-Shift-K", "menu": "File", "allow": ["unknown-field", "modifier-order"], "tilte": 1, "mneu": 2}]}"#
        let result = lint(text)
        #expect(result.findings.filter { $0.ruleID == "unknown-field" }.count == 2)
        #expect(unsuppressed(result).isEmpty)
    }
}
