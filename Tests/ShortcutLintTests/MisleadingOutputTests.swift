import Foundation
import Testing

/// Options that used to be ignored or to spoil a report: each is now honoured or refused.
@Suite struct MisleadingOutputTests {
    static let messy = "app: X\nshortcuts:\n  - {title: Export, key: Command-Shift-E, menu: File}\n"

    @Test func stdinFilenameWithoutStandardInputIsAUsageError() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let run = try ToolRun(["lint", "--stdin-filename", "other.yml", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--stdin-filename' names standard input, but no path is '-'"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test(arguments: ["json", "sarif", "junit", "checkstyle"])
    func aDryRunDiffKeepsOutOfAMachineReadableReport(_ format: String) throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let run = try ToolRun(["lint", "--fix", "--dry-run", "--format", format, "m.shortcuts.yml"], in: directory.url)
        #expect(!run.standardOutput.contains("--- a/m.shortcuts.yml"), "\(format)")
        #expect(run.standardError.contains("--- a/m.shortcuts.yml\n+++ b/m.shortcuts.yml\n"), "\(format)")
        if format == "json" || format == "sarif" {
            #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any])
        }
        #expect(try directory.read("m.shortcuts.yml") == Self.messy)
    }

    @Test func aDryRunDiffStillPrecedesTheTextReport() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let run = try ToolRun(["lint", "--fix", "--dry-run", "m.shortcuts.yml"], in: directory.url)
        #expect(run.standardOutput.hasPrefix("--- a/m.shortcuts.yml\n"))
    }

    @Test func aFunctionKeyPastF20IsNotCalledATypo() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": "shortcuts:\n  - {title: A, key: F25, menu: File}\n"])
        let run = try ToolRun(["lint", "m.shortcuts.yml"], in: directory.url)
        #expect(run.standardOutput.contains("unknown key \"F25\": function keys go from F1 to F20"))
        #expect(!run.standardOutput.contains("did you mean \"F2\""))
    }
}
