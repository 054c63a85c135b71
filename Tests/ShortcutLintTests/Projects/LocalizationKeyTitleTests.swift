import Testing

/// Code that titles a command with a localization key (`Button("SettingsView.Title")`) is judged
/// by the text the app's default string table gives the key, found by a scan in the app's folder.
@Suite struct LocalizationKeyTitleTests {
    static let settings = ProjectFixture.commands([("SettingsView.Title", ",", ".command")])

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "SettingsView.Title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } } }
          },
          "version" : "1.0"
        }
        """

    private func output(_ files: [String: String]) throws -> String {
        let directory = try TemporaryDirectory(files)
        return try ToolRun(["lint", "--no-color", "."], in: directory.url).standardOutput
    }

    @Test func aKeyWithoutItsTableIsJudgedAsWritten() throws {
        #expect(try output(["App/NoteCommands.swift": Self.settings]).contains("in \"SettingsView.Title\""))
    }

    @Test func aStringCatalogGivesTheKeyItsSourceLanguageText() throws {
        let output = try output(["App/NoteCommands.swift": Self.settings, "Shared/Localizable.xcstrings": Self.catalog])
        #expect(!output.contains("SettingsView.Title"))
        #expect(!output.contains("repurposed-standard"))
    }

    @Test func aStringsFileOfTheDevelopmentLanguageGivesTheKeyItsText() throws {
        let files = [
            "App/NoteCommands.swift": Self.settings,
            "App/en.lproj/Localizable.strings": "\"SettingsView.Title\" = \"Settings\";\n",
        ]
        #expect(!(try output(files)).contains("repurposed-standard"))
    }

    @Test func anotherLanguagesStringsFileIsNotTheAppsText() throws {
        let files = [
            "App/NoteCommands.swift": Self.settings,
            "App/fr.lproj/Localizable.strings": "\"SettingsView.Title\" = \"Réglages\";\n",
        ]
        #expect(try output(files).contains("in \"SettingsView.Title\""))
    }

    @Test func aTableOfAnotherTableNameIsNotTheDefaultTable() throws {
        let files = [
            "App/NoteCommands.swift": Self.settings,
            "App/en.lproj/Errors.strings": "\"SettingsView.Title\" = \"Settings\";\n",
        ]
        #expect(try output(files).contains("in \"SettingsView.Title\""))
    }
}
