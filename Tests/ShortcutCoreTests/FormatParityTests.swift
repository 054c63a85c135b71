import Foundation
import Testing

@testable import ShortcutCore

/// Any manifest gives the same findings, rule for rule, whether written in JSON or in YAML of any
/// style: the parsers build the same tree, so nothing downstream can tell them apart.
@Suite struct FormatParityTests {
    /// Manifests to compare, as JSON text: every shipped YAML example (converted), every shipped
    /// JSON example that parses, and one written to exercise the decoder's problem reports.
    static let bases: [(name: String, json: String)] = {
        var bases: [(String, String)] = []
        let examples = Conformance.packageRoot.appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String }.sorted() ?? []
        for name in files where name.hasSuffix(".shortcuts.json") || name.hasSuffix(".shortcuts.yml") {
            guard let data = FileManager.default.contents(atPath: examples.appendingPathComponent(name).path) else { continue }
            let source = SourceFile(path: name, bytes: Array(data))
            let parsed = ManifestFormat(source).parse(source)
            guard parsed.error == nil else { continue }
            bases.append((name, JSONValue.from(parsed.document, parsed.document.root).jsonText))
        }
        bases.append(
            (
                "decoder problems",
                """
                {"app": "Odd", "platforms": ["macOS", "iPadOS", "Windows"], "x-note": "ignored",
                 "shortcuts": [
                   {"title": "Colon: Title", "key": "Command-Shift-K", "tilte": "typo"},
                   {"title": 12, "key": "⌘K"},
                   {"title": "", "key": "cmd+k cmd+s", "when": "editor"},
                   {"title": "Quote \\" and backslash \\\\", "key": "Control-Option-Command-Ü"},
                   {"title": "#hash", "key": "- Command-J", "platforms": ["iPadOS"]},
                   "not an entry",
                   {"title": "true", "key": "null"},
                   {"id": "a", "title": "Tab Next", "key": "⌃⇥", "allow": ["modifier-order"]}
                 ]}
                """
            ))
        return bases
    }()

    static var cases: [(String, YAMLEmitter.Style)] {
        bases.flatMap { base in YAMLEmitter.Style.allCases.map { (base.name, $0) } }
    }

    /// What a finding says, independent of where in the file it sits.
    static func signature(_ result: FileResult) -> [String] {
        result.findings.map {
            "\($0.ruleID) \($0.severity) entry \($0.entry.map { String($0.index) } ?? "-") \($0.shortcut?.canonical ?? "-") suppressed=\($0.isSuppressed)"
        }.sorted()
    }

    @Test(arguments: cases)
    func yamlStyleGivesTheSameFindingsAsJSON(_ base: String, _ style: YAMLEmitter.Style) throws {
        let json = try #require(Self.bases.first { $0.name == base }?.json)
        let document = JSONParser.parse(SourceFile(path: "base.json", text: json)).document
        let yaml = YAMLEmitter.emit(JSONValue.from(document, document.root), style: style)
        let fromJSON = LintHelpers.lint(json, path: "m.shortcuts.json")
        let fromYAML = LintHelpers.lint(yaml, path: "m.shortcuts.yml")
        #expect(!fromYAML.findings.contains { $0.ruleID == "syntax-error" }, "\(yaml)")
        #expect(Self.signature(fromYAML) == Self.signature(fromJSON), "\(yaml)")
    }

    @Test func everyShippedExampleIsCompared() {
        #expect(Self.bases.contains { $0.name == "Scribe/Scribe.shortcuts.yml" })
        #expect(Self.bases.contains { $0.name == "Exemplary.shortcuts.yml" })
    }
}
