import Foundation
import Testing

/// Findings in Interface Builder and source files land on their lines in every CI format: SARIF
/// results and related locations with repository-relative URIs, GitHub annotations with the file,
/// line and columns.
@Suite struct ReportLocationTests {
    let project: TemporaryDirectory

    init() throws {
        project = try TemporaryDirectory(ExampleAppFixture.files)
    }

    private func sarifResults(_ arguments: [String]) throws -> (run: [String: Any], results: [[String: Any]]) {
        let lint = try ToolRun(["lint", "--format", "sarif"] + arguments, in: project.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return (run, try #require(run["results"] as? [[String: Any]]))
    }

    private static func location(_ object: [String: Any]?) -> (uri: String?, base: String?, line: Int?, column: Int?) {
        let physical = object?["physicalLocation"] as? [String: Any]
        let artifact = physical?["artifactLocation"] as? [String: Any]
        let region = physical?["region"] as? [String: Any]
        return (
            artifact?["uri"] as? String, artifact?["uriBaseId"] as? String, region?["startLine"] as? Int, region?["startColumn"] as? Int
        )
    }

    @Test func sarifResultsPointAtTheKeyInTheXIBAndTheSwiftFile() throws {
        let (run, results) = try sarifResults(["."])
        let reserved = try #require(results.first { $0["ruleId"] as? String == "system-reserved" })
        let inXIB = Self.location((reserved["locations"] as? [[String: Any]])?.first)
        #expect(inXIB.uri == "Scribe/Base.lproj/MainMenu.xib")
        #expect(inXIB.base == "%SRCROOT%")
        #expect(inXIB.line == 25)
        #expect(inXIB.column == 75)

        let duplicate = try #require(results.first { $0["ruleId"] as? String == "duplicate-shortcut" })
        let inSwift = Self.location((duplicate["locations"] as? [[String: Any]])?.first)
        #expect(inSwift.uri == "Scribe/ScribeApp.swift")
        #expect(inSwift.line == 11)
        #expect(inSwift.column == 91)
        let other = Self.location((duplicate["relatedLocations"] as? [[String: Any]])?.first)
        #expect(other.uri == "Scribe/Base.lproj/MainMenu.xib", "the other entry of the conflict")
        #expect(other.line == 24)

        let artifacts = (run["artifacts"] as? [[String: Any]])?.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(artifacts == ["Scribe/Base.lproj/MainMenu.xib", "Scribe/ScribeApp.swift", "Scribe/iPad/NoteViewController.swift"])
    }

    @Test func urisStayRelativeToTheCheckoutWhenTheFilesAreNamedByAbsolutePath() throws {
        let (_, results) = try sarifResults([project.url.appendingPathComponent("Scribe").path])
        let uris = Set(results.compactMap { Self.location(($0["locations"] as? [[String: Any]])?.first).uri })
        #expect(uris == ["Scribe/Base.lproj/MainMenu.xib", "Scribe/ScribeApp.swift", "Scribe/iPad/NoteViewController.swift"])
    }

    @Test func githubAnnotationsNameTheFileLineAndColumns() throws {
        let lint = try ToolRun(["lint", "--format", "github", "."], in: project.url)
        let lines = lint.standardOutput.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=Scribe/Base.lproj/MainMenu.xib,line=25,endLine=25,col=75,endColumn=78,title=shortcut-lint (system-reserved)::"
                )
            },
            "\(lint.standardOutput)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=Scribe/ScribeApp.swift,line=11,endLine=11,col=91,endColumn=94,title=shortcut-lint (duplicate-shortcut)::")
            })
        #expect(lines.contains { $0.hasPrefix("::warning file=Scribe/iPad/NoteViewController.swift,line=9,") })
    }

    @Test func theJSONReportGivesTheXIBAndSwiftPositions() throws {
        let lint = try ToolRun(["lint", "--format", "json", "."], in: project.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let duplicate = try #require(findings.first { $0["ruleId"] as? String == "duplicate-shortcut" })
        #expect(duplicate["file"] as? String == "Scribe/ScribeApp.swift")
        #expect(duplicate["line"] as? Int == 11)
        let related = duplicate["related"] as? [String: Any]
        #expect(related?["file"] as? String == "Scribe/Base.lproj/MainMenu.xib")
        #expect(related?["line"] as? Int == 24)
    }
}
