import Testing

@testable import ShortcutCore

/// Broken input gets findings at the exact line and column, and everything else in the file is
/// still checked.
@Suite struct BrokenManifestTests {
    struct Expectation: Sendable, CustomStringConvertible {
        let name: String
        let json: String
        let rule: String
        let line: Int
        let column: Int
        var description: String { name }
    }

    static let cases: [Expectation] = [
        Expectation(
            name: "truncated file", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"key\": \"Command-B\"},\n  {\"title\": \"B\", \"ke",
            rule: "syntax-error", line: 3, column: 18),
        Expectation(
            name: "missing comma", json: "{\"shortcuts\": [\n  {\"title\": \"A\" \"key\": \"Command-B\"}]}",
            rule: "syntax-error", line: 2, column: 17),
        Expectation(
            name: "title is a number", json: "{\"shortcuts\": [\n  {\"title\": 12, \"key\": \"Command-B\"}]}",
            rule: "invalid-manifest", line: 2, column: 13),
        Expectation(
            name: "key missing", json: "{\"shortcuts\": [\n  {\"title\": \"A\"}]}",
            rule: "invalid-manifest", line: 2, column: 4),
        Expectation(
            name: "shortcuts not a list", json: "{\"shortcuts\": {\"title\": \"A\"}}",
            rule: "invalid-manifest", line: 1, column: 15),
        Expectation(
            name: "unknown platform", json: "{\"platforms\": [\"macOS\", \"Windows\"], \"shortcuts\": []}",
            rule: "invalid-manifest", line: 1, column: 25),
        Expectation(
            name: "unknown field", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"key\": \"Command-B\", \"menus\": \"File\"}]}",
            rule: "unknown-field", line: 2, column: 38),
        Expectation(
            name: "bad chord points inside the string", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"key\": \"Command-Hyper-B\"}]}",
            rule: "invalid-shortcut", line: 2, column: 34),
        Expectation(
            name: "duplicate field", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"title\": \"B\", \"key\": \"Command-B\"}]}",
            rule: "invalid-manifest", line: 2, column: 18),
        Expectation(
            name: "duplicate id",
            json:
                "{\"shortcuts\": [\n  {\"id\": \"a\", \"title\": \"A\", \"key\": \"Command-B\"},\n  {\"id\": \"a\", \"title\": \"C\", \"key\": \"Command-D\"}]}",
            rule: "invalid-manifest", line: 3, column: 10),
        Expectation(
            name: "empty when", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"key\": \"Command-B\", \"when\": \"\"}]}",
            rule: "invalid-manifest", line: 2, column: 46),
        Expectation(
            name: "blank when", json: "{\"shortcuts\": [\n  {\"title\": \"A\", \"key\": \"Command-B\", \"when\": \" \"}]}",
            rule: "invalid-manifest", line: 2, column: 46),
        Expectation(name: "not an object", json: "[1, 2]", rule: "invalid-manifest", line: 1, column: 1),
        Expectation(name: "empty file", json: "", rule: "invalid-manifest", line: 1, column: 1),
    ]

    @Test(arguments: cases)
    func reportsAtExactPosition(_ expectation: Expectation) throws {
        let result = LintHelpers.lint(expectation.json, path: "broken.json")
        let finding = try #require(result.findings.first { $0.ruleID == expectation.rule }, "\(result.findings.map(\.message))")
        #expect(finding.span.start.line == expectation.line, "\(finding.message)")
        #expect(finding.span.start.column == expectation.column, "\(finding.message)")
    }

    @Test func completeEntriesBeforeATruncationAreStillChecked() {
        let json = "{\"shortcuts\": [\n  {\"title\": \"Snap\", \"key\": \"Shift-Command-3\"},\n  {\"title\": \"B\", \"ke"
        let ids = LintHelpers.ruleIDs(json, path: "t.json")
        #expect(ids.contains("system-reserved"))
        #expect(ids.contains("syntax-error"))
        #expect(!ids.contains("invalid-manifest"), "the cut-off entry is not judged: \(ids)")
    }

    @Test func otherEntriesAreCheckedAfterABadOne() {
        let json = """
            {"shortcuts": [
              {"title": 1, "key": "Command-Hyper"},
              {"title": "Snap", "key": "Shift-Command-3"}
            ]}
            """
        let ids = LintHelpers.ruleIDs(json, path: "t.json")
        #expect(ids.contains("invalid-manifest"))
        #expect(ids.contains("invalid-shortcut"))
        #expect(ids.contains("system-reserved"))
    }

    /// `when: ""` used to make a scope of its own, where a duplicate of a menu's chord hid
    /// (issue 20, row 10): a blank scope is the app's menus, and said to be a mistake.
    @Test func aBlankWhenIsNoScopeOfItsOwn() {
        let yaml =
            "app: A\nshortcuts:\n  - {title: Copy, key: Command-C, menu: Edit}\n  - {title: Clone, key: Command-C, menu: Edit, when: \" \"}\n"
        let ids = LintHelpers.ruleIDs(yaml, path: "t.shortcuts.yml")
        #expect(ids.contains("invalid-manifest"))
        #expect(ids.contains("duplicate-shortcut"))
    }

    @Test func extensionFieldsAreIgnored() {
        let json = "{\"x-team\": 1, \"shortcuts\": [{\"title\": \"Archive\", \"key\": \"Control-Option-Command-A\", \"x-owner\": \"me\"}]}"
        #expect(!LintHelpers.ruleIDs(json, path: "t.json").contains("unknown-field"))
    }

    @Test func entryPlatformsOutsideTheManifestAreReported() {
        let json =
            "{\"platforms\": [\"macOS\"], \"shortcuts\": [{\"title\": \"A\", \"key\": \"Control-Option-Command-A\", \"platforms\": [\"iPadOS\"]}]}"
        #expect(LintHelpers.ruleIDs(json, path: "t.json").contains("invalid-manifest"))
    }

    @Test func invalidUTF8IsASyntaxErrorAtTheByte() throws {
        var bytes = Array("{\"shortcuts\": [{\"title\": \"A".utf8)
        bytes += [0xFF]
        bytes += Array("\", \"key\": \"Command-B\"}]}".utf8)
        let result = Linter().lint(SourceFile(path: "t.json", bytes: bytes))
        let finding = try #require(result.findings.first { $0.ruleID == "syntax-error" })
        #expect(finding.span.start.column == 28)
        #expect(finding.message.contains("UTF-8"))
    }

    /// A YAML file of comments only holds no value, like a blank one: "the manifest is empty",
    /// not "found null" (which an explicit `null` does say).
    @Test(arguments: ["# just a comment\n", "---\n# nothing yet\n", "\n  \n"])
    func aFileOfCommentsOnlyIsAnEmptyManifest(_ text: String) {
        let messages = LintHelpers.lint(text).findings.map(\.message)
        #expect(messages == ["the manifest is empty; it needs at least 'shortcuts'"])
    }

    @Test func anExplicitNullIsNoMapping() {
        let messages = LintHelpers.lint("null\n").findings.map(\.message)
        #expect(messages == ["a manifest must be a mapping with 'shortcuts', found null"])
    }
}
