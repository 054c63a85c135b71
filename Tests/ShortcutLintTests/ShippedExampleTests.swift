import Foundation
import Testing

/// The README's example: `shortcut-lint lint Examples/Scribe` shows every rule at work, and the
/// exemplary manifest shows none.
@Suite struct ShippedExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func ruleIDs(_ json: String, key: String) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        if let list = object as? [[String: Any]] { return Set(list.compactMap { $0[key] as? String }) }
        let findings = (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        return Set(findings.compactMap { $0[key] as? String })
    }

    @Test func scribeExampleTriggersEveryRule() throws {
        let lint = try ToolRun(["lint", "--format", "json", "Examples/Scribe"], in: Self.packageRoot)
        #expect(lint.status == 1)
        let rules = try ToolRun(["rules", "--format", "json"], in: Self.packageRoot)
        // Source-file findings: the command line does not read Swift files yet (issue 14).
        let every = try Self.ruleIDs(rules.standardOutput, key: "id").subtracting(["unresolved-shortcut"])
        let fired = try Self.ruleIDs(lint.standardOutput, key: "ruleId")
        #expect(every.subtracting(fired).isEmpty, "rules the example does not show: \(every.subtracting(fired).sorted())")
    }

    @Test func exemplaryManifestIsClean() throws {
        let run = try ToolRun(["lint", "Examples/Exemplary.shortcuts.yml"], in: Self.packageRoot)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("0 errors, 0 warnings, 0 notes"))
    }
}
