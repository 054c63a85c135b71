import Foundation
import Testing

/// The README's "What the linter promises" names the tests that hold each promise: every name
/// there must be a suite (or a test of one) that exists, so the table cannot point at nothing.
@Suite struct PromiseTableTests {
    @Test func everyTestTheReadmeNamesExists() throws {
        let root = ShippedExampleTests.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## What the linter promises"))
        let end = try #require(readme[start.upperBound...].range(of: "\n## "))
        let rows = readme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| **") }
        #expect(rows.count >= 7)
        var sources = ""
        for case let file as URL in FileManager.default.enumerator(
            at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            sources += try String(contentsOf: file, encoding: .utf8)
        }
        for row in rows {
            let heldBy = try #require(row.split(separator: "|").last)
            let names = heldBy.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            #expect(!names.isEmpty, "\(row)")
            for name in names {
                let parts = name.split(separator: ".")
                #expect(sources.contains("struct \(parts[0])"), "no suite \(parts[0])")
                if parts.count == 2 { #expect(sources.contains("func \(parts[1])("), "no test \(name)") }
            }
        }
    }
}
