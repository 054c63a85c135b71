import Foundation
import Testing

/// YAML configs and comment suppressions through the command line.
@Suite struct YAMLConfigurationCommandLineTests {
    @Test func anInvalidYAMLConfigExitsTwoAtItsPosition() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.yml": "rules:\n  modifier-order: loud\n",
            "shortcuts.yml": "app: T\nshortcuts:\n  - title: Export\n    key: Shift-Command-K\n    menu: File\n",
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(".shortcut-lint.yml:2:19: error: the setting of 'modifier-order' must be off"))
    }

    @Test func aCommentSuppressionKeepsItsReasonInTheJSONReport() throws {
        let directory = try TemporaryDirectory([
            "shortcuts.yml": """
            app: T
            shortcuts:
              - title: Export
                key: Command-Shift-K  # shortcut-lint: allow modifier-order -- the legacy menu writes it so
                menu: File

            """
        ])
        let result = try ToolRun(["--format", "json"], in: directory.url)
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let finding = try #require((report["findings"] as? [[String: Any]])?.first)
        #expect(finding["ruleId"] as? String == "modifier-order")
        #expect(finding["suppressed"] as? Bool == true)
        #expect(finding["suppressionReason"] as? String == "the legacy menu writes it so")
    }

    @Test func anUnusedCommentIsAWarningInTheTextReport() throws {
        let directory = try TemporaryDirectory([
            "shortcuts.yml":
                "app: T\nshortcuts:\n  - title: Export\n    key: Shift-Command-K  # shortcut-lint: allow modifer-order\n    menu: File\n"
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                "shortcuts.yml:4:50: warning: 'modifer-order' is not a rule id, so it suppresses nothing; write 'modifier-order'. [unused-suppression]\n"
            ))
    }
}
