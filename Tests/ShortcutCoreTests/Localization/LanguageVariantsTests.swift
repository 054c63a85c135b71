import Testing

@testable import ShortcutCore

/// Which files make each language's menu: the base copies and shared files first, then a
/// language's own copies in place of the base's.
@Suite struct LanguageVariantsTests {
    private func variants(_ paths: [String], developmentRegion: String? = nil) -> LanguageVariants? {
        LanguageVariants(
            members: Array(paths.indices), paths: Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($0, $1) }),
            developmentRegion: developmentRegion.map(Language.init(code:)))
    }

    @Test func eachLanguageIsTheSharedFilesAndItsOwnCopyLast() throws {
        let found = try #require(
            variants(["App/Base.lproj/MainMenu.xib", "App/AppDelegate.swift", "App/de.lproj/MainMenu.xib", "App/ja.lproj/MainMenu.xib"]))
        #expect(found.base.members == [0, 1])
        #expect(found.translations.map(\.language?.code) == ["de", "ja"])
        #expect(found.translations.map(\.members) == [[1, 2], [1, 3]])
        #expect(found.baseCopy == [2: 0, 3: 0])
    }

    @Test func aLanguageWithoutItsOwnCopyOfAFileUsesTheBases() throws {
        let found = try #require(
            variants(["Base.lproj/MainMenu.xib", "Base.lproj/Inspector.xib", "de.lproj/MainMenu.xib"]))
        #expect(found.translations.first?.members == [1, 2])
    }

    @Test(arguments: [
        (["fr.lproj/M.xib", "en.lproj/M.xib", "Base.lproj/M.xib"], nil as String?, 2),
        (["fr.lproj/M.xib", "en.lproj/M.xib"], nil, 1),
        (["fr.lproj/M.xib", "English.lproj/M.xib"], nil, 1),
        (["fr.lproj/M.xib", "en.lproj/M.xib"], "fr", 0),
        (["fr.lproj/M.xib", "de.lproj/M.xib"], nil, 1),
        (["fr.lproj/M.xib", "M.xib"], nil, 1),
    ])
    func theBaseIsBaseLprojThenTheDevelopmentLanguageThenEnglishThenTheFirstByCode(
        paths: [String], developmentRegion: String?, base: Int
    ) throws {
        let found = try #require(variants(paths, developmentRegion: developmentRegion))
        #expect(found.base.members == [base])
    }

    @Test func anAppWithOneLanguageHasNoVariants() {
        #expect(variants(["App/Base.lproj/MainMenu.xib", "App/AppDelegate.swift"]) == nil)
        #expect(variants(["App/en.lproj/MainMenu.xib", "App/en.lproj/Inspector.xib"]) == nil)
    }

    @Test func copiesInTwoFoldersAreTwoFamilies() throws {
        let found = try #require(
            variants(["Main/Base.lproj/MainMenu.xib", "Helper/Base.lproj/MainMenu.xib", "Main/de.lproj/MainMenu.xib"]))
        #expect(found.baseCopy == [2: 0])
        #expect(found.translations.first?.members == [1, 2])
    }
}
