import Foundation
import ShortcutCore  // not @testable: only the public API, as a library user sees it
import Testing

/// docs/library.md's example, compiled and run against the public API alone: if the API it
/// shows stops being public, or stops doing what the page says, this fails.
@Suite struct LibraryExampleTests {
    // example:begin
    /// Lints one manifest and returns the text report's lines.
    static func lintScribe() -> (errors: Int, lines: [String], json: [UInt8]) {
        let source = SourceFile(
            path: "Scribe.shortcuts.yml",
            text: """
                app: Scribe
                shortcuts:
                  - title: Snapshot Note
                    key: Shift-Command-4
                    menu: File
                  - title: Copy
                    key: Command-C
                    menu: Edit
                """)
        let result = Linter().lint(source)
        var lines: [String] = []
        for finding in result.findings where !finding.isSuppressed {
            let start = finding.span.start
            lines.append("\(finding.file):\(start.line):\(start.column): \(finding.severity): \(finding.message) [\(finding.ruleID)]")
        }
        // The versioned JSON report the command line writes with --format json.
        let report = LintReport(files: [result])
        return (report.summary.errors, lines, JSONReporter().render(report))
    }
    // example:end

    @Test func theExampleReportsTheReservedChordAndLeavesCopyAlone() throws {
        let (errors, lines, json) = Self.lintScribe()
        #expect(errors == 1)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("Scribe.shortcuts.yml:4:10: error: Shift-Command-4 (⇧⌘4) in \"Snapshot Note\" is reserved by macOS"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
    }

    /// The page shows exactly the code above.
    @Test func theDocumentationShowsThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begin = try #require(source.range(of: "    // example:begin\n"))
        let end = try #require(source.range(of: "    // example:end\n"))
        let example = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(page.contains(example), "docs/library.md does not show the example of LibraryExampleTests")
    }
}
