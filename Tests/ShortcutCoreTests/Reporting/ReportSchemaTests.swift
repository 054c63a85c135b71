import Foundation
import Testing

@testable import ShortcutCore

/// `docs/report.schema.json` must describe exactly what ``JSONReporter`` writes. Full validation
/// runs in `Scripts/validate-reports.sh` (Python's jsonschema); this catches drift in `swift test`
/// by comparing the schema's property lists with the keys of real reports.
struct ReportSchemaTests {
    let schema: [String: Any]
    let report: [String: Any]

    init() throws {
        let url = Conformance.packageRoot.appendingPathComponent("docs/report.schema.json")
        schema = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var lint = ReportFixtures.report()
        lint.files[0].findings[0].suppression = .inSource(reason: "house style")
        report = try ReportFixtures.json(JSONReporter().render(lint))
    }

    var definitions: [String: Any] { schema["$defs"] as? [String: Any] ?? [:] }

    func keys(_ object: Any?, _ name: String) -> Set<String> {
        Set(((object as? [String: Any])?[name] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    func required(_ object: Any?) -> Set<String> {
        Set((object as? [String: Any])?["required"] as? [String] ?? [])
    }

    @Test func isADraft202012Schema() {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func topLevelFieldsMatch() {
        #expect(Set(report.keys) == keys(schema, "properties"))
        #expect(Set(report.keys) == required(schema))
    }

    @Test func everyFindingHasTheRequiredFieldsAndNoOthers() throws {
        let finding = definitions["finding"]
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for written in findings {
            #expect(required(finding).isSubset(of: Set(written.keys)))
            #expect(Set(written.keys).isSubset(of: keys(finding, "properties")))
        }
        #expect(findings.contains { $0["suppressionReason"] as? String == "house style" })
    }

    @Test func nestedObjectsMatchTheirBranches() throws {
        let findings = try #require(report["findings"] as? [[String: Any]])
        let properties = (definitions["finding"] as? [String: Any])?["properties"] as? [String: Any]
        func branches(_ field: String) -> [Set<String>] {
            let options = (properties?[field] as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
            return options.compactMap { $0["properties"] as? [String: Any] }.map { Set($0.keys) }
        }
        for field in ["shortcut", "related", "entry", "fix"] {
            let written = findings.compactMap { $0[field] as? [String: Any] }.map { Set($0.keys) }
            #expect(!written.isEmpty, "the fixture has no \(field)")
            for keys in written {
                #expect(branches(field).contains { keys.isSubset(of: $0) }, "\(field) \(keys)")
            }
        }
    }

    @Test func summaryFieldsMatch() throws {
        let summary = try #require(report["summary"] as? [String: Any])
        let summarySchema = (schema["properties"] as? [String: Any])?["summary"]
        #expect(Set(summary.keys) == keys(summarySchema, "properties"))
    }
}
