import Foundation
import Testing

@testable import ShortcutLint

/// `--fix` writes a manifest back only if it still holds what was read and fixed: an edit saved
/// while the run linted (appended, or an editor's write-then-rename) used to be overwritten and
/// lost (issue 20, row 2). The run then says "changed while it was being linted" and exits 2.
@Suite struct FixRaceTests {
    static let read = "app: X\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"
    static let fixed = Array(read.replacingOccurrences(of: "Command-Shift-E", with: "Shift-Command-E").utf8)

    let directory: TemporaryDirectory
    var path: String { directory.url.appendingPathComponent("app.shortcuts.yml").path }

    init() throws {
        directory = try TemporaryDirectory(["app.shortcuts.yml": Self.read])
    }

    private func writeFix() throws(AtomicFile.Failure) {
        try AtomicFile.write(Self.fixed, to: path, replacing: Array(Self.read.utf8))
    }

    @Test func anUnchangedManifestIsWritten() throws {
        try writeFix()
        #expect(try directory.read("app.shortcuts.yml") == String(decoding: Self.fixed, as: UTF8.self))
    }

    @Test func anEditAppendedWhileLintingIsKept() throws {
        let edited = Self.read + "  - {title: Import, key: Command-I, menu: File}\n"
        try directory.write(edited, to: "app.shortcuts.yml")
        #expect(throws: AtomicFile.Failure.self) { try writeFix() }
        #expect(try directory.read("app.shortcuts.yml") == edited)
    }

    @Test func anEditorsSaveRenamedOverTheFileIsKept() throws {
        let saved = Self.read.replacingOccurrences(of: "Export", with: "Export…")
        try directory.write(saved, to: ".app.shortcuts.yml.swp")
        #expect(rename(directory.url.appendingPathComponent(".app.shortcuts.yml.swp").path, path) == 0)
        do {
            try writeFix()
            Issue.record("the fix was written over the editor's save")
        } catch {
            #expect(error.message.hasSuffix("it changed while it was being linted; not written (run --fix again)"))
        }
        #expect(try directory.read("app.shortcuts.yml") == saved)
    }

    @Test func aManifestDeletedWhileLintingIsNotCreatedAgain() throws {
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: AtomicFile.Failure.self) { try writeFix() }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
