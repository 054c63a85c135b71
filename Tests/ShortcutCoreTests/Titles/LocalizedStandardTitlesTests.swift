import Testing

@testable import ShortcutCore

/// The standard commands in Apple's languages (`Resources/localized-titles.json`): every title
/// names its row, a translated standard command on its own chord is no repurpose, and on another
/// standard chord it is one.
@Suite struct LocalizedStandardTitlesTests {
    /// The languages issue 19 asks for; each has titles in the table.
    static let languages = [
        "ja", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "fi", "nb", "pl", "ru", "ko", "zh-Hans", "zh-Hant",
    ]

    struct Title: CustomTestStringConvertible, Sendable {
        let row: String
        let language: String
        let title: String
        var testDescription: String { "\(row) ← \(language) \"\(title)\"" }
        /// The title as an app writes it: `‹App›` is the app's name.
        var written: String { title.replacingOccurrences(of: "‹App›", with: "Scribe") }
    }

    static let titles: [Title] = ReservedTable.builtIn.entries.flatMap { row in
        row.localizedTitles.map { Title(row: row.id, language: $0.language, title: $0.title) }
    }

    static func row(_ id: String) throws -> ReservedEntry {
        try #require(ReservedTable.builtIn.entry(id: id), "no row \(id)")
    }

    @Test(arguments: languages)
    func everyLanguageHasTheEditMenusStandardCommands(_ language: String) throws {
        // Find… is missing only where the language spells it as English does (Danish "Find…").
        for id in ["undo", "redo", "cut", "copy", "paste", "select-all", "close", "quit", "hide", "minimize", "settings"] {
            #expect(try Self.row(id).title(in: language) != nil, "\(id) has no \(language) title")
        }
    }

    @Test(arguments: titles)
    func everyTitleNamesItsRowInItsLanguage(_ title: Title) throws {
        let row = try Self.row(title.row)
        #expect(row.recognizesUse(StandardUseQuery(title: title.written, app: "Scribe", language: title.language)))
        #expect(row.recognizesUse(StandardUseQuery(title: title.written, app: "Scribe")))
    }

    @Test func aTitleNamesItsRowOnlyInItsOwnLanguageOnceTheLanguageIsKnown() throws {
        let paste = try Self.row("paste")
        #expect(paste.recognizesUse(StandardUseQuery(title: "Einsetzen", language: "de")))
        #expect(!paste.recognizesUse(StandardUseQuery(title: "Einsetzen", language: "fr")))
        #expect(paste.recognizesUse(StandardUseQuery(title: "Paste", language: "fr")), "English titles name the row in every language")
        #expect(paste.recognizesUse(StandardUseQuery(title: "Colar", language: "pt-PT")))
        #expect(paste.recognizesUse(StandardUseQuery(title: "Colar", language: "pt_BR")))
    }

    static func manifest(_ title: String, _ key: String, menu: String = "Edit") -> String {
        "app: Scribe\nplatforms: [macOS]\nshortcuts:\n  - title: \"\(title)\"\n    key: \"\(key)\"\n    menu: \"\(menu)\"\n"
    }

    static func findings(_ title: String, _ key: String) -> [String] {
        YAMLExamples.lint(manifest(title, key)).findings.filter { !$0.isSuppressed }.map { "\($0.ruleID): \($0.message)" }
    }

    static let pastes: [Title] = titles.filter { $0.row == "paste" }

    @Test(arguments: pastes)
    func aTranslatedPasteOnCommandVIsNoRepurpose(_ paste: Title) {
        #expect(Self.findings(paste.written, "Command-V").isEmpty)
    }

    @Test(arguments: pastes)
    func aTranslatedPasteOnCommandBIsARepurpose(_ paste: Title) {
        let findings = Self.findings(paste.written, "Command-B")
        #expect(findings.contains { $0.hasPrefix("repurposed-standard:") && $0.contains("the standard Bold shortcut") }, "\(findings)")
    }

