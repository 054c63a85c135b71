import Testing

@testable import ShortcutCore

/// A YAML file of several documents, as `extract` writes several apps to one file (issue 18:
/// its output used to be refused with "a manifest holds one YAML document"), is linted document
/// by document, each a manifest of its own, and reported as one file at its own lines.
@Suite struct ManifestStreamTests {
    static let twoApps = """
        app: One
        shortcuts:
          - {title: Copy, key: Command-B, menu: Edit}
        ---
        app: Two
        shortcuts:
          - {title: Bold, key: Command-B, menu: Format}
          - {title: Strong, key: Command-B, menu: Format}

        """

    static func lintTogether(_ text: String) -> [FileResult] {
        Linter.lint([LintJob(source: SourceFile(path: "apps.shortcuts.yml", text: text), linter: Linter())])
    }

    @Test func eachDocumentIsCheckedAsItsOwnApp() throws {
        for result in [LintHelpers.lint(Self.twoApps), try #require(Self.lintTogether(Self.twoApps).first)] {
            #expect(result.shortcutCount == 3)
            #expect(result.parsed)
            let unsuppressed = result.findings.filter { !$0.isSuppressed }
            // The duplicate is within app Two only; One's Copy on Command-B is a repurpose of Bold.
            #expect(unsuppressed.filter { $0.ruleID == "duplicate-shortcut" }.map(\.span.start.line) == [8])
            #expect(unsuppressed.filter { $0.ruleID == "repurposed-standard" }.map(\.span.start.line) == [3])
        }
    }

    @Test func aStreamIsOneFileOfTheReport() {
        let results = Self.lintTogether(Self.twoApps)
        #expect(results.count == 1)
        #expect(results.first?.path == "apps.shortcuts.yml")
    }

    @Test func findingsPointAtTheFilesOwnColumns() throws {
        let finding = try #require(LintHelpers.lint(Self.twoApps).findings.first { $0.ruleID == "duplicate-shortcut" })
        #expect(finding.span.start.column == 26)
        let source = SourceFile(path: "apps.shortcuts.yml", text: Self.twoApps)
        #expect(String(decoding: source.bytes[finding.range.start..<finding.range.end], as: UTF8.self) == "Command-B")
    }

    /// A comment at the end of the last entry of a document stays with that entry.
    @Test func aSuppressionAtTheEndOfADocumentKeepsItsEntry() throws {
        let text =
            "app: One\nshortcuts:\n  - {title: Copy, key: Command-B, menu: Edit}  # shortcut-lint: allow repurposed-standard\n---\napp: Two\nshortcuts: []\n"
        let findings = LintHelpers.lint(text).findings
        #expect(findings.filter { !$0.isSuppressed }.isEmpty, "\(findings.map(\.message))")
        #expect(findings.contains { $0.ruleID == "repurposed-standard" && $0.isSuppressed })
    }

    @Test func aSyntaxErrorInALaterDocumentIsReportedWhereItIsAndTheEarlierOnesAreStillLinted() {
        let text = "app: One\nshortcuts:\n  - {title: Copy, key: Command-B, menu: Edit}\n---\napp: [Two\n"
        let result = LintHelpers.lint(text)
        #expect(!result.parsed)
        #expect(result.findings.contains { $0.ruleID == "syntax-error" && $0.span.start.line == 5 })
        #expect(result.findings.contains { $0.ruleID == "repurposed-standard" && $0.span.start.line == 3 })
    }

    @Test func fixRewritesEveryDocument() {
        let text =
            "app: One\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n---\napp: Two\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"
        let outcome = Fixer.fix(SourceFile(path: "apps.shortcuts.yml", text: text), with: Linter())
        #expect(outcome.refusal == nil)
        #expect(outcome.applied == 2)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == text.replacing("Command-Shift-E", with: "Shift-Command-E"))
    }

    @Test func aFileOfOneDocumentIsNoStream() {
        #expect(ManifestStream.documents(of: SourceFile(path: "a.shortcuts.yml", text: "---\napp: One\nshortcuts: []\n")) == nil)
        #expect(ManifestStream.documents(of: SourceFile(path: "a.shortcuts.json", text: "{}")) == nil)
    }

    /// `title: null` is a shortcut without a title, as code can declare one and `extract` writes
    /// it; a missing title is still taken for a mistake.
    @Test func aNullTitleIsAnUntitledShortcutAndAMissingOneAnError() {
        let untitled = LintHelpers.lint("app: One\nshortcuts:\n  - {title: null, key: Command-K, menu: Edit}\n")
        #expect(untitled.findings.filter { $0.ruleID == "invalid-manifest" }.isEmpty, "\(untitled.findings.map(\.message))")
        #expect(untitled.manifest?.shortcuts.first?.title == nil)
        let missing = LintHelpers.lint("app: One\nshortcuts:\n  - {key: Command-K, menu: Edit}\n")
        #expect(missing.findings.contains { $0.ruleID == "invalid-manifest" && $0.message.contains("`title: null`") })
    }
}
