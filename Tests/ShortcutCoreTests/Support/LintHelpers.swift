import Foundation

@testable import ShortcutCore

/// Lints manifest text the way the command line would, for specification-style tests.
enum LintHelpers {
    static func lint(
        _ text: String, path: String = "test.shortcuts.yml", configuration: LintConfiguration = .default
    )
        -> FileResult
    {
        Linter(configuration: configuration).lint(SourceFile(path: path, text: text))
    }

    /// Rule ids of the unsuppressed findings.
    static func ruleIDs(_ text: String, path: String = "test.shortcuts.yml") -> [String] {
        lint(text, path: path).findings.filter { !$0.isSuppressed }.map(\.ruleID)
    }

    /// A one-entry JSON manifest (JSON so that any key text survives quoting unchanged).
    static func singleEntryJSON(title: String, key: String, platforms: [String] = ["macOS"]) -> String {
        let object: [String: Any] = [
            "app": "Test", "platforms": platforms, "shortcuts": [["title": title, "key": key]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: object)
        return String(decoding: data, as: UTF8.self)
    }
}

extension Rule {
    /// The rule configured with `values`, as a config file's `rules:` would set them.
    static func configured(_ values: [String: RuleOptionValue]) throws(RuleOptionError) -> Self {
        Self(settings: try RuleSettings(RuleOptionValues(values), for: description))
    }
}
