import Foundation
import Testing

@testable import ShortcutCore

/// yaml-test-suite (../shared/conformance/yaml-test-suite): every invalid case is rejected, and
/// every case with an expected JSON value either yields exactly that value or is refused as
/// unsupported (outside the subset in docs/yaml.md), never misread.
///
/// `swift test --filter YAMLTestSuite` prints the one-line summary; with
/// `YAML_SUITE_LIST_REFUSED=1` it also prints the refused cases and their reasons as the rows of
/// the table docs/yaml.md keeps.
@Suite struct YAMLTestSuiteTests {
    @Test(
        Conformance.needs("yaml-test-suite"),
        .timeLimit(.minutes(2)))
    func everyCaseIsMatchedRefusedOrRejected() throws {
        let root = Conformance.suite("yaml-test-suite")
        var matched = 0
        var refused: [String] = []
        var wrong: [String] = []
        var errorCases = 0
        var unrejected: [String] = []
        for (id, folder) in try Self.cases(in: root) {
            let yaml = try Data(contentsOf: folder.appendingPathComponent("in.yaml"))
            let result = YAMLParser.parseStream(SourceFile(path: "\(id)/in.yaml", bytes: Array(yaml)))
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path) {
                errorCases += 1
                if result.error == nil { unrejected.append(id) }
                continue
            }
            let jsonURL = folder.appendingPathComponent("in.json")
            guard FileManager.default.fileExists(atPath: jsonURL.path) else { continue }
            let expected = try JSONValue.parseJSONText(Array(try Data(contentsOf: jsonURL)))
            if let error = result.error {
                if error.kind == .unsupported {
                    // A markdown table row for docs/yaml.md (a tag message's list of known tags left out).
                    let reason = error.message.components(separatedBy: ": only the core schema").first ?? error.message
                    refused.append("| \(id) | \(reason) |")
                } else {
                    wrong.append("\(id): rejected: \(error.message) at \(error.offset)")
                }
                continue
            }
            let actual = result.documents.map { JSONValue.from($0, $0.root) }
            if actual == expected {
                matched += 1
            } else {
                wrong.append("\(id): got \(actual), expected \(expected)")
            }
        }
        print(
            "yaml-test-suite: \(matched) match, \(refused.count) refused as unsupported, \(wrong.count) wrong; "
                + "\(errorCases - unrejected.count)/\(errorCases) errors rejected")
        if ProcessInfo.processInfo.environment["YAML_SUITE_LIST_REFUSED"] != nil {
            for row in refused { print(row) }
        }
        for line in wrong { Issue.record("wrong answer: \(line)") }
        for id in unrejected { Issue.record("invalid YAML accepted: \(id)") }
    }

    /// Case folders (`229Q`) and numbered sub-cases (`2G84/00`), in order.
    private static func cases(in root: URL) throws -> [(String, URL)] {
        let manager = FileManager.default
        var found: [(String, URL)] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(name)
            if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                found.append((name, folder))
                continue
            }
            guard let subfolders = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for sub in subfolders.sorted() {
                let subfolder = folder.appendingPathComponent(sub)
                if manager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path) {
                    found.append(("\(name)/\(sub)", subfolder))
                }
            }
        }
        return found
    }
}
