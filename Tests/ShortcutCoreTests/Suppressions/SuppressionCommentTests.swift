import Testing

@testable import ShortcutCore

/// `# shortcut-lint: allow rule-id -- reason` comments in YAML manifests: which entry a comment
/// belongs to, the reason it keeps, and comments that are text or sit on no entry.
@Suite struct SuppressionCommentTests {
    private func lint(_ yaml: String) -> FileResult { LintHelpers.lint(yaml) }

    private func visible(_ result: FileResult) -> [String] {
        result.findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }

    @Test func aCommentOnTheKeyLineSuppressesAndKeepsTheReason() throws {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Command-Shift-K  # shortcut-lint: allow modifier-order -- matches the legacy menu
                menu: File
            """)
        let finding = try #require(result.findings.first { $0.ruleID == "modifier-order" })
        #expect(finding.suppression == .inSource(reason: "matches the legacy menu"))
        #expect(visible(result).isEmpty)
    }

    @Test func aCommentOnAnyLineOfTheEntryApplies() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export  # shortcut-lint: allow modifier-order
                key: Command-Shift-K
                menu: File
            """)
        #expect(visible(result).isEmpty)
    }

    @Test func aCommentOnItsOwnLineDirectlyAboveTheEntryApplies() throws {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              # shortcut-lint: allow modifier-order -- reason above
              - title: Export
                key: Command-Shift-K
                menu: File
            """)
        #expect(visible(result).isEmpty)
        #expect(result.findings.first?.suppression == .inSource(reason: "reason above"))
    }

    @Test func otherCommentLinesMayStandBetween() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              # shortcut-lint: allow modifier-order
              # The export menu predates the HIG order.
              - title: Export
                key: Command-Shift-K
                menu: File
            """)
        #expect(visible(result).isEmpty)
    }

    @Test func aBlankLineDetachesACommentFromTheEntryBelow() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              # shortcut-lint: allow modifier-order

              - title: Export
                key: Command-Shift-K
                menu: File
            """)
        #expect(visible(result).sorted() == ["modifier-order", "unused-suppression"])
    }

    @Test func aCommentAboveAnEntryDoesNotApplyToThePreviousOne() throws {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Command-Shift-K
                menu: File
              # shortcut-lint: allow modifier-order
              - title: Archive
                key: Command-Shift-D
                menu: File
            """)
        let shown = result.findings.filter { !$0.isSuppressed }
        #expect(shown.map(\.ruleID) == ["modifier-order"])
        #expect(shown.first?.entry?.title == "Export")
    }

    @Test func oneCommentMayAllowSeveralRules() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Command-Shift-K  # shortcut-lint: allow modifier-order, unknown-field -- both known
                menu: File
                tilte: typo
            """)
        #expect(visible(result).isEmpty)
    }

    @Test func aHashInsideAQuotedScalarIsNotAComment() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: "Export # shortcut-lint: allow modifier-order"
                key: Command-Shift-K
                menu: File
            """)
        #expect(visible(result) == ["modifier-order"])
    }

    @Test func aHashInsideABlockScalarIsNotAComment() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Command-Shift-K
                menu: File
                x-notes: |
                  # shortcut-lint: allow modifier-order
            """)
        #expect(visible(result) == ["modifier-order"])
    }

    @Test func anUnusedCommentIsReportedAtItsRuleID() throws {
        let yaml = """
            app: Scribe
            shortcuts:
              - title: Export
                key: Shift-Command-K  # shortcut-lint: allow modifier-order
                menu: File
            """
        let finding = try #require(lint(yaml).findings.first)
        #expect(finding.ruleID == "unused-suppression")
        #expect(finding.span.start == SourceLocation(line: 4, column: 50))
        #expect(finding.message.hasSuffix("so remove 'modifier-order' from the comment."))
    }

    @Test func aCommentOnNoEntryIsReported() throws {
        let result = lint(
            """
            app: Scribe  # shortcut-lint: allow modifier-order
            shortcuts:
              - title: Export
                key: Shift-Command-K
                menu: File
            """)
        let finding = try #require(result.findings.first)
        #expect(finding.ruleID == "unused-suppression")
        #expect(finding.span.start == SourceLocation(line: 1, column: 14))
        #expect(finding.message.hasPrefix("This shortcut-lint comment is on no shortcut entry"))
    }

    @Test func aMalformedCommentIsReported() throws {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Shift-Command-K  # shortcut-lint: disable modifier-order
                menu: File
            """)
        let finding = try #require(result.findings.first)
        #expect(finding.ruleID == "unused-suppression")
        #expect(finding.message.contains("expected 'allow' after 'shortcut-lint:', found 'disable'"))
    }

    @Test func allowListAndCommentWorkTogether() {
        let result = lint(
            """
            app: Scribe
            shortcuts:
              - title: Export
                key: Command-Shift-K  # shortcut-lint: allow modifier-order
                menu: File
                allow: [unknown-field]
                tilte: typo
            """)
        #expect(visible(result).isEmpty)
    }
}
