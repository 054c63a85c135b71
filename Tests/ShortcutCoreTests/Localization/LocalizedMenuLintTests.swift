import Testing

@testable import ShortcutCore

/// Localized copies of a menu are variants of one menu: each language is checked on its own, a
/// problem of the base is reported once, and what only one language has is reported there.
@Suite struct LocalizedMenuLintTests {
    static let app = AppGroup(id: "/work/Scribe", name: "Scribe")

    /// Lints the files as one app; the findings of each file (unsuppressed), by path.
    private func lint(_ files: [(String, String)], app: AppGroup? = app) -> [String: [Finding]] {
        let linter = Linter()
        let results = Linter.lint(files.map { LintJob(source: SourceFile(path: $0.0, text: $0.1), linter: linter, app: app) })
        var found: [String: [Finding]] = [:]
        for result in results { found[result.path] = result.findings.filter { !$0.isSuppressed } }
        return found
    }

    private func xib(_ items: String) -> String { InterfaceBuilderFixture.xib(items) }

    static let base = #"<menuItem title="Publish" keyEquivalent="k" id="pub"/><menuItem title="Print…" keyEquivalent="p" id="prt"/>"#
    static let german =
        #"<menuItem title="Veröffentlichen" keyEquivalent="k" id="pub"/><menuItem title="Drucken …" keyEquivalent="p" id="prt"/>"#

    @Test func copiesOfOneMenuInTwoLanguagesAreNoDuplicates() {
        let found = lint([("Base.lproj/MainMenu.xib", xib(Self.base)), ("de.lproj/MainMenu.xib", xib(Self.german))])
        #expect(found.values.joined().isEmpty, "\(found.values.joined().map(\.message))")
    }

    @Test func theSameCopiesLintedAsOneMenuWereDuplicates() {
        // What the linter did before: the two files as one menu.
        let found = lint([("Base/MainMenu.xib", xib(Self.base)), ("German/MainMenu.xib", xib(Self.german))])
        #expect(found["German/MainMenu.xib"]?.filter { $0.ruleID == DuplicateShortcutRule.id }.count == 3)
    }

    @Test func aDuplicateOnlyOneLanguageHasIsAnErrorAtItsLineNamingTheLanguage() throws {
        let stale =
            #"<menuItem title="Veröffentlichen" keyEquivalent="p" id="pub"/><menuItem title="Drucken …" keyEquivalent="p" id="prt"/>"#
        let found = lint([("Base.lproj/MainMenu.xib", xib(Self.base)), ("de.lproj/MainMenu.xib", xib(stale))])
        let duplicate = try #require(found["de.lproj/MainMenu.xib"]?.first { $0.ruleID == DuplicateShortcutRule.id })
        #expect(duplicate.severity == .error)
        #expect(duplicate.span.start.line == 16)
        #expect(duplicate.message.contains("in the same scope of the German (de) menu"), "\(duplicate.message)")
        #expect(found["Base.lproj/MainMenu.xib"]?.isEmpty == true)
    }

