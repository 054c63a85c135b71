import Testing

@testable import ShortcutCore

struct JUnitReporterTests {
    let document: XMLTree.Element

    init() throws {
        document = try XMLTree.parse(JUnitReporter().render(ReportFixtures.report()))
    }

    @Test func hasOneSuitePerFile() {
        #expect(document.name == "testsuites")
        #expect(document.all("testsuite").map { $0.attributes["name"] } == ["Manifests/scribe.shortcuts.json", "clean.shortcuts.json"])
    }

    @Test func eachUnsuppressedFindingIsAFailedCaseNamedForItsRule() {
        let suite = document.all("testsuite")[0]
        let failed = suite.all("testcase").filter { !$0.all("failure").isEmpty }
        #expect(failed.map { $0.attributes["name"] } == ["modifier-order", "duplicate-shortcut", "invalid-shortcut"])
        #expect(failed.allSatisfy { $0.attributes["classname"] == "Manifests/scribe.shortcuts.json" })
        let failure = failed[0].all("failure")[0]
        #expect(failure.attributes["type"] == "warning")
        #expect(failure.text.hasPrefix("line 4, col 49, warning: Modifiers in Command-Shift-E"))
    }

    @Test func aSuppressedFindingIsASkippedCase() {
        let skipped = document.all("testcase").filter { !$0.all("skipped").isEmpty }
        #expect(skipped.map { $0.attributes["name"] } == ["system-reserved"])
    }

    @Test func countsAddUp() {
        let suite = document.all("testsuite")[0]
        #expect(suite.attributes["tests"] == "4")
        #expect(suite.attributes["failures"] == "3")
        #expect(suite.attributes["skipped"] == "1")
        #expect(suite.attributes["errors"] == "0")
        #expect(document.attributes["tests"] == "5")
        #expect(document.attributes["failures"] == "3")
    }

    @Test func aCleanFileGetsOnePassingCase() {
        let suite = document.all("testsuite")[1]
        #expect(suite.attributes["tests"] == "1")
        #expect(suite.attributes["failures"] == "0")
        #expect(suite.children.map(\.name) == ["testcase"])
        #expect(suite.children[0].children.isEmpty)
    }

    @Test func messagesReadBackWithMarkupIntactAndControlCharactersReplaced() throws {
        let failure = document.all("failure")[1]
        let expectedTitle = ReportFixtures.trickyTitle.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(failure.attributes["message"]?.contains(expectedTitle) == true)
        #expect(failure.text.contains(expectedTitle))
    }
}
