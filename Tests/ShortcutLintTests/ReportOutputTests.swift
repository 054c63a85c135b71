import Foundation
import Testing

/// `--format X:FILE`, `-o` and their failures, run end to end on the real binary.
struct ReportOutputTests {
    static let manifest = """
        { "app": "A", "shortcuts": [ { "title": "Export", "key": "Command-Shift-E" }, { "title": "Shot", "key": "Shift-Command-4" } ] }

        """

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write(Self.manifest, to: "a.shortcuts.json")
    }

    @Test func severalReportsInOneRun() throws {
        let run = try ToolRun(
            [
                "--format", "text", "--format", "sarif:results.sarif", "--format", "junit:junit.xml", "--format=json:r.json",
                "a.shortcuts.json",
            ],
            in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("a.shortcuts.json:1:"))
        let sarif = try JSONSerialization.jsonObject(with: Data(try directory.read("results.sarif").utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        #expect(try directory.read("junit.xml").hasPrefix("<?xml"))
        #expect(try JSONSerialization.jsonObject(with: Data(try directory.read("r.json").utf8)) is [String: Any])
    }

    @Test func outputWritesTheReportToAFileAndNothingToStandardOutput() throws {
        let run = try ToolRun(["-f", "checkstyle", "-o", "lint.xml", "a.shortcuts.json"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(try directory.read("lint.xml").contains("<checkstyle version=\"4.3\">"))
    }

    @Test func aReportThatCannotBeWrittenFailsWithItsPath() throws {
        let run = try ToolRun(["--format", "sarif:missing/dir/r.sarif", "a.shortcuts.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write 'missing/dir/r.sarif'"))
    }

    @Test func twoReportsOnStandardOutputAreAUsageError() throws {
        let run = try ToolRun(["--format", "text", "--format", "json", "a.shortcuts.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("only one report can go to standard output"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func rewritingAReportKeepsItsPermissionsAndLeavesNoTemporaryFile() throws {
        let path = directory.url.appendingPathComponent("r.sarif").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640])
        let run = try ToolRun(["--format", "sarif:r.sarif", "a.shortcuts.json"], in: directory.url)
        #expect(run.status == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try directory.read("r.sarif").contains("\"2.1.0\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix(".r.sarif") }
        #expect(leftovers.isEmpty)
    }
}
