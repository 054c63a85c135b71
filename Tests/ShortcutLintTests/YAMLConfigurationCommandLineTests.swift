import Foundation
import Testing

/// Until the YAML parser lands its stub stops the process; remove this check when it has.
private enum YAMLStub {
    static let isGone = !FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ShortcutCore/YAML/YAMLParserStub.swift").path)
}

/// YAML configs and comment suppressions through the command line.
@Suite(.enabled(if: YAMLStub.isGone, "needs the YAML parser (the YAML stub is still in place)"))
struct YAMLConfigurationCommandLineTests {
    @Test func anInvalidYAMLConfigExitsTwoAtItsPosition() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.yml": "rules:\n  modifier-order: loud\n",
            "shortcuts.yml": "app: T\nshortcuts:\n  - title: Export\n    key: Shift-Command-E\n",
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
                    key: Command-Shift-E  # shortcut-lint: allow modifier-order -- the legacy menu writes it so

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
            "shortcuts.yml": "app: T\nshortcuts:\n  - title: Export\n    key: Shift-Command-E  # shortcut-lint: allow modifer-order\n"
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(
            "shortcuts.yml:4:50: warning: 'modifer-order' is not a rule id, so it suppresses nothing; write 'modifier-order'. [unused-suppression]\n"))
    }
}
