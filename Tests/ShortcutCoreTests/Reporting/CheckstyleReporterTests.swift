import Testing

@testable import ShortcutCore

struct CheckstyleReporterTests {
    let document: XMLTree.Element

    init() throws {
        document = try XMLTree.parse(CheckstyleReporter().render(ReportFixtures.report()))
    }

    @Test func isWellFormedWithTheCheckstyleRoot() {
        #expect(document.name == "checkstyle")
        #expect(document.attributes["version"] == "4.3")
    }

    @Test func listsEveryFileLintedCleanOnesToo() {
        #expect(document.all("file").map { $0.attributes["name"] } == ["Manifests/scribe.shortcuts.json", "clean.shortcuts.json"])
        #expect(document.all("file")[1].children.isEmpty)
    }

    @Test func hasOneErrorPerUnsuppressedFinding() {
        let errors = document.all("error")
        #expect(
            errors.map { $0.attributes["source"] } == [
                "shortcut-lint.rules.modifier-order", "shortcut-lint.rules.duplicate-shortcut", "shortcut-lint.rules.invalid-shortcut",
            ])
        #expect(errors.map { $0.attributes["severity"] } == ["warning", "error", "error"])
        #expect(errors[0].attributes["line"] == "4")
        #expect(errors[0].attributes["column"] == "49")
    }

    @Test func messagesReadBackWithMarkupIntactAndControlCharactersReplaced() throws {
        let message = try #require(document.all("error")[1].attributes["message"])
        let expectedTitle = ReportFixtures.trickyTitle.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(message.contains(expectedTitle))
    }
}
