import Foundation
import Testing

@testable import ShortcutCore

/// The published manifest schema is the one the code builds, and it names exactly the fields the
/// decoder accepts.
@Suite struct ManifestSchemaTests {
    @Test func docsCopyIsCurrent() throws {
        let url = Conformance.packageRoot.appendingPathComponent("docs/manifest.schema.json")
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(
            onDisk == ManifestSchema.json,
            "docs/manifest.schema.json is stale: run `swift run shortcut-lint schema > docs/manifest.schema.json`")
    }

    @Test func schemaParsesWithOurJSONParser() {
        let result = JSONParser.parse(SourceFile(path: "schema.json", text: ManifestSchema.json))
        #expect(result.error == nil)
    }

    @Test func entryPropertiesAreTheDecodersFields() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(ManifestSchema.json.utf8)) as? [String: Any])
        let defs = try #require(object["$defs"] as? [String: Any])
        let entry = try #require(defs["entry"] as? [String: Any])
        let properties = try #require(entry["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ManifestDecoder.EntryField.allCases.map(\.name)))
        let top = try #require(object["properties"] as? [String: Any])
        #expect(Set(top.keys) == Set(ManifestDecoder.TopLevelField.allCases.map(\.name)))
    }
}
