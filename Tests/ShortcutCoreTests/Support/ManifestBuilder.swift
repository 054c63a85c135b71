import Foundation

@testable import ShortcutCore

/// Builds small JSON manifests for behaviour tests: entries as field dictionaries, written with
/// `JSONSerialization` so any key text survives quoting.
struct ManifestBuilder {
    var platforms: [String] = ["macOS"]
    var entries: [[String: Any]] = []

    init(platforms: [String] = ["macOS"]) { self.platforms = platforms }

    /// This manifest with one more entry; `menu` defaults to "Tools" so shortcut-only-action
    /// stays out of the way.
    func add(_ title: String, _ key: String, menu: String? = "Tools", _ extra: [String: Any] = [:]) -> Self {
        var entry: [String: Any] = ["title": title, "key": key]
        if let menu { entry["menu"] = menu }
        entry.merge(extra) { $1 }
        var copy = self
        copy.entries.append(entry)
        return copy
    }

    var json: String {
        let object: [String: Any] = ["app": "Test", "platforms": platforms, "shortcuts": entries]
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    func lint(configuration: LintConfiguration = .default) -> FileResult {
        LintHelpers.lint(json, path: "test.json", configuration: configuration)
    }

    /// Unsuppressed findings of one rule.
    func findings(_ ruleID: String, configuration: LintConfiguration = .default) -> [Finding] {
        lint(configuration: configuration).findings.filter { $0.ruleID == ruleID && !$0.isSuppressed }
    }

    /// Rule ids of all unsuppressed findings, sorted and unique.
    func ruleIDs(configuration: LintConfiguration = .default) -> [String] {
        Set(lint(configuration: configuration).findings.filter { !$0.isSuppressed }.map(\.ruleID)).sorted()
    }

    /// The suggestions on the finding of `ruleID` about the entry titled `title`.
    func suggestions(_ ruleID: String, for title: String, configuration: LintConfiguration = .default) -> [String] {
        findings(ruleID, configuration: configuration).first { $0.entry?.title == title }?.suggestions ?? []
    }
}

extension LintConfiguration {
    /// The default configuration without the rules named.
    static func without(_ ids: String...) -> LintConfiguration {
        LintConfiguration(rules: RuleCatalog.all.filter { !ids.contains($0.description.id) }.map { $0.init() })
    }
}
