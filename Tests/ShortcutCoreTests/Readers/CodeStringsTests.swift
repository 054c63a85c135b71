import Testing

@testable import ShortcutCore

/// The app's text for a localization key, from its default string table.
@Suite struct CodeStringsTests {
    static func catalog(_ strings: String, source: String = "\"sourceLanguage\": \"en\", ") -> CodeStrings {
        CodeStrings.catalog(
            Array("{\(source)\"strings\": {\(strings)}}".utf8), path: "Localizable.xcstrings", language: Language(code: "en"))
    }

    static func unit(_ language: String, _ value: String) -> String {
        "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
    }

    @Test func aCatalogGivesItsSourceLanguagesValue() {
        let strings = Self.catalog("\"menu.new\": {\"localizations\": {\(Self.unit("de", "Neuer Tab")), \(Self.unit("en", "New Tab"))}}")
        #expect(strings.text(for: "menu.new") == "New Tab")
    }

    @Test func aKeyWithNoSourceValueIsItsOwnText() {
        let strings = Self.catalog("\"Save\": {\"localizations\": {\(Self.unit("de", "Sichern"))}}")
        #expect(strings.text(for: "Save") == nil)
    }

    @Test func aCatalogThatNamesNoSourceLanguageIsReadInTheAppsLanguage() {
        let strings = Self.catalog("\"menu.new\": {\"localizations\": {\(Self.unit("en", "New Tab"))}}", source: "")
        #expect(strings.text(for: "menu.new") == "New Tab")
    }

    @Test func aStringsFileGivesItsValues() {
        let strings = CodeStrings.strings(Array("\"menu.new\" = \"New Tab\";\n\"Open\" = \"Open\";\n".utf8))
        #expect(strings.text(for: "menu.new") == "New Tab")
        #expect(strings.text(for: "Open") == nil)
        #expect(strings.text(for: "Close") == nil)
    }

    @Test func theFirstTableFoundWins() {
        let first = CodeStrings.strings(Array("\"k\" = \"One\";\n".utf8))
        let second = CodeStrings.strings(Array("\"k\" = \"Two\";\n\"j\" = \"Three\";\n".utf8))
        let merged = first.adding(second)
        #expect(merged.text(for: "k") == "One")
        #expect(merged.text(for: "j") == "Three")
    }

    /// A code title that is a key is read as its text; a manifest's title is never looked up.
    @Test func onlyCodeTitlesAreLookedUp() {
        let strings = CodeStrings.strings(Array("\"SettingsView.Title\" = \"Settings\";\n".utf8))
        let swift =
            "import SwiftUI\nstruct C: Commands {\n    var body: some Commands {\n        CommandMenu(\"Note\") {\n"
            + "            Button(\"SettingsView.Title\") { }\n                .keyboardShortcut(\",\")\n        }\n    }\n}\n"
        let manifest = "shortcuts:\n  - title: SettingsView.Title\n    key: Command-,\n"
        let jobs = [
            LintJob(source: SourceFile(path: "C.swift", text: swift), linter: Linter(), codeStrings: strings),
            LintJob(source: SourceFile(path: "m.shortcuts.yml", text: manifest), linter: Linter(), codeStrings: strings),
        ]
        let titles = AppReadings.read(jobs).readings.map { $0.manifest.shortcuts.map(\.title) }
        #expect(titles == [["Settings"], ["SettingsView.Title"]])
    }
}
