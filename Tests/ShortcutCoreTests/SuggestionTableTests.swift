import Foundation
import Testing

@testable import ShortcutCore

/// Suggestions never propose a chord that itself triggers a rule: every row of the reserved table
/// that the table's rules report (not one app's shortcut, not a row of an earlier release),
/// declared for a custom action, gets suggestions, and each suggestion, written as the entry's
/// key, leaves the manifest without a single finding.
@Suite struct SuggestionTableTests {
    static let rowIDs = ReservedTable.builtIn.entries
        .filter { $0.tier != .appSpecific && $0.applies(on: $0.platforms, at: .any) }.map(\.id)

    /// A chord the row reserves: the row's chord, or for a pattern row one instance of it.
    static func chord(of row: ReservedEntry) -> Chord {
        row.match == .exact ? row.chord : row.chord.adding(row.chord.modifiers.contains(.shift) ? .option : .shift)
    }

    static func manifest(platforms: PlatformSet, key: String) -> String {
        let object: [String: Any] = [
            "app": "Test", "platforms": platforms.platforms.map(\.rawValue),
            "shortcuts": [["title": "Frobnicate Widgets", "key": key, "menu": "Tools"]],
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test(arguments: rowIDs)
    func everySuggestionForARowIsClean(_ id: String) throws {
        let row = try #require(ReservedTable.builtIn.entry(id: id))
        let text = Self.chord(of: row).higText
        let result = LintHelpers.lint(Self.manifest(platforms: row.platforms, key: text), path: "t.json")
        let finding = try #require(
            result.findings.first { $0.ruleID == "system-reserved" || $0.ruleID == "repurposed-standard" },
            "\(text): \(result.findings.map(\.ruleID))")
        #expect(!finding.suggestions.isEmpty, "\(text) gets no suggestion")
        for suggestion in finding.suggestions {
            let parsed = try ShortcutNotation.parse(suggestion).get()
            #expect(parsed.shortcut.symbols == suggestion)
            let after = LintHelpers.lint(Self.manifest(platforms: row.platforms, key: suggestion), path: "t.json")
            #expect(after.findings.isEmpty, "\(text) → \(suggestion): \(after.findings.map { "\($0.ruleID): \($0.message)" })")
        }
    }

    /// In a full manifest, the suggestion also has to fit every other entry: taking it creates no
    /// finding anywhere in the file.
    @Test(arguments: [
        ("Publish", "Command-K"), ("Snapshot", "Shift-Command-3"), ("Focus Mode", "Command-T"),
        ("Archive Note", "Shift-Command-Z"), ("Refresh Everything", "Command-R"), ("Export", "Control-Command-A"),
        ("Next Page", "Command-Down arrow"), ("Show History Sidebar", "Command-Y"),
    ])
    func suggestionsFitTheWholeExemplaryManifest(_ title: String, _ key: String) throws {
        let base = ExemplaryManifestTests.text
        func withEntry(_ key: String) -> String {
            base + "  - id: added\n    title: \(title)\n    key: \(key)\n    menu: Tools\n"
        }
        let result = YAMLExamples.lint(withEntry(key))
        let finding = try #require(result.findings.first { $0.entry?.id == "added" && !$0.suggestions.isEmpty })
        for suggestion in finding.suggestions {
            let after = YAMLExamples.lint(withEntry(suggestion))
            #expect(after.findings.isEmpty, "\(key) → \(suggestion): \(after.findings.map { "\($0.ruleID): \($0.message)" })")
        }
    }
}
