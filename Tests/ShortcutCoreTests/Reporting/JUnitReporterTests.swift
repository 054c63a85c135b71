import Testing

@testable import ShortcutCore

struct JUnitReporterTests {
    let document: XMLTree.Element

    init() throws {
        document = try XMLTree.parse(JUnitReporter().render(ReportFixtures.report()))
    }

    /// The message the linter gave the fixture's finding of `rule`: what JUnit must carry, whatever its wording.
    static func message(of rule: String) throws -> String {
        try #require(ReportFixtures.report().files.flatMap(\.findings).first { $0.ruleID == rule }).message
    }

    @Test func hasOneSuitePerFile() {
        #expect(document.name == "testsuites")
        #expect(document.all("testsuite").map { $0.attributes["name"] } == ["Manifests/scribe.shortcuts.json", "clean.shortcuts.json"])
    }

    @Test func eachErrorIsAFailedCaseNamedForItsRule() {
        let suite = document.all("testsuite")[0]
        let failed = suite.all("testcase").filter { !$0.all("failure").isEmpty }
        #expect(failed.map { $0.attributes["name"] } == ["duplicate-shortcut", "invalid-shortcut"])
        #expect(failed.allSatisfy { $0.attributes["classname"] == "Manifests/scribe.shortcuts.json" })
        #expect(failed.allSatisfy { $0.all("failure")[0].attributes["type"] == "error" })
    }

    /// A run whose warnings do not fail it (exit 0) used to show them as failures
    /// (issue 20, row 8): they pass, with their message in `<system-out>`.
    @Test func aWarningThatDoesNotFailTheRunIsAPassingCaseWithItsMessage() throws {
        let warning = try #require(document.all("testcase").first { $0.attributes["name"] == "modifier-order" })
        #expect(warning.all("failure").isEmpty)
        #expect(
            warning.all("system-out").first?.text.hasPrefix("line 4, col 49, warning: \(try Self.message(of: "modifier-order"))") == true)
    }

    @Test func warningsAreFailedCasesWhenTheyFailTheRun() throws {
        let strict = try XMLTree.parse(JUnitReporter(warningsFail: true).render(ReportFixtures.report()))
        let warning = try #require(strict.all("testcase").first { $0.attributes["name"] == "modifier-order" })
        let failure = try #require(warning.all("failure").first)
        #expect(failure.attributes["type"] == "warning")
        #expect(failure.text.hasPrefix("line 4, col 49, warning: \(try Self.message(of: "modifier-order"))"))
        #expect(strict.attributes["failures"] == "3")
    }

    /// An info never fails a run: a report of infos alone has no failure, as its exit code is 0.
    @Test func infosArePassingCasesEvenWhenWarningsFail() throws {
        for reporter in [JUnitReporter(), JUnitReporter(warningsFail: true)] {
            let infos = try XMLTree.parse(reporter.render(ReportFixtures.report(infos: 2)))
            #expect(infos.attributes["failures"] == "0")
            #expect(infos.attributes["tests"] == "2")
            #expect(infos.all("system-out").count == 2)
        }
    }

    @Test func aSuppressedFindingIsASkippedCase() {
        let skipped = document.all("testcase").filter { !$0.all("skipped").isEmpty }
        #expect(skipped.map { $0.attributes["name"] } == ["system-reserved"])
    }

    @Test func countsAddUp() {
        let suite = document.all("testsuite")[0]
        #expect(suite.attributes["tests"] == "4")
        #expect(suite.attributes["failures"] == "2")
        #expect(suite.attributes["skipped"] == "1")
        #expect(suite.attributes["errors"] == "0")
        #expect(document.attributes["tests"] == "5")
        #expect(document.attributes["failures"] == "2")
    }

    @Test func aCleanFileGetsOnePassingCase() {
        let suite = document.all("testsuite")[1]
        #expect(suite.attributes["tests"] == "1")
        #expect(suite.attributes["failures"] == "0")
        #expect(suite.children.map(\.name) == ["testcase"])
        #expect(suite.children[0].children.isEmpty)
    }

    @Test func messagesReadBackWithMarkupIntactAndControlCharactersReplaced() throws {
        let failure = document.all("failure")[0]
        let expectedTitle = ReportFixtures.trickyTitle.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(failure.attributes["message"]?.contains(expectedTitle) == true)
        #expect(failure.text.contains(expectedTitle))
    }
}
