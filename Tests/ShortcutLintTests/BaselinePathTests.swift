import Foundation
import Testing

/// A baseline names each file relative to its own folder, so it matches the same findings
/// however the linter is run: from the repository root, from a subfolder, with absolute paths
/// (Xcode's `$SRCROOT`), or through a symbolic link.
@Suite struct BaselinePathTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n"

    let directory: TemporaryDirectory
    var root: URL { directory.url }

    init() throws {
        directory = try TemporaryDirectory(["App/app.shortcuts.yml": Self.manifest])
        let first = try ToolRun(["lint", "--write-baseline", "baseline.json", "App"], in: root)
        #expect(first.status == 1)
    }

    @Test func theBaselineRecordsPathsRelativeToItsFolder() throws {
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", root.appendingPathComponent("App").path], in: root)
        #expect(try directory.read("baseline.json").contains("\"file\": \"App/app.shortcuts.yml\""))
    }

    @Test func anAbsolutePathMatchesTheBaseline() throws {
        let run = try ToolRun(["lint", "--baseline", "baseline.json", root.appendingPathComponent("App").path], in: root)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test func aRunFromASubfolderMatchesTheBaseline() throws {
        let run = try ToolRun(["lint", "--baseline", "../baseline.json", "app.shortcuts.yml"], in: root.appendingPathComponent("App"))
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test func aPathThroughASymbolicLinkMatchesTheBaseline() throws {
        let link = root.appendingPathComponent("Linked")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path)
        let run = try ToolRun(["lint", "--baseline", "baseline.json", link.appendingPathComponent("App").path], in: root)
        #expect(run.status == 0, "\(run.standardOutput)")
    }

    @Test func aVersionOneBaselineWithPathsAsTypedStillMatches() throws {
        try directory.write(
            """
            {"version": 1, "tool": "shortcut-lint", "findings": [
              {"file": "App/app.shortcuts.yml", "ruleId": "system-reserved", "entry": "Snap", "shortcut": "Shift-Command-3", "count": 1}
            ]}
            """, to: "old-baseline.json")
        let run = try ToolRun(["lint", "--baseline", "old-baseline.json", "App"], in: root)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    @Test func aBaselineOfAnUnknownVersionIsRefused() throws {
        try directory.write(#"{"version": 9, "findings": []}"#, to: "future.json")
        let run = try ToolRun(["lint", "--baseline", "future.json", "App"], in: root)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("future.json:1:13: error: baseline version 9 is not one this shortcut-lint reads"))
    }

    @Test func oneStaleEntryIsReportedInTheSingular() throws {
        try directory.write(Self.manifest.replacingOccurrences(of: "Shift-Command-3", with: "Command-J"), to: "App/app.shortcuts.yml")
        let run = try ToolRun(["lint", "--baseline", "baseline.json", "App"], in: root)
        #expect(
            run.standardError.contains(
                "1 baseline entry in 'baseline.json' no longer matches any finding; run with --write-baseline baseline.json to drop it:"))
        #expect(run.standardError.contains("  App/app.shortcuts.yml: system-reserved on Snap Shift-Command-3\n"))
    }

    /// A count no Int holds used to crash the run (exit 132): baselines come from pull requests.
    @Test(arguments: ["1e19", "9223372036854775808"])
    func aHugeCountIsAnErrorAtItsPositionNotACrash(_ count: String) throws {
        try directory.write(
            "{\"version\": 2, \"findings\": [\n  {\"file\": \"App/app.shortcuts.yml\", \"ruleId\": \"system-reserved\", \"count\": \(count)}\n]}\n",
            to: "pr.json")
        let run = try ToolRun(["lint", "--baseline", "pr.json", "App"], in: root)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("pr.json:2:75: error: 'count' must be a whole number from 1 to 2147483647, found \(count)\n"))
    }

    /// A file recorded with a syntax error and then replaced by garbage used to pass forever.
    @Test func aSyntaxErrorIsNeverRecordedSoGarbageLaterFails() throws {
        try directory.write("app: X\nshortcuts:\n  - {title: Snap, key: \"Shift-Command-3\n", to: "App/app.shortcuts.yml")
        let record = try ToolRun(["lint", "--write-baseline", "broken.json", "App"], in: root)
        #expect(record.status == 1)
        #expect(!(try directory.read("broken.json")).contains("syntax-error"))
        try directory.write("\u{1}\u{2}garbage: [\n", to: "App/app.shortcuts.yml")
        let run = try ToolRun(["lint", "--baseline", "broken.json", "App"], in: root)
        #expect(run.status == 1, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[syntax-error]"))
    }

    /// A run of one folder says nothing about the baseline entries of another, so it neither
    /// calls them stale nor advises a --write-baseline that would drop them (issue 20, row 9).
    @Test func aPartialRunLeavesTheOtherFilesEntriesAlone() throws {
        try directory.write(Self.manifest, to: "Other/other.shortcuts.yml")
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", "App", "Other"], in: root)
        let run = try ToolRun(["lint", "--baseline", "baseline.json", "App"], in: root)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test func aPartialRunNamesOnlyTheStaleEntriesOfItsFilesAndDoesNotAdviseDroppingTheOthers() throws {
        try directory.write(Self.manifest, to: "Other/other.shortcuts.yml")
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", "App", "Other"], in: root)
        try directory.write(Self.manifest.replacingOccurrences(of: "Shift-Command-3", with: "Command-J"), to: "App/app.shortcuts.yml")
        let run = try ToolRun(["lint", "--baseline", "baseline.json", "App"], in: root)
        #expect(
            run.standardError.contains("1 baseline entry in 'baseline.json' no longer matches any finding; delete it from 'baseline.json'"))
        #expect(!run.standardError.contains("--write-baseline baseline.json to drop"))
        #expect(run.standardError.contains("  App/app.shortcuts.yml: system-reserved"))
        #expect(!run.standardError.contains("Other/"))
    }
}
