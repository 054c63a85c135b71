import Foundation
import Testing

/// The CI workflow options end to end: --fix (and --dry-run), baselines, standard input, and
/// manifests of one app checked together.
@Suite struct WorkflowCommandLineTests {
    static let messy =
        "app: X\r\nshortcuts:\r\n  # keep me\r\n  - {title: \"Export\", key: \"cmd+shift+e\", menu: File}   # flow\r\n"
        + "  - title: Help\r\n    key: 'Shift-Command-?'\r\n    menu: Help\r\n"

    @Test func fixRewritesOnlyTheKeysAndIsIdempotent() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        _ = try ToolRun(["lint", "--fix", "m.shortcuts.yml"], in: directory.url)
        let fixed = try directory.read("m.shortcuts.yml")
        #expect(
            fixed
                == Self.messy.replacingOccurrences(of: "cmd+shift+e", with: "shift+cmd+e")
                .replacingOccurrences(of: "'Shift-Command-?'", with: "'Command-?'"))
        _ = try ToolRun(["lint", "--fix", "m.shortcuts.yml"], in: directory.url)
        #expect(try directory.read("m.shortcuts.yml") == fixed)
    }

    @Test func dryRunPrintsADiffAndLeavesTheFile() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let run = try ToolRun(["lint", "--fix", "--dry-run", "m.shortcuts.yml"], in: directory.url)
        #expect(run.standardOutput.hasPrefix("--- a/m.shortcuts.yml\n+++ b/m.shortcuts.yml\n@@ "))
        #expect(run.standardOutput.contains("-  - {title: \"Export\", key: \"cmd+shift+e\", menu: File}   # flow\r\n"))
        #expect(try directory.read("m.shortcuts.yml") == Self.messy)
    }

    @Test func fixNeverTouchesAFileThatDoesNotParse() throws {
        let broken = "shortcuts:\n  - {title: Export, key: cmd+shift+e\n"
        let directory = try TemporaryDirectory(["m.shortcuts.yml": broken])
        let run = try ToolRun(["lint", "--fix", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 1)
        #expect(try directory.read("m.shortcuts.yml") == broken)
    }

    @Test func fixOnStandardInputNeedsDryRun() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(["lint", "--fix", "-"], in: directory.url, input: Self.messy)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--dry-run"))
    }

    @Test func baselineHidesTodaysFindingsAfterEditsAbove() throws {
        let manifest = "shortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n"
        let directory = try TemporaryDirectory(["m.shortcuts.yml": manifest])
        let first = try ToolRun(["lint", "--write-baseline", "baseline.json", "."], in: directory.url)
        #expect(first.status == 1)
        try directory.write("# a comment\n# and another\n" + manifest, to: "m.shortcuts.yml")
        let second = try ToolRun(["lint", "--baseline", "baseline.json", "."], in: directory.url)
        #expect(second.status == 0, "\(second.standardOutput)")
        try directory.write(manifest + "  - {title: Shot, key: Shift-Command-4, menu: File}\n", to: "m.shortcuts.yml")
        let third = try ToolRun(["lint", "--baseline", "baseline.json", "."], in: directory.url)
        #expect(third.status == 1)
        #expect(third.standardOutput.contains("\"Shot\""))
        #expect(!third.standardOutput.contains("\"Snap\""))
    }

    @Test func staleBaselineEntriesAreReported() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": "shortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n"])
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", "."], in: directory.url)
        try directory.write("shortcuts:\n  - {title: Snap, key: Option-Command-3, menu: File}\n", to: "m.shortcuts.yml")
        let run = try ToolRun(["lint", "--baseline", "baseline.json", "."], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardError.contains("no longer match"))
    }

    @Test func standardInputTakesItsNameAndFormatFromStdinFilename() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(
            ["lint", "--format", "json", "--stdin-filename", "Sub/app.shortcuts.yml", "-"], in: directory.url,
            input: "shortcuts:\n  - title: Snap\n    key: Shift-Command-3\n    menu: File\n")
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\"file\": \"Sub/app.shortcuts.yml\""))
        #expect(run.standardOutput.contains("\"line\": 3"))
    }

    @Test func standardInputWithoutANameIsSniffed() throws {
        let directory = try TemporaryDirectory()
        let yaml = try ToolRun(
            ["lint", "-"], in: directory.url, input: "shortcuts:\n  - {title: Snap, key: Shift-Command-3, menu: File}\n")
        let json = try ToolRun(
            ["lint", "-"], in: directory.url,
            input: "{\"shortcuts\": [{\"title\": \"Snap\", \"key\": \"Shift-Command-3\", \"menu\": \"File\"}]}")
        #expect(yaml.status == 1 && json.status == 1)
        #expect(yaml.standardOutput.contains("system-reserved") && json.standardOutput.contains("system-reserved"))
    }

    /// Standard input has no size to read ahead: past the first 64 KB it is read in chunks,
    /// and nothing may be lost at their seams.
    @Test func standardInputLargerThanOneReadIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        var yaml = "shortcuts:\n"
        for number in 0..<20_000 { yaml += "  # padding line \(number), long enough to fill a megabyte quickly\n" }
        yaml += "  - {title: Last, key: Shift-Command-3, menu: File}\n"
        #expect(yaml.utf8.count > 1_200_000)
        let run = try ToolRun(["lint", "--format", "json", "-"], in: directory.url, input: yaml)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\"line\": 20002"))
    }

    @Test func manifestsOfOneAppConflictAcrossFiles() throws {
        let directory = try TemporaryDirectory([
            "a.shortcuts.yml": "app: Scribe\nshortcuts:\n  - {title: Insert Link, key: Command-K, menu: Format}\n",
            "b.shortcuts.yml": "app: Scribe\nshortcuts:\n\n  - {title: Publish, key: ⌘K, menu: File}\n",
            "c.shortcuts.yml": "app: Other\nshortcuts:\n  - {title: Publish, key: ⌘K, menu: File}\n",
        ])
        let run = try ToolRun(["lint", "."], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("b.shortcuts.yml:4:"))
        #expect(run.standardOutput.contains("a.shortcuts.yml:3"))
        #expect(!run.standardOutput.contains("c.shortcuts.yml:"))
    }

    @Test func crossFileConflictCanBeAllowed() throws {
        let directory = try TemporaryDirectory([
            "a.shortcuts.yml": "app: Scribe\nshortcuts:\n  - {title: Insert Link, key: Command-K, menu: Format}\n",
            "b.shortcuts.yml": "app: Scribe\nshortcuts:\n  - {title: Publish, key: ⌘K, menu: File, allow: [duplicate-shortcut]}\n",
        ])
        let run = try ToolRun(["lint", "."], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("unused-suppression"))
    }
}
