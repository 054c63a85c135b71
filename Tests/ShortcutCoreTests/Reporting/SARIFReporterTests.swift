import Foundation
import Testing

@testable import ShortcutCore

/// The SARIF log's shape, including what GitHub code scanning requires beyond the schema. Schema
/// validation itself is `Scripts/validate-reports.sh` (Python's jsonschema).
struct SARIFReporterTests {
    let rules = RuleCatalog.descriptions
    let log: [String: Any]
    let run: [String: Any]
    let results: [[String: Any]]

    init() throws {
        let reporter = SARIFReporter(rules: rules, workingDirectory: ReportFixtures.workingDirectory)
        log = try ReportFixtures.json(reporter.render(ReportFixtures.report()))
        run = try #require((log["runs"] as? [[String: Any]])?.first)
        results = try #require(run["results"] as? [[String: Any]])
    }

    var driver: [String: Any] { ((run["tool"] as? [String: Any])?["driver"] as? [String: Any]) ?? [:] }
    var driverRules: [[String: Any]] { driver["rules"] as? [[String: Any]] ?? [] }

    func result(_ ruleID: String) throws -> [String: Any] {
        try #require(results.first { $0["ruleId"] as? String == ruleID })
    }

    @Test func declaresSchemaVersionAndColumnKind() {
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        #expect(log["version"] as? String == "2.1.0")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func describesTheTool() {
        #expect(driver["name"] as? String == ToolInfo.name)
        #expect(driver["version"] as? String == ToolInfo.version)
        #expect(driver["semanticVersion"] as? String == ToolInfo.version)
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
    }

    @Test func listsTheRulesThatRanWithDocumentation() throws {
        #expect(driverRules.map { $0["id"] as? String } == rules.map(\.id))
        for (descriptor, rule) in zip(driverRules, rules) {
            #expect((descriptor["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect((descriptor["fullDescription"] as? [String: Any])?["text"] as? String == rule.rationale)
            let help = try #require(descriptor["help"] as? [String: String])
            let markdown = try #require(help["markdown"])
            #expect(markdown.contains(rule.summary), "\(rule.id): the help repeats the summary")
            if let quote = rule.guideline?.quote { #expect(markdown.contains(quote), "\(rule.id): the help quotes the guideline") }
            #expect(help["text"]?.isEmpty == false)
            let level = (descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == Self.sarifLevel[rule.defaultSeverity])
            #expect(((descriptor["properties"] as? [String: Any])?["tags"] as? [String])?.contains("keyboard-shortcuts") == true)
        }
    }

    /// SARIF 2.1.0 §3.27.10: the levels are "error", "warning" and "note" (no "info").
    static let sarifLevel: [Severity: String] = [.error: "error", .warning: "warning", .info: "note"]

    @Test func aHIGRuleIsTaggedHig() throws {
        let descriptor = try #require(driverRules.first { $0["id"] as? String == "modifier-order" })
        let tags = (descriptor["properties"] as? [String: Any])?["tags"] as? [String] ?? []
        #expect(Set(tags) == ["keyboard-shortcuts", "hig", "fixable"])
        #expect(tags.count == 3)
    }

    @Test func eachResultPointsAtItsRuleByIndex() {
        for result in results {
            let index = result["ruleIndex"] as? Int ?? -1
            #expect(driverRules.indices.contains(index))
            #expect(driverRules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func levelsFollowSeverity() throws {
        #expect(try result("modifier-order")["level"] as? String == "warning")
        #expect(try result("duplicate-shortcut")["level"] as? String == "error")
        let info = try SARIFReadBack.firstResultLevel(of: ReportFixtures.report(infos: 1))
        #expect(info == "note")
    }

    @Test func theLocationIsRepositoryRelativeWithAFullRegion() throws {
        let location = try #require((try result("modifier-order")["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Manifests/scribe.shortcuts.json")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect(artifact["index"] as? Int == 0)
        // `"Command-Shift-E"` with its quotes: columns 49 to 65, so the end column is 66.
        #expect(physical["region"] as? [String: Int] == ["startLine": 4, "startColumn": 49, "endLine": 4, "endColumn": 66])
    }

    @Test func theSourceRootIsTheWorkingDirectory() {
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: String]
        #expect(base == ["uri": "file:///work/repo/"])
    }

    /// The value GitHub's own algorithm gives line 6 of the fixture manifest
    /// (`Scripts/fingerprint-reference.py`, a port of codeql-action's fingerprints.ts).
    @Test func theFingerprintIsTheLineHashOfTheStartLine() throws {
        let fingerprints = try result("duplicate-shortcut")["partialFingerprints"] as? [String: String]
        #expect(fingerprints?["primaryLocationLineHash"] == "6bc04b03b745561a:1")
    }

    @Test func aConflictNamesTheOtherEntryAsARelatedLocation() throws {
        let related = try #require((try result("duplicate-shortcut")["relatedLocations"] as? [[String: Any]])?.first)
        let physical = related["physicalLocation"] as? [String: Any]
        #expect(physical?["region"] as? [String: Int] == ["startLine": 5, "startColumn": 54])
        #expect((related["message"] as? [String: String])?["text"] == "The other entry: “Insert Link ⌘” (id link).")
    }

    @Test func aFixIsAReplacementOfTheKeyText() throws {
        let fix = try #require((try result("modifier-order")["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 4, "startColumn": 50, "endLine": 4, "endColumn": 65])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "Shift-Command-E")
        #expect((fix["description"] as? [String: String])?["text"] == "Replace “Command-Shift-E” with “Shift-Command-E”.")
    }

    @Test func aSuppressedFindingIsAResultWithASuppression() throws {
        let suppressions = try result("system-reserved")["suppressions"] as? [[String: String]]
        #expect(suppressions == [["kind": "inSource"]])
        #expect(try result("duplicate-shortcut")["suppressions"] == nil)
    }

    @Test func suppressionsCarryTheirReasonOrTheBaseline() throws {
        var report = ReportFixtures.report()
        report.files[0].findings[0].suppression = .inSource(reason: "house style")
        report.files[0].findings[1].suppression = .baseline
        let log = try ReportFixtures.json(SARIFReporter(rules: rules, workingDirectory: "/work/repo").render(report))
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results[0]["suppressions"] as? [[String: String]] == [["kind": "inSource", "justification": "house style"]])
        #expect((results[1]["suppressions"] as? [[String: String]])?.first?["kind"] == "external")
    }

