import Foundation
import Testing

/// `--fix` rewrites manifests only: Interface Builder and source files are read, never written,
/// not even with the same bytes, and `--fix --dry-run` shows no diff for them.
@Suite struct FixReadOnlyInputsTests {
    static let messy = "app: Other\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"
    static let fixed = "app: Other\nshortcuts:\n  - {title: Export, key: Shift-Command-E, menu: File}\n"
    /// Source that a careless fixer could "fix": Shift written before Command in a SwiftUI modifier list.
    static let swift = ProjectFixture.commands([("Archive", "a", "[.shift, .command]")])

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory([
            "app.shortcuts.yml": Self.messy, "MainMenu.xib": ProjectFixture.xib(ProjectFixture.printItem), "Commands.swift": Self.swift,
        ])
    }

    /// Inode and modification time: a file written again (atomically or not) changes one of them.
    private func identity(_ name: String) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(name).path)
        return ["\(attributes[.systemFileNumber] ?? "")", "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"]
    }

    @Test func fixRewritesTheManifestAndNeverTouchesInterfaceBuilderOrSourceFiles() throws {
        let before = (try identity("MainMenu.xib"), try identity("Commands.swift"))
        Thread.sleep(forTimeInterval: 0.02)
        let run = try ToolRun(["lint", "--fix", "."], in: directory.url)
        #expect(run.standardError.contains("fixed 1 problem in 1 file"), "\(run.standardError)")
        #expect(try directory.read("app.shortcuts.yml") == Self.fixed)
        #expect(try directory.read("MainMenu.xib") == ProjectFixture.xib(ProjectFixture.printItem))
        #expect(try directory.read("Commands.swift") == Self.swift)
        #expect(try identity("MainMenu.xib") == before.0)
        #expect(try identity("Commands.swift") == before.1)
    }

    @Test func aDryRunShowsADiffForTheManifestOnly() throws {
        let run = try ToolRun(["lint", "--fix", "--dry-run", "--format", "json", "."], in: directory.url)
        #expect(run.standardError.contains("+++ b/app.shortcuts.yml"), "\(run.standardError)")
        #expect(!run.standardError.contains("MainMenu.xib"))
        #expect(!run.standardError.contains("Commands.swift"))
        #expect(try directory.read("app.shortcuts.yml") == Self.messy)
    }

    @Test func fixingANamedInterfaceBuilderFileIsANoOp() throws {
        let run = try ToolRun(["lint", "--fix", "MainMenu.xib"], in: directory.url)
        #expect(!run.standardError.contains("fixed"), "\(run.standardError)")
        #expect(!run.standardError.contains("not fixing"))
        #expect(try directory.read("MainMenu.xib") == ProjectFixture.xib(ProjectFixture.printItem))
    }
}
