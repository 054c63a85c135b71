import Foundation
import ShortcutCore  // not @testable: only the public API, as a library user sees it
import Testing

/// docs/library.md's example, compiled and run against the public API alone: LibraryExample.swift
/// is the page's code block, byte for byte, a file of its own as a library user would paste it
/// (issue 20: the snippet, a `static func` cut out of this suite, did not compile as pasted). If
/// the API it shows stops being public, or stops doing what the page says, this fails.
@Suite struct LibraryExampleTests {
    @Test func theExampleReportsTheReservedChordAndLeavesCopyAlone() throws {
        let (errors, lines, json) = lintScribe()
        #expect(errors == 1)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("Scribe.shortcuts.yml:4:10: error: Shift-Command-4 (⇧⌘4) in \"Snapshot Note\" is reserved by macOS"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
    }

    /// The page shows exactly LibraryExample.swift, so what it shows is what compiles.
    @Test func theDocumentationShowsTheCompiledExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let example = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LibraryExample.swift"),
            encoding: .utf8)
        #expect(page.contains("```swift\n" + example + "```\n"), "docs/library.md does not show LibraryExample.swift as it is")
    }
}
