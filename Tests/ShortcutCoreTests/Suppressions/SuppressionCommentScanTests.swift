import Testing

@testable import ShortcutCore

/// Reading `# shortcut-lint: allow rule-id[, rule-id] -- reason` comments out of the bytes.
@Suite struct SuppressionCommentScanTests {
    private func scan(_ text: String) -> [SuppressionComments.Directive] {
        SuppressionComments.scan(SourceFile(path: "m.shortcuts.yml", text: text))
    }

    @Test func readsRuleIDsAndTheReason() throws {
        let directive = try #require(scan("    key: ⌃⌘K  # shortcut-lint: allow control-modifier -- matches Xcode\n").first)
        #expect(directive.ruleIDs.map(\.text) == ["control-modifier"])
        #expect(directive.reason == "matches Xcode")
        #expect(directive.problem == nil)
        #expect(!directive.ownLine)
    }

    @Test func ruleIDsMaySeparateWithCommasOrSpaces() throws {
        let directive = try #require(scan("# shortcut-lint: allow a, b c,d -- why, and more").first)
        #expect(directive.ruleIDs.map(\.text) == ["a", "b", "c", "d"])
        #expect(directive.reason == "why, and more")
    }

    @Test func theReasonIsOptional() throws {
        let directive = try #require(scan("#shortcut-lint: allow modifier-order").first)
        #expect(directive.ruleIDs.map(\.text) == ["modifier-order"])
        #expect(directive.reason == nil)
    }

    @Test func anEmptyReasonIsNoReason() throws {
        #expect(try #require(scan("# shortcut-lint: allow a --   ").first).reason == nil)
    }

    @Test func theRuleIDsRangeIsItsPlaceInTheSource() throws {
        let text = "  # shortcut-lint: allow modifier-order -- r"
        let id = try #require(scan(text).first?.ruleIDs.first)
        let start = text.utf8.count - "modifier-order -- r".utf8.count
        #expect(id.range == ByteRange(start: start, end: start + "modifier-order".utf8.count))
    }

    @Test func aCommentAloneOnItsLineIsOwnLine() throws {
        #expect(try #require(scan("shortcuts:\n  # shortcut-lint: allow a\n").first).ownLine)
        #expect(try #require(scan("shortcuts:\n  - # shortcut-lint: allow a\n").first).ownLine)
    }

    @Test func aHashGluedToTextIsNotAComment() {
        #expect(scan("title: C#shortcut-lint: allow a\n").isEmpty)
    }

    @Test func otherCommentsAreIgnored() {
        #expect(scan("# just a note\nkey: Command-K # allow a\n").isEmpty)
    }

    @Test func aCommentWithoutAllowIsAProblem() throws {
        let problem = { (text: String) in MessageCatalogue.english.render(try #require(scan(text).first?.problem)) }
        #expect(try problem("# shortcut-lint: alow a") == "expected 'allow' after 'shortcut-lint:', found 'alow'")
        #expect(try problem("# shortcut-lint: allow -- no ids") == "'allow' names no rule")
    }

    @Test func hashesInsideScalarsAreText() throws {
        // JSON has no comments, but its strings are scalars like YAML's quoted ones.
        let source = SourceFile(path: "m.json", text: #"{"title": "Sharp # shortcut-lint: allow a", "x": 1}"#)
        let document = JSONParser.parse(source).document
        #expect(SuppressionComments.scan(source).count == 1)
        #expect(SuppressionComments.scan(source).filterOutsideScalars(of: document).isEmpty)
    }
}