    @Test func everyLintedFileIsAnArtifact() {
        let artifacts = run["artifacts"] as? [[String: Any]] ?? []
        let uris = artifacts.map { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(uris == ["Manifests/scribe.shortcuts.json", "clean.shortcuts.json"])
        #expect(artifacts.first?["length"] as? Int == ReportFixtures.manifest.utf8.count)
    }

    @Test func aRuleMissingFromTheListStillGetsADescriptor() throws {
        let reporter = SARIFReporter(rules: [], workingDirectory: nil)
        let log = try ReportFixtures.json(reporter.render(ReportFixtures.report()))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let ids = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["modifier-order", "duplicate-shortcut", "system-reserved", "invalid-shortcut"])
        #expect(run["originalUriBaseIds"] == nil)
    }

    @Test func aFileOutsideTheWorkingDirectoryIsAnAbsoluteFileURI() throws {
        let reporter = SARIFReporter(rules: rules, workingDirectory: "/work/repo")
        let log = try ReportFixtures.json(reporter.render(ReportFixtures.report(path: "/tmp/x y.json")))
        let artifacts = (log["runs"] as? [[String: Any]])?.first?["artifacts"] as? [[String: Any]]
        let location = artifacts?.first?["location"] as? [String: String]
        #expect(location == ["uri": "file:///tmp/x%20y.json"])
    }

    @Test func aCleanRunHasAnEmptyResultsArray() throws {
        let report = LintReport(files: [LintHelpers.lint(ReportFixtures.cleanManifest, path: "clean.json")])
        let log = try ReportFixtures.json(SARIFReporter(rules: rules, workingDirectory: "/r").render(report))
        #expect((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any] != nil)
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }

    @Test func pastTheResultLimitTheMostSevereAreKeptAndANotificationSaysHowMany() throws {
        let reporter = SARIFReporter(rules: [], workingDirectory: nil, resultLimit: 3)
        let log = try ReportFixtures.json(reporter.render(ReportFixtures.report(errors: 2, warnings: 2, infos: 2)))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = run["results"] as? [[String: Any]] ?? []
        // The fixture puts infos first, then warnings, then errors; file order is kept.
        #expect(
            results.map { ($0["message"] as? [String: String])?["text"] } == [
                "warning on line 3", "error on line 5", "error on line 6",
            ])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect(notification?["level"] as? String == "warning")
        #expect((notification?["message"] as? [String: String])?["text"] == SARIFResultLimit.message(omitted: 3, limit: 3))
    }

    @Test func withinTheLimitThereIsNoNotification() {
        #expect(run["invocations"] == nil)
    }
}

/// Reads a rendered SARIF log back without the reporter's own helpers.
enum SARIFReadBack {
    static func firstResultLevel(of report: LintReport) throws -> String? {
        let log = try ReportFixtures.json(SARIFReporter(rules: RuleCatalog.descriptions, workingDirectory: "/").render(report))
        let run = (log["runs"] as? [[String: Any]])?.first
        return ((run?["results"] as? [[String: Any]])?.first)?["level"] as? String
    }
}
