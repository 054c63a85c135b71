@testable import ShortcutCore

/// Lints YAML manifest text (rule examples, the exemplary manifest) as a `.yml` file.
enum YAMLExamples {
    static func lint(_ yaml: String, configuration: LintConfiguration = .default) -> FileResult {
        LintHelpers.lint(yaml, path: "example.shortcuts.yml", configuration: configuration)
    }

    /// Rule ids of the unsuppressed findings.
    static func ruleIDs(_ yaml: String, configuration: LintConfiguration = .default) -> [String] {
        lint(yaml, configuration: configuration).findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }
}
