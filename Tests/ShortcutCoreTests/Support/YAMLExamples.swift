import Foundation
@testable import ShortcutCore

/// Lints YAML manifest text (rule examples, the exemplary manifest) with whatever can read it:
/// our YAML parser once it has landed, and until then the test-only ``ExampleYAML`` converter,
/// linting the same content as JSON. Rule ids are what these tests compare, so positions may differ.
enum YAMLExamples {
    /// The YAML parser branch replaces this stub; while it exists, YAML cannot be parsed.
    static let parserLanded = !FileManager.default.fileExists(
        atPath: Conformance.packageRoot.appendingPathComponent("Sources/ShortcutCore/YAML/YAMLParserStub.swift").path)

    static func lint(_ yaml: String, configuration: LintConfiguration = .default) -> FileResult {
        if parserLanded {
            return LintHelpers.lint(yaml, path: "example.shortcuts.yml", configuration: configuration)
        }
        return LintHelpers.lint(ExampleYAML.json(yaml), path: "example.shortcuts.json", configuration: configuration)
    }

    /// Rule ids of the unsuppressed findings.
    static func ruleIDs(_ yaml: String, configuration: LintConfiguration = .default) -> [String] {
        lint(yaml, configuration: configuration).findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }
}
