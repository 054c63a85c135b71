import Foundation
import Testing

/// A report that does not reach standard output is a failed run (exit code 2, the reason on
/// standard error), never a silent pass: issue 20, row 7 (`> /dev/full` and a closed standard
/// output used to exit 0).
@Suite struct LostReportTests {
    static let manifest = "app: X\nshortcuts:\n  - {title: Export, key: Shift-Command-E, menu: File}\n"

    /// `shortcut-lint arguments` through bash, with `redirection` applied to it.
    private func run(_ arguments: String, _ redirection: String) throws -> ToolRun.Shell {
        let binary = try #require(ToolRun.binary)
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        return try ToolRun.Shell(["bash", "-c", "'\(binary.path)' \(arguments) \(redirection)"], in: directory.url)
    }

    @Test(arguments: ["lint --format json app.shortcuts.yml", "lint app.shortcuts.yml", "extract app.shortcuts.yml", "rules"])
    func aFullDeviceOnStandardOutputIsExitCodeTwo(_ arguments: String) throws {
        let result = try run(arguments, "> /dev/full")
        #expect(result.status == 2)
        #expect(result.standardError.contains("shortcut-lint: error: cannot write to standard output: No space left on device"))
    }

    @Test(arguments: ["lint --format json app.shortcuts.yml", "extract app.shortcuts.yml", "--version"])
    func aClosedStandardOutputIsExitCodeTwo(_ arguments: String) throws {
        let result = try run(arguments, ">&-")
        #expect(result.status == 2)
        #expect(result.standardError.contains("shortcut-lint: error: cannot write to standard output: standard output is closed"))
    }

    /// With standard output closed, the first file the run opens would get descriptor 1: the
    /// report must not land in it (here, the report file of another format).
    @Test func aClosedStandardOutputDoesNotSendTheReportIntoAnotherFile() throws {
        let binary = try #require(ToolRun.binary)
        let directory = try TemporaryDirectory(["app.shortcuts.yml": Self.manifest])
        let result = try ToolRun.Shell(
            ["bash", "-c", "'\(binary.path)' lint --format text --format json:report.json app.shortcuts.yml >&-"], in: directory.url)
        #expect(result.status == 2)
        let report = try directory.read("report.json")
        #expect(report.hasPrefix("{"), "\(report.prefix(80))")
        #expect(!report.contains("warning:"))
    }
}
