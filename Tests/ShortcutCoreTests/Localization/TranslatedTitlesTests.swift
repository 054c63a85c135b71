import Testing

@testable import ShortcutCore

/// A Base-localized Interface Builder file with its titles translated in `.strings` files or a
/// String Catalog: each language's titles are judged, and only what they change is reported.
@Suite struct TranslatedTitlesTests {
    /// An iPad menu whose View > Sort By submenu holds "Sort by Name" on Command-1.
    static let storyboard = InterfaceBuilderFixture.xib(
        """
        <menuItem title="Sort By" id="sort"><menu key="submenu" title="Sort By" id="sortMenu"><items>
        <menuItem title="Sort by Name" keyEquivalent="1" id="byName"/>
        </items></menu></menuItem>
        """, runtime: "iOS.CocoaTouch.iPad")

    private func lint(_ translations: [TitleTranslation]) -> [Finding] {
        let job = LintJob(
            source: SourceFile(path: "App/Base.lproj/Main.storyboard", text: Self.storyboard), linter: Linter(),
            titleTranslations: translations)
        return Linter.lint([job]).flatMap(\.findings).filter { !$0.isSuppressed }
    }

    static let german = """
        /* Class = "NSMenu"; title = "Sort By"; ObjectID = "sortMenu"; */
        "sortMenu.title" = "Sortieren nach";

        /* Class = "NSMenuItem"; title = "Sort by Name"; ObjectID = "byName"; */
        "byName.title" = "Name";
        """

    @Test func aTitleThatLosesItsContextInOneLanguageIsReportedNamingItAndTheTranslationsLine() throws {
        let findings = lint([.strings(path: "App/de.lproj/Main.strings", language: Language(code: "de"), bytes: Array(Self.german.utf8))])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == DiscoverabilityTitleRule.id)
        #expect(finding.file == "App/Base.lproj/Main.storyboard")
        #expect(
            finding.message.hasPrefix(
                "In the German (de) menu (App/de.lproj/Main.strings:5): \"Name\" sits in the File > Sortieren nach submenu"))
    }

    @Test func aTranslationThatKeepsTheContextGivesNothing() {
        let french = #""sortMenu.title" = "Trier par"; "byName.title" = "Trier par nom";"#
        #expect(lint([.strings(path: "App/fr.lproj/Main.strings", language: Language(code: "fr"), bytes: Array(french.utf8))]).isEmpty)
    }

    @Test func aStringCatalogTranslatesEveryLanguageButItsSource() throws {
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                "byName.title" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "名前で並べ替え" } } } },
                "sortMenu.title" : { "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Sortieren nach" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "並べ替え" } } } } } }
            """
        let translations = TitleTranslation.catalog(path: "App/Main.xcstrings", bytes: Array(catalog.utf8))
        #expect(translations.map(\.language.code) == ["de", "ja"])
        #expect(translations.first?.titles["byName.title"]?.line == 3)
        let findings = lint(translations)
        #expect(
            findings.map(\.message).allSatisfy { $0.hasPrefix("In the German (de) menu (App/Main.xcstrings:3)") },
            "\(findings.map(\.message))")
        #expect(findings.count == 1, "the Japanese title names its context")
    }

    @Test func aTranslationThatCannotBeReadToItsEndIsANote() throws {
        let broken = "\"sortMenu.title\" = \"Sortieren nach\";\n\"byName.title\" = \"Name\n"
        let findings = lint([.strings(path: "App/de.lproj/Main.strings", language: Language(code: "de"), bytes: Array(broken.utf8))])
        let note = try #require(findings.first { $0.ruleID == UnresolvedShortcutRule.id })
        #expect(note.severity == .info)
        #expect(note.message.contains("App/de.lproj/Main.strings:2 cannot be read further"), "\(note.message)")
    }

    @Test func aLanguageWithItsOwnCopyOfTheFileIsTheCopys() {
        let linter = Linter()
        let app = AppGroup(id: "/work/App", name: "App")
        let copy = Self.storyboard.replacingOccurrences(of: "Sort by Name", with: "Nach Namen sortieren")
            .replacingOccurrences(of: "title=\"Sort By\"", with: "title=\"Sortieren\"")
        let results = Linter.lint([
            LintJob(
                source: SourceFile(path: "App/Base.lproj/Main.storyboard", text: Self.storyboard), linter: linter, app: app,
                titleTranslations: [
                    .strings(path: "App/de.lproj/Main.strings", language: Language(code: "de"), bytes: Array(Self.german.utf8))
                ]),
            LintJob(source: SourceFile(path: "App/de.lproj/Main.storyboard", text: copy), linter: linter, app: app),
        ])
        #expect(results.flatMap(\.findings).isEmpty, "\(results.flatMap(\.findings).map(\.message))")
    }
}
