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

/// Aliases cost what they add: expansion is linear in the nodes added, up to the cap
/// (issue 20, row 5: each alias used to move the whole tree, so a million nodes took 21 s).
@Suite struct YAMLAliasExpansionTests {
    /// One anchored list of `width` scalars, then one list of `aliases` aliases to it.
    static func manyAliases(width: Int, aliases: Int) -> SourceFile {
        let anchor = "x-a: &a [" + Array(repeating: "v", count: width).joined(separator: ", ") + "]\n"
        let uses = "x-b: [" + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n"
        return SourceFile(path: "bomb.yml", text: "app: A\n" + anchor + uses + "shortcuts: []\n")
    }

    @Test func aNearlyMillionNodeExpansionParsesInLittleTime() {
        let source = Self.manyAliases(width: 1_000, aliases: 990)
        let clock = ContinuousClock()
        var result: ParseResult?
        let elapsed = clock.measure { result = YAMLParser.parse(source) }
        #expect(result?.error == nil)
        #expect(elapsed < .seconds(3))
    }

    @Test func anExpansionPastTheCapIsRefusedInLittleTime() {
        let source = Self.manyAliases(width: 1_000, aliases: 1_100)
        let clock = ContinuousClock()
        var result: ParseResult?
        let elapsed = clock.measure { result = YAMLParser.parse(source) }
        #expect(result?.error?.message.contains("alias bomb") == true)
        #expect(elapsed < .seconds(3))
    }
}
