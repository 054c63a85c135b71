import Foundation
import Testing

/// Every kind of broken YAML manifest ends a run with exit 1 and a finding at the right line —
/// never a crash, a hang or silence — and the other files in the same run are still linted.
@Suite struct BrokenYAMLTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        let rule: String
        let line: Int
        var description: String { name }

        init(_ name: String, _ text: String, rule: String, line: Int) {
            self.init(name, Array(text.utf8), rule: rule, line: line)
        }

        init(_ name: String, _ bytes: [UInt8], rule: String, line: Int) {
            self.name = name
            self.bytes = bytes
            self.rule = rule
            self.line = line
        }
    }

    static let head = "app: Broken\nshortcuts:\n"

    static let cases: [Case] = [
        Case("tab indentation", head + "  - title: A\n\tkey: Command-B\n", rule: "syntax-error", line: 4),
        Case("unclosed quote", head + "  - title: \"A\n    key: Command-B\n", rule: "syntax-error", line: 3),
        Case("duplicate key", head + "  - title: A\n    title: B\n    key: Command-B\n", rule: "invalid-manifest", line: 4),
        Case("wrong type", head + "  - title: [A, B]\n    key: Command-B\n", rule: "invalid-manifest", line: 3),
        Case("unknown chord", head + "  - title: A\n    key: Command-Hyper-B\n", rule: "invalid-shortcut", line: 4),
        Case("missing key", head + "  - title: A\n    menu: File\n", rule: "invalid-manifest", line: 3),
        Case("undefined alias", head + "  - title: *name\n    key: Command-B\n", rule: "syntax-error", line: 3),
        Case(
            "invalid UTF-8", Array((head + "  - title: A").utf8) + [0xC3, 0x28] + Array("\n    key: Command-B\n".utf8),
            rule: "syntax-error", line: 3),
        Case("billion laughs", billionLaughs, rule: "syntax-error", line: 7),
        Case("100,000-deep nesting", "app: " + String(repeating: "[", count: 100_000) + "\n", rule: "syntax-error", line: 1),
    ]

    static var billionLaughs: String {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = "abcdefghij".map(String.init)
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        return text + "shortcuts:\n  - title: A\n    key: *j\n"
    }

    @Test(.timeLimit(.minutes(1)), arguments: cases)
    func endsWithExitOneAndAFindingAtTheLine(_ broken: Case) throws {
        let directory = try TemporaryDirectory()
        try Data(broken.bytes).write(to: directory.url.appendingPathComponent("a-broken.shortcuts.yml"))
        try directory.write("shortcuts:\n  - title: Snapshot\n    key: Shift-Command-3\n", to: "b-good.shortcuts.yml")
        let run = try ToolRun(["lint", "--format", "json", "."], in: directory.url)
        #expect(run.status == 1, "\(run.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let atFault = findings.filter {
            ($0["file"] as? String) == "a-broken.shortcuts.yml" && ($0["ruleId"] as? String) == broken.rule
        }
        #expect(atFault.contains { ($0["line"] as? Int) == broken.line }, "\(findings)")
        #expect(findings.contains { ($0["file"] as? String) == "b-good.shortcuts.yml" && ($0["ruleId"] as? String) == "system-reserved" })
    }
}
