import Foundation
import Testing

/// One style for every message about a run (issue 20): a problem at a place in a file is
/// `path:line:column: error: …`, as compilers print it, so editors jump to it; any other is
/// `shortcut-lint: error: …`. And the small things a hostile user tried: a file named like an
/// option, forced colour, the JUnit report agreeing with the exit code.
@Suite struct MessageStyleTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"

    @Test func aBadHouseTableIsAnErrorAtItsLineAndColumn() throws {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest, "house.json": "[\n  {\"id\": 3}\n]\n"])
        let run = try ToolRun(["lint", "--reserved", "house.json", "app.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("house.json:2:"), "\(run.standardError)")
        #expect(run.standardError.contains(": error: "))
    }

    @Test func aHouseTableThatCannotBeReadIsAToolError() throws {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        let run = try ToolRun(["lint", "--reserved", "missing.json", "app.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError == "shortcut-lint: error: cannot read 'missing.json': No such file or directory\n")
    }

    @Test func aUsageMistakeIsAToolErrorFollowedByTheUsage() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(["lint", "--strcit"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("shortcut-lint: error: unknown option '--strcit'; did you mean '--strict'?\nUsage: "))
    }

    /// `lint -x.shortcuts.yml` where a file has that name: the unknown option says how to name it.
    @Test func aFileNamedLikeAnOptionGetsAHintToUseTheDoubleDash() throws {
        let directory = try TemporaryDirectory(["-x.shortcuts.yml": Self.manifest])
        let run = try ToolRun(["lint", "-x.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "shortcut-lint: error: unknown option '-x'; '-x.shortcuts.yml' is also a file: to lint it, put '--' before it (shortcut-lint lint -- -x.shortcuts.yml)\n"
            ))
        let named = try ToolRun(["lint", "--", "-x.shortcuts.yml"], in: directory.url)
        #expect(named.standardOutput.contains("-x.shortcuts.yml:3:26: warning:"), "\(named.standardOutput)\(named.standardError)")
    }

    @Test func anUnknownOptionThatIsNoFileGetsNoHint() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(["lint", "-x"], in: directory.url)
        #expect(!run.standardError.contains("'--'"))
    }

    /// CI logs are no terminal: `--color` colours the text report anyway.
    @Test func colorForcesColourOnStandardOutputThatIsNoTerminal() throws {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        let plain = try ToolRun(["lint", "app.shortcuts.yml"], in: directory.url)
        #expect(!plain.standardOutput.contains("\u{1B}["))
        let coloured = try ToolRun(["lint", "--color", "app.shortcuts.yml"], in: directory.url)
        #expect(coloured.standardOutput.contains("\u{1B}["))
        let both = try ToolRun(["lint", "--color", "--no-color", "app.shortcuts.yml"], in: directory.url)
        #expect(both.status == 2)
    }

    /// A run that passes (exit 0) with warnings used to show `failures="1"` in JUnit (row 8).
    @Test func junitFailuresAgreeWithTheExitCode() throws {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        let passing = try ToolRun(["lint", "--format", "junit", "app.shortcuts.yml"], in: directory.url)
        #expect(passing.status == 0)
        #expect(passing.standardOutput.contains("<testsuites name=\"shortcut-lint\" tests=\"1\" failures=\"0\""))
        let strict = try ToolRun(["lint", "--strict", "--format", "junit", "app.shortcuts.yml"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("<testsuites name=\"shortcut-lint\" tests=\"1\" failures=\"1\""))
        let within = try ToolRun(["lint", "--max-warnings", "1", "--format", "junit", "app.shortcuts.yml"], in: directory.url)
        #expect(within.status == 0)
        #expect(within.standardOutput.contains("failures=\"0\""))
    }

    @Test func twoReleasesOfOnePlatformAreAUsageError() throws {
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        let run = try ToolRun(
            ["lint", "--platform-version", "macOS=15", "--platform-version", "macOS=14", "app.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "shortcut-lint: error: '--platform-version' names macOS more than once; give one release per platform\n"))
    }

    @Test func versionNamesTheToolAndItsVersion() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(["--version"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("shortcut-lint "))
        let version = run.standardOutput.dropFirst("shortcut-lint ".count).prefix { $0 != " " && $0 != "\n" }
        #expect(version.split(separator: ".").count == 3, "\(version)")
    }
}
