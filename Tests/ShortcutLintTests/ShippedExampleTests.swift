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

/// What the README shows is what the binary prints.
@Suite struct ReadmeSampleTests {
    static let readme: String = (try? String(contentsOf: ShippedExampleTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The text block right after `anchor`.
    static func block(after anchor: String) -> String? {
        guard let start = readme.range(of: anchor)?.upperBound,
            let open = readme.range(of: "```text\n", range: start..<readme.endIndex),
            let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theScribeSampleIsWhatTheLinterPrints() throws {
        let shown = try #require(Self.block(after: "The first command prints the findings and exits with 1:"))
        let run = try ToolRun(["lint", "--no-color", "Examples/Scribe"], in: ShippedExampleTests.packageRoot)
        #expect(run.standardOutput == shown)
    }
}

extension ReadmeSampleTests {
    /// The README's rule table lists every rule once, with its default severity.
    @Test func theRuleTableListsEveryRuleWithItsSeverity() throws {
        let table = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row -> (String, String)? in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, ["error", "warning", "info"].contains(cells[1]) else { return nil }
            return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1])
        }
        let rules = try ToolRun(["rules", "--format", "json"], in: ShippedExampleTests.packageRoot)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(rules.standardOutput.utf8)) as? [[String: Any]])
        let catalogue = list.compactMap { rule in (rule["id"] as? String).map { ($0, rule["defaultSeverity"] as? String ?? "") } }
        #expect(table.map(\.0).sorted() == catalogue.map(\.0).sorted())
        for (id, severity) in catalogue {
            #expect(table.first { $0.0 == id }?.1 == severity, "\(id)")
        }
    }
}
