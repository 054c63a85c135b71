import Foundation
import Testing

/// `--platform-version PLATFORM=RELEASE`: the releases a run checks against, on top of the
/// config's `platformVersions`; a malformed value is a usage error, never ignored.
@Suite struct PlatformVersionCommandLineTests {
    static let dashboard = ["m.shortcuts.yml": "app: X\nplatforms: [macOS]\nshortcuts:\n  - {title: Widgets, key: F12, menu: View}\n"]

    @Test func todaysReleasesDoNotMatchARowOfAnEarlierRelease() throws {
        let directory = try TemporaryDirectory(Self.dashboard)
        let run = try ToolRun(["lint", "--no-color", "m.shortcuts.yml"], in: directory.url)
        #expect(!run.standardOutput.contains("[system-reserved]"), "\(run.standardOutput)")
    }

    @Test func anEarlierReleaseMatchesItsRows() throws {
        let directory = try TemporaryDirectory(Self.dashboard)
        let run = try ToolRun(["lint", "--no-color", "--platform-version", "macOS=10.14", "m.shortcuts.yml"], in: directory.url)
        #expect(run.standardOutput.contains("Hide or display Dashboard"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[system-reserved]"))
    }

    @Test func theOptionOverridesTheConfigForItsPlatform() throws {
        var files = Self.dashboard
        files[".shortcut-lint.yml"] = "platformVersions: { macOS: \"10.14\" }\n"
        let directory = try TemporaryDirectory(files)
        let fromConfig = try ToolRun(["lint", "--no-color", "m.shortcuts.yml"], in: directory.url)
        #expect(fromConfig.standardOutput.contains("[system-reserved]"), "\(fromConfig.standardOutput)")
        let overridden = try ToolRun(["lint", "--no-color", "--platform-version", "macos=15", "m.shortcuts.yml"], in: directory.url)
        #expect(!overridden.standardOutput.contains("[system-reserved]"), "\(overridden.standardOutput)")
    }

    @Test(arguments: [
        ("macOS", "names no release"),
        ("mcOS=15", "unknown platform 'mcOS' in '--platform-version mcOS=15'; did you mean 'macOS'?"),
        ("macOS=fifteen", "'fifteen' in '--platform-version macOS=fifteen' is not a release"),
    ])
    func aMalformedValueIsAUsageError(value: String, message: String) throws {
        let directory = try TemporaryDirectory(Self.dashboard)
        let run = try ToolRun(["lint", "--platform-version", value, "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }
}
