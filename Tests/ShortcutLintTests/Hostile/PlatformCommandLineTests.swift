import Foundation
import Testing

/// `--platform` end to end: it chooses which entries are checked and never makes a valid entry
/// an error; a platform without keyboard shortcuts is refused rather than passing silently.
@Suite struct PlatformCommandLineTests {
    @Test func platformOverrideLeavesOtherPlatformsEntriesUnchecked() throws {
        let directory = try TemporaryDirectory([
            "m.shortcuts.yml":
                "app: X\nplatforms: [macOS, iPadOS]\nshortcuts:\n  - {title: Mac Only, key: Command-J, menu: File, platforms: [macOS]}\n"
        ])
        let run = try ToolRun(["lint", "--platform", "iPadOS", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("invalid-manifest"))
    }

    @Test func platformWatchOSIsAUsageError() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": "shortcuts:\n  - {title: Shot, key: Shift-Command-3, menu: File}\n"])
        let run = try ToolRun(["lint", "--platform", "watchOS", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("watchOS has no keyboard shortcuts"))
    }

    @Test func anEmptyPlatformListFailsTheRun() throws {
        let directory = try TemporaryDirectory([
            "m.shortcuts.yml":
                "platforms: []\nshortcuts:\n  - {title: A, key: Command-Q, menu: File}\n  - {title: B, key: Command-Q, menu: File}\n"
        ])
        let run = try ToolRun(["lint", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("m.shortcuts.yml:1:12: error: 'platforms' is empty"))
        #expect(run.standardOutput.contains("[duplicate-shortcut]"))
    }
}