    @Test func germanFettOnCommandBAndFrenchCollerOnCommandVPass() {
        #expect(Self.findings("Fett", "Command-B").isEmpty)
        #expect(Self.findings("Coller", "Command-V").isEmpty)
        #expect(!Self.findings("Fett", "Command-V").isEmpty)
    }

    /// A localized menu made of standard items in their own language, as a translated Xcode
    /// template reads (de, fr): nothing to report.
    @Test(arguments: [
        [
            ("Scribe beenden", "Command-Q", "Scribe"), ("Scribe ausblenden", "Command-H", "Scribe"),
            ("Andere ausblenden", "Option-Command-H", "Scribe"), ("Einstellungen …", "Command-,", "Scribe"),
            ("Öffnen …", "Command-O", "Ablage"), ("Schließen", "Command-W", "Ablage"), ("Sichern", "Command-S", "Ablage"),
            ("Drucken …", "Command-P", "Ablage"), ("Widerrufen", "Command-Z", "Bearbeiten"),
            ("Wiederholen", "Shift-Command-Z", "Bearbeiten"), ("Ausschneiden", "Command-X", "Bearbeiten"),
            ("Kopieren", "Command-C", "Bearbeiten"), ("Einsetzen", "Command-V", "Bearbeiten"),
            ("Alles auswählen", "Command-A", "Bearbeiten"), ("Suchen …", "Command-F", "Bearbeiten"),
            ("Fett", "Command-B", "Format"), ("Kursiv", "Command-I", "Format"), ("Im Dock ablegen", "Command-M", "Fenster"),
            ("Scribe-Hilfe", "Command-?", "Hilfe"),
        ],
        [
            ("Quitter Scribe", "Command-Q", "Scribe"), ("Masquer Scribe", "Command-H", "Scribe"),
            ("Masquer les autres", "Option-Command-H", "Scribe"), ("Préférences…", "Command-,", "Scribe"),
            ("Ouvrir…", "Command-O", "Fichier"), ("Fermer", "Command-W", "Fichier"), ("Enregistrer", "Command-S", "Fichier"),
            ("Annuler", "Command-Z", "Édition"), ("Rétablir", "Shift-Command-Z", "Édition"), ("Couper", "Command-X", "Édition"),
            ("Copier", "Command-C", "Édition"), ("Coller", "Command-V", "Édition"), ("Tout sélectionner", "Command-A", "Édition"),
            ("Rechercher…", "Command-F", "Édition"), ("Gras", "Command-B", "Format"), ("Italique", "Command-I", "Format"),
            ("Placer dans le Dock", "Command-M", "Fenêtre"), ("Aide Scribe", "Command-?", "Aide"),
        ],
    ])
    func aLocalizedStandardMenuLintsClean(_ items: [(String, String, String)]) {
        let yaml =
            "platforms: [macOS]\nshortcuts:\n"
            + items.map { "  - title: \"\($0.0)\"\n    key: \"\($0.1)\"\n    menu: \"\($0.2)\"\n" }.joined()
        let findings = YAMLExamples.lint(yaml).findings.filter { !$0.isSuppressed }
        #expect(findings.isEmpty, "\(findings.map { "\($0.entry?.title ?? ""): [\($0.ruleID)] \($0.message)" })")
    }

    /// A localized copy's language (``Manifest/variantLanguage``) narrows its titles to that
    /// language's and English: the German Paste is Paste in the German menu, not in the French one.
    @Test(arguments: [("de", true), ("fr", false), (nil, true)])
    func aCopysLanguageNarrowsItsTitles(_ language: String?, _ isPaste: Bool) throws {
        let text = "app: Scribe\nshortcuts:\n  - title: Einsetzen\n    key: Command-V\n    menu: Bearbeiten\n"
        var manifest = ManifestDecoder.decode(YAMLParser.parse(SourceFile(path: "a.shortcuts.yml", text: text)).document).manifest
        manifest.variantLanguage = language.map { Language(code: $0) }
        let context = LintContext(manifest: manifest)
        #expect((context.standardUse(of: try #require(manifest.shortcuts.first))?.id == "paste") == isPaste)
    }
}
