import Testing

@testable import ShortcutCore

/// A field given twice is the same finding in JSON and YAML: `invalid-manifest` at the second,
/// naming the first's line, and the rest of the manifest is still checked.
@Suite struct DuplicateFieldTests {
    static let yaml = """
        app: X
        app: Y
        shortcuts:
          - title: Snap
            key: Shift-Command-3
            menu: File
            "title": Snap Again

        """
    static let json = """
        {"app": "X",
        "app": "Y",
        "shortcuts": [
          {"title": "Snap",
          "key": "Shift-Command-3",
          "menu": "File",
          "title": "Snap Again"}]}

        """

    private func structural(_ text: String, _ path: String) -> [String] {
        Linter().lint(SourceFile(path: path, text: text)).findings
            .filter { $0.ruleID == "invalid-manifest" || $0.ruleID == "syntax-error" }
            .map { "\($0.span.start.line): \($0.ruleID): \($0.message)" }
    }

    @Test func aRepeatedFieldIsInvalidManifestInBothFormats() {
        let expected = [
            "2: invalid-manifest: duplicate field 'app' (first at line 1)",
            "7: invalid-manifest: duplicate field 'title' (first at line 4)",
        ]
        #expect(structural(Self.yaml, "m.shortcuts.yml") == expected)
        #expect(structural(Self.json, "m.shortcuts.json") == expected)
    }

    @Test func theRestOfTheManifestIsStillChecked() {
        let ids = Linter().lint(SourceFile(path: "m.shortcuts.yml", text: Self.yaml)).findings.map(\.ruleID)
        #expect(ids.contains("system-reserved"))
    }

    @Test func aRepeatedKeyInAYAMLConfigurationIsStillAnError() {
        #expect(
            ConfigurationFixture.errors("rules:\n  modifier-order: error\n  modifier-order: off\n", path: ".shortcut-lint.yml") == [
                ".shortcut-lint.yml:3:3: error: duplicate key 'modifier-order' in 'rules' (first at line 2)"
            ])
    }
}