    @Test func aDuplicateBetweenACopyAndTheAppsCodeIsReportedOnTheCopy() throws {
        let code = """
            import SwiftUI

            struct NoteCommands: Commands {
                var body: some Commands {
                    CommandMenu("Note") {
                        Button("Share") { share() }
                            .keyboardShortcut("d")
                    }
                }
            }
            """
        let stale =
            #"<menuItem title="Veröffentlichen" keyEquivalent="d" id="pub"/><menuItem title="Drucken …" keyEquivalent="p" id="prt"/>"#
        let found = lint([
            ("NoteCommands.swift", code), ("Base.lproj/MainMenu.xib", xib(Self.base)), ("de.lproj/MainMenu.xib", xib(stale)),
        ])
        let duplicate = try #require(found["de.lproj/MainMenu.xib"]?.first { $0.ruleID == DuplicateShortcutRule.id })
        #expect(
            duplicate.message.contains(
                "\"Share\" in NoteCommands.swift:7, another file of Scribe in the same scope of the German (de) menu"))
        #expect(found["NoteCommands.swift"]?.isEmpty == true)
    }

    @Test func aFindingTheBaseHasIsNotRepeatedForEachLanguage() {
        let base =
            #"<menuItem title="Snapshot" keyEquivalent="3" id="snap"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem>"#
        let german = base.replacingOccurrences(of: "Snapshot", with: "Schnappschuss")
        let found = lint([
            ("Base.lproj/MainMenu.xib", xib(base)), ("de.lproj/MainMenu.xib", xib(german)), ("fr.lproj/MainMenu.xib", xib(base)),
        ])
        #expect(found["Base.lproj/MainMenu.xib"]?.map(\.ruleID) == [SystemReservedRule.id])
        #expect(found["de.lproj/MainMenu.xib"]?.isEmpty == true)
        #expect(found["fr.lproj/MainMenu.xib"]?.isEmpty == true)
    }

    @Test func aTranslatedItemOnItsBaseItemsChordKeepsTheBasesVerdict() {
        // "Fett" is Bold, whether or not the rules know the German word.
        let base = #"<menuItem title="Bold" keyEquivalent="b" id="bold"/>"#
        let german = #"<menuItem title="Fett" keyEquivalent="b" id="bold"/>"#
        let found = lint([("Base.lproj/MainMenu.xib", xib(base)), ("de.lproj/MainMenu.xib", xib(german))])
        #expect(found["de.lproj/MainMenu.xib"]?.isEmpty == true, "\(found["de.lproj/MainMenu.xib"]?.map(\.message) ?? [])")
    }

    @Test func aTranslatedKeyIsJudgedInItsLanguage() throws {
        let base = #"<menuItem title="Publish" keyEquivalent="k" id="pub"/>"#
        let french = #"<menuItem title="Publier" keyEquivalent="b" id="pub"/>"#
        let found = lint([("Base.lproj/MainMenu.xib", xib(base)), ("fr.lproj/MainMenu.xib", xib(french))])
        let rules = Set(try #require(found["fr.lproj/MainMenu.xib"]).map(\.ruleID))
        #expect(rules == [LocalizationDriftRule.id, RepurposedStandardRule.id])
    }

    @Test func aTitlesWordingIsJudgedInEachLanguage() throws {
        func sortMenu(_ submenu: String, _ title: String) -> String {
            """
            <menuItem title="\(submenu)" id="sort"><menu key="submenu" title="\(submenu)" id="sortMenu"><items>
            <menuItem title="\(title)" keyEquivalent="1" id="byName"/>
            </items></menu></menuItem>
            """
        }
        let ipad = "iOS.CocoaTouch.iPad"
        let found = lint([
            ("Base.lproj/Main.storyboard", InterfaceBuilderFixture.xib(sortMenu("Sort By", "Sort by Name"), runtime: ipad)),
            ("de.lproj/Main.storyboard", InterfaceBuilderFixture.xib(sortMenu("Sortieren nach", "Name"), runtime: ipad)),
        ])
        #expect(found["Base.lproj/Main.storyboard"]?.isEmpty == true, "\(found["Base.lproj/Main.storyboard"]?.map(\.message) ?? [])")
        #expect(found["de.lproj/Main.storyboard"]?.map(\.ruleID) == [DiscoverabilityTitleRule.id])
    }

    @Test func aCommentInTheBaseHidesTheRepeatsAndACopiedCommentIsNotUnused() {
        let base = """
            <!-- shortcut-lint: allow system-reserved -->
            <menuItem title="Snapshot" keyEquivalent="3" id="snap"><modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/></menuItem>
            """
        let found = lint([
            ("Base.lproj/MainMenu.xib", xib(base)),
            ("de.lproj/MainMenu.xib", xib(base.replacingOccurrences(of: "<!-- shortcut-lint: allow system-reserved -->", with: ""))),
            ("fr.lproj/MainMenu.xib", xib(base)),
        ])
        #expect(found.values.joined().isEmpty, "\(found.values.joined().map(\.message))")
    }

    @Test func aCopyNoTargetBuildsIsStillItsBasesLanguageVariant() {
        // nl.lproj left out of the project's variant group: it falls to the project as a whole.
        let linter = Linter()
        let project = AppGroup(id: "/work", name: "Scribe project")
        let results = Linter.lint([
            LintJob(source: SourceFile(path: "Base.lproj/MainMenu.xib", text: xib(Self.base)), linter: linter, app: Self.app),
            LintJob(source: SourceFile(path: "nl.lproj/MainMenu.xib", text: xib(Self.german)), linter: linter, app: project),
            LintJob(source: SourceFile(path: "Old/MainMenu.xib", text: xib(Self.base)), linter: linter, app: project),
        ])
        #expect(results.flatMap(\.findings).isEmpty, "\(results.flatMap(\.findings).map(\.message))")
    }

    @Test func copiesOutsideAProjectAreOneAppWhateverTheirApplicationMenusSay() {
        let japanese = InterfaceBuilderFixture.xib(Self.german, app: "スクライブ")
        let found = lint([("Base.lproj/MainMenu.xib", xib(Self.base)), ("ja.lproj/MainMenu.xib", japanese)], app: nil)
        #expect(found.values.joined().isEmpty, "\(found.values.joined().map(\.message))")
        let drifted = InterfaceBuilderFixture.xib(#"<menuItem title="公開" keyEquivalent="j" id="pub"/>"#, app: "スクライブ")
        let drift = lint([("Base.lproj/MainMenu.xib", xib(Self.base)), ("ja.lproj/MainMenu.xib", drifted)], app: nil)
        #expect(drift["ja.lproj/MainMenu.xib"]?.contains { $0.ruleID == LocalizationDriftRule.id } == true)
    }

    @Test func withoutABaseLprojTheProjectsDevelopmentLanguageIsTheBase() throws {
        let pbxproj = """
            // !$*UTF8*$!
            { objects = { R = { isa = PBXProject; developmentRegion = fr; targets = ( ); }; }; rootObject = R; }
            """
        let region = try #require(XcodeProject(pbxproj: Array(pbxproj.utf8), projectFolder: "/work/Scribe")?.developmentRegion)
        #expect(region == "fr")
        let app = AppGroup(id: "/work/Scribe", name: "Scribe", developmentRegion: region)
        let french = #"<menuItem title="Publier" keyEquivalent="k" id="pub"/>"#
        let english = #"<menuItem title="Publish" keyEquivalent="r" id="pub"/>"#
        let found = lint([("en.lproj/MainMenu.xib", xib(english)), ("fr.lproj/MainMenu.xib", xib(french))], app: app)
        #expect(found["fr.lproj/MainMenu.xib"]?.isEmpty == true)
        #expect(found["en.lproj/MainMenu.xib"]?.map(\.ruleID) == [LocalizationDriftRule.id])
    }

    @Test func anItemThatLostItsKeyInATranslationIsReportedAtItsTitle() throws {
        let german = #"<menuItem title="Veröffentlichen" id="pub"/><menuItem title="Drucken …" keyEquivalent="p" id="prt"/>"#
        let found = lint([("Base.lproj/MainMenu.xib", xib(Self.base)), ("de.lproj/MainMenu.xib", xib(german))])
        let drift = try #require(found["de.lproj/MainMenu.xib"]?.first)
        #expect(drift.ruleID == LocalizationDriftRule.id)
        #expect(drift.span.start.line == 16)
        #expect(drift.span.start.column == 17)
        #expect(
            drift.message.hasPrefix("\"Veröffentlichen\" in the German (de) menu has no shortcut, where the base menu has Command-K (⌘K)"))
    }
}
