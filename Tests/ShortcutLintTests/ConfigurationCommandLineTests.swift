import Foundation
import Testing

/// The configuration as the command line uses it: discovery from each manifest, `--config`,
/// `exclude`, invalid configs, and the `rules` and `explain` commands.
@Suite struct ConfigurationCommandLineTests {
    /// One entry with its modifiers out of order: a `modifier-order` warning by default.
    static let outOfOrder = #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Command-Shift-K", "menu": "File"}]}"#
    static let clean = #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Shift-Command-K", "menu": "File"}]}"#

    @Test func anInvalidConfigExitsTwoNamingTheFileLineAndColumn() throws {
        let directory = try TemporaryDirectory([
            "shortcuts.json": Self.clean,
            ".shortcut-lint.json": "{\n  \"rules\": { \"modifer-order\": \"off\" }\n}\n",
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(".shortcut-lint.json:2:14: error: unknown rule 'modifer-order'; did you mean 'modifier-order'?"))
        #expect(result.standardOutput == "0 errors, 0 warnings, 0 notes in 0 files (0 shortcuts)\n", "its manifest is not linted")
    }

    /// One folder's broken config costs only that folder: the others are linted and reported,
    /// and the run still ends with exit code 2.
    @Test func aBrokenConfigInOneFolderLeavesTheOtherFoldersLinted() throws {
        let directory = try TemporaryDirectory([
            "a/shortcuts.json": Self.outOfOrder.replacingOccurrences(of: "\"app\": \"T\"", with: "\"app\": \"A\""),
            "b/shortcuts.json": Self.outOfOrder.replacingOccurrences(of: "\"app\": \"T\"", with: "\"app\": \"B\""),
            "b/.shortcut-lint.yml": "rules: [broken\n",
            "c/shortcuts.json": Self.outOfOrder.replacingOccurrences(of: "\"app\": \"T\"", with: "\"app\": \"C\""),
        ])
        let result = try ToolRun(["a", "b", "c"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("b/.shortcut-lint.yml:1:"), "\(result.standardError)")
        #expect(result.standardOutput.contains("a/shortcuts.json:1:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("c/shortcuts.json:1:"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("b/shortcuts.json"))
    }

    /// A path is read whole or not at all: C would stop at the NUL and read `house.json`.
    @Test func aNULInAHouseTablePathIsAnErrorNotAnotherFile() throws {
        let directory = try TemporaryDirectory([
            "shortcuts.json": Self.clean,
            "house.json": #"{"entries": [{"id": "x", "keys": ["Shift-Command-K"], "action": "X", "platforms": ["macOS"]}]}"#,
            ".shortcut-lint.yml": "reserved: [\"house.json\\0zzz\"]\n",
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("the path contains a NUL character"), "\(result.standardError)")
        #expect(!result.standardOutput.contains("house"))
    }

    /// `--config` naming a FIFO (a named pipe a script writes to) is read once and the run ends:
    /// reading it a second time would wait for a writer that never comes.
    @Test func aConfigFIFOIsReadOnceAndTheRunEnds() throws {
        let binary = try #require(ToolRun.binary)
        let directory = try TemporaryDirectory(["shortcuts.json": Self.outOfOrder])
        let command = """
            mkfifo config.yml && (printf 'rules:\\n  modifier-order: error\\n' > config.yml &) && \
            timeout 20 '\(binary.path)' lint --config config.yml shortcuts.json
            """
        let run = try ToolRun.Shell(["bash", "-c", command], in: directory.url)
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("error: Modifiers in Command-Shift-K"), "\(run.standardOutput)")
    }

    /// A config or baseline read from a process substitution lives nowhere: its paths are the
    /// working directory's, so its `exclude` and its recorded findings still match.
    @Test func aConfigAndABaselineFromProcessSubstitutionMatchPathsFromTheWorkingDirectory() throws {
        let binary = try #require(ToolRun.binary)
        let directory = try TemporaryDirectory(["App/shortcuts.json": Self.outOfOrder, "Old/shortcuts.json": Self.outOfOrder])
        _ = try ToolRun(["lint", "--write-baseline", "baseline.json", "App"], in: directory.url)
        let command = """
            '\(binary.path)' lint --config <(printf 'exclude: [Old]\\n') --baseline <(cat baseline.json) .
            """
        let run = try ToolRun.Shell(["bash", "-c", command], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n", "\(run.standardOutput)")
        #expect(!run.standardError.contains("no longer"), "\(run.standardError)")
        let rules = try ToolRun.Shell(["bash", "-c", "'\(binary.path)' rules --config <(printf 'rules: {}\\n')"], in: directory.url)
        #expect(rules.status == 0, "\(rules.standardError)")
    }

    /// As in `.gitignore`, a folder a config excludes is excluded with everything in it: a config
    /// of its own below does not bring it back, nor does a link to it from elsewhere.
    @Test func anExcludedFolderStaysExcludedWhateverItHoldsOrWhateverLinksToIt() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.yml": "exclude: [vendor]\n",
            "src/shortcuts.json": Self.clean,
            "vendor/sub/.shortcut-lint.yml": "rules: {}\n",
            "vendor/sub/shortcuts.json": Self.outOfOrder,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("src/lib").path, withDestinationPath: "../vendor")
        let run = try ToolRun(["."], in: directory.url)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n", "\(run.standardOutput)")
        // Named on the command line, the folder is searched, and what the config above excludes
        // below it stays excluded (only a file named on the command line is linted regardless).
        let named = try ToolRun(["vendor"], in: directory.url)
        #expect(named.status == 0, "\(named.standardError)")
        #expect(!named.standardOutput.contains("vendor/sub/shortcuts.json"))
    }

    /// A baseline written while some folder could not be linted would lose that folder's
    /// findings; it is not written, and the run says why.
    @Test func theBaselineIsNotWrittenWhenSomeFilesCouldNotBeLinted() throws {
        let directory = try TemporaryDirectory([
            "a/shortcuts.json": Self.outOfOrder,
            "b/shortcuts.json": Self.outOfOrder,
            "b/.shortcut-lint.yml": "rules: [broken\n",
        ])
        let run = try ToolRun(["--write-baseline", "baseline.json", "a", "b"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("the baseline 'baseline.json' is not written"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("baseline.json").path))
    }

    @Test func theNearestConfigAppliesToEachManifest() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "rules": { "modifier-order": "error" } }"#,
            "App/.shortcut-lint.json": #"{ "rules": { "modifier-order": "off" } }"#,
            // Two apps, so the manifests are not also checked against each other.
            "App/Sub/shortcuts.json": Self.outOfOrder.replacingOccurrences(of: "\"app\": \"T\"", with: "\"app\": \"Sub\""),
            "Other/shortcuts.json": Self.outOfOrder,
        ])
        let result = try ToolRun([], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Other/shortcuts.json:1:55: error: Modifiers in Command-Shift-K"))
        #expect(!result.standardOutput.contains("App/Sub/shortcuts.json:"))
        #expect(result.standardOutput.hasSuffix("1 error, 0 warnings, 0 notes in 2 files (2 shortcuts)\n"))
    }

    @Test func explicitConfigReplacesDiscovery() throws {
        let directory = try TemporaryDirectory([
            "App/.shortcut-lint.json": #"{ "rules": { "modifier-order": "off" } }"#,
            "App/shortcuts.json": Self.outOfOrder,
            "ci.json": #"{ "rules": { "modifier-order": "info" } }"#,
        ])
        let result = try ToolRun(["--config", "ci.json", "App"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("App/shortcuts.json:1:55: note: Modifiers in Command-Shift-K"))
    }

    @Test func aMissingExplicitConfigExitsTwo() throws {
        let directory = try TemporaryDirectory(["shortcuts.json": Self.clean])
        let result = try ToolRun(["--config", "nope.yml"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError == "nope.yml: error: cannot read the configuration: No such file or directory\n")
    }

    @Test func excludedManifestsFoundBySearchingAreSkipped() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "exclude": ["Legacy/**", "**/*.generated.shortcuts.json"] }"#,
            "Legacy/shortcuts.json": Self.outOfOrder,
            "App/menu.generated.shortcuts.json": Self.outOfOrder,
            "App/shortcuts.json": Self.clean,
        ])
        let result = try ToolRun(["."], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n")
    }

    /// A scan does not enter a folder the config excludes: a FIFO there draws no warning, and a
    /// tree whose every folder is excluded is no "nothing to lint" error.
    @Test func aScanDoesNotEnterAnExcludedFolder() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.yml": "exclude: [vendor]\n",
            "src/shortcuts.json": Self.clean,
            "vendor/deep/shortcuts.json": Self.outOfOrder,
        ])
        #expect(mkfifo(directory.url.appendingPathComponent("vendor/pipe.shortcuts.yml").path, 0o644) == 0)
        let run = try ToolRun(["."], in: directory.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file (1 shortcut)\n")
        try directory.write("exclude: [vendor, src]\n", to: ".shortcut-lint.yml")
        let none = try ToolRun(["."], in: directory.url)
        #expect(none.status == 0, "\(none.standardError)")
    }

    @Test(.enabled(if: Privileges.canRunUnprivileged, "needs setpriv to drop root"))
    func anUnreadableExcludedFolderIsNoError() throws {
        let directory = try TemporaryDirectory([".shortcut-lint.yml": "exclude: [\"private/**\"]\n", "shortcuts.json": Self.clean])
        let folder = directory.url.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let run = try ToolRun(["."], in: directory.url, unprivileged: true)
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test func anExcludedManifestNamedOnTheCommandLineIsLinted() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "exclude": ["Legacy"] }"#,
            "Legacy/shortcuts.json": Self.outOfOrder,
        ])
        let result = try ToolRun(["Legacy/shortcuts.json"], in: directory.url)
        #expect(result.standardOutput.contains("Legacy/shortcuts.json:1:55: warning:"))
    }

    @Test func forceExcludeSkipsExcludedManifestsNamedOnTheCommandLine() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "exclude": ["Legacy"] }"#,
            "Legacy/shortcuts.json": Self.outOfOrder,
        ])
        let result = try ToolRun(["--force-exclude", "Legacy/shortcuts.json"], in: directory.url)
        #expect(result.standardOutput == "0 errors, 0 warnings, 0 notes in 0 files (0 shortcuts)\n")
    }

    @Test func standardInputUsesTheConfigOfTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory([".shortcut-lint.json": #"{ "rules": { "modifier-order": "error" } }"#])
        let result = try ToolRun(["-"], in: directory.url, input: Self.outOfOrder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("<stdin>:1:55: error:"))
    }

    @Test func theCommandLinesReservedTableWinsOverTheConfigs() throws {
        let row = { (system: Bool) in
            #"{ "id": "house-rocket", "chord": "Control-Option-Command-R", "system": \#(system), "action": "Launcher", "titles": ["Launcher"] }"#
        }
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "reserved": [\#(row(true))] }"#,
            "house.json": #"{ "entries": [\#(row(false))] }"#,
            "shortcuts.json": #"{"app": "T", "shortcuts": [{"title": "Rocket", "key": "Control-Option-Command-R"}]}"#,
        ])
        let fromConfig = try ToolRun(["shortcuts.json"], in: directory.url)
        #expect(fromConfig.standardOutput.contains("[system-reserved]"))
        let overridden = try ToolRun(["--reserved", "house.json", "shortcuts.json"], in: directory.url)
        #expect(!overridden.standardOutput.contains("[system-reserved]"))
        #expect(overridden.standardOutput.contains("[repurposed-standard]"))
    }

    @Test func allowedFindingsStayInTheJSONReportMarkedSuppressed() throws {
        let directory = try TemporaryDirectory([
            "shortcuts.json":
                #"{"app": "T", "shortcuts": [{"title": "Export", "key": "Command-Shift-K", "menu": "File", "allow": ["modifier-order"]}]}"#
        ])
        let result = try ToolRun(["--format", "json"], in: directory.url)
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["ruleId"] as? String == "modifier-order")
        #expect(findings.first?["suppressed"] as? Bool == true)
        #expect((report["summary"] as? [String: Any])?["warnings"] as? Int == 0)
    }

    // MARK: rules and explain

    @Test func rulesShowsWhatTheConfigEnablesAndAtWhatSeverity() throws {
        let directory = try TemporaryDirectory([
            ".shortcut-lint.json": #"{ "rules": { "modifier-order": "off", "repurposed-standard": "error" } }"#,
            "App/README": "",
        ])
        let result = try ToolRun(["rules"], in: directory.url.appendingPathComponent("App"))
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(lines.first { $0.first == "modifier-order" }?.dropFirst().prefix(2) == ["warning", "no"])
        #expect(lines.first { $0.first == "repurposed-standard" }?.dropFirst().prefix(3) == ["warning", "yes", "(error)"])
        #expect(lines.first { $0.first == "duplicate-shortcut" }?.dropFirst().prefix(2) == ["error", "yes"])
        // Above the current directory, so named in full.
        #expect(result.standardOutput.split(separator: "\n").last?.hasPrefix("Configuration: /") == true)
        #expect(result.standardOutput.hasSuffix("/.shortcut-lint.json\n"))
    }

    @Test func rulesUsesAnExplicitConfig() throws {
        let directory = try TemporaryDirectory(["ci.json": #"{ "rules": { "duplicate-shortcut": "off" } }"#])
        let result = try ToolRun(["rules", "--format", "json", "--config", "ci.json"], in: directory.url)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let duplicate = try #require(rules.first { $0["id"] as? String == "duplicate-shortcut" })
        #expect(duplicate["enabled"] as? Bool == false)
        #expect(rules.first { $0["id"] as? String == "modifier-order" }?["enabled"] as? Bool == true)
    }

    @Test func rulesWithAnInvalidConfigExitsTwo() throws {
        let directory = try TemporaryDirectory([".shortcut-lint.json": #"{ "platforms": ["Amiga"] }"#])
        let result = try ToolRun(["rules"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(".shortcut-lint.json:1:17: error: unknown platform 'Amiga'"))
    }

    @Test func explainShowsHowToConfigureAndSuppressARule() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolRun(["explain", "modifier-order"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("### Configuration"))
        #expect(result.standardOutput.contains("  modifier-order: warning   # the default; or off, error, info"))
        #expect(result.standardOutput.contains("# shortcut-lint: allow modifier-order -- reason"))
    }
}
