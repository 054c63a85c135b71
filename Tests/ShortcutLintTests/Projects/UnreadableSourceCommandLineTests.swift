import Foundation
import Testing

/// The linter's own limits never fail a build: a source file it cannot follow is a note, and the
/// exit code is what the rest of the run says.
@Suite struct UnreadableSourceCommandLineTests {
    static let broken = "import SwiftUI\nlet help = \"\"\"\n    Press ⌘K.\nButton(\"Share\") { }.keyboardShortcut(\"k\")\n"

    @Test func anUnreadableSourceFileIsANoteAndTheExitCodeIsUnchanged() throws {
        let directory = try TemporaryDirectory(["App/Help.swift": Self.broken])
        let run = try ToolRun(["lint", "--no-color", "--strict", "."], in: directory.url)
        #expect(run.status == 0)
        #expect(
            run.standardOutput.contains(
                "App/Help.swift:2:12: note: unterminated multi-line string literal: no closing `\"\"\"` follows; the reader stops here, so the rest of the file is not checked (1 shortcut-like call in it) [unreadable-source]"
            ))
    }

    @Test func theRunStillFailsOnTheErrorsOfOtherFiles() throws {
        let directory = try TemporaryDirectory([
            "App/Help.swift": Self.broken,
            "App/Commands.swift": "Button(\"Snapshot\") { }.keyboardShortcut(\"3\", modifiers: [.command, .shift])\n",
        ])
        let run = try ToolRun(["lint", "--no-color", "."], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("[system-reserved]"))
        #expect(run.standardOutput.contains("[unreadable-source]"))
    }

    @Test func extractNotesAnUnreadableFileWithoutFailing() throws {
        let directory = try TemporaryDirectory(["App/Help.swift": Self.broken])
        let run = try ToolRun(["extract", "."], in: directory.url)
        #expect(run.status == 0)
        #expect(!run.standardError.contains("error:"))
    }
}
