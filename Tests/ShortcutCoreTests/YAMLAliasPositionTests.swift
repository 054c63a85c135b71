import Testing

@testable import ShortcutCore

/// A YAML alias is where a value is used, so what is found in it is reported there, not at the
/// anchor; and `--fix` never edits an anchor through one of its aliases.
@Suite struct YAMLAliasPositionTests {
    static let aliasedKey = """
        app: X
        x-keys:
          snap: &snap Shift-Command-3
        shortcuts:
          - title: Snap
            menu: File
            key: *snap

        """

    @Test func aFindingOnAnAliasedKeyPointsAtTheAlias() throws {
        let finding = try #require(LintHelpers.lint(Self.aliasedKey).findings.first { $0.ruleID == "system-reserved" })
        #expect(finding.span.start == SourceLocation(line: 7, column: 10))
        #expect(finding.span.end == SourceLocation(line: 7, column: 15))
    }

    @Test func anAliasedEntryIsReportedAtItsAlias() throws {
        let result = LintHelpers.lint("app: X\nshortcuts:\n  - &e {title: A, key: Command-K, menu: File}\n  - *e\n")
        let duplicate = try #require(result.findings.first { $0.ruleID == "duplicate-shortcut" })
        #expect(duplicate.span.start == SourceLocation(line: 4, column: 5))
        #expect(duplicate.message.contains("(line 3)"))
    }

    @Test func anInvalidAliasedKeyIsReportedAtTheAlias() throws {
        let text = Self.aliasedKey.replacingOccurrences(of: "Shift-Command-3", with: "Command-Contrl-K")
        let finding = try #require(LintHelpers.lint(text).findings.first { $0.ruleID == "invalid-shortcut" })
        #expect(finding.span.start.line == 7)
    }

    @Test func anAnchorIsNotFixedThroughItsAlias() {
        let text = Self.aliasedKey.replacingOccurrences(of: "Shift-Command-3", with: "Command-Shift-J")
        let outcome = Fixer.fix(SourceFile(path: "m.shortcuts.yml", text: text), with: Linter())
        #expect(!outcome.changed)
        #expect(LintHelpers.lint(text).findings.contains { $0.ruleID == "modifier-order" && $0.span.start.line == 7 })
    }

    @Test func anAliasedMappingKeyIsPlacedAtTheAlias() {
        let result = YAMLParser.parse(SourceFile(path: "a.yml", text: "a: &k title\nb: {*k : x}\n"))
        #expect(result.error == nil)
        let document = result.document
        let inner = document.member(document.root, named: "b")!
        let key = document.members(inner).first { _ in true }!.key
        #expect(document.span(key).start == SourceLocation(line: 2, column: 5))
        #expect(document.verbatimTextOffset(key) == nil)
    }
}
