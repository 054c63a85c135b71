import Testing

@testable import ShortcutCore

/// What the user wrote is quoted in messages, but a huge title, id or key string is cut with an
/// ellipsis: a 10 MB title used to be echoed whole into one message (issue 20, row 12).
@Suite struct MessageExcerptTests {
    @Test func aShortTextIsQuotedWhole() {
        #expect(MessageExcerpt.cut("Export…") == "Export…")
        #expect(MessageExcerpt.cut(String(repeating: "é", count: 200)) == String(repeating: "é", count: 200))
    }

    @Test func aLongTextIsCutToTwoHundredCharactersWithAnEllipsis() {
        let cut = MessageExcerpt.cut(String(repeating: "⌘", count: 201))
        #expect(cut == String(repeating: "⌘", count: 199) + "…")
        #expect(cut.count == MessageExcerpt.maximumCharacters)
    }

    @Test func aHugeTitleIsCutInEveryFindingAboutItsEntry() {
        let title = String(repeating: "A", count: 100_000)
        let json = LintHelpers.singleEntryJSON(title: title, key: "Shift-Command-3")
        let findings = LintHelpers.lint(json, path: "t.json").findings
        #expect(findings.map(\.ruleID).contains("system-reserved"))
        for finding in findings {
            #expect(finding.message.count < 1_000, "\(finding.ruleID): \(finding.message.count) characters")
            #expect(finding.message.contains(String(repeating: "A", count: 199) + "…"))
        }
    }

    @Test func aHugeKeyStringIsCutInItsMessage() throws {
        let key = "Command-" + String(repeating: "Q", count: 100_000)
        let findings = LintHelpers.lint(LintHelpers.singleEntryJSON(title: "Long", key: key), path: "t.json").findings
        let finding = try #require(findings.first { $0.ruleID == "invalid-shortcut" })
        #expect(finding.message.count < 1_000)
    }
}
