import Foundation
import Testing
@testable import ShortcutCore

/// Any manifest gives the same findings, rule for rule, whether written in JSON or in YAML of any
/// style: the parsers build the same tree, so nothing downstream can tell them apart.
@Suite struct FormatParityTests {
    /// Manifests to compare: the shipped JSON examples plus a few written to exercise the decoder.
    static let bases: [(name: String, json: String)] = {
        var bases: [(String, String)] = []
        let examples = Conformance.packageRoot.appendingPathComponent("Examples")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()) ?? []
        where name.hasSuffix(".shortcuts.json") {
            if let text = try? String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8) {
                bases.append((name, text))
            }
        }
        bases.append(("decoder problems", """
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
            """))
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

    @Test func shippedYAMLExampleMatchesItsJSONTwin() throws {
        let examples = Conformance.packageRoot.appendingPathComponent("Examples")
        let yaml = try String(contentsOf: examples.appendingPathComponent("Scribe.shortcuts.yml"), encoding: .utf8)
        let json = try String(contentsOf: examples.appendingPathComponent("Scribe.shortcuts.json"), encoding: .utf8)
        #expect(Self.signature(LintHelpers.lint(yaml, path: "a.yml")) == Self.signature(LintHelpers.lint(json, path: "a.json")))
    }
}
