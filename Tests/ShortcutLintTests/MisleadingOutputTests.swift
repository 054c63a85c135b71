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

    /// `-` is standard output for `-o`; a baseline there would mix with the report, and a file
    /// named `-` is never what was meant.
    @Test func writeBaselineToDashIsAUsageError() throws {
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let run = try ToolRun(["lint", "--write-baseline", "-", "m.shortcuts.yml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'--write-baseline' needs a file"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("-").path))
    }

    /// Files named on the command line may be process substitutions (`<(generate)`), as
    /// manifests already may: the config, a house table and the baseline are read to their end,
    /// and a config without an extension is read as JSON or YAML by its content.
    @Test func theConfigHouseTableAndBaselineMayComeFromProcessSubstitution() throws {
        let binary = try #require(ToolRun.binary)
        let directory = try TemporaryDirectory(["m.shortcuts.yml": Self.messy])
        let command = """
            '\(binary.path)' lint --config <(printf 'rules:\\n  modifier-order: error\\n') \
              --reserved <(printf '[]') --baseline <(printf '{"version": 2, "findings": []}') m.shortcuts.yml
            """
        let run = try ToolRun.Shell(["bash", "-c", command], in: directory.url)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("error: Modifiers in Command-Shift-E"), "\(run.standardOutput)")
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
