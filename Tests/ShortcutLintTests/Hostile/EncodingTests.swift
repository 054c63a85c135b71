import Foundation
import Testing

/// Files that are empty or not UTF-8, end to end: each gets exactly one finding, worded the same
/// for JSON and YAML, and the run goes on to the other files.
@Suite struct EncodingTests {
    static let cases: [(name: String, bytes: [UInt8])] = [
        ("empty", []), ("bom-only", [0xEF, 0xBB, 0xBF]), ("utf16-le", [0xFF, 0xFE] + Array("app: X".utf8).flatMap { [$0, 0] }),
        ("utf16-be-without-bom", Array("{}".utf8).flatMap { [0, $0] }), ("latin1", Array("app: Caf".utf8) + [0xE9, 0x0A]),
    ]

    @Test func eachBrokenEncodingIsOneFindingWordedAlikeInBothFormats() throws {
        let directory = try TemporaryDirectory(["good.shortcuts.yml": "shortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n"])
        for (name, bytes) in Self.cases {
            for ext in ["json", "yml"] {
                try Data(bytes).write(to: directory.url.appendingPathComponent("\(name).shortcuts.\(ext)"))
            }
        }
        let run = try ToolRun(["lint", "--format", "json", "."], in: directory.url)
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["file"] as? String == "good.shortcuts.yml" }, "the other files are still linted")
        for (name, _) in Self.cases {
            let json = findings.filter { $0["file"] as? String == "\(name).shortcuts.json" }
            let yaml = findings.filter { $0["file"] as? String == "\(name).shortcuts.yml" }
            #expect(json.count == 1, "\(name).json: \(json.map { $0["message"] ?? "" })")
            #expect(yaml.count == 1, "\(name).yml: \(yaml.map { $0["message"] ?? "" })")
            #expect(json.first?["message"] as? String == yaml.first?["message"] as? String, "\(name)")
            #expect(json.first?["line"] as? Int == yaml.first?["line"] as? Int, "\(name)")
        }
    }
}
